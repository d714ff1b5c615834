// What the small name forms of the logger share (an own exercise made or renamed, a routine saved
// or renamed): the name checked with the server's rule, a failed call read into what the member
// sees, and the submit that does both (useNameSubmit).
import { useRef, useState, type FormEvent } from "react";
import * as v from "valibot";
import { translateMessage } from "../../i18n/translate";
import { ApiFailure } from "../shared/api/client";

/** Where a failure shows: beside the name (it is taken, or broke a rule), or above the form. */
export type Problem = { field: string } | { form: string };

/** What a form says: without a network, and when the server failed. */
export interface NameTexts {
  offline: () => string;
  failed: () => string;
}

/** The name's problem by the server's rule (`rule`, a valibot schema), or undefined when it will be taken. */
export function ruleProblem(rule: v.GenericSchema, name: string): string | undefined {
  const result = v.safeParse(rule, name);
  return result.success ? undefined : translateMessage(result.issues[0].message);
}

/** What went wrong, in the member's words; `fieldCodes`: the error codes that are about the name. */
export function problemOf(err: unknown, texts: NameTexts, fieldCodes: readonly string[] = []): Problem {
  if (err instanceof ApiFailure) {
    // A refused name beside the name; another field's refusal (a routine's exercise) above the form.
    if (fieldCodes.includes(err.code) || (err.code === "validation_failed" && (err.field ?? "name") === "name"))
      return { field: err.message };
    // The limit, a plan without logging, a removed exercise: the server's own words.
    if (err.status < 500) return { form: err.message };
    return { form: texts.failed() };
  }
  // No answer at all: the network.
  return { form: navigator.onLine ? texts.failed() : texts.offline() };
}

/** The problem as one text, for a place without a name field (a toast, an alert). */
export const problemText = (err: unknown, texts: NameTexts): string => {
  const shown = problemOf(err, texts);
  return "field" in shown ? shown.field : shown.form;
};

/**
 * The name field's state and the form's submit: the name checked first by `rule` (focus back on
 * it), then the network, then `save`; a failure shows beside the name or above the form.
 */
export function useNameSubmit(
  initialName: string,
  rule: v.GenericSchema,
  texts: NameTexts & { fieldCodes?: readonly string[] },
  save: (name: string) => Promise<void>,
) {
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(initialName);
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setFormError(undefined);
    const problem = ruleProblem(rule, name);
    setFieldError(problem);
    if (problem) return input.current?.focus();
    if (!navigator.onLine) return setFormError(texts.offline());
    setSaving(true);
    try {
      await save(name);
    } catch (err) {
      const shown = problemOf(err, texts, texts.fieldCodes);
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

  /** The props of the name field. */
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
