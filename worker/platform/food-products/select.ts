// Picks the food-products adapter once from configuration: Open Food Facts when
// FOOD_PRODUCTS_SOURCE says so (production); otherwise, in development only, the fixture products.
// Elsewhere there is none, and a lookup answers 503.
import { devToolsBuilt, isDevelopment } from "../development";
import { fixtureFoodProducts } from "./fixtures";
import { openFoodFacts } from "./open-food-facts";
import type { FoodProducts } from "./port";

export function foodProductsFor(env: Cloudflare.Env): FoodProducts | null {
  if (env.FOOD_PRODUCTS_SOURCE === "open-food-facts") {
    return openFoodFacts({ contact: env.FOOD_PRODUCTS_CONTACT || env.SUPPORT_EMAIL });
  }
  // `devToolsBuilt` first: the production build drops the fixtures' code behind it.
  if (devToolsBuilt && isDevelopment(env)) return fixtureFoodProducts();
  return null;
}
