// The name forms of a member's own exercise (create in the picker, rename in its history): the
// server's name rule, a taken name shown beside the field.
import { ownExerciseCreateSchema } from "../../core/validation/own-exercises";
import * as m from "../../i18n/paraglide/messages.js";
import { problemOf, useNameSubmit, type Problem } from "./name-form";

const fieldCodes = ["own_exercise_name_taken"] as const;

/** What went wrong, in the member's words; `offline`: what to say when there was no network. */
export const ownProblemOf = (err: unknown, offline: string): Problem =>
  problemOf(err, { offline: () => offline, failed: m.own_exercise_failed }, fieldCodes);

/** The name field and submit of an own exercise's form; `offline`: what to say without a network. */
export const useOwnNameSubmit = (initialName: string, offline: () => string, save: (name: string) => Promise<void>) =>
  useNameSubmit(initialName, ownExerciseCreateSchema.entries.name, { offline, failed: m.own_exercise_failed, fieldCodes }, save);
