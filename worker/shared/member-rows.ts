// The member's row caps (core/storage/member-rows.ts) as the database enforces them: a write over
// one fails its statement with `member_rows_full:<table>` (migration 0035's triggers), which rolls
// back its whole batch; here that failure is told apart from any other and put in words.
import { cappedTables, memberRowCaps, type CappedTable } from "../../core/storage/member-rows";
import type { Locale } from "../../core/locale";
import * as m from "../../i18n/paraglide/messages.js";

const full = /member_rows_full:(\w+)/;

/** The table whose cap a failed batch met, or null for any other failure. */
export function fullTable(err: unknown): CappedTable | null {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    const table = full.exec(e.message)?.[1];
    if (table && (cappedTables as string[]).includes(table)) return table as CappedTable;
  }
  return null;
}

const messages = {
  workout_sessions: m.log_full_workout_sessions,
  workout_entries: m.log_full_workout_entries,
  workout_sets: m.log_full_workout_sets,
  diary_entries: m.log_full_diary_entries,
  diary_foods: m.log_full_diary_foods,
  diary_recipes: m.log_full_diary_recipes,
} satisfies Record<CappedTable, unknown>;

/** What the member is told when a log is full, with the cap written as the language writes numbers. */
export const logFullMessage = (table: CappedTable, locale: Locale): string =>
  messages[table]({ count: new Intl.NumberFormat(locale).format(memberRowCaps[table]) }, { locale });
