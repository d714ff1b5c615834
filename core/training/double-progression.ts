// Load suggestions from what was logged last time: double progression. Keep the load and add
// reps until every set reaches the top of the range, then add the smallest sensible load and
// start again at the bottom (the usual rule of Fitbod-, wger- and coach-written programmes).
import type { Exercise } from "./exercise";
import type { BlockWeek } from "./workout-plan";

export interface LoggedSet {
  weight: number | null;
  reps: number | null;
  seconds: number | null;
}

/** Why: no history yet; every set at the top (more load); not yet (more reps or time); a timed hold short of its goal (repeat); the deload week. */
export type SuggestionReason = "first_time" | "add_load" | "add_reps" | "add_time" | "repeat" | "deload";

export interface Suggestion {
  /** kg; null for bodyweight or when there is no history yet. */
  weight: number | null;
  reps: number | null;
  seconds: number | null;
  reason: SuggestionReason;
}

/** The smallest sensible jump in kg: plates for barbells (more for the legs), dumbbell steps, stack pins. */
export function loadIncrement(exercise: Pick<Exercise, "equipment" | "group">): number | null {
  const has = (...items: Exercise["equipment"]) => exercise.equipment.some((e) => items.includes(e));
  const legs = exercise.group === "legs" || exercise.group === "back";
  if (has("barbell", "trap_bar", "smith_machine")) return legs ? 5 : 2.5;
  if (has("machine")) return legs ? 5 : 2.5;
  if (has("ez_bar", "cable")) return 2.5;
  if (has("dumbbell", "kettlebell", "medicine_ball")) return 2;
  return null;
}

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

export function suggestNext(
  exercise: Pick<Exercise, "equipment" | "group" | "measure">,
  target: { reps?: [number, number]; seconds?: number },
  last: readonly LoggedSet[],
  week: BlockWeek,
): Suggestion {
  const increment = loadIncrement(exercise);
  if (last.length === 0) {
    return { weight: null, reps: target.reps?.[0] ?? null, seconds: target.seconds ?? null, reason: "first_time" };
  }
  if (exercise.measure === "seconds") {
    const held = Math.min(...last.map((s) => s.seconds ?? 0));
    const goal = target.seconds ?? held;
    if (week.kind === "deload") return { weight: null, reps: null, seconds: goal, reason: "deload" };
    return held >= goal ? { weight: null, reps: null, seconds: held + 5, reason: "add_time" } : { weight: null, reps: null, seconds: goal, reason: "repeat" };
  }
  const [low, high] = target.reps ?? [8, 12];
  const top = Math.max(...last.map((s) => s.weight ?? 0));
  const working = last.filter((s) => (s.weight ?? 0) === top);
  const fewest = Math.min(...working.map((s) => s.reps ?? 0));
  const weight = top > 0 && increment ? top : null;
  if (week.kind === "deload") {
    return { weight: weight && increment ? roundTo(weight * week.loadFactor, increment / 2) : null, reps: low, seconds: null, reason: "deload" };
  }
  if (fewest >= high) {
    // Bodyweight: no load to add, so the reps keep climbing (or a harder variation is next).
    if (!weight || !increment) return { weight: null, reps: Math.min(100, fewest + 1), seconds: null, reason: "add_reps" };
    return { weight: weight + increment, reps: low, seconds: null, reason: "add_load" };
  }
  return { weight, reps: Math.max(low, Math.min(high, fewest + 1)), seconds: null, reason: "add_reps" };
}
