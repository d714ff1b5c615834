// GET /api/diary/week?date: the seven days that end on the day asked, for the diary's week: each
// day's energy and macros, how many entries it has and its own target energy, and today's targets.
// One read of the week's live entries by (member, date).
import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { DiaryWeekDayJson, DiaryWeekJson } from "../../core/api/diary";
import { totalsOf } from "../../core/diary/totals";
import { columnValues } from "../../core/diary/values";
import { addDays } from "../../core/time-zone";
import type { Db } from "../db/client";
import { diaryEntries } from "../db/schema";
import { findProfile } from "../shared/find-profile";
import { diaryTargets, keptCaloriesOf, targetCaloriesOf } from "./targets";

/** The days a week answer covers. */
export const weekDays = 7;

/** `today` is the member's (targets.ts's memberToday). */
export async function diaryWeek(db: Db, userId: string, date: string, today: string): Promise<DiaryWeekJson> {
  const from = addDays(date, -(weekDays - 1));
  const [rows, profile, kept] = await Promise.all([
    db
      .select({ date: diaryEntries.date, grams: diaryEntries.grams, per100g: diaryEntries.per100g })
      .from(diaryEntries)
      .where(
        and(
          eq(diaryEntries.userId, userId),
          gte(diaryEntries.date, from),
          lte(diaryEntries.date, date),
          eq(diaryEntries.deleted, false),
        ),
      )
      .orderBy(asc(diaryEntries.date))
      .all(),
    findProfile(db, userId),
    keptCaloriesOf(db, userId, from, date),
  ]);
  const targets = diaryTargets(profile, today);
  const target = targetCaloriesOf(profile, targets, kept, today);
  const days: DiaryWeekDayJson[] = Array.from({ length: weekDays }, (_, i) => {
    const day = addDays(from, i);
    const entries = rows.filter((r) => r.date === day).map((r) => ({ grams: r.grams, per100g: columnValues(r.per100g) }));
    const { kcal, protein, fat, carbs } = totalsOf(entries);
    return { date: day, entries: entries.length, kcal, protein, fat, carbs, target: target(day) };
  });
  return { from, to: date, days, targets };
}
