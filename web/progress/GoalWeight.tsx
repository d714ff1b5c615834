import { useForm } from "@tanstack/react-form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Popover } from "radix-ui";
import { Target } from "lucide-react";
import { useState } from "react";
import type { ProfileJson } from "../../core/profile";
import { metricLimits } from "../../core/validation/account";
import { targetWeightSchema } from "../../core/validation/profile";
import { toastFailure } from "../shared/api/toast-failure";
import { submitWith } from "../shared/forms/submit";
import { SubmitButton } from "../shared/forms/SubmitButton";
import { TextField } from "../shared/forms/TextField";
import { onChangeAndBlur } from "../shared/forms/validators";
import { parseNumber } from "../shared/forms/number";
import * as m from "../../i18n/paraglide/messages.js";
import { profileApi, storeProfile } from "../shared/queries/profile";
import { buttonClass } from "../shared/ui/button-styles";
import { formatWeight, weightUnit } from "../shared/units/format";
import { fieldError } from "../shared/units/limits";
import type { UnitSystem } from "../shared/units/units";
import { fieldValueOf, metricOf } from "./units";

// An empty field is null, which clears the goal.
const parseGoal = (raw: string) => parseNumber(raw) ?? null;

/** The goal's check: the profile's message in kg ("Weight must be between 30 and 300 kg"), the limits in pounds otherwise. */
function goalCheck(units: UnitSystem) {
  if (units === "metric") return onChangeAndBlur(targetWeightSchema);
  const check = ({ value }: { value: number | null }) =>
    value === null ? undefined : fieldError(metricOf("weight", value, units), metricLimits.weight, "weight", units);
  return { onChange: check, onBlur: check };
}

/** The goal weight drawn on the chart, set in a small popover in the member's units; empty clears it. */
export function GoalWeight({ userId, profile, units }: { userId: string; profile: ProfileJson | null; units: UnitSystem }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const goal = profile?.targetWeight ?? null;
  // Typed in the units and against the goal the popover opened with (either may change while it is
  // open); left as it opened, the goal keeps its own kg.
  const [at, setAt] = useState({ units, goal });
  const shownAt = (o: typeof at) => (o.goal === null ? null : fieldValueOf("weight", o.goal, o.units));
  const opened = shownAt(at);
  const save = useMutation({
    mutationFn: (targetWeight: number | null) => profileApi.update({ targetWeight }),
    onSuccess: (stored) => {
      void storeProfile(queryClient, userId, stored);
      setOpen(false);
    },
    onError: (err) => toastFailure(err, m.profile_update_failed()),
  });
  const form = useForm({
    defaultValues: { targetWeight: opened },
    onSubmit: ({ value: { targetWeight: typed } }) =>
      save.mutate(typed === null ? null : typed === opened ? at.goal : metricOf("weight", typed, at.units)),
  });
  if (!profile) return null;
  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) return;
        const now = { units, goal };
        setAt(now);
        form.reset({ targetWeight: shownAt(now) });
      }}
    >
      <Popover.Trigger className={buttonClass("secondary", "sm")}>
        <Target aria-hidden="true" className="size-4 text-warning" />
        {goal === null ? m.progress_goal_set() : m.progress_goal_value({ weight: formatWeight(goal, units) })}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          // Clear of the phone's bottom bar (64 px, fixed above it): it flips up instead of hiding Save.
          collisionPadding={{ bottom: 72, top: 8 }}
          className="z-50 grid w-72 gap-3 rounded-2xl border border-border bg-surface p-4 shadow-panel"
        >
          <form noValidate className="grid gap-1" onSubmit={submitWith(form)}>
            <form.Field name="targetWeight" validators={goalCheck(at.units)}>
              {(field) => (
                <TextField
                  field={field}
                  label={m.progress_goal_label({ unit: weightUnit(at.units) })}
                  hint={m.progress_goal_hint()}
                  inputMode="decimal"
                  parse={parseGoal}
                  autoComplete="off"
                  autoFocus
                />
              )}
            </form.Field>
            <SubmitButton pending={save.isPending}>{m.progress_save()}</SubmitButton>
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
