import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { bmi } from "../../../core/formulas/body";
import { sexOf } from "../../../core/formulas/sex";
import { type LifeStage, lifeStages } from "../../../core/micronutrients/needs";
import {
  type BodyComposition,
  type GoalWarning as Warning,
  goalWarning,
  latestComposition,
  waistRiskCm,
} from "../../../core/nutrition/goal-warning";
import { type DietStyle, dietStyles, type NutritionInputs } from "../../../core/nutrition/nutrition-plan";
import { goals } from "../../../core/plans";
import type { ProfileJson } from "../../../core/profile";
import { type DeficitBlock, deficitBlock } from "../../../core/safety/deficit";
import { formatNumber } from "../../shared/i18n/format";
import { entriesQuery } from "../../progress/api";
import { FormAlert } from "../../shared/forms/FormAlert";
import { goalLabels } from "../../../i18n/labels/body";
import * as m from "../../../i18n/paraglide/messages.js";
import { SetupButtons, submitChoice } from "../PlanActions";
import { Segmented } from "../../shared/ui/Segmented";
import { styleLabels } from "../../../i18n/labels/plans";

export type NutritionChoice = Pick<NutritionInputs, "goal" | "style" | "vegetarian"> & { stage: LifeStage };

const stageLabels: Record<LifeStage, () => string> = {
  none: m.nutrition_stage_none,
  pregnancy: m.nutrition_stage_pregnancy,
  lactation: m.nutrition_stage_lactation,
};

const withheldText: Record<DeficitBlock, () => string> = {
  minor: m.nutrition_withheld_minor,
  pregnancy: m.nutrition_withheld_pregnancy,
};

/** Why the plan keeps maintenance calories although the member wants to lose weight. */
export function DeficitNote({ reason }: { reason: DeficitBlock | null | undefined }) {
  return reason ? (
    <FormAlert tone="info" testId="deficit-withheld">
      <p>{withheldText[reason]()}</p>
    </FormAlert>
  ) : null;
}

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
 * overweight), weighed against the waist and body fat of the member's latest log; null under 18.
 */
export function GoalWarning({ userId, profile, goal }: { userId: string; profile: ProfileJson; goal: NutritionChoice["goal"] }) {
  const entries = useQuery(entriesQuery(userId)).data ?? [];
  if (!profile.weight || !profile.height || profile.age == null || profile.gender == null) return null;
  const body = latestComposition(entries, sexOf(profile.gender), profile.age, profile.height);
  const warning = goalWarning(bmi(profile.weight, profile.height), goal, body);
  return warning ? (
    <FormAlert tone="info" testId="goal-warning">
      <p>{warningText(warning, body)}</p>
    </FormAlert>
  ) : null;
}

/**
 * Goal (with the BMI warning), pregnancy or breastfeeding (women only), plan style and
 * vegetarian: what a nutrition plan is built from.
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
  return (
    <form noValidate className="grid gap-4" onSubmit={submitChoice(choice, props.onSubmit)}>
      <Segmented
        name="nutrition-goal"
        legend={m.plans_goal_legend()}
        options={goals.map((g) => ({ value: g, label: goalLabels[g]() }))}
        value={choice.goal}
        onChange={(goal) => set({ goal })}
        columns="grid-cols-1 sm:grid-cols-3"
      />
      <GoalWarning userId={props.userId} profile={props.profile} goal={choice.goal} />
      {props.profile.gender === "FEMALE" && (
        <div className="grid gap-1">
          <Segmented
            name="nutrition-stage"
            legend={m.nutrition_stage_legend()}
            options={lifeStages.map((s) => ({ value: s, label: stageLabels[s]() }))}
            value={choice.stage}
            onChange={(stage) => set({ stage })}
            columns="grid-cols-1 sm:grid-cols-3"
            testId="nutrition-stage"
          />
          <p className="text-xs text-muted">{m.nutrition_stage_hint()}</p>
        </div>
      )}
      {props.profile.age != null && choice.goal === "LOSE_WEIGHT" && (
        <DeficitNote reason={deficitBlock({ age: props.profile.age }, choice)} />
      )}
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
