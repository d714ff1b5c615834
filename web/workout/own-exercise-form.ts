// What the forms for a member's own exercise (create in the picker, rename in its history) share:
// the name checked with the server's rule, and a failed call read into what the member sees.
import * as v from "valibot";
import { ownExerciseCreateSchema } from "../../core/validation/own-exercises";
import * as m from "../../i18n/paraglide/messages.js";
import { translateMessage } from "../../i18n/translate";
import { ApiFailure } from "../shared/api/client";

/** The name's problem by the server's rule, or undefined when it will be taken. */
export function nameProblem(name: string): string | undefined {
  const result = v.safeParse(ownExerciseCreateSchema.entries.name, name);
  return result.success ? undefined : translateMessage(result.issues[0].message);
}

/** Where a failure shows: beside the name (it is taken, or broke a rule), or above the form. */
export type Problem = { field: string } | { form: string };

/** What went wrong, in the member's words; `offline`: what to say when there was no network. */
export function problemOf(err: unknown, offline: string): Problem {
  if (err instanceof ApiFailure) {
    if (err.code === "own_exercise_name_taken" || err.code === "validation_failed") return { field: err.message };
    // The limit, a plan without logging, a removed exercise: the server's own words.
    if (err.status < 500) return { form: err.message };
    return { form: m.own_exercise_failed() };
  }
  // No answer at all: the network.
  return { form: navigator.onLine ? m.own_exercise_failed() : offline };
}
