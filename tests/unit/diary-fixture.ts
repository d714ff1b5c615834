// A diary day as the server answers it: the entries by meal, each meal's totals and the day's.
import type { DiaryDayJson, DiaryEntryJson } from "../../core/api/diary";
import { totalsOf } from "../../core/diary/totals";
import { meals } from "../../core/nutrition/dish";

export function diaryDay(date: string, entries: DiaryEntryJson[] = [], targets: DiaryDayJson["targets"] = null): DiaryDayJson {
  return {
    date,
    meals: meals.map((meal) => {
      const own = entries.filter((e) => e.meal === meal);
      return { meal, entries: own, totals: totalsOf(own) };
    }),
    totals: totalsOf(entries),
    targets,
  };
}
