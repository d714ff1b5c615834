import { useForm } from "@tanstack/react-form";
import { useMutation } from "@tanstack/react-query";
import { Dialog } from "radix-ui";
import { X } from "lucide-react";
import { useState, type ReactNode } from "react";
import * as v from "valibot";
import type { BodyEntryJson } from "../../core/progress/entry";
import { entryDateSchemaOn, hasMeasurement, measurementSchemas, progressEmptyMessage } from "../../core/validation/progress";
import { circumferenceLimits, circumferences, measurementFields, type MeasurementField } from "../../core/progress/measurements";
import { metricLimits } from "../../core/validation/account";
import { FormAlert } from "../shared/forms/FormAlert";
import { submitWith } from "../shared/forms/submit";
import { SubmitButton } from "../shared/forms/SubmitButton";
import { TextField } from "../shared/forms/TextField";
import { onChangeAndBlur } from "../shared/forms/validators";
import { localIsoDate, localIsoDateFromToday } from "../shared/i18n/format";
import { translateMessage } from "../../i18n/translate";
import { parseNumber } from "../shared/forms/number";
import * as m from "../../i18n/paraglide/messages.js";
import { buttonClass } from "../shared/ui/button-styles";
import { dialogOverlayClass } from "../shared/ui/dialog-styles";
import { notify } from "../shared/ui/toast";
import { valueLabels } from "./labels";
import { fieldError } from "../shared/units/limits";
import { lengthUnit, weightUnit } from "../shared/units/format";
import type { UnitSystem } from "../shared/units/units";
import { fieldValueOf, kindOf, metricOf } from "./units";

/** The form checks the day against the device's clock; the server, against its own. */
const entryDateSchema = entryDateSchemaOn({ now: () => Date.now() });

export type Draft = { date: string } & Partial<Record<MeasurementField, number>>;

/** Every value of a draft, null where a field is empty: an edit clears an emptied field. */
export function allValues(value: Draft): Record<MeasurementField, number | null> {
  const out = {} as Record<MeasurementField, number | null>;
  for (const key of measurementFields) out[key] = value[key] ?? null;
  return out;
}

/** The values a new day logs: an empty field is left out. */
export function givenValues(value: Draft): Partial<Record<MeasurementField, number>> {
  const out: Partial<Record<MeasurementField, number>> = {};
  for (const key of measurementFields) if (value[key] !== undefined) out[key] = value[key];
  return out;
}

/**
 * A field's check: the shared schema's message in kg and cm ("Weight must be between 30 and 300
 * kg"), the limits in the member's units otherwise ("Enter a value from 67 to 661 lb").
 */
function rangeCheck(key: MeasurementField, units: UnitSystem) {
  const kind = kindOf(key);
  if (units === "metric" || kind === "percent") return onChangeAndBlur(v.optional(measurementSchemas[key]));
  const limits = key === "weight" ? metricLimits.weight : circumferenceLimits[key as keyof typeof circumferenceLimits];
  const check = ({ value }: { value: number | undefined }) =>
    value === undefined ? undefined : fieldError(metricOf(key, value, units), limits, kind, units);
  return { onChange: check, onBlur: check };
}

/**
 * What a saved draft keeps, in kg and cm: a value the member left as it opened keeps the entry's
 * own (a weight kept to 0.01 kg opens rounded to 0.1), a typed one is converted.
 */
function keptValues(value: Draft, opened: Draft, entry: BodyEntryJson | undefined, units: UnitSystem): Draft {
  const out: Draft = { date: value.date };
  for (const key of measurementFields) {
    const typed = value[key];
    if (typed === undefined) continue;
    const own = entry?.[key] ?? null;
    out[key] = own !== null && typed === opened[key] ? own : metricOf(key, typed, units);
  }
  return out;
}

type Props = {
  trigger: ReactNode;
  /** The member's units: the fields are typed in them. */
  units: UnitSystem;
  /** The entry edited; without it a new day is logged (into the day's entry if there is one). */
  entry?: BodyEntryJson;
  /** Whether another entry holds a day (an edit cannot move the entry onto it). */
  taken?: (date: string) => boolean;
  /** Keeps the change on the device (it is sent from there). */
  onSave: (value: Draft) => Promise<unknown>;
  /** Open as soon as it shows (a weigh-in reminder's link). */
  openAtStart?: boolean;
};

/**
 * Logging a day or editing one: the date, the weight, the body fat and the six circumferences,
 * each optional (an empty field was not measured, a filled one must be in range) but at least
 * one filled in.
 */
export function EntryDialog(props: Props) {
  const { entry, trigger } = props;
  const [open, setOpen] = useState(props.openAtStart ?? false);
  // The units the form opened in: typed numbers stay in them if the member's units change meanwhile
  // (chosen on another device or tab), so 180 lb is never saved as 180 kg.
  const [units, setUnits] = useState(props.units);
  const draftIn = (shown: UnitSystem) => {
    const draft: Draft = { date: entry?.date ?? localIsoDate() };
    for (const key of measurementFields) {
      const own = entry?.[key] ?? null;
      draft[key] = own === null ? undefined : fieldValueOf(key, own, shown);
    }
    return draft;
  };
  const initial = draftIn(units);
  const save = useMutation({
    mutationFn: props.onSave,
    onSuccess: () => {
      setOpen(false);
      // Kept on the device: sent now, or once the network is back.
      notify.success(navigator.onLine ? m.progress_saved() : m.progress_saved_on_device());
    },
    onError: () => notify.error(m.progress_save_failed()),
  });
  const form = useForm({
    defaultValues: initial,
    validators: {
      onSubmit: ({ value }) => {
        if (!hasMeasurement(value)) return progressEmptyMessage;
        if (entry && value.date !== entry.date && props.taken?.(value.date)) return "progress_date_taken";
        return undefined;
      },
    },
    onSubmit: ({ value }) => save.mutate(keptValues(value, initial, entry, units)),
  });
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) return;
        setUnits(props.units);
        form.reset(draftIn(props.units));
      }}
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid max-h-[92dvh] w-[min(94vw,32rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl border border-border bg-surface p-5 shadow-panel sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <div className="grid gap-1">
              <Dialog.Title className="text-xl font-semibold">
                {entry ? m.progress_edit_title() : m.progress_log_title()}
              </Dialog.Title>
              <Dialog.Description className="text-sm text-muted">{m.progress_log_lead()}</Dialog.Description>
            </div>
            <Dialog.Close className={buttonClass("ghost", "sm", "px-2")} aria-label={m.progress_close()}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <form noValidate className="grid gap-1" onSubmit={submitWith(form)}>
            <form.Subscribe selector={(s) => s.errorMap.onSubmit}>
              {(error) => typeof error === "string" && <FormAlert tone="error">{translateMessage(error)}</FormAlert>}
            </form.Subscribe>
            <div className="grid grid-cols-2 gap-x-3 sm:grid-cols-3">
              <form.Field name="date" validators={onChangeAndBlur(entryDateSchema)}>
                {(field) => <TextField field={field} label={m.progress_date()} type="date" max={localIsoDateFromToday(1)} />}
              </form.Field>
              <form.Field name="weight" validators={rangeCheck("weight", units)}>
                {(field) => (
                  <TextField
                    field={field}
                    label={m.progress_weight_field({ unit: weightUnit(units) })}
                    inputMode="decimal"
                    parse={parseNumber}
                    autoComplete="off"
                  />
                )}
              </form.Field>
              <form.Field name="bodyFat" validators={rangeCheck("bodyFat", units)}>
                {(field) => (
                  <TextField
                    field={field}
                    label={m.progress_body_fat_percent()}
                    inputMode="decimal"
                    parse={parseNumber}
                    autoComplete="off"
                  />
                )}
              </form.Field>
            </div>
            <fieldset className="grid gap-1">
              <legend className="mb-2 text-sm font-semibold">{m.progress_measurements_field({ unit: lengthUnit(units) })}</legend>
              <div className="grid grid-cols-2 gap-x-3 sm:grid-cols-3">
                {circumferences.map((key) => (
                  <form.Field key={key} name={key} validators={rangeCheck(key, units)}>
                    {(field) => (
                      <TextField
                        field={field}
                        label={valueLabels[key]()}
                        inputMode="decimal"
                        parse={parseNumber}
                        autoComplete="off"
                      />
                    )}
                  </form.Field>
                ))}
              </div>
            </fieldset>
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close className={buttonClass("secondary")}>{m.settings_cancel()}</Dialog.Close>
              <SubmitButton pending={save.isPending}>{m.progress_save()}</SubmitButton>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
