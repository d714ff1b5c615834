// How "Your data" says sizes, times and counts in the reader's language.
import * as m from "../../../i18n/paraglide/messages.js";
import { formatDate, localIsoDate, plural } from "../../shared/i18n/format";
import { intl } from "../../shared/i18n/intl";

/** "840 KB", "2.4 MB" / «840 КБ», «2,4 МБ»: a file's size as the browser's downloads show it. */
export function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return intl(Intl.NumberFormat, { style: "unit", unit: "megabyte", maximumFractionDigits: 1 }).format(mb);
  return intl(Intl.NumberFormat, { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1024)));
}

/** When a moment comes, as a person says it: "today at 14:30", "tomorrow at 03:00", else the date and time. */
export function whenText(at: number, now = Date.now()): string {
  const time = formatDate(new Date(at), { hour: "numeric", minute: "2-digit" });
  const day = localIsoDate(new Date(at));
  if (day === localIsoDate(new Date(now))) return m.data_when_today({ time });
  if (day === localIsoDate(new Date(now + 86_400_000))) return m.data_when_tomorrow({ time });
  return formatDate(new Date(at), { day: "numeric", month: "long", hour: "numeric", minute: "2-digit" });
}

/** The first and last day of a file: "3 March 2021 – 28 November 2026", one date when they are the same. */
export function daysText(first: string, last: string): string {
  const a = formatDate(first, { dateStyle: "medium" });
  return first === last ? a : `${a} – ${formatDate(last, { dateStyle: "medium" })}`;
}

/** "12 sets"; in Russian подход, подхода or подходов by the number. */
export const setsText = plural({
  zero: m.data_sets_many,
  one: m.data_sets_one,
  two: m.data_sets_other,
  few: m.data_sets_few,
  many: m.data_sets_many,
  other: m.data_sets_other,
});

/** "12 workouts": what an import still keeps. */
export const workoutsText = plural({
  zero: m.data_imports_workouts_many,
  one: m.data_imports_workouts_one,
  two: m.data_imports_workouts_other,
  few: m.data_imports_workouts_few,
  many: m.data_imports_workouts_many,
  other: m.data_imports_workouts_other,
});

/** What removing an import's workouts takes away, asked before it is done. */
export const undoConfirmText = plural({
  zero: m.data_imports_confirm_text_many,
  one: m.data_imports_confirm_text_one,
  two: m.data_imports_confirm_text_other,
  few: m.data_imports_confirm_text_few,
  many: m.data_imports_confirm_text_many,
  other: m.data_imports_confirm_text_other,
});

/** "Remove 12 workouts": the confirmation's button (in Russian the accusative: тренировку). */
export const undoButtonText = plural({
  zero: m.data_imports_confirm_many,
  one: m.data_imports_confirm_one,
  two: m.data_imports_confirm_other,
  few: m.data_imports_confirm_few,
  many: m.data_imports_confirm_many,
  other: m.data_imports_confirm_other,
});

/** "Removed 12 workouts.": the toast once they are gone. */
export const undoneText = plural({
  zero: m.data_imports_removed_many,
  one: m.data_imports_removed_one,
  two: m.data_imports_removed_other,
  few: m.data_imports_removed_few,
  many: m.data_imports_removed_many,
  other: m.data_imports_removed_other,
});

/** "12 diary entries": what a diary import still keeps. */
export const entriesText = plural({
  zero: m.data_imports_entries_many,
  one: m.data_imports_entries_one,
  two: m.data_imports_entries_other,
  few: m.data_imports_entries_few,
  many: m.data_imports_entries_many,
  other: m.data_imports_entries_other,
});

/** What removing a diary import's entries takes away, asked before it is done. */
export const undoEntriesConfirmText = plural({
  zero: m.data_imports_confirm_text_entries_many,
  one: m.data_imports_confirm_text_entries_one,
  two: m.data_imports_confirm_text_entries_other,
  few: m.data_imports_confirm_text_entries_few,
  many: m.data_imports_confirm_text_entries_many,
  other: m.data_imports_confirm_text_entries_other,
});

/** "Remove 12 entries": the confirmation's button for a diary import (in Russian the accusative: запись). */
export const undoEntriesButtonText = plural({
  zero: m.data_imports_confirm_entries_many,
  one: m.data_imports_confirm_entries_one,
  two: m.data_imports_confirm_entries_other,
  few: m.data_imports_confirm_entries_few,
  many: m.data_imports_confirm_entries_many,
  other: m.data_imports_confirm_entries_other,
});

/** "Removed 12 diary entries.": the toast once a diary import's entries are gone. */
export const undoneEntriesText = plural({
  zero: m.data_imports_removed_entries_many,
  one: m.data_imports_removed_entries_one,
  two: m.data_imports_removed_entries_other,
  few: m.data_imports_removed_entries_few,
  many: m.data_imports_removed_entries_many,
  other: m.data_imports_removed_entries_other,
});

/** "12 weigh-ins": what a weigh-in import still keeps. */
export const weighInsText = plural({
  zero: m.data_imports_weighins_many,
  one: m.data_imports_weighins_one,
  two: m.data_imports_weighins_other,
  few: m.data_imports_weighins_few,
  many: m.data_imports_weighins_many,
  other: m.data_imports_weighins_other,
});

/** What removing a weigh-in import's weigh-ins takes away, asked before it is done. */
export const undoWeighInsConfirmText = plural({
  zero: m.data_imports_confirm_text_weighins_many,
  one: m.data_imports_confirm_text_weighins_one,
  two: m.data_imports_confirm_text_weighins_other,
  few: m.data_imports_confirm_text_weighins_few,
  many: m.data_imports_confirm_text_weighins_many,
  other: m.data_imports_confirm_text_weighins_other,
});

/** "Remove 12 weigh-ins": the confirmation's button for a weigh-in import. */
export const undoWeighInsButtonText = plural({
  zero: m.data_imports_confirm_weighins_many,
  one: m.data_imports_confirm_weighins_one,
  two: m.data_imports_confirm_weighins_other,
  few: m.data_imports_confirm_weighins_few,
  many: m.data_imports_confirm_weighins_many,
  other: m.data_imports_confirm_weighins_other,
});

/** "Removed 12 weigh-ins.": the toast once a weigh-in import's weigh-ins are gone. */
export const undoneWeighInsText = plural({
  zero: m.data_imports_removed_weighins_many,
  one: m.data_imports_removed_weighins_one,
  two: m.data_imports_removed_weighins_other,
  few: m.data_imports_removed_weighins_few,
  many: m.data_imports_removed_weighins_many,
  other: m.data_imports_removed_weighins_other,
});

/** "1 recipe left out": a diary ZIP's recipes whose foods cannot be read here (in Russian рецепт, рецепта or рецептов). */
export const recipesSkippedText = plural({
  zero: m.data_lists_recipes_skipped_many,
  one: m.data_lists_recipes_skipped_one,
  two: m.data_lists_recipes_skipped_other,
  few: m.data_lists_recipes_skipped_few,
  many: m.data_lists_recipes_skipped_many,
  other: m.data_lists_recipes_skipped_other,
});

/** "2 favourites left out": a diary ZIP's favourites whose foods cannot be read here. */
export const favouritesSkippedText = plural({
  zero: m.data_lists_favourites_skipped_many,
  one: m.data_lists_favourites_skipped_one,
  two: m.data_lists_favourites_skipped_other,
  few: m.data_lists_favourites_skipped_few,
  many: m.data_lists_favourites_skipped_many,
  other: m.data_lists_favourites_skipped_other,
});

const routinesSkippedPlan = plural({
  zero: m.data_routines_skipped_plan_many,
  one: m.data_routines_skipped_plan_one,
  two: m.data_routines_skipped_plan_other,
  few: m.data_routines_skipped_plan_few,
  many: m.data_routines_skipped_plan_many,
  other: m.data_routines_skipped_plan_other,
});
const routinesSkippedFull = plural({
  zero: m.data_routines_skipped_full_many,
  one: m.data_routines_skipped_full_one,
  two: m.data_routines_skipped_full_other,
  few: m.data_routines_skipped_full_few,
  many: m.data_routines_skipped_full_many,
  other: m.data_routines_skipped_full_other,
});

/** "2 routines left out": our own download's routines that the member's plan does not keep, or that do not fit in the 50. */
export const routinesSkippedText = (count: number, needsPlan: boolean) =>
  needsPlan ? routinesSkippedPlan(count) : routinesSkippedFull(count);

/** "March 3, 2026 at 2:30 PM" / «3 марта 2026 г. в 14:30»: when something was done, the year included. */
export const momentText = (at: number) => formatDate(new Date(at), { dateStyle: "long", timeStyle: "short" });
