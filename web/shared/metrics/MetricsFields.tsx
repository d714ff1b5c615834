import { useForm } from "@tanstack/react-form";
import { useId, useLayoutEffect } from "react";
import { lbToKg, kgToLb } from "../../../core/formulas/units";
import { activityLevels, genders, goals } from "../../../core/plans";
import { metricLimits, metricsSchema, type Metrics } from "../../../core/validation/account";
import { ChoiceGroup } from "../forms/ChoiceGroup";
import { parseDecimal, parseNumber, toFieldText } from "../forms/number";
import { TextField, visibleError } from "../forms/TextField";
import { check, onChangeAndBlur } from "../forms/validators";
import * as m from "../../../i18n/paraglide/messages.js";
import { activityLabels, genderLabels, goalLabels } from "../../../i18n/labels/body";
import { FeetInchesInput } from "../units/FeetInchesInput";
import { bounds } from "../units/limits";
import { useLocale } from "../i18n/locale";
import { UnitsToggle } from "../units/UnitsToggle";
import type { UnitSystem } from "../units/units";
import { useUnitsWhileEditing } from "../units/use-units-while-editing";

export type MetricsDraft = Partial<Metrics>;

/** Pounds typed, kg kept to 0.01 (0.1 lb reads back as typed, as on the progress log). */
const parsePounds = (raw: string) => {
  const lb = parseDecimal(raw);
  return lb === null ? undefined : Math.round(lbToKg(lb) * 100) / 100;
};

/** A height typed in feet and inches is kept to 0.1 cm; one left as it was keeps its own number. */
const keptHeight = (height: number, before: number | undefined) => (height === before ? height : Math.round(height * 10) / 10);

/** The body-metrics form state, shared by the sign-up step and the profile. `reset` puts new values in. */
export function useMetricsForm(
  initial: MetricsDraft,
  onSubmit: (metrics: Metrics, reset: (values: MetricsDraft) => void) => unknown,
) {
  return useForm({
    defaultValues: { goal: "MAINTAIN", ...initial } as MetricsDraft,
    onSubmit: ({ value, formApi }) => {
      const metrics = { ...value, height: keptHeight(value.height!, formApi.options.defaultValues?.height) } as Metrics;
      return onSubmit(metrics, (values) => formApi.reset(values));
    },
  });
}
type MetricsForm = ReturnType<typeof useMetricsForm>;

/**
 * In imperial the server's rule still decides (the value is kept in kg or cm), and its message
 * names the limits in pounds, or in feet and inches.
 */
function imperialCheck(kind: "height" | "weight") {
  const rule = check(metricsSchema.entries[kind]);
  const message = kind === "weight" ? m.metrics_weight_range_imperial : m.metrics_height_range_imperial;
  const validate = ({ value }: { value: unknown }) => {
    if (rule({ value }) === undefined) return undefined;
    const [min, max] = bounds(metricLimits[kind], kind, "imperial");
    return message({ min, max });
  };
  return { onChange: validate, onBlur: validate };
}

const checks = (kind: "height" | "weight", units: UnitSystem) =>
  units === "metric" ? onChangeAndBlur(metricsSchema.entries[kind]) : imperialCheck(kind);

/**
 * Sex, age, height, weight, activity level and goal, checked with the server's own rules. Height
 * and weight are kept in cm and kg and typed in the member's units: feet and inches, pounds.
 */
export function MetricsFields({ form }: { form: MetricsForm }) {
  const e = metricsSchema.entries;
  const { units, choose: chooseUnits, area } = useUnitsWhileEditing();
  const locale = useLocale();
  // An error already shown is said again in the new units or language (the imperial ones are
  // texts, not keys), before the screen is painted with the old one.
  useLayoutEffect(() => {
    for (const name of ["height", "weight"] as const) {
      if (!form.getFieldMeta(name)?.errors.length) continue;
      void form.validateField(name, "change");
      void form.validateField(name, "blur");
    }
  }, [units, locale, form]);
  const imperial = units === "imperial";
  const heightId = `metrics-height-${useId()}`;
  const age = (
    <form.Field name="age" validators={onChangeAndBlur(e.age)}>
      {(field) => <TextField field={field} label={m.metrics_age()} inputMode="numeric" parse={parseNumber} autoComplete="off" />}
    </form.Field>
  );
  const weight = (
    <form.Field name="weight" validators={checks("weight", units)}>
      {(field) => (
        <TextField
          field={field}
          label={imperial ? m.metrics_weight_lb() : m.metrics_weight()}
          inputMode="decimal"
          parse={imperial ? parsePounds : parseNumber}
          format={imperial ? (kg) => toFieldText(kgToLb(kg), 1) : (kg) => toFieldText(kg, 2)}
          autoComplete="off"
        />
      )}
    </form.Field>
  );
  const height = (
    <form.Field name="height" validators={checks("height", units)}>
      {(field) =>
        imperial ? (
          <FeetInchesInput
            id={heightId}
            legend={m.calc_field_height()}
            value={field.state.value ?? null}
            onChange={(cm) => {
              field.handleChange(cm ?? undefined);
              if (field.state.meta.errorMap.onBlur) void field.validate("blur");
            }}
            onLeave={field.handleBlur}
            error={visibleError(field)}
          />
        ) : (
          <TextField
            field={field}
            label={m.metrics_height()}
            inputMode="decimal"
            parse={parseNumber}
            format={(cm) => toFieldText(cm, 1)}
            autoComplete="off"
          />
        )
      }
    </form.Field>
  );
  const weightCell = <div key="weight">{weight}</div>;
  const heightCell = (
    <div key="height" className={imperial ? "col-span-2" : undefined}>
      {height}
    </div>
  );
  return (
    // Only a frame for the units to follow focus by: the fields stay the form's grid items.
    <div {...area} className="contents">
      <form.Field name="gender" validators={onChangeAndBlur(e.gender)}>
        {(field) => (
          <ChoiceGroup
            field={field}
            legend={m.metrics_gender()}
            choices={genders.map((g) => ({ value: g, label: genderLabels[g]() }))}
          />
        )}
      </form.Field>
      <UnitsToggle
        name="metrics-units"
        className="mb-1 sm:max-w-sm"
        testId="metrics-units"
        value={units}
        onChange={chooseUnits}
      />
      {/* Feet and inches need two boxes: in imperial age and weight share a row and the height has
          its own. The same keyed cells either way, so a switch keeps what was typed and shown. */}
      <div className={imperial ? "grid grid-cols-2 gap-x-3 sm:grid-cols-4" : "grid grid-cols-3 gap-x-3"}>
        <div key="age">{age}</div>
        {imperial ? [weightCell, heightCell] : [heightCell, weightCell]}
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
    </div>
  );
}
