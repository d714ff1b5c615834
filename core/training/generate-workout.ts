// The workout plan engine: pure and deterministic. It takes the member's profile,
// tier, training weekdays and equipment, and the exercise library, and lays out the week.
import type { Equipment, Exercise, MuscleGroup } from "./exercise";
import { muscleGroups } from "./exercise";
import { doseForGoal } from "./dose";
import { canDo, createPicker } from "./pick-exercises";
import { blockFor } from "./progression";
import { scheduleWeek } from "./schedule";
import { slotsFor } from "./splits";
import {
  type DayType,
  type Intensity,
  MAX_DAYS,
  MIN_DAYS,
  type PlanDay,
  type PlannedExercise,
  type Tier,
  type WorkoutInputs,
  type WorkoutPlan,
  weekdays,
} from "./workout-plan";

/** Reps in reserve on hard sets by tier, before the block week adjusts it. */
export const baseRir: Record<Tier, number> = { beginner: 3, popular: 2, advanced: 1 };
const LIGHT_SETS = 2;

function prescribe(exercise: Exercise, inputs: WorkoutInputs, intensity: Intensity): PlannedExercise {
  const dose = doseForGoal(exercise, inputs.goal);
  let sets = dose.sets;
  let restSeconds = dose.restSeconds;
  // Beginners recover from and learn with fewer sets (ACSM 2009: 1-3 sets for novices).
  if (inputs.tier === "beginner") sets = Math.min(sets, 3);
  // Older members get longer rest after the big lifts and a little less volume.
  if (inputs.age >= 50 && exercise.mechanics === "compound") restSeconds = Math.min(180, restSeconds + 30);
  if (inputs.age >= 65) sets = Math.min(sets, 3);
  const rir = baseRir[inputs.tier] + (intensity === "light" ? 2 : 0);
  return {
    slug: exercise.slug,
    group: exercise.group,
    ...dose,
    sets: intensity === "light" ? Math.min(sets, LIGHT_SETS) : sets,
    restSeconds,
    intensity,
    rir,
  };
}

/** Throws RangeError for inputs the API would refuse (the server validates them first). */
function check(inputs: WorkoutInputs) {
  const unique = new Set(inputs.weekdays);
  if (unique.size !== inputs.weekdays.length || unique.size < MIN_DAYS || unique.size > MAX_DAYS) {
    throw new RangeError(`A plan needs ${MIN_DAYS} to ${MAX_DAYS} different weekdays`);
  }
  if (![...unique].every((d) => weekdays.includes(d))) throw new RangeError("Unknown weekday");
}

export function generateWorkoutPlan(inputs: WorkoutInputs, library: readonly Exercise[]): WorkoutPlan {
  check(inputs);
  const equipment = new Set<Equipment>(inputs.equipment);
  const picker = createPicker(library, equipment, inputs.tier, `${inputs.variant}|${inputs.goal}|${inputs.tier}`);
  const uncovered: MuscleGroup[] = muscleGroups.filter((g) => !library.some((e) => e.group === g && canDo(e, equipment)));
  const scheduled = new Map(scheduleWeek(inputs.weekdays, !uncovered.includes("back")).map((d) => [d.weekday, d]));
  const seen: Partial<Record<DayType, number>> = {};
  const week: PlanDay[] = weekdays.map((weekday) => {
    const day = scheduled.get(weekday);
    if (!day) return { weekday, type: null, exercises: [] };
    const occurrence = seen[day.type] ?? 0;
    seen[day.type] = occurrence + 1;
    const taken = new Set<string>();
    const exercises: PlannedExercise[] = [];
    slotsFor(day.type, occurrence, inputs.tier).forEach((slot, i) => {
      const exercise = picker.pick(slot, `${day.type}${occurrence}|${i}`, taken);
      if (!exercise) return;
      taken.add(exercise.slug);
      exercises.push(prescribe(exercise, inputs, day.intensity[slot.group] ?? "hard"));
    });
    return { weekday, type: day.type, exercises };
  });
  return { inputs, week, block: blockFor(inputs.tier, inputs.age), uncovered };
}
