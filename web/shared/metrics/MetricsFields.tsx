import { useForm } from "@tanstack/react-form";
import { activityLevels, genders, goals } from "../../../core/plans";
import { metricsSchema, type Metrics } from "../../../core/validation/account";
import { ChoiceGroup } from "../forms/ChoiceGroup";
import { parseDecimal } from "../forms/number";
import { TextField } from "../forms/TextField";
import { onChangeAndBlur } from "../forms/validators";
import * as m from "../../../i18n/paraglide/messages.js";
import { activityLabels, genderLabels, goalLabels } from "../../../i18n/labels/body";

export type MetricsDraft = Partial<Metrics>;

/** Numbers typed with a comma or a point; empty stays empty so the field can say it is required. */
export const parseNumber = (raw: string) => parseDecimal(raw) ?? undefined;

/** The body-metrics form state, shared by the sign-up step and the profile. `reset` puts new values in. */
export function useMetricsForm(
  initial: MetricsDraft,
  onSubmit: (metrics: Metrics, reset: (values: MetricsDraft) => void) => unknown,
) {
  return useForm({
    defaultValues: { goal: "MAINTAIN", ...initial } as MetricsDraft,
    onSubmit: ({ value, formApi }) => onSubmit(value as Metrics, (values) => formApi.reset(values)),
  });
}
type MetricsForm = ReturnType<typeof useMetricsForm>;

/** Sex, age, height, weight, activity level and goal, checked with the server's own rules. */
export function MetricsFields({ form }: { form: MetricsForm }) {
  const e = metricsSchema.entries;
  return (
    <>
      <form.Field name="gender" validators={onChangeAndBlur(e.gender)}>
        {(field) => (
          <ChoiceGroup
            field={field}
            legend={m.metrics_gender()}
            choices={genders.map((g) => ({ value: g, label: genderLabels[g]() }))}
          />
        )}
      </form.Field>
      <div className="grid grid-cols-3 gap-x-3">
        <form.Field name="age" validators={onChangeAndBlur(e.age)}>
          {(field) => (
            <TextField field={field} label={m.metrics_age()} inputMode="numeric" parse={parseNumber} autoComplete="off" />
          )}
        </form.Field>
        <form.Field name="height" validators={onChangeAndBlur(e.height)}>
          {(field) => (
            <TextField field={field} label={m.metrics_height()} inputMode="decimal" parse={parseNumber} autoComplete="off" />
          )}
        </form.Field>
        <form.Field name="weight" validators={onChangeAndBlur(e.weight)}>
          {(field) => (
            <TextField field={field} label={m.metrics_weight()} inputMode="decimal" parse={parseNumber} autoComplete="off" />
          )}
        </form.Field>
      </div>
      <form.Field name="activity" validators={onChangeAndBlur(e.activity)}>
        {(field) => (
          <ChoiceGroup
            field={field}
            legend={m.metrics_activity()}
            columns={1}
            choices={activityLevels.map((a) => ({ value: a, label: activityLabels[a][0](), hint: activityLabels[a][1]() }))}
          />
        )}
      </form.Field>
      <form.Field name="goal" validators={onChangeAndBlur(e.goal)}>
        {(field) => (
          <ChoiceGroup
            field={field}
            legend={m.metrics_goal()}
            columns={3}
            choices={goals.map((g) => ({ value: g, label: goalLabels[g]() }))}
          />
        )}
      </form.Field>
    </>
  );
}
