// GET /api/diary/day?date: the day's entries by meal, breakfast to evening, each meal's and the
// day's totals (unknown values counted apart), and the day's targets (targets.ts: a past day's own
// kept ones). One table read by (member, date).
import { and, asc, eq } from "drizzle-orm";
import type { DiaryDayJson } from "../../core/api/diary";
import { totalsOf } from "../../core/diary/totals";
import { meals } from "../../core/nutrition/dish";
import type { Db } from "../db/client";
import { diaryEntries } from "../db/schema";
import { findProfile } from "../shared/find-profile";
import { entryJson } from "./rows";
import { keptTargetsOf, targetsOfDay } from "./targets";

/**
 * `today` is the member's (targets.ts's memberToday); `keep` keeps today's targets for the day
 * when it is today (the diary's own read, not an analysis of the day).
 */
export async function diaryDay(
  db: Db,
  userId: string,
  date: string,
  at: { now: number; today: string; keep: boolean },
): Promise<DiaryDayJson> {
  const [rows, profile, kept] = await Promise.all([
    db
      .select()
      .from(diaryEntries)
      .where(and(eq(diaryEntries.userId, userId), eq(diaryEntries.date, date), eq(diaryEntries.deleted, false)))
      .orderBy(asc(diaryEntries.loggedAt), asc(diaryEntries.id))
      .all(),
    findProfile(db, userId),
    keptTargetsOf(db, userId, date),
  ]);
  const entries = rows.map(entryJson);
  const targets = await targetsOfDay(db, { userId, profile, kept }, date, at.today, at.now, at.keep);
  return {
    date,
    meals: meals.map((meal) => {
      const of = entries.filter((e) => e.meal === meal);
      return { meal, entries: of, totals: totalsOf(of) };
    }),
    totals: totalsOf(entries),
    targets,
  };
}
