import { ChevronsUp } from "lucide-react";
import type { LoggedSet } from "../../core/training/double-progression";
import { loadIncrement } from "../../core/training/double-progression";
import { platesAtHand, platesFor } from "../../core/training/plates";
import { isStraight } from "../../core/training/set-kinds";
import { roundDownTo, warmupSets } from "../../core/training/warmups";
import * as m from "../../i18n/paraglide/messages.js";
import { buttonClass } from "../shared/ui/button-styles";
import { notify } from "../shared/ui/toast";
import { weightIn } from "../shared/units/units";
import { announce } from "./announcer";
import { useLoggerSettings } from "./device-settings";
import type { ExerciseKind } from "./exercise-kind";
import { rowWeight } from "./row-weight";
import { fieldNumber, type SetContext } from "./set-fields";
import type { EntrySets } from "./use-entry-sets";

/** A pound exercise's steps (a 5 lb plate pair, the usual dumbbell step). */
const poundStep = 5;

/**
 * "Ramp-up sets": warm-up rows leading to the first work set's weight (core/training/warmups.ts),
 * typed in for the member to check as they go: for a barbell lift with this device's bar and
 * plates, else in the exercise's steps. The work weight is the one typed in the first work set to
 * do, else its placeholder (today's suggestion or last time's); without one it asks for it. Asked
 * again, it goes on above the warm-ups already done.
 */
export function WarmupButton(props: {
  name: string;
  kind: ExerciseKind;
  sets: EntrySets;
  hints: readonly LoggedSet[];
  ctx: SetContext;
  idBase: string;
  disabled: boolean;
}) {
  const { kind, sets, ctx } = props;
  const gym = useLoggerSettings().plates[ctx.units];
  const ramp = () => {
    const first = sets.slots.findIndex((s) => !s.setId && isStraight(s.kind));
    const kg = first === -1 ? null : rowWeight(sets, first, props.hints, ctx);
    const work = kg === null ? null : weightIn(kg, ctx.units);
    if (work === null) {
      notify.message(m.workout_ramp_need_weight());
      if (first !== -1) document.getElementById(`${props.idBase}-${sets.slots[first]!.key}-weight`)?.focus();
      return;
    }
    const step = ctx.units === "imperial" ? poundStep : ((kind.exercise && loadIncrement(kind.exercise)) ?? 2.5);
    const loadable = kind.barbell
      ? (target: number) => platesFor(target, gym.bar, platesAtHand(gym.plates)).total
      : (target: number) => roundDownTo(target, step);
    // Warm-ups already done stay, and the ramp goes on above the heaviest of them.
    const doneAlready = Math.max(
      0,
      ...sets.slots.flatMap((s) => {
        const set = s.kind === "warmup" && s.setId ? sets.done.get(s.setId) : undefined;
        return set?.weight ? [weightIn(set.weight, ctx.units)] : [];
      }),
    );
    const steps = warmupSets(work, loadable, kind.barbell ? gym.bar : null).filter((s) => s.weight > doneAlready + 1e-9);
    if (steps.length === 0) return notify.message(m.workout_ramp_none());
    sets.addWarmups(steps.map((s) => ({ weight: fieldNumber(s.weight), work: fieldNumber(s.reps), effort: "" })));
    announce(m.workout_ramp_added({ exercise: props.name }));
  };
  return (
    <button
      type="button"
      className={buttonClass("ghost", "sm")}
      disabled={props.disabled}
      onClick={ramp}
      aria-label={m.workout_ramp_to({ exercise: props.name })}
    >
      <ChevronsUp aria-hidden="true" className="size-4 text-warning" />
      {m.workout_ramp()}
    </button>
  );
}
