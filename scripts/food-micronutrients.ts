// Generates the food table's vitamins and minerals (content/foods/micronutrients.ts) and household
// portions (content/foods/portions.ts) from the USDA National Nutrient Database for Standard
// Reference, Release 28 (SR28), which FoodData Central publishes unchanged as "SR Legacy".
//
//   npx tsx scripts/food-micronutrients.ts --from <dir>
//
// <dir> holds SR28's ASCII release files ABBREV.txt (abbreviated nutrient file), NUT_DATA.txt
// (every nutrient value; read for tryptophan), WEIGHT.txt (household weights) and FOOD_DES.txt
// (descriptions), as USDA published them; they are not kept in the repository.
//
// Each food names its entry by fdcId; SR28 names entries by NDB number. A food is tied to the one
// entry whose energy and macros (kcal, protein, fat, carbohydrate, fibre, sugars, saturated fat)
// equal the food table's; where several entries share them (enriched or not, salted or not,
// fortified or not), `entryOf` below names the NDB number of the fdcId's own description. Every
// food's macros are checked against its entry, so the macros and the micronutrients always come
// from the same row. A value missing from the entry is left out (unknown), never written as 0.
//
// Niacin is written in niacin equivalents, the unit of its RDA: preformed niacin + tryptophan
// (mg) ÷ 60. An entry without a tryptophan value (and with protein, so with some tryptophan)
// gives its preformed niacin only, marked partial so the analyzers show the day's niacin as a
// lower bound.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { readSr28Table, type Sr28Row } from "./lib/sr28";
import { format, resolveConfig } from "prettier";
import { foods } from "../content/foods/foods";
import type { Localized } from "../core/content";
import type { FoodMicronutrients, FoodNutrientKey } from "../core/micronutrients/nutrients";

/** fdcId -> NDB number where the macros alone match more than one entry (the fdcId's FDC description in the comment). */
const entryOf: Record<number, string> = {
  171496: "05220", // Turkey, whole, breast, meat only, cooked, roasted
  171956: "15016", // Fish, cod, Atlantic, cooked, dry heat
  171265: "01077", // Milk, whole, 3.25% milkfat, with added vitamin D
  171267: "01079", // Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D
  171269: "01085", // Milk, nonfat, fluid, with added vitamin A and vitamin D (fat free or skim)
  173417: "01016", // Cheese, cottage, lowfat, 1% milkfat
  173757: "16057", // Chickpeas (garbanzo beans, bengal gram), mature seeds, cooked, boiled, without salt
  175194: "16033", // Beans, kidney, red, mature seeds, cooked, boiled, without salt
  173735: "16015", // Beans, black, mature seeds, cooked, boiled, without salt
  173905: "08121", // Cereals, oats, regular and quick, unenriched, cooked with water, without salt
  169756: "20444", // Rice, white, long-grain, regular, raw, unenriched
  169757: "20445", // Rice, white, long-grain, regular, unenriched, cooked without salt
  168927: "20420", // Pasta, dry, unenriched
  168928: "20421", // Pasta, cooked, unenriched, without added salt
  169967: "11091", // Broccoli, cooked, boiled, drained, without salt
  170394: "11125", // Carrots, cooked, boiled, drained, without salt
  169146: "11081", // Beets, cooked, boiled, drained
  169251: "11260", // Mushrooms, white, raw
  170420: "11305", // Peas, green, cooked, boiled, drained, without salt
  169141: "11053", // Beans, snap, green, cooked, boiled, drained, without salt
  169999: "11168", // Corn, sweet, yellow, cooked, boiled, drained, without salt
  167755: "09302", // Raspberries, raw
  172470: "16398", // Peanut butter, smooth style, without salt
  171017: "04060", // Oil, sunflower, linoleic (less than 60%)
};

/** ABBREV.txt columns (0-based) of each value, and the factor to the reference table's unit. */
const columns: Record<FoodNutrientKey, [column: number, factor: number] | null> = {
  calcium: [10, 1],
  iron: [11, 1],
  magnesium: [12, 1],
  phosphorus: [13, 1],
  potassium: [14, 1],
  sodium: [15, 1],
  zinc: [16, 1],
  copper: [17, 1000], // SR28 gives mg; the reference table's unit is µg
  manganese: [18, 1],
  selenium: [19, 1],
  "vitamin-c": [20, 1],
  thiamin: [21, 1],
  riboflavin: [22, 1],
  niacin: [23, 1],
  "pantothenic-acid": [24, 1],
  "vitamin-b6": [25, 1],
  folate: [29, 1], // µg DFE
  choline: [30, 1],
  "vitamin-b12": [31, 1],
  "vitamin-a": [33, 1], // µg RAE
  "vitamin-e": [40, 1], // mg alpha-tocopherol
  "vitamin-d": [41, 1], // µg (D2 + D3)
  "vitamin-k": [43, 1], // µg phylloquinone
  // Not in SR28 for these foods.
  biotin: null,
  chloride: null,
  iodine: null,
  chromium: null,
  molybdenum: null,
  fluoride: null,
};
const retinolColumn = 34;
const folicAcidColumn = 27;
const niacinColumn = 23;
const proteinColumn = 4;
/** NUT_DATA.txt's nutrient number of tryptophan (g per 100 g). */
const tryptophanNutrient = "501";
/** 60 mg of tryptophan make 1 mg of niacin (niacin equivalents, National Academies 1998). */
const tryptophanPerNiacin = 60;

/**
 * Cooked fish whose SR28 entry has no vitamin D, and the raw entry of the same species that has
 * one. The raw value per 100 g is used as it is: baking concentrates the fish (about 1.28 times
 * by the entries' protein) and loses some vitamin D, so this errs low rather than high.
 */
const vitaminDFromRaw: Record<string, string> = {
  "mackerel-atlantic-cooked": "15046", // Fish, mackerel, Atlantic, raw
  "carp-cooked": "15008", // Fish, carp, raw
  "pollock-atlantic-cooked": "15065", // Fish, pollock, Atlantic, raw
};

/**
 * Values a brand added to its product: left out, since the plain food has them only naturally
 * and SR28 has no unbranded entry. SR28's only plain kefir is LIFEWAY's, with added vitamins A and D.
 */
const addedByBrand: Record<string, FoodNutrientKey[]> = {
  "kefir-low-fat": ["vitamin-a", "vitamin-d"],
};

/** Household measures offered in the day builder: WEIGHT.txt's sequence number and its label. */
const portionPicks: Record<string, [seq: number, en: string, ru: string][]> = {
  "chicken-breast-roasted": [[3, "½ breast", "½ грудки"]],
  "chicken-thigh-raw": [[1, "1 thigh, skinless", "1 бедро без кожи"]],
  "chicken-thigh-roasted": [[1, "1 thigh, skinless", "1 бедро без кожи"]],
  "chicken-drumstick-roasted": [[1, "1 drumstick, skinless", "1 голень без кожи"]],
  "chicken-liver-simmered": [[1, "1 liver", "1 печёнка"]],
  "salmon-atlantic-farmed-raw": [[2, "½ fillet", "½ филе"]],
  "salmon-atlantic-farmed-cooked": [[2, "½ fillet", "½ филе"]],
  "salmon-atlantic-wild-cooked": [[2, "½ fillet", "½ филе"]],
  "tuna-light-canned-in-water": [[3, "1 can, drained", "1 банка без жидкости"]],
  "cod-atlantic-cooked": [[2, "1 fillet", "1 филе"]],
  "pollock-atlantic-cooked": [[2, "½ fillet", "½ филе"]],
  "herring-atlantic-raw": [[2, "1 fillet", "1 филе"]],
  "herring-atlantic-pickled": [[4, "1 piece", "1 кусочек"]],
  "mackerel-atlantic-cooked": [[1, "1 fillet", "1 филе"]],
  "sardines-canned-in-oil": [
    [6, "2 sardines", "2 сардины"],
    [4, "1 can", "1 банка"],
  ],
  "trout-rainbow-farmed-cooked": [[1, "1 fillet", "1 филе"]],
  "carp-cooked": [[2, "1 fillet", "1 филе"]],
  "shrimp-cooked": [[2, "4 large shrimp", "4 крупные креветки"]],
  "egg-whole-raw": [
    [1, "1 large egg", "1 крупное яйцо"],
    [6, "1 medium egg", "1 среднее яйцо"],
  ],
  "egg-hard-boiled": [[3, "1 large egg", "1 крупное яйцо"]],
  "egg-white-raw": [[1, "white of 1 large egg", "белок 1 крупного яйца"]],
  "milk-whole": [
    [1, "1 cup", "1 чашка"],
    [3, "1 tbsp", "1 ст. ложка"],
  ],
  "milk-2-percent": [[1, "1 cup", "1 чашка"]],
  "milk-skim": [[1, "1 cup", "1 чашка"]],
  "tvorog-fat-free": [[1, "1 cup", "1 чашка"]],
  "cottage-cheese-1-percent": [[2, "1 cup", "1 чашка"]],
  "cottage-cheese-4-percent": [[3, "1 cup", "1 чашка"]],
  "greek-yogurt-nonfat": [[1, "1 container", "1 стаканчик"]],
  "greek-yogurt-low-fat": [[1, "1 container", "1 стаканчик"]],
  "yogurt-plain-whole": [
    [1, "1 container", "1 стаканчик"],
    [4, "1 cup", "1 чашка"],
  ],
  "cheese-cheddar": [[6, "1 slice", "1 ломтик"]],
  "cheese-mozzarella": [[3, "6 slices", "6 ломтиков"]],
  "cheese-parmesan": [[2, "1 cubic inch", "1 кубик (2,5 см)"]],
  "cheese-swiss": [[6, "1 slice", "1 ломтик"]],
  "sour-cream": [[1, "1 tbsp", "1 ст. ложка"]],
  "lentils-dry": [[2, "1 tbsp", "1 ст. ложка"]],
  "lentils-boiled": [[1, "1 cup", "1 чашка"]],
  "chickpeas-dry": [[2, "1 tbsp", "1 ст. ложка"]],
  "chickpeas-boiled": [[1, "1 cup", "1 чашка"]],
  "kidney-beans-boiled": [[1, "1 cup", "1 чашка"]],
  "black-beans-boiled": [[1, "1 cup", "1 чашка"]],
  "split-peas-boiled": [[1, "1 cup", "1 чашка"]],
  edamame: [[1, "1 cup", "1 чашка"]],
  "tofu-firm": [[2, "¼ block", "¼ брикета"]],
  "oats-rolled-dry": [[1, "1 cup", "1 чашка"]],
  "oatmeal-cooked": [[1, "1 cup", "1 чашка"]],
  "buckwheat-boiled": [[1, "1 cup", "1 чашка"]],
  "rice-white-dry": [[1, "1 cup", "1 чашка"]],
  "rice-white-boiled": [[1, "1 cup", "1 чашка"]],
  "rice-brown-dry": [[1, "1 cup", "1 чашка"]],
  "rice-brown-boiled": [[1, "1 cup", "1 чашка"]],
  "pasta-boiled": [[1, "1 cup of spaghetti", "1 чашка спагетти"]],
  "quinoa-boiled": [[1, "1 cup", "1 чашка"]],
  "bulgur-boiled": [[1, "1 cup", "1 чашка"]],
  "couscous-cooked": [[1, "1 cup", "1 чашка"]],
  "millet-boiled": [[1, "1 cup", "1 чашка"]],
  "pearl-barley-boiled": [[1, "1 cup", "1 чашка"]],
  "bread-rye": [[2, "1 slice", "1 ломтик"]],
  "bread-whole-wheat": [[1, "1 slice", "1 ломтик"]],
  "bread-white": [[1, "1 slice", "1 ломтик"]],
  "potato-raw": [[3, "1 medium potato", "1 средняя картофелина"]],
  "potato-boiled": [[3, "1 medium potato", "1 средняя картофелина"]],
  "sweet-potato-raw": [[2, "1 sweet potato (13 cm)", "1 батат (13 см)"]],
  "sweet-potato-baked": [[3, "1 medium sweet potato", "1 средний батат"]],
  "broccoli-raw": [[1, "1 cup, chopped", "1 чашка, нарезанная"]],
  "broccoli-boiled": [[1, "½ cup, chopped", "½ чашки, нарезанной"]],
  "cabbage-raw": [
    [2, "1 cup, shredded", "1 чашка, нашинкованная"],
    [6, "1 medium leaf", "1 средний лист"],
  ],
  sauerkraut: [[1, "1 cup", "1 чашка"]],
  "carrot-raw": [[5, "1 medium carrot", "1 средняя морковь"]],
  "carrot-boiled": [[3, "1 carrot", "1 морковь"]],
  "beet-raw": [[2, "1 beet (5 cm across)", "1 свёкла (5 см)"]],
  "beet-boiled": [[2, "2 beets (5 cm across)", "2 свёклы (5 см)"]],
  tomato: [
    [6, "1 medium tomato", "1 средний помидор"],
    [4, "1 cherry tomato", "1 помидор черри"],
  ],
  cucumber: [[2, "1 cucumber, 21 cm long", "1 огурец длиной 21 см"]],
  onion: [[6, "1 medium onion", "1 средняя луковица"]],
  "bell-pepper-red": [[5, "1 medium pepper", "1 средний перец"]],
  zucchini: [[4, "1 medium zucchini", "1 средний кабачок"]],
  pumpkin: [[1, "1 cup of cubes", "1 чашка кубиков"]],
  spinach: [[1, "1 cup", "1 чашка"]],
  cauliflower: [[2, "1 floret", "1 соцветие"]],
  "mushrooms-white": [[4, "1 medium mushroom", "1 средний гриб"]],
  "green-peas-boiled": [[1, "1 cup", "1 чашка"]],
  "green-beans-boiled": [[1, "1 cup", "1 чашка"]],
  "sweet-corn-boiled": [[2, "1 medium ear", "1 средний початок"]],
  apple: [[4, "1 medium apple", "1 среднее яблоко"]],
  banana: [[5, "1 medium banana", "1 средний банан"]],
  orange: [[4, "1 orange", "1 апельсин"]],
  kiwi: [[2, "1 kiwi", "1 киви"]],
  grapes: [[2, "10 grapes", "10 виноградин"]],
  mango: [[2, "1 mango", "1 манго"]],
  pear: [[4, "1 medium pear", "1 средняя груша"]],
  strawberries: [
    [4, "1 cup", "1 чашка"],
    [7, "1 medium strawberry", "1 средняя клубника"],
  ],
  blueberries: [[1, "1 cup", "1 чашка"]],
  raspberries: [[1, "1 cup", "1 чашка"]],
  blackberries: [[1, "1 cup", "1 чашка"]],
  cranberries: [[2, "1 cup", "1 чашка"]],
  watermelon: [[4, "1 wedge", "1 ломоть"]],
  pomegranate: [[1, "½ cup of seeds", "½ чашки зёрен"]],
  "dried-apricots": [[2, "1 half", "1 половинка"]],
  prunes: [[2, "1 prune", "1 черносливина"]],
  raisins: [[4, "1 small box", "1 маленькая упаковка"]],
  avocado: [[4, "1 avocado", "1 авокадо"]],
  almonds: [
    [6, "1 almond", "1 ядро миндаля"],
    [5, "23 almonds", "23 ядра миндаля"],
  ],
  walnuts: [[6, "14 halves", "14 половинок"]],
  hazelnuts: [[5, "10 nuts", "10 орехов"]],
  pistachios: [[2, "49 kernels", "49 ядер фисташек"]],
  "peanut-butter": [[1, "2 tbsp", "2 ст. ложки"]],
  "sunflower-seeds": [[1, "1 cup", "1 чашка"]],
  "pumpkin-seeds": [[1, "1 cup", "1 чашка"]],
  flaxseed: [
    [1, "1 tbsp", "1 ст. ложка"],
    [4, "1 tsp", "1 ч. ложка"],
  ],
  "sesame-seeds": [[2, "1 tbsp", "1 ст. ложка"]],
  "olive-oil": [
    [1, "1 tbsp", "1 ст. ложка"],
    [3, "1 tsp", "1 ч. ложка"],
  ],
  "sunflower-oil": [
    [1, "1 tbsp", "1 ст. ложка"],
    [3, "1 tsp", "1 ч. ложка"],
  ],
  "flaxseed-oil": [[1, "1 tbsp", "1 ст. ложка"]],
  "coconut-oil": [
    [1, "1 tbsp", "1 ст. ложка"],
    [3, "1 tsp", "1 ч. ложка"],
  ],
  "butter-unsalted": [
    [2, "1 tbsp", "1 ст. ложка"],
    [1, "1 pat", "1 кусочек"],
  ],
  ghee: [[1, "1 tbsp", "1 ст. ложка"]],
  "whey-protein-powder": [[1, "1 scoop", "1 мерная ложка"]],
  "dark-chocolate-70-85": [[2, "1 bar", "1 плитка"]],
  honey: [[2, "1 tbsp", "1 ст. ложка"]],
  sugar: [
    [2, "1 tsp", "1 ч. ложка"],
    [4, "1 cube", "1 кубик"],
  ],
};

type Row = Sr28Row;
const readTable = readSr28Table;

/** Writes a generated file in the repository's code style. */
async function write(path: string, code: string) {
  writeFileSync(path, await format(code, { ...(await resolveConfig(path)), filepath: path }));
}

const value = (field: string | undefined): number | undefined =>
  field === undefined || field === "" ? undefined : Number(field);

async function main() {
  const fromAt = process.argv.indexOf("--from");
  const dir = fromAt > 0 ? process.argv[fromAt + 1] : undefined;
  if (!dir)
    throw new Error(
      "Usage: npx tsx scripts/food-micronutrients.ts --from <folder with SR28's ABBREV.txt, WEIGHT.txt, FOOD_DES.txt>",
    );
  const abbrev = readTable(join(dir, "ABBREV.txt"));
  const tryptophan = new Map(
    readTable(join(dir, "NUT_DATA.txt"))
      .filter((r) => r[1] === tryptophanNutrient)
      .map((r) => [r[0]!, Number(r[2])]),
  );
  const weights = readTable(join(dir, "WEIGHT.txt"));
  const descriptions = new Map(readTable(join(dir, "FOOD_DES.txt")).map((r) => [r[0]!, r[2]!]));
  const byNdb = new Map(abbrev.map((r) => [r[0]!, r]));

  const close = (a: number | undefined, b: number, tolerance: number) => a !== undefined && Math.abs(a - b) <= tolerance + 1e-9;
  /** The food table's macros against an ABBREV row: energy in whole kcal, the rest to one decimal. */
  const macrosMatch = (r: Row, f: (typeof foods)[number], allowMissingSugar: boolean) =>
    close(value(r[3]), f.per100g.kcal, 0.5) &&
    close(value(r[4]), f.per100g.protein, 0.05) &&
    close(value(r[5]), f.per100g.fat, 0.05) &&
    close(value(r[7]), f.per100g.carbs, 0.05) &&
    close(value(r[8]) ?? 0, f.per100g.fiber, 0.05) &&
    (close(value(r[9]) ?? 0, f.per100g.sugar, 0.05) || (allowMissingSugar && r[9] === "")) &&
    close(value(r[44]) ?? 0, f.per100g.saturatedFat, 0.05);

  const problems: string[] = [];
  const chosen = new Map<string, Row>();
  for (const food of foods) {
    let row: Row | undefined;
    const named = entryOf[food.fdcId];
    if (named) row = byNdb.get(named);
    else {
      const matches = abbrev.filter((r) => macrosMatch(r, food, true));
      if (matches.length === 1) row = matches[0];
      else problems.push(`${food.slug}: ${matches.length} SR28 entries have its macros (${matches.map((r) => r[0]).join(", ")})`);
    }
    if (!row) {
      if (named) problems.push(`${food.slug}: NDB ${named} is not in ${dir}`);
      continue;
    }
    if (!macrosMatch(row, food, true)) problems.push(`${food.slug}: macros differ from NDB ${row[0]}`);
    chosen.set(food.slug, row);
  }
  if (problems.length > 0) throw new Error(`Cannot tie every food to its SR28 entry:\n${problems.join("\n")}`);

  const micronutrients: Record<string, FoodMicronutrients> = {};
  for (const food of foods) {
    const row = chosen.get(food.slug)!;
    const per100g: FoodMicronutrients["per100g"] = {};
    for (const [key, spec] of Object.entries(columns) as [FoodNutrientKey, [number, number] | null][]) {
      if (!spec) continue;
      const v = value(row[spec[0]]);
      if (v !== undefined) per100g[key] = Math.round(v * spec[1] * 1000) / 1000;
    }
    const n = (i: number) => value(row[i]) ?? 0;
    const ndb = row[0]!;
    const partial: FoodNutrientKey[] = [];
    let niacin: FoodMicronutrients["niacin"];
    const preformed = value(row[niacinColumn]);
    if (preformed !== undefined) {
      // No protein, no tryptophan: a known zero, not a missing value.
      const trp = tryptophan.get(ndb) ?? (n(proteinColumn) === 0 ? 0 : undefined);
      niacin = { preformed, tryptophan: trp === undefined ? null : Math.round(trp * 1000 * 10) / 10 };
      per100g.niacin = Math.round((preformed + (trp === undefined ? 0 : (trp * 1000) / tryptophanPerNiacin)) * 1000) / 1000;
      if (trp === undefined) partial.push("niacin");
    }
    const rawD = vitaminDFromRaw[food.slug];
    if (rawD) {
      const raw = byNdb.get(rawD);
      const d = raw && value(raw[columns["vitamin-d"]![0]]);
      if (d === undefined) throw new Error(`${food.slug}: NDB ${rawD} has no vitamin D`);
      if (per100g["vitamin-d"] !== undefined) throw new Error(`${food.slug}: NDB ${ndb} has its own vitamin D`);
      per100g["vitamin-d"] = d;
    }
    const added = addedByBrand[food.slug] ?? [];
    for (const key of added) delete per100g[key];
    const entry: FoodMicronutrients = {
      ndb,
      per100g,
      entry: {
        kcal: n(3),
        protein: n(4),
        fat: n(5),
        carbs: n(7),
        fiber: n(8),
        sugar: value(row[9]) ?? null,
        saturatedFat: n(44),
      },
    };
    const retinol = value(row[retinolColumn]);
    const folicAcid = value(row[folicAcidColumn]);
    if (retinol !== undefined && !added.includes("vitamin-a")) entry.retinol = retinol;
    if (folicAcid !== undefined) entry.folicAcid = folicAcid;
    if (partial.length > 0) entry.partial = partial;
    if (niacin) entry.niacin = niacin;
    if (rawD) entry.borrowed = { "vitamin-d": rawD };
    if (added.length > 0) entry.withoutAdded = added;
    micronutrients[food.slug] = entry;
  }

  const portions: Record<string, { grams: number; label: Localized }[]> = {};
  for (const [slug, picks] of Object.entries(portionPicks)) {
    const ndb = chosen.get(slug)?.[0];
    if (!ndb) throw new Error(`Portions for an unknown food: ${slug}`);
    portions[slug] = picks.map(([seq, en, ru]) => {
      const w = weights.find((r) => r[0] === ndb && r[1] === String(seq));
      if (!w) throw new Error(`${slug}: no weight ${seq} in NDB ${ndb}`);
      return { grams: Number(w[4]), label: { en, ru } };
    });
  }

  const q = JSON.stringify;
  const microLines = foods.map((f) => {
    const e = micronutrients[f.slug]!;
    const values = Object.entries(e.per100g)
      .map(([k, v]) => `${/^[a-z]+$/.test(k) ? k : q(k)}: ${v}`)
      .join(", ");
    const extra = [
      e.retinol !== undefined ? `retinol: ${e.retinol}` : "",
      e.folicAcid !== undefined ? `folicAcid: ${e.folicAcid}` : "",
      e.niacin ? `niacin: ${q(e.niacin).replace(/"/g, "")}` : "",
      e.partial ? `partial: ${q(e.partial)}` : "",
      e.borrowed ? `borrowed: ${q(e.borrowed)}` : "",
      e.withoutAdded ? `withoutAdded: ${q(e.withoutAdded)}` : "",
    ].filter(Boolean);
    const macros = Object.entries(e.entry)
      .map(([k, v]) => `${k}: ${v}`)
      .join(", ");
    return `  // ${descriptions.get(e.ndb) ?? ""}\n  ${q(f.slug)}: {\n    ndb: ${q(e.ndb)},\n    per100g: { ${values} },${extra.length ? `\n    ${extra.join(", ")},` : ""}\n    entry: { ${macros} },\n  },`;
  });
  await write(
    "content/foods/micronutrients.ts",
    `// Generated by scripts/food-micronutrients.ts from USDA SR28 (FoodData Central "SR Legacy"): do not
// edit by hand. Vitamins and minerals per 100 g of each food in foods.ts, from the same entry as its
// energy and macros (SR28 NDB number beside each). Units are the reference table's (µg RAE, µg DFE,
// mg alpha-tocopherol, copper in µg, niacin in mg niacin equivalents: preformed niacin +
// tryptophan ÷ 60, both kept in \`niacin\`). A nutrient missing here has no value in SR Legacy for
// that food: unknown, never zero; \`partial\` lists values that are a lower bound (niacin of an entry
// without tryptophan), \`borrowed\` values taken from another entry of the same food (a raw fish's
// vitamin D), \`withoutAdded\` values a brand added, left out. Biotin, chloride, iodine, chromium,
// molybdenum and fluoride are not in the database's values for these foods.
import type { FoodMicronutrients } from "../../core/micronutrients/nutrients";

export const foodMicronutrients: Record<string, FoodMicronutrients> = {
${microLines.join("\n")}
};
`,
  );

  const portionLines = Object.entries(portions).map(
    ([slug, list]) =>
      `  ${q(slug)}: [${list.map((p) => `{ grams: ${p.grams}, label: { en: ${q(p.label.en)}, ru: ${q(p.label.ru)} } }`).join(", ")}],`,
  );
  await write(
    "content/foods/portions.ts",
    `// Generated by scripts/food-micronutrients.ts: do not edit by hand. Household measures of the foods
// in foods.ts with their weights in grams, from the USDA SR28 (SR Legacy) weights of the same entry.
import type { HouseholdPortion } from "../../core/micronutrients/nutrients";

export const foodPortions: Record<string, HouseholdPortion[]> = {
${portionLines.join("\n")}
};
`,
  );

  console.log(`${foods.length} foods: micronutrients and ${Object.keys(portions).length} foods' portions written`);
}

await main();
