// What the forms for a member's own exercise (create in the picker, rename in its history) share:
// the name checked with the server's rule, a failed call read into what the member sees, and the
// submit that does both (useOwnNameSubmit).
import { useRef, useState, type FormEvent } from "react";
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

/**
 * The name field's state and the form's submit: the name checked first (focus back on it), then
 * the network, then `save`; a failure shows beside the name or above the form. `offline`: what to
 * say when there is no network.
 */
export function useOwnNameSubmit(initialName: string, offline: () => string, save: (name: string) => Promise<void>) {
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(initialName);
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setFormError(undefined);
    const problem = nameProblem(name);
    setFieldError(problem);
    if (problem) return input.current?.focus();
    if (!navigator.onLine) return setFormError(offline());
    setSaving(true);
    try {
      await save(name);
    } catch (err) {
      const shown = problemOf(err, offline());
      if ("field" in shown) {
        setFieldError(shown.field);
        input.current?.focus();
      } else setFormError(shown.form);
    } finally {
      setSaving(false);
    }
  };

  /** Starts again from `next` (a dialog opened anew). */
  const reset = (next: string) => {
    setName(next);
    setFieldError(undefined);
    setFormError(undefined);
  };

  /** The props of OwnNameField. */
  const field = {
    ref: input,
    value: name,
    error: fieldError,
    onChange: (value: string) => {
      setName(value);
      if (fieldError) setFieldError(undefined);
    },
  };

  return { input, field, formError, saving, submit, reset };
}
