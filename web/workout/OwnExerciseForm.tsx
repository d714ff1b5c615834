import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useEffect, useId, useState } from "react";
import type { OwnMeasure } from "../../core/validation/own-exercises";
import * as m from "../../i18n/paraglide/messages.js";
import { FormAlert } from "../shared/forms/FormAlert";
import { ownExerciseApi } from "../shared/queries/own-exercises";
import { sessionQuery } from "../shared/session/api";
import { buttonClass } from "../shared/ui/button-styles";
import { Segmented } from "../shared/ui/Segmented";
import { useOwnNameSubmit } from "./own-exercise-form";
import { NameField } from "./NameField";

/**
 * "Create exercise" in the picker: a name and reps or time, made on the server (so it needs the
 * network; offline says so), then picked like any other.
 */
export function OwnExerciseForm(props: { initialName: string; onCreated: (slug: string) => void; onBack: () => void }) {
  const queryClient = useQueryClient();
  const userId = useQuery(sessionQuery).data?.user?.id;
  const ids = useId();
  const [measure, setMeasure] = useState<OwnMeasure>("reps");
  const { input, field, formError, saving, submit } = useOwnNameSubmit(props.initialName, m.own_exercise_offline, async (name) => {
    if (!userId) return;
    const made = await ownExerciseApi.create(queryClient, userId, { name, measure });
    props.onCreated(made.slug);
  });
  // Opened from the list: the name is what the member types next.
  useEffect(() => input.current?.focus(), [input]);

  return (
    <form
      className="-mx-1 grid min-h-0 content-start gap-4 overflow-y-auto px-1"
      onSubmit={submit}
      noValidate
      data-testid="own-exercise-form"
    >
      <p className="text-sm text-muted">{m.own_exercise_create_hint()}</p>
      {formError && <FormAlert tone="error">{formError}</FormAlert>}
      <NameField id={`${ids}-name`} {...field} />
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
