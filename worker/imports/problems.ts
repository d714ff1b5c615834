// A file's problems in the member's language, each naming its line, first lines first.
import type { ImportProblemJson } from "../../core/api/transfers";
import { diaryCaps } from "../../core/validation/diary";
import { routineLimits } from "../../core/validation/routines";
import { importLimits, type ImportProblem, type ImportProblemCode } from "../../core/imports/types";
import type { Locale } from "../../core/locale";
import * as m from "../../i18n/paraglide/messages.js";

/** Every message takes the line; those about a file's size, the most it may hold. */
type LineMessage = (inputs: { line: number; max: string }, options: { locale: Locale }) => string;

const messages: Record<ImportProblemCode, LineMessage> = {
  empty: m.import_problem_empty,
  not_this_app: m.import_problem_not_this_app,
  too_many_rows: m.import_problem_too_many_rows,
  columns: m.import_problem_columns,
  date: m.import_problem_date,
  date_range: m.import_problem_date_range,
  weight: m.import_problem_weight,
  reps: m.import_problem_reps,
  seconds: m.import_problem_seconds,
  rpe: m.import_problem_rpe,
  rir: m.import_problem_rir,
  body_fat: m.import_problem_body_fat,
  waist: m.import_problem_waist,
  neck: m.import_problem_neck,
  hips: m.import_problem_hips,
  chest: m.import_problem_chest,
  arm: m.import_problem_arm,
  thigh: m.import_problem_thigh,
  exercise_name: m.import_problem_exercise_name,
  too_many_exercises: m.import_problem_too_many_exercises,
  too_many_sets: m.import_problem_too_many_sets,
  diary_date_range: m.import_problem_diary_date_range,
  meal: m.import_problem_meal,
  food: m.import_problem_food,
  food_name: m.import_problem_food_name,
  grams: m.import_problem_grams,
  nutrient: m.import_problem_nutrient,
  too_many_entries: m.import_problem_too_many_entries,
  own_food: m.import_problem_own_food,
  recipe: m.import_problem_recipe,
  favourite: m.import_problem_favourite,
  foods_file: m.import_problem_foods_file,
  recipes_file: m.import_problem_recipes_file,
  favourites_file: m.import_problem_favourites_file,
  routine: m.import_problem_routine,
  routines_file: m.import_problem_routines_file,
};

/** The most a list file holds, for the messages that name it; any other file, its rows. */
const listMax: Partial<Record<ImportProblemCode, number>> = {
  foods_file: diaryCaps.foods,
  recipes_file: diaryCaps.recipes,
  favourites_file: diaryCaps.favourites,
  routines_file: routineLimits.perMember,
};
const maxOf = (code: ImportProblemCode) => listMax[code] ?? importLimits.rows;

export const problemMessage = (p: ImportProblem, locale: Locale) =>
  messages[p.code]({ line: p.line, max: new Intl.NumberFormat(locale).format(maxOf(p.code)) }, { locale });

/** The problems by line (a stable sort keeps a line's own order). */
export const byLine = (problems: readonly ImportProblem[]) => [...problems].sort((a, b) => a.line - b.line);

/** The first problems, as the preview shows them. */
export const shownProblems = (problems: readonly ImportProblem[], locale: Locale): ImportProblemJson[] =>
  byLine(problems)
    .slice(0, importLimits.problemsShown)
    .map((p) => ({ line: p.line, message: problemMessage(p, locale) }));
