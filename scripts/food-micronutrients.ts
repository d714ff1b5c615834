// Generates the food table's vitamins and minerals (content/foods/micronutrients.ts) from the USDA
// National Nutrient Database for Standard Reference, Release 28 (SR28), which FoodData Central
// publishes unchanged as "SR Legacy". (Its household portions went with the analyzers' day
// builder, decision 0045: the food diary offers the food database's measures.)
//
//   npx tsx scripts/food-micronutrients.ts --from <dir>
//
// <dir> holds SR28's ASCII release files ABBREV.txt (abbreviated nutrient file), NUT_DATA.txt
// (every nutrient value; read for tryptophan) and FOOD_DES.txt (descriptions), as USDA published
// them; they are not kept in the repository.
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
      "Usage: npx tsx scripts/food-micronutrients.ts --from <folder with SR28's ABBREV.txt, NUT_DATA.txt, FOOD_DES.txt>",
    );
  const abbrev = readTable(join(dir, "ABBREV.txt"));
  const tryptophan = new Map(
    readTable(join(dir, "NUT_DATA.txt"))
      .filter((r) => r[1] === tryptophanNutrient)
      .map((r) => [r[0]!, Number(r[2])]),
  );
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

  console.log(`${foods.length} foods: micronutrients written`);
}

await main();
