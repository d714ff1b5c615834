// Generates the food database (decision 0043) from the USDA SR28 release files and the names
// written for people (content/foods/ru/*.json, content/foods/ru/measures.json):
//   npx tsx scripts/food-database.ts --from <folder with FOOD_DES.txt, NUT_DATA.txt, WEIGHT.txt>
// writes public/_foods/search.json and public/_foods/nutrients.json. Every value comes from
// NUT_DATA.txt as USDA published it; a value SR28 leaves out stays null (unknown, not zero).
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readSr28Table } from "./lib/sr28";
import {
  foodGroups,
  foodNutrientsPath,
  foodSearchPath,
  nutrientColumns,
  type Commonness,
  type FoodGroup,
  type FoodNutrientsFile,
  type FoodPortionRow,
  type FoodSearchFile,
  type FoodSearchRow,
  type NutrientColumn,
  micronutrientColumns,
} from "../core/foods/database";
import { serializedFoodIndex } from "../core/foods/search";
import { staples, type Staple } from "../content/foods/staples";
import { foodNames, measureLabel, type FoodNames } from "./food-names";

/** SR28's nutrient number of each column, and the factor to our unit. */
const nutrientNumbers: Record<NutrientColumn, [nutrient: string, factor: number]> = {
  kcal: ["208", 1],
  protein: ["203", 1],
  fat: ["204", 1],
  carbs: ["205", 1],
  fiber: ["291", 1],
  sugar: ["269", 1],
  saturatedFat: ["606", 1],
  mono: ["645", 1],
  poly: ["646", 1],
  cholesterol: ["601", 1],
  water: ["255", 1],
  alcohol: ["221", 1],
  caffeine: ["262", 1],
  calcium: ["301", 1],
  iron: ["303", 1],
  magnesium: ["304", 1],
  phosphorus: ["305", 1],
  potassium: ["306", 1],
  sodium: ["307", 1],
  zinc: ["309", 1],
  copper: ["312", 1000], // SR28 gives mg; the reference table's unit is µg
  manganese: ["315", 1],
  selenium: ["317", 1],
  "vitamin-c": ["401", 1],
  thiamin: ["404", 1],
  riboflavin: ["405", 1],
  niacin: ["406", 1], // preformed niacin, mg
  "pantothenic-acid": ["410", 1],
  "vitamin-b6": ["415", 1],
  folate: ["435", 1], // µg DFE
  choline: ["421", 1],
  "vitamin-b12": ["418", 1],
  "vitamin-a": ["320", 1], // µg RAE
  "vitamin-e": ["323", 1], // mg alpha-tocopherol
  "vitamin-d": ["328", 1], // µg (D2 + D3)
  "vitamin-k": ["430", 1], // µg phylloquinone
  retinol: ["319", 1],
  folicAcid: ["431", 1],
  tryptophan: ["501", 1000], // SR28 gives g; mg here, for niacin equivalents (60 mg make 1 mg)
};

const readTable = readSr28Table;

/** Values to the precision they are published with, without float noise. */
const tidy = (n: number) => Number(n.toPrecision(6));

/**
 * A staple's values per 100 g. A recipe: its ingredients' values × grams, over the finished
 * weight; a column any ingredient lacks is unknown. A product: its macros, and the vitamins and
 * minerals of the SR28 entry it names, else unknown.
 */
function stapleValues(staple: Staple, values: ReadonlyMap<string, (number | null)[]>, problems: string[]): (number | null)[] {
  if (staple.kind === "recipe") {
    const sums: (number | null)[] = nutrientColumns.map(() => 0);
    for (const { ndb, grams } of staple.ingredients) {
      const v = values.get(ndb);
      if (!v) {
        problems.push(`staple ${staple.id}: no SR28 entry ${ndb}`);
        continue;
      }
      v.forEach((x, i) => (sums[i] = x === null || sums[i] === null ? null : sums[i]! + (x * grams) / 100));
    }
    return sums.map((x) => (x === null ? null : tidy((x / staple.yieldGrams) * 100)));
  }
  const lender = staple.micronutrientsFrom ? values.get(staple.micronutrientsFrom) : undefined;
  if (staple.micronutrientsFrom && !lender) problems.push(`staple ${staple.id}: no SR28 entry ${staple.micronutrientsFrom}`);
  const own: Partial<Record<NutrientColumn, number>> = staple.per100g;
  return nutrientColumns.map((c, i) => own[c] ?? (micronutrientColumns.includes(c) && lender ? lender[i]! : null));
}

function main() {
  const fromAt = process.argv.indexOf("--from");
  const dir = fromAt > 0 ? process.argv[fromAt + 1] : undefined;
  if (!dir)
    throw new Error("Usage: npx tsx scripts/food-database.ts --from <folder with SR28's FOOD_DES.txt, NUT_DATA.txt, WEIGHT.txt>");

  const descriptions = readTable(join(dir, "FOOD_DES.txt"));
  const columnOf = new Map(nutrientColumns.map((c, i) => [nutrientNumbers[c][0], i]));
  const values = new Map<string, (number | null)[]>();
  for (const [ndb, nutrient, amount] of readTable(join(dir, "NUT_DATA.txt"))) {
    const column = columnOf.get(nutrient!);
    if (column === undefined || amount === "") continue;
    let row = values.get(ndb!);
    if (!row) values.set(ndb!, (row = nutrientColumns.map(() => null)));
    row[column] = tidy(Number(amount) * nutrientNumbers[nutrientColumns[column]!][1]);
  }

  const names: FoodNames = foodNames(join(import.meta.dirname, "../content/foods/ru"));
  const problems: string[] = [];
  const portions: Record<string, FoodPortionRow[]> = {};
  for (const [ndb, , amount, description, grams] of readTable(join(dir, "WEIGHT.txt"))) {
    const label = measureLabel(Number(amount), description!, names.measures);
    if (!label.ru) problems.push(`measure without a Russian label: "${label.en}"`);
    (portions[ndb!] ??= []).push([tidy(Number(grams)), Number(amount), label.en, label.ru ?? label.en]);
  }

  const rows: FoodSearchRow[] = [];
  const known = new Set<string>();
  for (const [ndb, group, description] of descriptions) {
    known.add(ndb!);
    if (!foodGroups.includes(group as FoodGroup)) problems.push(`${ndb}: unknown group ${group}`);
    const v = values.get(ndb!);
    if (!v || v[0] === null) {
      problems.push(`${ndb}: no energy value`);
      continue;
    }
    const named = names.foods[ndb!];
    const at = (c: NutrientColumn) => v[nutrientColumns.indexOf(c)] ?? 0;
    rows.push([
      ndb!,
      group as FoodGroup,
      named?.en ?? description!,
      named?.en && named.en !== description ? description! : null,
      named?.ru ?? null,
      named?.words ?? [],
      (named?.common ?? 0) as 0 | Commonness,
      at("kcal"),
      at("protein"),
      at("fat"),
      at("carbs"),
    ]);
  }
  for (const ndb of Object.keys(names.foods))
    if (!known.has(ndb)) problems.push(`content/foods/ru names ${ndb}, which SR28 has not`);

  // The staples of home cooking (content/foods/staples.ts), after SR28's entries they are made from.
  const sources: FoodNutrientsFile["sources"] = {};
  for (const staple of staples) {
    if (known.has(staple.id)) problems.push(`staple ${staple.id} repeats an id`);
    known.add(staple.id);
    const v = stapleValues(staple, values, problems);
    values.set(staple.id, v);
    const at = (c: NutrientColumn) => v[nutrientColumns.indexOf(c)] ?? 0;
    rows.push([
      staple.id,
      "home",
      staple.name.en,
      null,
      staple.name.ru,
      staple.words,
      staple.common,
      at("kcal"),
      at("protein"),
      at("fat"),
      at("carbs"),
    ]);
    portions[staple.id] = staple.portions.map((p) => [p.grams, 1, p.label.en, p.label.ru]);
    const lent =
      staple.kind === "product" && staple.micronutrientsFrom
        ? `; vitamins and minerals of SR28 NDB ${staple.micronutrientsFrom}`
        : "";
    sources[staple.id] = { name: staple.source.title, detail: `${staple.source.detail ?? ""}${lent}`.replace(/^; /, "") || null };
  }
  if (problems.length) {
    console.error(problems.slice(0, 40).join("\n"));
    if (problems.some((p) => !p.startsWith("measure without"))) process.exit(1);
    console.warn(`${problems.length} measures fall back to English until content/foods/ru/measures.json has them`);
  }

  const out = join(import.meta.dirname, "../public");
  if (!existsSync(join(out, "_foods"))) mkdirSync(join(out, "_foods"));
  const search: FoodSearchFile = { source: "SR28", rows, index: serializedFoodIndex(rows) };
  const nutrients: FoodNutrientsFile = {
    source: "SR28",
    columns: [...nutrientColumns],
    values: Object.fromEntries(rows.map((r) => [r[0], values.get(r[0])!])),
    portions,
    sources,
  };
  writeFileSync(join(out, foodSearchPath), JSON.stringify(search));
  writeFileSync(join(out, foodNutrientsPath), JSON.stringify(nutrients));
  const named = rows.filter((r) => r[4]).length;
  console.log(`${rows.length} foods (${named} with Russian names), ${Object.values(portions).flat().length} measures`);
}

main();
