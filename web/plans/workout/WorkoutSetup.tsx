import { ToggleGroup } from "radix-ui";
import { useState } from "react";
import { type Equipment, equipment as allEquipment } from "../../../content/exercises/types";
import type { WorkoutInputs } from "../../../core/training/workout-plan";
import { goals } from "../../../core/plans";
import { tiers } from "../../../core/training/workout-plan";
import { equipmentLabels } from "../../exercises/labels";
import { goalLabels } from "../../metrics/labels";
import * as m from "../../paraglide/messages.js";
import { SetupButtons, usePendingSubmit } from "../PlanActions";
import { buttonClass } from "../../ui/button-styles";
import { chipClass } from "../../ui/chip-styles";
import { Segmented } from "../../ui/Segmented";
import { tierLabels } from "../labels";
import { ScheduleFields, validSchedule } from "./ScheduleFields";

export type WorkoutChoice = Pick<WorkoutInputs, "goal" | "tier" | "weekdays" | "equipment">;

const choosable = allEquipment.filter((e) => e !== "bodyweight");
const presets: { label: () => string; items: Equipment[] }[] = [
  {
    label: m.plans_preset_gym,
    items: [
      "barbell",
      "dumbbell",
      "bench",
      "cable",
      "machine",
      "smith_machine",
      "ez_bar",
      "pullup_bar",
      "dip_bars",
      "kettlebell",
      "band",
    ],
  },
  { label: m.plans_preset_home, items: ["dumbbell", "bench", "band", "pullup_bar"] },
  { label: m.plans_preset_none, items: [] },
];

/** Goal, level, schedule and equipment: the choices a workout plan is built from. */
export function WorkoutSetup(props: {
  initial: WorkoutChoice;
  submitLabel: string;
  onSubmit: (choice: WorkoutChoice) => Promise<void>;
  onCancel?: () => void;
}) {
  const [choice, setChoice] = useState<WorkoutChoice>(props.initial);
  const { pending, onSubmit } = usePendingSubmit(choice, props.onSubmit, validSchedule(choice.weekdays));
  const set = (patch: Partial<WorkoutChoice>) => setChoice((c) => ({ ...c, ...patch }));
  return (
    <form noValidate className="grid gap-5" onSubmit={onSubmit}>
      <Segmented
        name="workout-goal"
        legend={m.plans_goal_legend()}
        options={goals.map((g) => ({ value: g, label: goalLabels[g]() }))}
        value={choice.goal}
        onChange={(goal) => set({ goal })}
        columns="grid-cols-3"
      />
      <Segmented
        name="workout-tier"
        legend={m.plans_tier_legend()}
        columns="grid-cols-1 sm:grid-cols-3"
        options={tiers.map((t) => ({
          value: t,
          label: (
            <span className="grid gap-0.5 py-1">
              <span>{tierLabels[t][0]()}</span>
              <span className="text-xs font-normal opacity-80">{tierLabels[t][1]()}</span>
            </span>
          ),
        }))}
        value={choice.tier}
        onChange={(tier) => set({ tier })}
      />
      <ScheduleFields value={choice.weekdays} onChange={(weekdays) => set({ weekdays })} idPrefix="setup" />
      <div className="grid gap-2">
        <span id="equipment-label" className="text-sm font-medium">
          {m.plans_equipment_legend()}
        </span>
        <div className="flex flex-wrap gap-2">
          {presets.map((p) => (
            <button
              key={p.items.join() || "none"}
              type="button"
              className={buttonClass("secondary", "sm")}
              onClick={() => set({ equipment: p.items })}
            >
              {p.label()}
            </button>
          ))}
        </div>
        <ToggleGroup.Root
          type="multiple"
          value={choice.equipment}
          onValueChange={(v) => set({ equipment: choosable.filter((e) => v.includes(e)) })}
          aria-labelledby="equipment-label"
          aria-describedby="equipment-hint"
          className="flex flex-wrap gap-2"
        >
          {choosable.map((e) => (
            <ToggleGroup.Item key={e} value={e} className={chipClass}>
              {equipmentLabels[e]()}
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
        <p id="equipment-hint" className="text-sm text-muted">
          {m.plans_equipment_hint()}
        </p>
      </div>
      <SetupButtons
        pending={pending}
        label={props.submitLabel}
        disabled={!validSchedule(choice.weekdays)}
        onCancel={props.onCancel}
      />
    </form>
  );
}
