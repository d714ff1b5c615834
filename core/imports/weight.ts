// Reads a weight history CSV (no I/O): a header with a date column, a weight column and, when
// kept, body fat, in English or Russian ("date,weight,body fat", "Date,Weight (kg),Body Fat %",
// "Дата;Вес;Жир"). The unit comes from the weight column's name (kg, lb, lbs, кг, фунт), else a
// "unit" column, else the member's choice. Dates YYYY-MM-DD (a time may follow), DD.MM.YYYY or
// YYYY/MM/DD; a decimal comma is read. Several rows for one day: the last wins. A day takes a
// weigh-in as the progress panel does (isEntryDate): from 1900 to tomorrow in UTC.
import { metricLimits } from "../validation/account";
import { isEntryDate } from "../validation/progress";
import { cell, findColumn, openImportFile } from "./csv";
import type { ImportedWeight, ImportProblem, Parsed, ParseOptions, WeightUnit } from "./types";
import { dayOf, readDateTime, readNumber, toKg } from "./values";

/** Body fat a person can have, in %. */
export const bodyFatLimits = { min: 2, max: 75 } as const;

/** The unit in a column's name: "Weight (kg)", "weight_kg" (this app's own export), «Вес, кг». */
function unitIn(text: string): WeightUnit | null {
  const t = text.toLowerCase();
  // Not \b: "_" is a word character, and "weight_kg" was read in the member's unit.
  if (/(?<![a-z])kgs?(?![a-z])|кг|килограмм/.test(t)) return "kg";
  if (/(?<![a-z])lbs?(?![a-z])|pounds?|фунт/.test(t)) return "lb";
  return null;
}

function columnWhere(keys: readonly string[], test: (key: string) => boolean): number {
  return keys.findIndex(test);
}

const isFat = (key: string) => /fat|жир|\bbf\b/.test(key);

export function parseWeights(text: string, options: ParseOptions): Parsed<ImportedWeight> {
  const opened = openImportFile(text);
  if ("problem" in opened) return { items: [], rows: opened.rows, unitInFile: null, skipped: 0, problems: [opened.problem] };
  const { table } = opened;
  const k = table.keys;
  const col = {
    date: columnWhere(k, (key) => /date|дата|^day$|^день$/.test(key)),
    weight: columnWhere(k, (key) => /weight|вес|масса/.test(key) && !isFat(key) && !/goal|target|цель|unit|единиц/.test(key)),
    fat: columnWhere(k, isFat),
    unit: findColumn(k, "unit", "units", "единица", "единицы", "ед."),
  };
  const base = { rows: table.rows.length };
  if (col.date < 0 || col.weight < 0) return { ...base, items: [], unitInFile: null, skipped: 0, problems: [{ line: 1, code: "not_this_app" }] };

  const headerUnit = unitIn(k[col.weight]!);
  let unitInFile = headerUnit;
  const needed = Math.max(col.date, col.weight) + 1;
  const problems: ImportProblem[] = [];
  const byDay = new Map<string, ImportedWeight>();
  const now = options.now ?? Date.now();
  let skipped = 0;

  for (const row of table.rows) {
    const { line } = row;
    if (row.broken || row.cells.length < needed) {
      problems.push({ line, code: "columns" });
      continue;
    }
    const local = readDateTime(cell(row, col.date));
    const dayOk = local !== null && isEntryDate(dayOf(local), now);
    if (!local) problems.push({ line, code: "date" });
    else if (!dayOk) problems.push({ line, code: "date_range" });
    const weightText = cell(row, col.weight);
    const weight = readNumber(weightText);
    if (weight === null) {
      // A day with no weight (a spreadsheet's empty row, a body-fat-only reading) has nothing to keep.
      if (dayOk) skipped += 1;
      continue;
    }
    const rowUnit = headerUnit ?? unitIn(cell(row, col.unit));
    unitInFile ??= rowUnit;
    const weightKg = Number.isNaN(weight) ? Number.NaN : toKg(weight, rowUnit ?? options.unit, 1);
    if (!(weightKg >= metricLimits.weight.min && weightKg <= metricLimits.weight.max)) problems.push({ line, code: "weight" });
    const fat = readNumber(cell(row, col.fat).replace(/%$/, ""));
    if (fat !== null && !(fat >= bodyFatLimits.min && fat <= bodyFatLimits.max)) problems.push({ line, code: "body_fat" });
    if (!local || problems.at(-1)?.line === line) continue;
    const date = dayOf(local);
    // Several rows for a day: the last wins.
    byDay.set(date, { line, date, weightKg, bodyFat: fat });
  }
  const items = [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date));
  return { ...base, items, unitInFile, skipped, problems };
}
