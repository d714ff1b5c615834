// Writes the food list of migration 0018 (decision 0045): each food of the analyzers' table
// (content/foods/micronutrients.ts, by slug) with its SR28 entry, that entry's names in the food
// database and its values per 100 g as a diary entry keeps them (core/diary/values.ts's
// knownValues, the sync's own shape), as INSERT statements of under 100 KB each (D1's limit):
//   npx tsx scripts/analyzer-days-migration.ts > /tmp/foods.sql
// The migration holds the output as it was; tests/unit/micronutrients-migration.test.ts checks it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { foodMicronutrients } from "../content/foods/micronutrients";
import { columnValues, knownValues } from "../core/diary/values";
import type { FoodNutrientsFile, FoodSearchFile, NutrientColumn } from "../core/foods/database";

const root = join(import.meta.dirname, "..");
const read = <T>(file: string) => JSON.parse(readFileSync(join(root, "public/_foods", file), "utf8")) as T;
const search = read<FoodSearchFile>("search.json");
const nutrients = read<FoodNutrientsFile>("nutrients.json");
const rows = new Map(search.rows.map((r) => [r[0], r]));

const text = (s: string | null) => (s === null ? "NULL" : `'${s.replaceAll("'", "''")}'`);
const values: string[] = [];
for (const [slug, { ndb }] of Object.entries(foodMicronutrients)) {
  const row = rows.get(ndb);
  const numbers = nutrients.values[ndb];
  if (!row || !numbers) throw new Error(`${slug}: no food ${ndb} in the database`);
  const per100g = knownValues(columnValues(Object.fromEntries(nutrients.columns.map((c: NutrientColumn, i) => [c, numbers[i]]))));
  values.push(`(${text(slug)}, ${text(ndb)}, ${text(row[2])}, ${text(row[4])}, ${text(JSON.stringify(per100g))})`);
}

const perStatement = 40;
const statements: string[] = [];
for (let i = 0; i < values.length; i += perStatement)
  statements.push(
    `INSERT INTO \`analyzer_day_foods\` (\`slug\`, \`ndb\`, \`name_en\`, \`name_ru\`, \`per100g\`) VALUES\n${values.slice(i, i + perStatement).join(",\n")};`,
  );
for (const s of statements) if (new TextEncoder().encode(s).length >= 100_000) throw new Error("a statement over D1's 100 KB");
process.stdout.write(statements.join("\n--> statement-breakpoint\n") + "\n");
