// Quick add (decision 0075): a meal's energy, and protein, fat and carbohydrate where known, typed
// without a food, with an optional note. The same form edits a quick entry from the day.
import { useEffect, useId, useRef, useState } from "react";
import { quickLimits, type QuickValues } from "../../../core/diary/quick";
import * as m from "../../../i18n/paraglide/messages.js";
import { buttonClass } from "../../shared/ui/button-styles";
import { kcalText } from "../format";
import { unitText, nutrientNames } from "../nutrients";
import { NumberRow, TextInput } from "../own/fields";
import { checkQuick, energyLooksLow, kcalFromMacros, quickFormOf, type QuickField, type QuickForm } from "./quick-form";

export function QuickAddForm(props: {
  initial?: QuickValues;
  confirmLabel: string;
  onConfirm(values: QuickValues): void;
  /** The energy box has the focus as the form opens (a phone's keyboard comes up with it); on by default. */
  focusEnergy?: boolean;
}) {
  const [form, setForm] = useState<QuickForm>(() => quickFormOf(props.initial));
  // Messages show from the first try to add, then follow the typing. Not on leaving a field: a
  // message appearing then moves the button under a pointer already pressed, and the click is lost.
  const [submitted, setSubmitted] = useState(false);
  // Each refused try hands the focus to the first field with a message, once it shows.
  const [tries, setTries] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const hintId = useId();
  useEffect(() => {
    if (tries > 0) formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [tries]);
  const checked = checkQuick(form);
  const shown = (field: QuickField) => (!checked.ok && submitted ? checked.errors[field] : undefined);
  const fromMacros = kcalFromMacros(form);
  const low = checked.ok && form.kcal.trim() !== "" && energyLooksLow(checked.values);
  const field = (key: QuickField) => ({
    value: form[key],
    onChange: (value: string) => setForm((f) => ({ ...f, [key]: value })),
    error: shown(key),
  });

  return (
    <form
      ref={formRef}
      className="grid content-start gap-4"
      noValidate
      data-testid="quick-add-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (checked.ok) return props.onConfirm(checked.values);
        setSubmitted(true);
        setTries((n) => n + 1);
      }}
    >
      <div className="grid gap-1">
        <h3 className="text-lg leading-snug font-semibold">{m.diary_quick_add()}</h3>
        <p className="text-sm text-muted">{m.diary_quick_lead()}</p>
      </div>
      <div className="rounded-2xl border border-border px-3 py-1">
        <NumberRow
          label={nutrientNames.kcal()}
          unit={unitText("kcal")}
          strong
          testId="quick-kcal"
          {...field("kcal")}
          autoFocus={props.focusEnergy ?? true}
          placeholder={form.kcal.trim() === "" && fromMacros !== null ? String(fromMacros) : undefined}
          describedBy={hintId}
        />
        <NumberRow label={nutrientNames.protein()} unit={unitText("g")} testId="quick-protein" {...field("protein")} />
        <NumberRow label={nutrientNames.fat()} unit={unitText("g")} testId="quick-fat" {...field("fat")} />
        <NumberRow label={nutrientNames.carbs()} unit={unitText("g")} testId="quick-carbs" {...field("carbs")} />
      </div>
      {/* The energy box's description (not live: it follows every digit of the macros); only the
          warning is said as it comes. */}
      <div className="-mt-2 grid gap-1 text-sm">
        <p id={hintId} className="text-muted" hidden={low} data-testid="quick-hint">
          {form.kcal.trim() === "" && fromMacros !== null
            ? m.diary_quick_from_macros({ kcal: kcalText(fromMacros) })
            : m.diary_quick_macros_optional()}
        </p>
        <p role="status" className="text-warning" data-testid="quick-warning">
          {low && fromMacros !== null ? m.diary_quick_energy_low({ kcal: kcalText(fromMacros) }) : ""}
        </p>
      </div>
      <TextInput
        label={m.diary_quick_note()}
        placeholder={m.diary_quick_note_example()}
        autoComplete="off"
        maxLength={quickLimits.nameLength}
        {...field("name")}
      />
      <button type="submit" className={buttonClass("primary", "md", "w-full")}>
        {props.confirmLabel}
      </button>
    </form>
  );
}
