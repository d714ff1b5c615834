// Development and test adapter: a few real products of Open Food Facts, answered from here so that
// `npm start` and the tests need no network. Each is OFF's own JSON for the product (its `product`
// object, the fields the production adapter asks for, values copied as published, with the
// per-100 g nutriments and no others), read through the same mapping as OFF's live answers.
// Chosen only in development builds (select.ts): the production build leaves this file out
// (decision 0040). No product sold in Russia is here: no OFF record of one, with its Russian name
// and values as OFF publishes them, was at hand to copy, and none is made up.
import { productFromOff, type OffProduct } from "./off-product";
import type { FoodProducts } from "./port";

export const fixtureProducts: Record<string, OffProduct> = {
  // Nutella 400 g: the example answer of OFF's API reference
  // (openfoodfacts/openfoodfacts-server, docs/api/ref/examples/get_product_by_barcode_spread.yaml,
  // rev 421 of the product). No fiber given: unknown.
  "3017620422003": {
    code: "3017620422003",
    product_name: "Nutella",
    product_name_en: "Nutella",
    brands: "Ferrero",
    quantity: "400g",
    serving_quantity: "15",
    image_front_url: "https://images.openfoodfacts.org/images/products/301/762/042/2003/front_en.399.400.jpg",
    nutriments: {
      alcohol_100g: 0,
      carbohydrates_100g: 57.5,
      "energy-kcal_100g": 539,
      "energy-kj_100g": 2252,
      energy_100g: 2252,
      fat_100g: 30.9,
      proteins_100g: 6.3,
      salt_100g: 0.107,
      "saturated-fat_100g": 10.6,
      sodium_100g: 0.0428,
      sugars_100g: 56.3,
    },
  },
  // Clif chocolate chip energy bar minis, a UPC-A (OFF keeps it with a leading 0), imported by OFF
  // from USDA's branded foods with its vitamins and minerals: an OFF answer saved in
  // MattLong87/BrightLabel, utilities/mockapidata.ts (commit 0973bd33).
  "0722252387998": {
    code: "0722252387998",
    product_name: "Chocolate chip energy bar minis",
    product_name_en: "Chocolate chip energy bar minis",
    brands: "Clif",
    serving_quantity: "28",
    serving_quantity_unit: "g",
    image_front_url: "https://images.openfoodfacts.org/images/products/072/225/238/7998/front_en.4.400.jpg",
    nutriments: {
      calcium_100g: 0.286,
      carbohydrates_100g: 64.285714285714,
      cholesterol_100g: 0,
      "energy-kcal_100g": 357.14285714286,
      energy_100g: 1494,
      fat_100g: 7.1428571428571,
      fiber_100g: 7.1428571428571,
      "insoluble-fiber_100g": 4,
      iron_100g: 0.00386,
      magnesium_100g: 0.114,
      "monounsaturated-fat_100g": 3.57,
      phosphorus_100g: 0.357,
      "polyunsaturated-fat_100g": 0,
      potassium_100g: 0.304,
      proteins_100g: 14.285714285714,
      salt_100g: 0.53571428571427,
      "saturated-fat_100g": 1.7857142857143,
      sodium_100g: 0.214285714285708,
      sugars_100g: 32.142857142857,
      "trans-fat_100g": 0,
      "vitamin-a_100g": 0.0002142,
      "vitamin-b12_100g": 8.6e-7,
      "vitamin-b1_100g": 0,
      "vitamin-b2_100g": 0.000243,
      "vitamin-b6_100g": 0.000286,
      "vitamin-c_100g": 0.0086,
      "vitamin-pp_100g": 0.002857,
    },
  },
  // Kinder Bueno white, an EAN-8: an OFF answer saved in albertow14/bot_telegram_food,
  // test/respons.py (commit 086f6b5e, rev 98 of the product). Its kcal field holds the kJ figure
  // (2380), as OFF published it then: the mapping takes the kJ (energy_100g) instead.
  "80761761": {
    code: "80761761",
    product_name: "Kinder Bueno white",
    product_name_en: "Kinder Bueno White",
    generic_name: "Fines gaufrettes enrobées de chocolat blanc et de pépites au cacao, fourrées lait et noisettes broyées",
    brands: "Kinder",
    quantity: "39 g (2x19.5 g)",
    serving_quantity: 19.5,
    image_front_url: "https://static.openfoodfacts.org/images/products/80761761/front_fr.83.400.jpg",
    nutriments: {
      carbohydrates_100g: 52.8,
      "energy-kcal_100g": 2380,
      energy_100g: 2380,
      fat_100g: 35.9,
      fiber_100g: 1.03,
      proteins_100g: 8.72,
      salt_100g: 0.321,
      "saturated-fat_100g": 16.9,
      sodium_100g: 0.128,
      sugars_100g: 42.6,
    },
  },
  // The next three: OFF answers saved in romain-koenig/pantry-manager, src/test-data/products.js
  // (commit 4ca82e5e, "Data coming from Open Food Fact"). Orange juice, its name in French only.
  "3123340003023": {
    code: "3123340003023",
    product_name: "LE PUR JUS Orange avec pulpe",
    brands: "Joker",
    quantity: "1 l",
    serving_quantity: "200",
    image_front_url: "https://static.openfoodfacts.org/images/products/312/334/000/3023/front_fr.27.400.jpg",
    nutriments: {
      carbohydrates_100g: 8.6,
      "energy-kcal_100g": 42,
      energy_100g: 176,
      fat_100g: 0,
      proteins_100g: 0.6,
      salt_100g: 0.0125,
      "saturated-fat_100g": 0,
      sodium_100g: 0.005,
      sugars_100g: 8.6,
      "vitamin-c_100g": 0.023,
    },
  },
  "3168930007432": {
    code: "3168930007432",
    product_name: "Chips barbecue",
    product_name_en: "Chips barbecue",
    brands: "Lay's",
    quantity: "130g",
    serving_quantity: "30",
    image_front_url: "https://static.openfoodfacts.org/images/products/316/893/000/7432/front.13.400.jpg",
    nutriments: {
      carbohydrates_100g: 52,
      "energy-kcal_100g": 532,
      energy_100g: 2226,
      fat_100g: 32,
      fiber_100g: 4.4,
      proteins_100g: 6.4,
      salt_100g: 1.3,
      "saturated-fat_100g": 2.6,
      sodium_100g: 0.52,
      sugars_100g: 2.8,
    },
  },
  "3596710456727": {
    code: "3596710456727",
    product_name: "Haricots Verts Extra-fins",
    brands: "Auchan",
    quantity: "440 g égoutté",
    serving_quantity: 110,
    image_front_url: "https://static.openfoodfacts.org/images/products/359/671/045/6727/front_fr.4.400.jpg",
    nutriments: {
      carbohydrates_100g: 2.3,
      "energy-kcal_100g": 24,
      energy_100g: 100,
      fat_100g: 0.5,
      fiber_100g: 3.2,
      proteins_100g: 1.6,
      salt_100g: 0.85,
      "saturated-fat_100g": 0.2,
      sodium_100g: 0.34,
      sugars_100g: 0.6,
    },
  },
};

/** Answers the products above; any other code is unknown. */
export function fixtureFoodProducts(): FoodProducts {
  return {
    id: "fixtures",
    async lookup(barcode) {
      const product = fixtureProducts[barcode];
      return product ? productFromOff(barcode, product) : null;
    },
  };
}
