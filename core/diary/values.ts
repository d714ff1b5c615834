// A food's values per 100 g in the food database's columns (decision 0043): every column has a
// number or null, unknown and never zero. Stored with the unknown ones left out, so a column added
// later reads as unknown for what was logged before it.
import { nutrientColumns, type NutrientColumn } from "../foods/database";

export type ColumnValues = Record<NutrientColumn, number | null>;
/** As stored: the known values only. */
export type KnownValues = Partial<Record<NutrientColumn, number>>;

/** The unit of each column's values (SR28's, with copper in µg: decision 0017). */
export const columnUnits: Record<NutrientColumn, "kcal" | "g" | "mg" | "µg"> = {
  kcal: "kcal",
  protein: "g",
  fat: "g",
  carbs: "g",
  fiber: "g",
  sugar: "g",
  saturatedFat: "g",
  mono: "g",
  poly: "g",
  cholesterol: "mg",
  water: "g",
  alcohol: "g",
  caffeine: "mg",
  calcium: "mg",
  iron: "mg",
  magnesium: "mg",
  phosphorus: "mg",
  potassium: "mg",
  sodium: "mg",
  zinc: "mg",
  copper: "µg",
  manganese: "mg",
  selenium: "µg",
  "vitamin-c": "mg",
  thiamin: "mg",
  riboflavin: "mg",
  niacin: "mg",
  "pantothenic-acid": "mg",
  "vitamin-b6": "mg",
  folate: "µg",
  choline: "mg",
  "vitamin-b12": "µg",
  "vitamin-a": "µg",
  "vitamin-e": "mg",
  "vitamin-d": "µg",
  "vitamin-k": "µg",
  retinol: "µg",
  folicAcid: "µg",
  tryptophan: "mg",
};

/** The most 100 g of food can hold: 900 kcal (pure fat), else 100 g of the nutrient in its unit. */
export const maxPer100g = (column: NutrientColumn): number =>
  ({ kcal: 900, g: 100, mg: 100_000, µg: 100_000_000 })[columnUnits[column]];

export const unknownValues = (): ColumnValues => Object.fromEntries(nutrientColumns.map((c) => [c, null])) as ColumnValues;

/** Every column, unknown where the stored values have none. */
export function columnValues(known: KnownValues | Partial<ColumnValues> | null | undefined): ColumnValues {
  const values = unknownValues();
  for (const c of nutrientColumns) {
    const x = known?.[c];
    if (typeof x === "number" && Number.isFinite(x)) values[c] = x;
  }
  return values;
}

/** What is stored of values: the known ones. */
export function knownValues(values: Partial<ColumnValues>): KnownValues {
  const known: KnownValues = {};
  for (const c of nutrientColumns) {
    const x = values[c];
    if (typeof x === "number" && Number.isFinite(x)) known[c] = x;
  }
  return known;
}

/** Values rounded for keeping: four decimals are below any label's or SR28's precision. */
export const roundValue = (x: number) => Math.round(x * 10_000) / 10_000;

/** How many times 100 g a serving is: a label's values per serving times this are per 100 g. */
export const per100gFactor = (basis: "100g" | "serving", servingGrams: number | null | undefined) =>
  basis === "serving" && servingGrams ? 100 / servingGrams : 1;

/** A label's values (per 100 g or per serving of `servingGrams`) as values per 100 g. */
export function per100gOf(values: Partial<ColumnValues>, basis: "100g" | "serving", servingGrams: number | null): ColumnValues {
  const factor = per100gFactor(basis, servingGrams);
  const out = columnValues(values);
  for (const c of nutrientColumns) {
    const x = out[c];
    if (x !== null) out[c] = roundValue(x * factor);
  }
  return out;
}
