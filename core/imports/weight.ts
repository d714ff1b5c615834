// Reads a weight history CSV (no I/O): a header with a date column, and a weight column or
// circumference columns (waist, neck, hips, chest, arm, thigh) or both, with body fat where kept, in
// English or Russian ("date,weight,body fat", "Date,Weight (kg),Waist (cm)", "Дата;Вес;Талия"). The
// weight's unit comes from its column's name (kg, lb, lbs, кг, фунт), else a "unit" column, else the
// member's choice; a circumference's from its own column's name (cm, in, см, дюйм), else the
// weight's (inches beside pounds). Dates YYYY-MM-DD (a time may follow), DD.MM.YYYY or YYYY/MM/DD;
// a decimal comma is read. Several rows for one day: the last wins. A day takes a weigh-in as the
// progress panel does (isEntryDate): from 1900 to tomorrow in UTC.
import { circumferenceLimits, circumferences, type Circumference } from "../progress/measurements";
import { inchesToCm } from "../formulas/units";
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

/**
 * A circumference's column, by its name in English or Russian ("waist_cm", "Hips (in)", «Обхват
 * талии, см»). Russian «бедра» is the thigh after «обхват» or beside «левое»/«правое» («обхват
 * бедра»), else the hips («Бедра», written without ё); the shoulders and «предплечье» (forearm)
 * are not the arm; a word is matched from its start («Детали» is no waist).
 */
const ru = (stem: string) => new RegExp(`(?<![а-яё])${stem}`);
const thighInRussian = (key: string) =>
  /(?<![а-яё])бедро/.test(key) || (/(?<![а-яё])бедра/.test(key) && /обхват|лев|прав/.test(key));
const circumferenceNames: Record<Circumference, (key: string) => boolean> = {
  waist: (key) => /waist/.test(key) || ru("тали").test(key),
  neck: (key) => /neck/.test(key) || ru("ше[яи]").test(key),
  hips: (key) =>
    /(?<![a-z])hips?(?![a-z])/.test(key) ||
    /бёдр|бёдер|бедер|ягодиц/.test(key) ||
    (ru("бедра").test(key) && !thighInRussian(key)),
  chest: (key) => /chest|bust/.test(key) || ru("груд").test(key),
  // «Обхват плеча» is the upper arm; «плечи», «обхват плеч» and «плечевой» are the shoulders.
  arm: (key) =>
    /(?<![a-z])(?:upper )?arms?(?![a-z])|biceps?/.test(key) ||
    ru("(?:рук|бицепс)").test(key) ||
    ru("плеч(?:о|а|у|е|ом)(?![а-яё])").test(key),
  thigh: (key) => /thigh/.test(key) || thighInRussian(key),
};
/** A ratio ("waist-to-hip", "waist-to-height", «талия к росту») is no circumference. */
const isRatio = (key: string) =>
  /ratio|соотнош|индекс|index|-to-|(?<![a-z])to (?:hip|height)|к росту|к бёдрам|к бедрам/.test(key);

/**
 * A circumference column's own unit: "cm" for "waist_cm", "Waist (centimeters)" or «Талия, см»;
 * "in" for "Waist (in)", "waist_in" or «Талия, дюймы». A bare "in" counts only as the name's last
 * word ("Waist measured in cm" is in cm).
 */
function lengthUnitIn(text: string): "cm" | "in" | null {
  const t = text.toLowerCase();
  if (/(?<![a-z])cm(?![a-z])|centimet|см|сантиметр/.test(t)) return "cm";
  if (/(?<![a-z])inch(?:es)?(?![a-z])|(?<![a-z])in\.?[)\]]?$|дюйм|″/.test(t)) return "in";
  return null;
}

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
  const sizes = circumferences
    .map((name) => ({ name, index: columnWhere(k, (key) => circumferenceNames[name](key) && !isRatio(key) && !isFat(key)) }))
    .filter((c) => c.index >= 0)
    .map((c) => ({ ...c, unit: lengthUnitIn(table.header[c.index]!) }));
  const base = { rows: table.rows.length };
  if (col.date < 0 || (col.weight < 0 && sizes.length === 0)) {
    return { ...base, items: [], unitInFile: null, skipped: 0, problems: [{ line: 1, code: "not_this_app" }] };
  }

  const headerUnit = col.weight < 0 ? null : unitIn(k[col.weight]!);
  let unitInFile = headerUnit;
  // A row may stop before its last, empty measurements.
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
    const before = problems.length;
    const weight = col.weight < 0 ? null : readNumber(cell(row, col.weight));
    const rowUnit = headerUnit ?? unitIn(cell(row, col.unit));
    unitInFile ??= weight === null ? null : rowUnit;
    let weightKg: number | null = null;
    if (weight !== null) {
      weightKg = Number.isNaN(weight) ? Number.NaN : toKg(weight, rowUnit ?? options.unit);
      if (!(weightKg >= metricLimits.weight.min && weightKg <= metricLimits.weight.max)) problems.push({ line, code: "weight" });
    }
    const fat = readNumber(cell(row, col.fat).replace(/%$/, ""));
    if (fat !== null && !(fat >= bodyFatLimits.min && fat <= bodyFatLimits.max)) problems.push({ line, code: "body_fat" });
    const measured: Partial<Record<Circumference, number>> = {};
    for (const size of sizes) {
      const value = readNumber(cell(row, size.index));
      if (value === null) continue;
      const inches = (size.unit ?? ((rowUnit ?? options.unit) === "lb" ? "in" : "cm")) === "in";
      const cm = Math.round((inches ? inchesToCm(value) : value) * 10) / 10;
      const limits = circumferenceLimits[size.name];
      if (!(cm >= limits.min && cm <= limits.max)) problems.push({ line, code: size.name });
      else measured[size.name] = cm;
    }
    if (weight === null && fat === null && Object.keys(measured).length === 0 && problems.length === before) {
      // A day with nothing measured (a spreadsheet's empty row) has nothing to keep.
      if (dayOk) skipped += 1;
      continue;
    }
    if (!local || problems.at(-1)?.line === line) continue;
    const date = dayOf(local);
    // Several rows for a day: the last wins.
    byDay.set(date, { line, date, weightKg, bodyFat: fat, circumferences: measured });
  }
  const items = [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date));
  return { ...base, items, unitInFile, skipped, problems };
}
