// An Open Food Facts product (API v2, https://openfoodfacts.github.io/openfoodfacts-server/api/)
// as this app's product. OFF's `nutriments.<name>_100g` values are per 100 g (100 ml for drinks),
// standardised to grams whatever unit the label used (kJ or kcal for energy); they are converted
// to the food database's columns and units (core/diary/values.ts). What OFF does not give, or gives
// out of any possible range (a kJ figure in the kcal field happens), stays absent: unknown, never 0.
import { maxPer100g, type KnownValues } from "../../../core/diary/values";
import type { NutrientColumn } from "../../../core/foods/database";
import { foodProductsSource, type FoodProduct } from "./port";

/** The fields asked for (`?fields=`): what the mapping reads and nothing else. */
export const offFields = [
  "code",
  "product_name",
  "product_name_en",
  "product_name_ru",
  "generic_name",
  "brands",
  "quantity",
  "serving_quantity",
  "serving_quantity_unit",
  "image_front_url",
  "image_url",
  "nutriments",
] as const;

/** An OFF product as the API answers it: numbers sometimes come as text ("15"). */
export type OffProduct = Partial<Record<(typeof offFields)[number], unknown>>;

/** OFF's nutrient, the column it fills and the factor from grams to the column's unit. */
const nutrients: [off: string, column: NutrientColumn, perGram: number][] = [
  ["proteins", "protein", 1],
  ["fat", "fat", 1],
  ["carbohydrates", "carbs", 1],
  ["fiber", "fiber", 1],
  ["sugars", "sugar", 1],
  ["saturated-fat", "saturatedFat", 1],
  ["monounsaturated-fat", "mono", 1],
  ["polyunsaturated-fat", "poly", 1],
  ["cholesterol", "cholesterol", 1e3],
  ["caffeine", "caffeine", 1e3],
  ["calcium", "calcium", 1e3],
  ["iron", "iron", 1e3],
  ["magnesium", "magnesium", 1e3],
  ["phosphorus", "phosphorus", 1e3],
  ["potassium", "potassium", 1e3],
  ["zinc", "zinc", 1e3],
  ["copper", "copper", 1e6],
  ["manganese", "manganese", 1e3],
  ["selenium", "selenium", 1e6],
  ["vitamin-c", "vitamin-c", 1e3],
  ["vitamin-b1", "thiamin", 1e3],
  ["vitamin-b2", "riboflavin", 1e3],
  // A label's niacin (OFF's vitamin PP), as printed.
  ["vitamin-pp", "niacin", 1e3],
  ["pantothenic-acid", "pantothenic-acid", 1e3],
  ["vitamin-b6", "vitamin-b6", 1e3],
  // A label's folate or folic acid (B9), as printed; OFF's older name for it second.
  ["vitamin-b9", "folate", 1e6],
  ["folates", "folate", 1e6],
  ["choline", "choline", 1e3],
  ["vitamin-b12", "vitamin-b12", 1e6],
  // OFF converts a label's IU to µg.
  ["vitamin-a", "vitamin-a", 1e6],
  ["vitamin-e", "vitamin-e", 1e3],
  ["vitamin-d", "vitamin-d", 1e6],
  ["vitamin-k", "vitamin-k", 1e6],
  ["phylloquinone", "vitamin-k", 1e6],
];

const kjPerKcal = 4.184;
/** Salt is sodium chloride: 1 g of salt holds 400 mg of sodium (the EU labelling rule, salt = sodium × 2.5). */
const sodiumMgPerGramOfSalt = 400;

/** A number as OFF writes it (a number, or text with a point or a comma); null for anything else. */
function numberOf(value: unknown): number | null {
  const n =
    typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value.replace(",", ".")) : NaN;
  return Number.isFinite(n) ? n : null;
}

/** Four significant digits: OFF's per-100 g figures computed from a serving carry a dozen. */
const rounded = (n: number) => Number(n.toPrecision(4));

/** Text worth showing, trimmed and on one line; null when empty. */
function textOf(value: unknown, max: number): string | null {
  if (typeof value !== "string") return null;
  const text = value.replace(/\s+/g, " ").trim();
  return text ? text.slice(0, max) : null;
}

/** kcal per 100 g: OFF's kcal figure when it is possible, else its kJ (energy-kj, then energy, which OFF keeps in kJ) converted. */
function energyKcal(n: Record<string, unknown>): number | null {
  const kcal = numberOf(n["energy-kcal_100g"]);
  if (kcal !== null && kcal >= 0 && kcal <= maxPer100g("kcal")) return kcal;
  const kj = numberOf(n["energy-kj_100g"]) ?? numberOf(n.energy_100g);
  return kj !== null && kj >= 0 && kj / kjPerKcal <= maxPer100g("kcal") ? kj / kjPerKcal : null;
}

/** The nutriments as the food database's columns, keeping only values a food can have. */
export function valuesOf(nutriments: unknown): KnownValues {
  const n = (typeof nutriments === "object" && nutriments !== null ? nutriments : {}) as Record<string, unknown>;
  const values: KnownValues = {};
  const kcal = energyKcal(n);
  if (kcal !== null) values.kcal = rounded(kcal);
  for (const [off, column, perGram] of nutrients) {
    if (values[column] !== undefined) continue;
    const grams = numberOf(n[`${off}_100g`]);
    if (grams === null || grams < 0 || grams * perGram > maxPer100g(column)) continue;
    values[column] = rounded(grams * perGram);
  }
  const salt = numberOf(n.salt_100g);
  const sodium = numberOf(n.sodium_100g);
  const sodiumMg =
    salt !== null && salt >= 0 ? salt * sodiumMgPerGramOfSalt : sodium !== null && sodium >= 0 ? sodium * 1e3 : null;
  if (sodiumMg !== null && sodiumMg <= maxPer100g("sodium")) values.sodium = rounded(sodiumMg);
  // A part larger than its whole is a typing error at the source: the part is not known.
  if (values.sugar !== undefined && values.carbs !== undefined && values.sugar > values.carbs) delete values.sugar;
  for (const part of ["saturatedFat", "mono", "poly"] as const) {
    if (values[part] !== undefined && values.fat !== undefined && values[part] > values.fat) delete values[part];
  }
  return values;
}

/** One serving in grams when the label gives it in grams or millilitres. */
function servingGramsOf(product: OffProduct): number | null {
  const grams = numberOf(product.serving_quantity);
  const unit = typeof product.serving_quantity_unit === "string" ? product.serving_quantity_unit.toLowerCase() : "g";
  if (grams === null || grams <= 0 || grams > 5000 || (unit !== "g" && unit !== "ml")) return null;
  return Math.round(grams * 10) / 10;
}

const httpsUrl = (value: unknown) => (typeof value === "string" && value.startsWith("https://") ? value : null);

/** The product's page on Open Food Facts. */
export const offProductUrl = (barcode: string) => `https://world.openfoodfacts.org/product/${barcode}`;

/** OFF's product (its `product` object) found under `barcode`. */
export function productFromOff(barcode: string, product: OffProduct): FoodProduct {
  const en = textOf(product.product_name_en, 200);
  const ru = textOf(product.product_name_ru, 200);
  const brand = textOf(typeof product.brands === "string" ? product.brands.split(",")[0] : null, 100);
  // A product with no name at all still has something to show: its generic name, its brand, its code.
  const main = textOf(product.product_name, 200) ?? en ?? ru ?? textOf(product.generic_name, 200) ?? brand ?? barcode;
  const quantity = textOf(product.quantity, 100);
  const servingGrams = servingGramsOf(product);
  const imageUrl = httpsUrl(product.image_front_url) ?? httpsUrl(product.image_url);
  return {
    barcode,
    names: { main, ...(en ? { en } : {}), ...(ru ? { ru } : {}) },
    ...(brand ? { brand } : {}),
    ...(quantity ? { quantity } : {}),
    per100g: valuesOf(product.nutriments),
    ...(servingGrams !== null ? { servingGrams } : {}),
    ...(imageUrl ? { imageUrl } : {}),
    source: foodProductsSource,
    url: offProductUrl(barcode),
  };
}
