// Reads the food diary of this app's own export (diary/entries.csv in "Download my data", no I/O):
// one row per food logged, with the columns of core/diary/entry-columns.ts. Each entry comes back
// with the names and values per 100 g it was logged with, so it reads the same whatever the
// food database or the member's own foods hold now. Moments are ISO 8601 in UTC.
import * as v from "valibot";
import type { DiaryPortionJson } from "../api/diary";
import { entryFields, valueColumn } from "../diary/entry-columns";
import { foodKinds, refIdValid, type FoodKind } from "../diary/food-ref";
import { quickGrams, quickLimits, quickRef, type EntryFoodRef } from "../diary/quick";
import { maxPer100g, type KnownValues } from "../diary/values";
import { nutrientColumns } from "../foods/database";
import { meals, type Meal } from "../nutrition/dish";
import { diaryCaps, diaryLimits, latestDiaryDate, quickValuesSchema } from "../validation/diary";
import { isCalendarDate } from "../validation/progress";
import { exportedCell as cell, findColumn, openImportFile, type CsvRow } from "./csv";
import type { ImportedDiaryEntry, ImportProblem, ImportProblemCode, Parsed, ParseOptions } from "./types";
import { readMoment, readNumber } from "./values";

/** Names as the app writes them: the food database's run to 126 characters, an own food's "name (brand)" to 163. */
export const importedNameLength = 200;

/**
 * A value per 100 g may reach ten times what 100 g of food can hold: a recipe boiled down to a
 * tenth of its ingredients' weight (the least its finished weight may be) concentrates them so.
 */
const valueLimit = (c: (typeof nutrientColumns)[number]) => 10 * maxPer100g(c);

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;


/** The sync takes no moment before 2020 (core/validation/diary.ts). */
const earliestMoment = Date.UTC(2020, 0, 1);

/** "2 × slice" (the export's × or a plain x): the count and the label, or null. */
function readPortion(text: string): { count: number; label: string } | null {
  const found = /^(\d+(?:[.,]\d+)?)\s*[×x]\s*(.+)$/.exec(text);
  if (!found) return null;
  const count = Number(found[1]!.replace(",", "."));
  const label = found[2]!.trim();
  const fits = count > 0 && count <= diaryLimits.portionCount && label.length > 0 && label.length <= diaryLimits.labelLength;
  return fits ? { count, label } : null;
}

type Read<T> = T | { problem: ImportProblemCode };
const bad = (problem: ImportProblemCode) => ({ problem });

function readPortions(en: string, ru: string): Read<DiaryPortionJson | null> {
  if (!en) return null;
  const inEnglish = readPortion(en);
  // An export made before the Russian label had its own column names the portion once.
  const inRussian = ru ? readPortion(ru) : inEnglish;
  if (!inEnglish || !inRussian || inRussian.count !== inEnglish.count) return bad("grams");
  return { count: inEnglish.count, label: { en: inEnglish.label, ru: inRussian.label } };
}

/**
 * A quick entry (decision 0075) holds its energy and at most the three macros, within the limits
 * the sync's own schema sets.
 */
function quickProblem(values: KnownValues): ImportProblemCode | null {
  const { kcal, protein = null, fat = null, carbs = null, ...rest } = values;
  return v.is(quickValuesSchema, { name: null, kcal, protein, fat, carbs }) && Object.keys(rest).length === 0 ? null : "nutrient";
}

function readValues(row: CsvRow, columns: readonly number[]): Read<KnownValues> {
  const values: KnownValues = {};
  for (const [i, c] of nutrientColumns.entries()) {
    const x = readNumber(cell(row, columns[i]!));
    if (x === null) continue;
    if (!(x >= 0 && x <= valueLimit(c))) return bad("nutrient");
    values[c] = x;
  }
  return values;
}

export function parseDiary(text: string, options: ParseOptions): Parsed<ImportedDiaryEntry> {
  const opened = openImportFile(text);
  if ("problem" in opened) return { items: [], rows: opened.rows, unitInFile: null, skipped: 0, problems: [opened.problem] };
  const { table } = opened;
  const k = table.keys;
  const col = Object.fromEntries(entryFields.map((name) => [name, findColumn(k, name)])) as Record<(typeof entryFields)[number], number>;
  const values = nutrientColumns.map((c) => findColumn(k, valueColumn(c)));
  const required = [col.date, col.meal, col.food_kind, col.food_id, col.name_en, col.grams, col.logged_at];
  const base = { rows: table.rows.length, unitInFile: null, skipped: 0 };
  if (required.some((i) => i < 0)) return { ...base, items: [], problems: [{ line: 1, code: "not_this_app" }] };

  const needed = Math.max(...required) + 1;
  const now = options.now ?? Date.now();
  const latest = latestDiaryDate(now);
  const problems: ImportProblem[] = [];
  const items: ImportedDiaryEntry[] = [];
  const perDay = new Map<string, number>();

  for (const row of table.rows) {
    const { line } = row;
    const refuse = (code: ImportProblemCode) => problems.push({ line, code });
    if (row.broken || row.cells.length < needed) {
      refuse("columns");
      continue;
    }
    const date = cell(row, col.date);
    const loggedText = cell(row, col.logged_at);
    const loggedAt = readMoment(loggedText);
    if (!isCalendarDate(date) || loggedAt === null || loggedAt < earliestMoment || loggedAt > now) {
      refuse("date");
      continue;
    }
    if (date < diaryLimits.earliestDate || date > latest) {
      refuse("diary_date_range");
      continue;
    }
    const meal = cell(row, col.meal) as Meal;
    if (!meals.includes(meal)) {
      refuse("meal");
      continue;
    }
    const kind = cell(row, col.food_kind);
    const id = cell(row, col.food_id);
    // A quick entry has no food, its note may be empty, and it is 100 g of what was typed.
    const quick = kind === quickRef.kind && id === quickRef.id;
    if (!quick && (!foodKinds.includes(kind as FoodKind) || !refIdValid(kind as FoodKind, id))) {
      refuse("food");
      continue;
    }
    const nameEn = cell(row, col.name_en);
    const nameRu = cell(row, col.name_ru);
    const nameLimit = quick ? quickLimits.nameLength : importedNameLength;
    if ((!nameEn && !quick) || nameEn.length > nameLimit || nameRu.length > importedNameLength || (quick && nameRu)) {
      refuse("food_name");
      continue;
    }
    const grams = readNumber(cell(row, col.grams));
    const portion = readPortions(cell(row, col.portion), cell(row, col.portion_ru));
    if (grams === null || !(grams > 0 && grams <= diaryLimits.grams) || (portion && "problem" in portion)) {
      refuse("grams");
      continue;
    }
    if (quick && (grams !== quickGrams || portion)) {
      refuse("grams");
      continue;
    }
    const per100g = readValues(row, values);
    if ("problem" in per100g) {
      refuse(per100g.problem);
      continue;
    }
    const problem = quick ? quickProblem(per100g) : null;
    if (problem) {
      refuse(problem);
      continue;
    }
    const onDay = (perDay.get(date) ?? 0) + 1;
    perDay.set(date, onDay);
    if (onDay > diaryCaps.entriesPerDay) {
      refuse("too_many_entries");
      continue;
    }
    items.push({
      line,
      date,
      meal,
      food: (quick ? quickRef : { kind: kind as FoodKind, id }) satisfies EntryFoodRef,
      nameEn,
      nameRu: nameRu || null,
      grams,
      portion,
      loggedAt,
      sourceId: uuid.test(cell(row, col.id)) ? cell(row, col.id).toLowerCase() : null,
      per100g,
    });
  }
  return { ...base, items, problems };
}
