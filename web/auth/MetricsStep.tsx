import { useForm } from "@tanstack/react-form";
import { activityLevels, genders, goals } from "../../core/plans";
import { metricsSchema, type Metrics } from "../../core/validation/account";
import { ChoiceGroup } from "../forms/ChoiceGroup";
import { TextField } from "../forms/TextField";
import { onChangeAndBlur } from "../forms/validators";
import * as m from "../paraglide/messages.js";
import { buttonClass } from "../ui/button-styles";
import { submitWith } from "../forms/submit";

const number = (raw: string) => (raw.trim() === "" ? undefined : Number(raw.replace(",", ".")));

export const genderLabels = { MALE: m.metrics_gender_male, FEMALE: m.metrics_gender_female };
export const activityLabels = {
  SEDENTARY: [m.activity_sedentary, m.activity_sedentary_hint],
  LIGHT: [m.activity_light, m.activity_light_hint],
  MODERATE: [m.activity_moderate, m.activity_moderate_hint],
  ACTIVE: [m.activity_active, m.activity_active_hint],
  VERY_ACTIVE: [m.activity_very_active, m.activity_very_active_hint],
} as const;
export const goalLabels = { LOSE_WEIGHT: m.goal_lose_weight, MAINTAIN: m.goal_maintain, GAIN_MUSCLE: m.goal_gain_muscle };

export type MetricsDraft = Partial<Metrics>;

/** Step 1: the body profile the plans are built from (SPEC sections 3 and 9). */
export function MetricsStep({ initial, onDone }: { initial: MetricsDraft; onDone: (metrics: Metrics) => void }) {
  const form = useForm({
    defaultValues: { goal: "MAINTAIN", ...initial } as MetricsDraft,
    onSubmit: ({ value }) => onDone(value as Metrics),
  });
  const e = metricsSchema.entries;
  return (
    <form
      noValidate
      aria-label={m.signup_step_metrics()}
      className="grid gap-2"
      onSubmit={submitWith(form)}
    >
      <form.Field name="gender" validators={onChangeAndBlur(e.gender)}>
        {(field) => <ChoiceGroup field={field} legend={m.metrics_gender()} choices={genders.map((g) => ({ value: g, label: genderLabels[g]() }))} />}
      </form.Field>
      <div className="grid grid-cols-3 gap-x-3">
        <form.Field name="age" validators={onChangeAndBlur(e.age)}>
          {(field) => <TextField field={field} label={m.metrics_age()} inputMode="numeric" parse={number} autoComplete="off" />}
        </form.Field>
        <form.Field name="height" validators={onChangeAndBlur(e.height)}>
          {(field) => <TextField field={field} label={m.metrics_height()} inputMode="decimal" parse={number} autoComplete="off" />}
        </form.Field>
        <form.Field name="weight" validators={onChangeAndBlur(e.weight)}>
          {(field) => <TextField field={field} label={m.metrics_weight()} inputMode="decimal" parse={number} autoComplete="off" />}
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
        {(field) => <ChoiceGroup field={field} legend={m.metrics_goal()} columns={3} choices={goals.map((g) => ({ value: g, label: goalLabels[g]() }))} />}
      </form.Field>
      <button type="submit" className={buttonClass("primary")}>
        {m.signup_continue()}
      </button>
    </form>
  );
}
