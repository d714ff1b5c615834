import { useState } from "react";
import { bmi } from "../../../core/formulas/body";
import { goalWarning } from "../../../core/nutrition/goal-warning";
import { type DietStyle, dietStyles, type NutritionInputs } from "../../../core/nutrition/nutrition-plan";
import { goals } from "../../../core/plans";
import type { ProfileJson } from "../../../core/profile";
import { FormAlert } from "../../shared/forms/FormAlert";
import { goalLabels } from "../../../i18n/labels/body";
import * as m from "../../../i18n/paraglide/messages.js";
import { SetupButtons, submitChoice } from "../PlanActions";
import { Segmented } from "../../shared/ui/Segmented";
import { styleLabels } from "../../../i18n/labels/plans";

export type NutritionChoice = Pick<NutritionInputs, "goal" | "style" | "vegetarian">;

const warningText = {
  underweight_loss: m.nutrition_warning_underweight_loss,
  overweight_gain: m.nutrition_warning_overweight_gain,
};

/** A warning when the goal works against the BMI (losing while underweight, not losing while overweight), or null. */
export function GoalWarning({ profile, goal }: { profile: ProfileJson; goal: NutritionChoice["goal"] }) {
  if (!profile.weight || !profile.height) return null;
  const warning = goalWarning(bmi(profile.weight, profile.height), goal);
  return warning ? (
    <FormAlert tone="info" testId="goal-warning">
      <p>{warningText[warning]()}</p>
    </FormAlert>
  ) : null;
}

/** Goal (with the BMI warning), plan style and vegetarian: what a nutrition plan is built from. */
export function NutritionSetup(props: {
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
        columns="grid-cols-3"
      />
      <GoalWarning profile={props.profile} goal={choice.goal} />
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
