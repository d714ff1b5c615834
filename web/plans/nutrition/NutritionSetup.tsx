import { useState } from "react";
import { bmi } from "../../../core/formulas/body";
import { goalWarning } from "../../../core/nutrition/goal-warning";
import { type DietStyle, dietStyles, type NutritionInputs } from "../../../core/nutrition/nutrition-plan";
import { goals } from "../../../core/plans";
import type { ProfileJson } from "../../../core/profile";
import { FormAlert } from "../../forms/FormAlert";
import { goalLabels } from "../../metrics/labels";
import * as m from "../../paraglide/messages.js";
import { SetupButtons, usePendingSubmit } from "../PlanActions";
import { Segmented } from "../../ui/Segmented";
import { styleLabels } from "../labels";

export type NutritionChoice = Pick<NutritionInputs, "goal" | "style" | "vegetarian">;

const warningText = {
  underweight_loss: m.nutrition_warning_underweight_loss,
  overweight_gain: m.nutrition_warning_overweight_gain,
};

/** The BMI warning of SPEC section 4 for a goal, or null. */
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
  onSubmit: (c: NutritionChoice) => Promise<void>;
  onCancel?: () => void;
}) {
  const [choice, setChoice] = useState(props.initial);
  const { pending, onSubmit } = usePendingSubmit(choice, props.onSubmit);
  const set = (patch: Partial<NutritionChoice>) => setChoice((c) => ({ ...c, ...patch }));
  return (
    <form noValidate className="grid gap-4" onSubmit={onSubmit}>
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
      <SetupButtons pending={pending} label={props.submitLabel} onCancel={props.onCancel} />
    </form>
  );
}
