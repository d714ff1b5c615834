// The diary's week as the screen shows it: the server's seven days with the day on screen taken
// from the device (its changes not yet sent count at once), and the averages of the days logged.
import type { DiaryTotalsJson, DiaryWeekDayJson } from "../../../core/api/diary";

type Macro = "kcal" | "protein" | "fat" | "carbs";
const columns: readonly Macro[] = ["kcal", "protein", "fat", "carbs"];

/** The week with the shown day's own figures in place of the server's. */
export function weekWithShown(
  days: readonly DiaryWeekDayJson[],
  shown: { date: string; entries: number; totals: DiaryTotalsJson },
): DiaryWeekDayJson[] {
  return days.map((d) =>
    d.date === shown.date
      ? {
          ...d,
          entries: shown.entries,
          kcal: shown.totals.kcal,
          protein: shown.totals.protein,
          fat: shown.totals.fat,
          carbs: shown.totals.carbs,
        }
      : d,
  );
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
