// A member's own exercises (for what the library lacks): the create and rename bodies, the cap,
// and how a workout record names one (`own-<id>`). Messages are keys of messages/{en,ru}.json.
import * as v from "valibot";

export const ownExerciseLimits = {
  /** Live (not removed) own exercises one member may keep. */
  perMember: 200,
  nameLength: 80,
} as const;

export const ownMeasures = ["reps", "time"] as const;
export type OwnMeasure = (typeof ownMeasures)[number];

const prefix = "own-";
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The exercise slug a workout record uses for an own exercise. */
export const ownExerciseSlug = (id: string): string => `${prefix}${id}`;

/** The own exercise's id a slug names, or null for a library slug. */
export function ownExerciseIdOf(slug: string): string | null {
  if (!slug.startsWith(prefix)) return null;
  const id = slug.slice(prefix.length);
  return uuid.test(id) ? id : null;
}

/** Spaces as typed are kept once: "Cable  Y raise " is "Cable Y raise". */
const tidy = (name: string) => name.trim().replace(/\s+/g, " ");

/**
 * Two names are the same exercise when they differ only in case (in any script: "Жим" is "жим")
 * or spacing. The name's key for that comparison.
 */
export const ownNameKey = (name: string): string => tidy(name).normalize("NFC").toLowerCase();

const nameSchema = v.pipe(
  v.string("validation_own_exercise_name"),
  v.transform(tidy),
  v.minLength(1, "validation_own_exercise_name"),
  v.maxLength(ownExerciseLimits.nameLength, "validation_own_exercise_name"),
  // No control characters: a name is one line of text.
  v.regex(/^[^\p{Cc}]*$/u, "validation_own_exercise_name"),
);

export const ownExerciseCreateSchema = v.object({
  name: nameSchema,
  measure: v.picklist(ownMeasures, "validation_own_exercise_measure"),
});
export type OwnExerciseCreateInput = v.InferInput<typeof ownExerciseCreateSchema>;

export const ownExerciseRenameSchema = v.object({ name: nameSchema });
export type OwnExerciseRenameInput = v.InferInput<typeof ownExerciseRenameSchema>;
