import { Link } from "@tanstack/react-router";
import { useRef } from "react";
import { CircleCheck, RotateCcw } from "lucide-react";
import { sexes } from "../../core/formulas/sex";
import { activityLevels, goals, type ActivityLevel } from "../../core/plans";
import { lifeStages } from "../../core/safety/health-context";
import { inputClass } from "../shared/forms/input-styles";
import { activityLabels, goalLabels, sexLabels } from "../../i18n/labels/body";
import { lifeStageLabels } from "../../i18n/labels/micronutrients";
import { lifeStageQuestionId } from "./LifeStageUnasked";
import * as m from "../../i18n/paraglide/messages.js";
import { buttonClass } from "../shared/ui/button-styles";
import { cn } from "../shared/ui/cn";
import type { Details } from "./details";
import { HeightField } from "./HeightField";
import { calcLimits } from "./limits";
import { fieldError } from "../shared/units/limits";
import { MeasureField } from "./MeasureField";
import { NumberField } from "./NumberField";
import { Segmented } from "../shared/ui/Segmented";
import type { UnitSystem } from "../shared/units/units";

type Props = {
  details: Details;
  units: UnitSystem;
  onChange: (patch: Partial<Details>) => void;
  fromProfile: boolean;
  changed: boolean;
  onReset: () => void;
  profilePath: string;
};

/** "Your details": shared by the body calculators, prefilled from the profile, never saved. */
export function DetailsCard({ details: d, units, onChange, fromProfile, changed, onReset, profilePath }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The reset button goes away once pressed: focus moves to the card rather than being lost.
  const reset = () => {
    onReset();
    heading.current?.focus();
  };
  return (
    <section
      aria-labelledby="details-title"
      data-testid="calc-details"
      className="grid gap-5 rounded-2xl border border-border bg-surface p-5 sm:p-6 lg:col-span-2"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="details-title" ref={heading} tabIndex={-1} className="text-xl font-bold tracking-tight focus:outline-none">
            {m.calc_details_title()}
          </h2>
          <p className="text-sm text-muted">{m.calc_details_lead()}</p>
        </div>
        <div className="flex min-h-9 flex-wrap items-center gap-3" data-testid="calc-details-source" aria-live="polite">
          {fromProfile && !changed && (
            <p className="flex items-center gap-1.5 text-sm font-medium text-accent">
              <CircleCheck size={16} aria-hidden="true" />
              {m.calc_details_from_profile()}
            </p>
          )}
          {fromProfile && changed && (
            <>
              <p className="text-sm text-muted">{m.calc_details_changed()}</p>
              <button type="button" onClick={reset} className={buttonClass("secondary", "sm")} data-testid="calc-details-reset">
                <RotateCcw size={15} aria-hidden="true" />
                {m.calc_details_reset()}
              </button>
            </>
          )}
          {!fromProfile && (
            <p className="text-sm text-muted">
              {m.calc_details_no_profile()}{" "}
              <Link to={profilePath} className="font-semibold text-accent underline-offset-4 hover:underline">
                {m.calc_details_profile_link()}
              </Link>
            </p>
          )}
        </div>
      </header>

      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-4">
        <Segmented
          name="calc-sex"
          legend={m.metrics_gender()}
          options={sexes.map((s) => ({ value: s, label: sexLabels[s]() }))}
          value={d.sex}
          onChange={(sex) => onChange({ sex })}
          className="pb-6"
          testId="calc-sex"
        />
        <NumberField
          id="calc-age"
          label={m.metrics_age()}
          unit={m.calc_unit_years()}
          value={d.age}
          onChange={(age) => onChange({ age })}
          error={fieldError(d.age, calcLimits.age, "plain", units, true)}
          integer
        />
        <HeightField id="calc-height" units={units} value={d.heightCm} onChange={(heightCm) => onChange({ heightCm })} />
        <MeasureField
          id="calc-weight"
          label={m.calc_field_weight()}
          kind="weight"
          units={units}
          value={d.weightKg}
          onChange={(weightKg) => onChange({ weightKg })}
          limits={calcLimits.weight}
        />
      </div>

      <div className="grid gap-x-4 gap-y-4 lg:grid-cols-2">
        <div className="grid content-start gap-1">
          <label htmlFor="calc-activity" className="text-sm font-medium">
            {m.metrics_activity()}
          </label>
          <select
            id="calc-activity"
            value={d.activity ?? ""}
            onChange={(e) => onChange({ activity: (e.target.value || null) as ActivityLevel | null })}
            aria-describedby="calc-activity-hint"
            className={cn(inputClass, "cursor-pointer")}
          >
            {d.activity === null && <option value="">{m.calc_activity_choose()}</option>}
            {activityLevels.map((a) => (
              <option key={a} value={a}>
                {activityLabels[a][0]()}
              </option>
            ))}
          </select>
          <p id="calc-activity-hint" className="min-h-4 text-xs text-muted">
            {d.activity && activityLabels[d.activity][1]()}
          </p>
        </div>
        <Segmented
          name="calc-goal"
          legend={m.metrics_goal()}
          options={goals.map((g) => ({ value: g, label: goalLabels[g]() }))}
          value={d.goal}
          onChange={(goal) => onChange({ goal })}
          testId="calc-goal"
        />
        {d.sex === "female" && (
          <Segmented
            name="calc-life-stage"
            id={lifeStageQuestionId}
            legend={m.micro_stage_legend()}
            options={lifeStages.map((s) => ({ value: s, label: lifeStageLabels[s]() }))}
            value={d.lifeStage}
            // The profile's due date or birth date belongs to its own answer only.
            onChange={(lifeStage) => onChange({ lifeStage, lifeStageDate: null })}
            testId="calc-life-stage"
          />
        )}
      </div>
    </section>
  );
}
