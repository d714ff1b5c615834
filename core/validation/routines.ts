// Routines (decision 0071): a member's saved workouts, started again in one tap. A routine keeps
// its name, its exercises in order and which of them are done as supersets; the sets follow last
// time's, as a repeated workout's do. Messages are keys of messages/{en,ru}.json.
import * as v from "valibot";
import { exerciseSchema, logLimits } from "./workouts";

export const routineLimits = {
  /** Routines one member may keep. */
  perMember: 50,
  nameLength: logLimits.nameLength,
  /** As many exercises as a workout holds. */
  exercises: logLimits.entries,
} as const;

/** Spaces as typed are kept once: "Push  day " is "Push day". */
const tidy = (name: string) => name.trim().replace(/\s+/g, " ");

export const routineNameSchema = v.pipe(
  v.string("validation_routine_name"),
  v.transform(tidy),
  v.minLength(1, "validation_routine_name"),
  v.maxLength(routineLimits.nameLength, "validation_routine_name"),
  // One line of text.
  v.regex(/^[^\p{Cc}]*$/u, "validation_routine_name"),
);

const routineExerciseSchema = v.object({
  exercise: exerciseSchema,
  /** The superset it belongs to: exercises with the same number, next to each other. */
  superset: v.nullable(
    v.pipe(
      v.number("validation_routine_superset"),
      v.integer("validation_routine_superset"),
      v.minValue(0, "validation_routine_superset"),
      v.maxValue(routineLimits.exercises - 1, "validation_routine_superset"),
    ),
  ),
});
export type RoutineExercise = v.InferOutput<typeof routineExerciseSchema>;

/** A superset is two or more exercises side by side: none alone, none split by another. */
export function supersetsTogether(exercises: readonly RoutineExercise[]): boolean {
  const seen = new Set<number>();
  for (let i = 0; i < exercises.length; i++) {
    const group = exercises[i]!.superset;
    if (group === null) continue;
    const before = exercises[i - 1]?.superset;
    if (before === group) continue;
    if (seen.has(group) || exercises[i + 1]?.superset !== group) return false;
    seen.add(group);
  }
  return true;
}

const exercisesSchema = v.pipe(
  v.array(routineExerciseSchema, "validation_routine_exercises"),
  v.minLength(1, "validation_routine_exercises"),
  v.maxLength(routineLimits.exercises, "validation_routine_exercises"),
  v.check((exercises: RoutineExercise[]) => supersetsTogether(exercises), "validation_routine_superset"),
);

export const routineCreateSchema = v.object({ name: routineNameSchema, exercises: exercisesSchema });
export type RoutineCreateInput = v.InferInput<typeof routineCreateSchema>;

/** A rename, new exercises, or both. */
export const routineUpdateSchema = v.pipe(
  v.object({ name: v.optional(routineNameSchema), exercises: v.optional(exercisesSchema) }),
  v.check((u) => u.name !== undefined || u.exercises !== undefined, "validation_routine_update"),
);
export type RoutineUpdateInput = v.InferInput<typeof routineUpdateSchema>;
