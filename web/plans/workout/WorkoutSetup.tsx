import { ToggleGroup } from "radix-ui";
import { useState } from "react";
import { type Equipment, equipment as allEquipment } from "../../../core/training/exercise";
import type { WorkoutInputs } from "../../../core/training/workout-plan";
import { goals } from "../../../core/plans";
import { tiers } from "../../../core/training/workout-plan";
import { equipmentLabels } from "../../../i18n/labels/exercises";
import { goalLabels } from "../../../i18n/labels/body";
import * as m from "../../../i18n/paraglide/messages.js";
import { SetupButtons, submitChoice } from "../PlanActions";
import { buttonClass } from "../../shared/ui/button-styles";
import { chipClass } from "../../shared/ui/chip-styles";
import { Segmented } from "../../shared/ui/Segmented";
import { tierLabels } from "../../../i18n/labels/plans";
import { ScheduleFields, validSchedule } from "./ScheduleFields";

export type WorkoutChoice = Pick<WorkoutInputs, "goal" | "tier" | "weekdays" | "equipment">;

const choosable = allEquipment.filter((e) => e !== "bodyweight");
/** A full gym: also the first plan's default. */
export const gymEquipment: Equipment[] = [
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
];

const presets: { label: () => string; items: Equipment[] }[] = [
  { label: m.plans_preset_gym, items: gymEquipment },
  { label: m.plans_preset_home, items: ["dumbbell", "bench", "band", "pullup_bar"] },
  { label: m.plans_preset_none, items: [] },
];

/** Goal, level, schedule and equipment: the choices a workout plan is built from. */
export function WorkoutSetup(props: {
  initial: WorkoutChoice;
  submitLabel: string;
  /** The plan is being built from the submitted choice. */
  pending: boolean;
  onSubmit: (choice: WorkoutChoice) => void;
  onCancel?: () => void;
}) {
  const [choice, setChoice] = useState<WorkoutChoice>(props.initial);
  const set = (patch: Partial<WorkoutChoice>) => setChoice((c) => ({ ...c, ...patch }));
  return (
    <form noValidate className="grid gap-5" onSubmit={submitChoice(choice, props.onSubmit, validSchedule(choice.weekdays))}>
      <Segmented
        name="workout-goal"
        legend={m.plans_goal_legend()}
        options={goals.map((g) => ({ value: g, label: goalLabels[g]() }))}
        value={choice.goal}
        onChange={(goal) => set({ goal })}
        columns="grid-cols-1 sm:grid-cols-3"
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
        pending={props.pending}
        label={props.submitLabel}
        disabled={!validSchedule(choice.weekdays)}
        onCancel={props.onCancel}
      />
    </form>
  );
}
