import { Disc3 } from "lucide-react";
import { Dialog, ToggleGroup } from "radix-ui";
import { useId, useState } from "react";
import { platesAtHand, platesFor } from "../../core/training/plates";
import * as m from "../../i18n/paraglide/messages.js";
import { parseDecimal } from "../shared/forms/number";
import { inputClass } from "../shared/forms/input-styles";
import { formatAmount, formatNumber } from "../shared/i18n/format";
import { buttonClass } from "../shared/ui/button-styles";
import { chipClass } from "../shared/ui/chip-styles";
import { overlayClass, panelClass } from "./dialog-styles";
import { Segmented } from "../shared/ui/Segmented";
import { weightUnit } from "../shared/units/format";
import { weightFrom, weightIn, useUnits } from "../shared/units/units";
import { plateChoices, useLoggerSettings } from "./device-settings";
import { updateLoggerSettings } from "./settings-sync";
import { PlatePicture } from "./PlatePicture";
import { fieldNumber } from "./set-fields";

/**
 * The plate calculator for a barbell exercise: the plates for each side to reach a weight, with
 * this device's bar and the plates the member has, and the total that can really be loaded.
 * Works in the member's units: kg plates, or pound plates.
 */
export function PlateDialog(props: { exerciseName: string; weightKg: () => number | null; onUse?: (kg: number) => void }) {
  const units = useUnits();
  const settings = useLoggerSettings();
  const gym = settings.plates[units];
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState("");
  const fieldId = useId();
  const unit = weightUnit(units);
  const typed = parseDecimal(target);
  const wanted = typed !== null && !Number.isNaN(typed) && typed > 0 ? typed : null;
  const load = wanted === null ? null : platesFor(wanted, gym.bar, platesAtHand(gym.plates));
  const amount = (n: number) => formatAmount(n, unit, 2);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) {
          const kg = props.weightKg();
          setTarget(kg === null ? "" : fieldNumber(weightIn(kg, units), 1));
        }
        setOpen(next);
      }}
    >
      <Dialog.Trigger className={buttonClass("ghost", "sm")} aria-label={m.workout_plates_for({ exercise: props.exerciseName })}>
        <Disc3 aria-hidden="true" className="size-4" />
        {m.workout_plates()}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        <Dialog.Content className={panelClass}>
          <Dialog.Title className="text-xl font-semibold">{m.workout_plates_title({ exercise: props.exerciseName })}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted">{m.workout_plates_lead()}</Dialog.Description>
          <div className="grid gap-1">
            <label htmlFor={fieldId} className="text-sm font-medium">
              {m.workout_plates_target({ unit })}
            </label>
            <input id={fieldId} inputMode="decimal" autoComplete="off" className={inputClass} value={target} onChange={(e) => setTarget(e.target.value)} />
          </div>
          <Segmented
            name="plate-bar"
            legend={m.workout_plates_bar()}
            options={plateChoices[units].bars.map((b) => ({ value: String(b), label: amount(b) }))}
            value={String(gym.bar)}
            onChange={(v) => updateLoggerSettings({ plates: { ...settings.plates, [units]: { ...gym, bar: Number(v) } } })}
          />
          <fieldset className="grid gap-1">
            <legend className="mb-1 text-sm font-medium">{m.workout_plates_have()}</legend>
            <ToggleGroup.Root
              type="multiple"
              value={gym.plates.map(String)}
              onValueChange={(v) => updateLoggerSettings({ plates: { ...settings.plates, [units]: { ...gym, plates: v.map(Number) } } })}
              aria-label={m.workout_plates_have()}
              className="flex flex-wrap gap-2"
            >
              {plateChoices[units].plates.map((p) => (
                <ToggleGroup.Item key={p} value={String(p)} className={chipClass}>
                  {formatNumber(p, 2)}
                </ToggleGroup.Item>
              ))}
            </ToggleGroup.Root>
          </fieldset>
          <div className="grid min-h-40 content-start gap-2 rounded-xl bg-surface-2 p-3" aria-live="polite">
            {load ? (
              <>
                <PlatePicture perSide={load.perSide} units={units} largest={Math.max(...plateChoices[units].plates)} />
                <p className="text-sm">
                  {load.perSide.length
                    ? m.workout_plates_each_side({ plates: load.perSide.map((p) => formatNumber(p, 2)).join(" + "), unit })
                    : m.workout_plates_bar_only()}
                </p>
                <p className="font-semibold">
                  {load.exact ? m.workout_plates_total({ total: amount(load.total) }) : m.workout_plates_closest({ total: amount(load.total) })}
                </p>
              </>
            ) : (
              <p className="text-sm text-muted">{m.workout_plates_enter()}</p>
            )}
          </div>
          <div className="flex flex-wrap justify-end gap-3">
            <Dialog.Close className={buttonClass("secondary")}>{m.workout_close()}</Dialog.Close>
            {props.onUse && load && (
              <Dialog.Close className={buttonClass("primary")} onClick={() => props.onUse!(Math.round(weightFrom(load.total, units) * 1000) / 1000)}>
                {m.workout_plates_use({ total: amount(load.total) })}
              </Dialog.Close>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
