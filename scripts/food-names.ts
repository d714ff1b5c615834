// The names people read and search the food database by, written by hand (decision 0043):
// content/foods/ru/<SR28 group>.json (Russian name, a short English one where USDA's is long,
// everyday words, how common the form is) and content/foods/ru/measures.json (household measures).
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import * as v from "valibot";

const foodNameSchema = v.strictObject({
  ru: v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(160)),
  en: v.optional(v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(160))),
  words: v.optional(v.array(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.minLength(2), v.maxLength(60)))),
  common: v.optional(v.picklist([1, 2, 3])),
});
export type FoodName = v.InferOutput<typeof foodNameSchema>;

export interface FoodNames {
  foods: Record<string, FoodName>;
  /** Russian labels by the English label as shown ("1 cup, chopped", "½ cup"). */
  measures: Record<string, string>;
}

/** Reads and checks every names file; a bad entry stops the generator with its file and key. */
export function foodNames(dir: string): FoodNames {
  const foods: Record<string, FoodName> = {};
  for (const file of readdirSync(dir)
    .filter((f) => /^\d{4}\.json$/.test(f))
    .sort()) {
    const data = JSON.parse(readFileSync(join(dir, file), "utf8")) as Record<string, unknown>;
    for (const [ndb, entry] of Object.entries(data)) {
      const parsed = v.safeParse(foodNameSchema, entry);
      if (!parsed.success) throw new Error(`${file} ${ndb}: ${parsed.issues.map((i) => i.message).join("; ")}`);
      if (!/^\d{5}$/.test(ndb)) throw new Error(`${file}: ${ndb} is not an NDB number`);
      foods[ndb] = parsed.output;
    }
  }
  const measuresFile = join(dir, "measures.json");
  const measures = existsSync(measuresFile) ? (JSON.parse(readFileSync(measuresFile, "utf8")) as Record<string, string>) : {};
  return { foods, measures };
}

const fractions: Record<string, string> = {
  "0.25": "¼",
  "0.5": "½",
  "0.75": "¾",
  "0.33": "⅓",
  "0.333": "⅓",
  "0.67": "⅔",
  "0.667": "⅔",
  "0.125": "⅛",
};

/** A measure's amount as people write it: 1, ½, 1½, 2.5. */
export function amountText(amount: number): string {
  const whole = Math.trunc(amount);
  const part = fractions[String(Number((amount - whole).toFixed(3)))];
  if (part) return whole ? `${whole}${part}` : part;
  return String(Number(amount.toFixed(2)));
}

/** A WEIGHT.txt row's label in both languages: "1 cup, chopped", and its Russian from the measures file. */
export function measureLabel(
  amount: number,
  description: string,
  russian: Record<string, string>,
): { en: string; ru: string | null } {
  const en = `${amountText(amount)} ${description}`;
  return { en, ru: russian[en] ?? null };
}
