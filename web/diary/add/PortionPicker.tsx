// How much of a food to log: grams by default, or a count of one of its household measures
// ("2 × 1 cup (336 g)"), with what that amount holds of energy and macros as the member types.
// Checked as the server checks an entry: more than 0 and at most 5,000 g.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { FoodResultJson } from "../../../core/api/foods";
import { translateMessage } from "../../../i18n/translate";
import * as m from "../../../i18n/paraglide/messages.js";
import { inputClass } from "../../shared/forms/input-styles";
import { formatNumber } from "../../shared/i18n/format";
import { useLocale } from "../../shared/i18n/locale";
import { foodDetailQuery } from "../../shared/queries/diary";
import { buttonClass } from "../../shared/ui/button-styles";
import { cn } from "../../shared/ui/cn";
import { gramsText, kcalText, namesOf, weightText } from "../format";
import { amountOf, initialInput, measureText, measuresOf, valuesIn, type Amount, type AmountInput } from "./amount";

export type { Amount as PortionAmount };

/** "serving" in both languages, for a serving that has no label of its own. */
const servingLabel = () => ({ en: m.diary_add_serving({}, { locale: "en" }), ru: m.diary_add_serving({}, { locale: "ru" }) });

export function PortionPicker(props: {
  food: FoodResultJson;
  initial?: Amount;
  confirmLabel: string;
  onConfirm(amount: Amount): void;
  /** The amount has the focus (and the text selected) as the picker opens; on by default. */
  focusAmount?: boolean;
}) {
  const { food, initial } = props;
  const locale = useLocale();
  const id = useId();
  const detail = useQuery({ ...foodDetailQuery(food.id), enabled: food.kind === "db" });
  const measures = useMemo(() => measuresOf(food, detail.data, servingLabel(), initial), [food, detail.data, initial]);
  const [input, setInput] = useState<AmountInput>(() => initialInput(food, measures, initial));
  // A wrong number is said once the member has changed it or tried to add it.
  const [touched, setTouched] = useState(false);
  const amountField = useRef<HTMLInputElement>(null);
  const focusAmount = props.focusAmount ?? true;
  useEffect(() => {
    if (!focusAmount) return;
    amountField.current?.focus();
    amountField.current?.select();
  }, [focusAmount]);

  const { amount, problem } = amountOf(input, measures);
  const measure = measures.find((x) => x.label.en === input.measure);
  const values = amount ? valuesIn(food.per100g, amount.grams) : null;
  const { name } = namesOf(food, locale);
  const error = problem && touched ? translateMessage(problem) : null;

  const chooseMeasure = (value: string) => {
    const next = measures.find((x) => x.label.en === value);
    setInput({
      measure: next ? next.label.en : null,
      count: "1",
      grams: amount ? String(amount.grams) : input.grams,
    });
    amountField.current?.focus();
  };

  return (
    <form
      className="grid content-start gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (amount) props.onConfirm(amount);
        else amountField.current?.focus();
      }}
    >
      <div className="grid gap-1">
        <h3 className="text-lg leading-snug font-semibold">{name}</h3>
        <p className="text-sm text-muted tabular-nums">{m.diary_add_per_100g({ kcal: kcalText(food.per100g.kcal) })}</p>
      </div>
      <fieldset className="grid gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">{m.diary_add_amount()}</legend>
        <div className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-2">
          <div className="grid gap-1">
            <label htmlFor={`${id}-amount`} className="text-xs text-muted">
              {measure ? m.diary_add_count() : m.diary_add_grams()}
            </label>
            <input
              id={`${id}-amount`}
              ref={amountField}
              inputMode="decimal"
              autoComplete="off"
              enterKeyHint="done"
              value={measure ? input.count : input.grams}
              onChange={(e) => {
                setTouched(true);
                setInput({ ...input, [measure ? "count" : "grams"]: e.target.value });
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={cn(`${id}-error`, measure && `${id}-weighs`)}
              className={cn(inputClass, "text-center tabular-nums")}
            />
          </div>
          <div className="grid gap-1">
            <label htmlFor={`${id}-measure`} className="text-xs text-muted">
              {m.diary_add_measure()}
            </label>
            <select
              id={`${id}-measure`}
              value={input.measure ?? ""}
              onChange={(e) => chooseMeasure(e.target.value)}
              className={cn(inputClass, "min-w-0 cursor-pointer truncate")}
            >
              <option value="">{m.diary_add_in_grams()}</option>
              {measures.map((x) => (
                <option key={x.label.en} value={x.label.en}>
                  {measureText(x, locale)}
                </option>
              ))}
            </select>
          </div>
        </div>
        {measure && (
          <p id={`${id}-weighs`} className="text-sm text-muted tabular-nums">
            {m.diary_add_weighs({ grams: amount ? weightText(amount.grams) : "—" })}
          </p>
        )}
        <p id={`${id}-error`} className="min-h-5 text-sm text-danger" aria-live="polite">
          {error}
        </p>
      </fieldset>
      <section
        aria-label={m.diary_add_preview()}
        className="grid grid-cols-4 gap-2 rounded-2xl bg-surface-2 p-3 text-center"
        data-testid="portion-preview"
      >
        <Figure label={m.calc_unit_kcal()} value={values ? formatKcal(values.kcal) : "—"} strong />
        <Figure label={m.diary_add_protein()} value={values ? gramsText(values.protein) : "—"} />
        <Figure label={m.diary_add_fat()} value={values ? gramsText(values.fat) : "—"} />
        <Figure label={m.diary_add_carbs()} value={values ? gramsText(values.carbs) : "—"} />
      </section>
      <button type="submit" className={buttonClass("primary", "md", "w-full")}>
        {props.confirmLabel}
      </button>
    </form>
  );
}

const formatKcal = (kcal: number) => formatNumber(kcal);

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="grid min-w-0 content-start gap-0.5">
      <span className={cn("tabular-nums", strong ? "text-xl font-bold" : "text-base font-semibold")}>{value}</span>
      <span className="truncate text-xs text-muted">{label}</span>
    </div>
  );
}
