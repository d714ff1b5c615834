// The diary's week as the screen shows it: the server's seven days with the days this device
// sees otherwise taken from it (the day on screen, and other days its changes not yet sent touch),
// and the averages of the days logged.
import type { DiaryDayJson, DiaryTotalsJson, DiaryWeekDayJson } from "../../../core/api/diary";
import { dayWithUnsent, type DiaryEntryOutboxChange, type DiaryOutboxChange } from "../../shared/offline/diary-outbox";

type Macro = "kcal" | "protein" | "fat" | "carbs";
const columns: readonly Macro[] = ["kcal", "protein", "fat", "carbs"];

/** A day's figures as this device sees it. */
export interface ShownDay {
  date: string;
  entries: number;
  totals: DiaryTotalsJson;
}

/** The week with the device's own figures in place of the server's for the days it sees. */
export function weekWithShown(days: readonly DiaryWeekDayJson[], shown: readonly ShownDay[]): DiaryWeekDayJson[] {
  return days.map((d) => {
    const own = shown.find((x) => x.date === d.date);
    return own
      ? {
          ...d,
          entries: own.entries,
          kcal: own.totals.kcal,
          protein: own.totals.protein,
          fat: own.totals.fat,
          carbs: own.totals.carbs,
        }
      : d;
  });
}

/**
 * The days this device holds (`held`: its last answer of each, from memory or kept on the device)
 * that its unsent entry changes touch (an entry made, edited or removed there, or moved away), as
 * it sees them. A day it never held, where an entry was logged or moved to, stays the server's
 * until the change is sent.
 */
export function unsentDays(held: readonly DiaryDayJson[], changes: readonly DiaryOutboxChange[]): ShownDay[] {
  const entryChanges = changes.filter((c): c is DiaryEntryOutboxChange => c.type === "entry");
  if (!entryChanges.length) return [];
  return held.flatMap((day) => {
    const ids = new Set(day.meals.flatMap((meal) => meal.entries.map((e) => e.id)));
    if (!entryChanges.some((c) => c.date === day.date || ids.has(c.id))) return [];
    const seen = dayWithUnsent(day, entryChanges).day;
    return [{ date: day.date, entries: seen.meals.reduce((n, meal) => n + meal.entries.length, 0), totals: seen.totals }];
  });
}

export type WeekAverages = { logged: number } & Record<Macro, number | null>;

/**
 * Each column's mean over the days with something logged whose total knows it (a day whose
 * entries all lack a value says nothing of that column); null when no such day.
 */
export function weekAverages(days: readonly DiaryWeekDayJson[]): WeekAverages {
  const logged = days.filter((d) => d.entries > 0);
  const mean = (c: Macro) => {
    const known = logged.map((d) => d[c].amount).filter((x): x is number => x !== null);
    return known.length ? known.reduce((a, b) => a + b, 0) / known.length : null;
  };
  return { logged: logged.length, ...(Object.fromEntries(columns.map((c) => [c, mean(c)])) as Record<Macro, number | null>) };
}
