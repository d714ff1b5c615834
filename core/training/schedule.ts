// Lays the split's day types on the chosen weekdays and decides, per muscle group, which days
// are hard. The order is the one that needs the fewest light days; a group trained the day
// after it was trained hard is trained light (the week repeats, so Sunday touches Monday).
import type { MuscleGroup } from "./exercise";
import { splitFor } from "./splits";
import { type DayType, type Intensity, type Weekday, weekdays } from "./workout-plan";

/** The groups each day type trains (the slots' groups, whatever the tier). */
export const groupsOf: Record<DayType, MuscleGroup[]> = {
  full_body: ["chest", "back", "legs", "shoulders", "arms", "core"],
  upper: ["chest", "back", "shoulders", "arms"],
  lower: ["legs", "core"],
  push_day: ["chest", "shoulders", "arms"],
  pull_day: ["back", "arms"],
  leg_day: ["legs", "core"],
};

export interface ScheduledDay {
  weekday: Weekday;
  type: DayType;
  intensity: Partial<Record<MuscleGroup, Intensity>>;
}

const indexOf = (day: Weekday) => weekdays.indexOf(day);

/** Intensities for day types placed on sorted weekdays; counts the light (demoted) exposures. */
function intensities(days: readonly Weekday[], types: readonly DayType[]) {
  const n = days.length;
  // Start after the longest gap, so the first day of every run of consecutive days is hard.
  const gapAfter = (i: number) => (indexOf(days[(i + 1) % n]!) - indexOf(days[i]!) + 7) % 7 || 7;
  let widest = 0;
  for (let i = 1; i < n; i++) if (gapAfter(i) > gapAfter(widest)) widest = i;
  const start = (widest + 1) % n;
  const result: ScheduledDay["intensity"][] = new Array(n);
  let light = 0;
  for (let k = 0; k < n; k++) {
    const i = (start + k) % n;
    const prev = (i + n - 1) % n;
    const follows = k > 0 && gapAfter(prev) === 1;
    const map: ScheduledDay["intensity"] = {};
    for (const group of groupsOf[types[i]!]) {
      const hardBefore = follows && result[prev]![group] === "hard";
      map[group] = hardBefore ? "light" : "hard";
      if (hardBefore) light += 1;
    }
    result[i] = map;
  }
  // The last day of the week may touch the first (Sunday, then Monday): the greedy pass began
  // after the longest gap, so that pair is only adjacent when every day is a training day,
  // which the 6-day limit rules out.
  return { result, light };
}

function* permutations<T>(items: readonly T[]): Generator<T[]> {
  if (items.length <= 1) {
    yield [...items];
    return;
  }
  const seen = new Set<T>();
  for (let i = 0; i < items.length; i++) {
    if (seen.has(items[i]!)) continue;
    seen.add(items[i]!);
    for (const rest of permutations([...items.slice(0, i), ...items.slice(i + 1)])) yield [items[i]!, ...rest];
  }
}

/** The week's training days, MONDAY first, with their type and each group's intensity. */
export function scheduleWeek(chosen: readonly Weekday[], canTrainBack: boolean): ScheduledDay[] {
  const days = [...new Set(chosen)].sort((a, b) => indexOf(a) - indexOf(b));
  const split = splitFor(days.length, canTrainBack);
  let best: { types: DayType[]; light: number; result: ScheduledDay["intensity"][] } | null = null;
  // At most 6!/(2!·2!·2!) = 90 distinct orders: cheap to try them all, in a fixed order.
  for (const types of permutations(split)) {
    const { result, light } = intensities(days, types);
    if (!best || light < best.light) best = { types, light, result };
  }
  return days.map((weekday, i) => ({ weekday, type: best!.types[i]!, intensity: best!.result[i]! }));
}
