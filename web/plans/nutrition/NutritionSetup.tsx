import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { bmi } from "../../../core/formulas/body";
import { sexOf } from "../../../core/formulas/sex";
import {
  type BodyComposition,
  type GoalWarning as Warning,
  goalWarning,
  latestComposition,
  waistRiskCm,
} from "../../../core/nutrition/goal-warning";
import { type DietStyle, dietStyles, type NutritionInputs } from "../../../core/nutrition/nutrition-plan";
import { goals } from "../../../core/plans";
import { healthOfProfile, type ProfileJson } from "../../../core/profile";
import { type LifeStage, lifeStages } from "../../../core/safety/health-context";
import { formatNumber, localIsoDate } from "../../shared/i18n/format";
import { entriesQuery } from "../../shared/queries/progress";
import { FormAlert } from "../../shared/forms/FormAlert";
import { goalLabels } from "../../../i18n/labels/body";
import * as m from "../../../i18n/paraglide/messages.js";
import { SetupButtons, submitChoice } from "../PlanActions";
import { Segmented } from "../../shared/ui/Segmented";
import { styleLabels } from "../../../i18n/labels/plans";
import { lifeStageLabels } from "../../shared/health/LifeStageCard";
import { DeficitNote, EnergyNote } from "./HealthNotes";

/** `stage` null: a woman who has not yet said whether she is pregnant or breastfeeding (nothing chosen for her). */
export type NutritionChoice = Pick<NutritionInputs, "goal" | "style" | "vegetarian"> & { stage: LifeStage | null };

function warningText(warning: Warning, body: BodyComposition): string {
  switch (warning) {
    case "underweight_loss":
      return m.nutrition_warning_underweight_loss();
    case "overweight_gain":
      return `${m.nutrition_warning_overweight_gain()} ${m.nutrition_warning_measure_hint()}`;
    case "overweight_gain_waist":
      return m.nutrition_warning_overweight_gain_waist({
        waist: formatNumber(body.waistCm ?? 0, 0),
        limit: String(waistRiskCm[body.sex]),
      });
    case "overweight_gain_body_fat":
      return m.nutrition_warning_overweight_gain_body_fat({ fat: formatNumber(body.bodyFatPercent ?? 0, 0) });
  }
}

/**
 * A warning when the goal works against the BMI (losing while underweight, not losing while
 * overweight), weighed against the waist and body fat of the member's latest log; null under 18
 * and in pregnancy (the stage chosen in the form).
 */
export function GoalWarning({
  userId,
  profile,
  goal,
  stage,
}: {
  userId: string;
  profile: ProfileJson;
  goal: NutritionChoice["goal"];
  stage: LifeStage;
}) {
  const entries = useQuery(entriesQuery(userId)).data ?? [];
  if (!profile.weight || !profile.height || profile.age == null || profile.gender == null) return null;
  const sex = sexOf(profile.gender);
  const body = { ...latestComposition(entries, sex, profile.age, profile.height), lifeStage: sex === "female" ? stage : null };
  const warning = goalWarning(bmi(profile.weight, profile.height), goal, body);
  return warning ? (
    <FormAlert tone="info" testId="goal-warning">
      <p>{warningText(warning, body)}</p>
    </FormAlert>
  ) : null;
}

/**
 * Goal (with the BMI warning), pregnancy or breastfeeding (women only: the profile's answer,
 * which the build stores back in the profile), plan style and vegetarian: what a nutrition plan
 * is built from. The notes show what the member's health context will do to the calories.
 */
export function NutritionSetup(props: {
  userId: string;
  profile: ProfileJson;
  initial: NutritionChoice;
  submitLabel: string;
  /** The plan is being built from the submitted choice. */
  pending: boolean;
  onSubmit: (c: NutritionChoice) => void;
  onCancel?: () => void;
}) {
  const [choice, setChoice] = useState(props.initial);
  const set = (patch: Partial<NutritionChoice>) => setChoice((c) => ({ ...c, ...patch }));
  const { profile } = props;
  // A plan waits for her answer about pregnancy and breastfeeding; the first try without it says so.
  const [stageMissing, setStageMissing] = useState(false);
  const stageAsked = profile.gender === "FEMALE";
  // The profile as it will be once the answer is stored: a new stage drops the old stage's date,
  // and the question on this form is answered.
  const dated = choice.stage === profile.lifeStage && profile.lifeStageDate !== null;
  const health = healthOfProfile(
    {
      ...profile,
      lifeStage: choice.stage ?? "none",
      lifeStageDate: dated ? profile.lifeStageDate : null,
      lifeStageAnswered: true,
    },
    localIsoDate(),
  );
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(e) => {
        if (stageAsked && choice.stage === null) {
          e.preventDefault();
          setStageMissing(true);
          e.currentTarget.querySelector<HTMLInputElement>('input[name="nutrition-stage"]')?.focus();
          return;
        }
        submitChoice(choice, props.onSubmit)(e);
      }}
    >
      <Segmented
        name="nutrition-goal"
        legend={m.plans_goal_legend()}
        options={goals.map((g) => ({ value: g, label: goalLabels[g]() }))}
        value={choice.goal}
        onChange={(goal) => set({ goal })}
        columns="grid-cols-1 sm:grid-cols-3"
      />
      <GoalWarning userId={props.userId} profile={props.profile} goal={choice.goal} stage={choice.stage ?? "none"} />
      {profile.gender === "FEMALE" && (
        <div className="grid gap-1">
          <Segmented
            name="nutrition-stage"
            legend={m.nutrition_stage_legend()}
            options={lifeStages.map((s) => ({ value: s, label: lifeStageLabels[s]() }))}
            value={choice.stage}
            onChange={(stage) => {
              set({ stage });
              setStageMissing(false);
            }}
            columns="grid-cols-1 sm:grid-cols-3"
            testId="nutrition-stage"
          />
          <p className="text-xs text-muted">{m.health_setup_stage_hint()}</p>
          {stageMissing && (
            <p role="alert" className="text-sm text-danger" data-testid="nutrition-stage-missing">
              {m.nutrition_stage_required()}
            </p>
          )}
        </div>
      )}
      {choice.goal === "LOSE_WEIGHT" && <DeficitNote reason={health.deficitBlock} />}
      <EnergyNote stage={health.lifeStage} kcal={health.extraEnergyKcal} dated={dated} outdated={health.lifeStageOutdated} />
      <Segmented
        name="nutrition-style"
        legend={m.nutrition_style_legend()}
        options={dietStyles.map((s) => ({ value: s, label: styleLabels[s as DietStyle]() }))}
        value={choice.style}
        onChange={(style) => set({ style })}
        columns="grid-cols-2"
      />
      <label className="flex items-center gap-3 text-sm font-medium">
        <input
          type="checkbox"
          className="size-5 accent-[var(--accent)]"
          checked={choice.vegetarian}
          onChange={(e) => set({ vegetarian: e.target.checked })}
        />
        {m.nutrition_vegetarian()}
      </label>
      <SetupButtons pending={props.pending} label={props.submitLabel} onCancel={props.onCancel} />
    </form>
  );
}
