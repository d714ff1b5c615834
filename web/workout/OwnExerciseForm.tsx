import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { OwnMeasure } from "../../core/validation/own-exercises";
import * as m from "../../i18n/paraglide/messages.js";
import { FormAlert } from "../shared/forms/FormAlert";
import { ownExerciseApi } from "../shared/queries/own-exercises";
import { sessionQuery } from "../shared/session/api";
import { buttonClass } from "../shared/ui/button-styles";
import { Segmented } from "../shared/ui/Segmented";
import { nameProblem, problemOf } from "./own-exercise-form";
import { OwnNameField } from "./OwnNameField";

/**
 * "Create exercise" in the picker: a name and reps or time, made on the server (so it needs the
 * network; offline says so), then picked like any other.
 */
export function OwnExerciseForm(props: { initialName: string; onCreated: (slug: string) => void; onBack: () => void }) {
  const queryClient = useQueryClient();
  const userId = useQuery(sessionQuery).data?.user?.id;
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(props.initialName);
  const [measure, setMeasure] = useState<OwnMeasure>("reps");
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);
  // Opened from the list: the name is what the member types next.
  useEffect(() => input.current?.focus(), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving || !userId) return;
    setFormError(undefined);
    const problem = nameProblem(name);
    setFieldError(problem);
    if (problem) return input.current?.focus();
    if (!navigator.onLine) return setFormError(m.own_exercise_offline());
    setSaving(true);
    try {
      const made = await ownExerciseApi.create(queryClient, userId, { name, measure });
      props.onCreated(made.slug);
    } catch (err) {
      const shown = problemOf(err, m.own_exercise_offline());
      if ("field" in shown) {
        setFieldError(shown.field);
        input.current?.focus();
      } else setFormError(shown.form);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="-mx-1 grid min-h-0 content-start gap-4 overflow-y-auto px-1"
      onSubmit={submit}
      noValidate
      data-testid="own-exercise-form"
    >
      <p className="text-sm text-muted">{m.own_exercise_create_hint()}</p>
      {formError && <FormAlert tone="error">{formError}</FormAlert>}
      <OwnNameField
        ref={input}
        id={`${ids}-name`}
        value={name}
        error={fieldError}
        onChange={(value) => {
          setName(value);
          if (fieldError) setFieldError(undefined);
        }}
      />
      <Segmented
        name={`${ids}-measure`}
        legend={m.own_exercise_measure()}
        options={[
          { value: "reps", label: m.own_exercise_reps() },
          { value: "time", label: m.own_exercise_time() },
        ]}
        value={measure}
        onChange={setMeasure}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button type="button" className={buttonClass("ghost", "sm")} onClick={props.onBack}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {m.own_exercise_back()}
        </button>
        <button type="submit" className={buttonClass("primary")} aria-disabled={saving || undefined}>
          {saving ? m.own_exercise_saving() : m.own_exercise_create_submit()}
        </button>
      </div>
    </form>
  );
}
