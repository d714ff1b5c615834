import { Link } from "@tanstack/react-router";
import { TriangleAlert } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { lifts, type Lift, type StrengthLevel } from "../../core/formulas/strength-levels";
import { exerciseBySlug } from "../shared/queries/exercises";
import { ExerciseCard } from "../shared/exercises/ExerciseCard";
import { FieldError } from "../shared/forms/FieldError";
import { inputClass } from "../shared/forms/input-styles";
import { formatAmount, formatFixed } from "../shared/i18n/format";
import { useLocale } from "../shared/i18n/locale";
import { useScreenHref } from "../shared/navigation/paths";
import * as m from "../../i18n/paraglide/messages.js";
import { cn } from "../shared/ui/cn";
import { accessories } from "./accessories";
import {
  emptyInput,
  evaluate,
  inUnits,
  strengthLimits,
  type FieldError as ModelError,
  type LiftResult,
  type StrengthInput,
} from "./model";
import { ScreenHeader } from "../shared/ui/ScreenHeader";
import { weightUnit } from "../shared/units/format";
import { bounds } from "../shared/units/limits";
import { UnitsToggle } from "../shared/units/UnitsToggle";
import { weightIn, type UnitSystem } from "../shared/units/units";
import { useUnitsWhileEditing } from "../shared/units/use-units-while-editing";

const liftLabels: Record<Lift, () => string> = {
  squat: m.lift_squat,
  bench: m.lift_bench,
  deadlift: m.lift_deadlift,
  overhead_press: m.lift_overhead_press,
  pull_up: m.lift_pull_up,
};
const levelLabels: Record<StrengthLevel, () => string> = {
  beginner: m.level_beginner,
  novice: m.level_novice,
  intermediate: m.level_intermediate,
  advanced: m.level_advanced,
  elite: m.level_elite,
};
/** An error in the member's units ("from 67 to 661 lb", rounded inwards so the numbers named are taken). */
function errorText(error: ModelError, units: UnitSystem): string {
  if (error === "reps") return m.adv_reps_limit();
  const [min, max] = bounds(strengthLimits[error], "weight", units);
  return (error === "bw" ? m.adv_bw_limit : m.adv_weight_limit)({ min, max });
}
const storageKey = "forma_strength";
// The chart and d3's scales and shapes load only once there is a chart to draw.
const BalanceChart = lazy(() => import("./BalanceChart"));
/** An estimate to the nearest 0.5 kg or 1 lb, with its unit. */
const load = (kg: number, units: UnitSystem) =>
  units === "imperial"
    ? formatAmount(Math.round(weightIn(kg, units)), weightUnit(units))
    : formatAmount(Math.round(kg * 2) / 2, weightUnit(units), 1);

function useSavedInput(): [StrengthInput, (next: StrengthInput) => void] {
  const [input, setInput] = useState<StrengthInput>(() => {
    try {
      const saved = localStorage.getItem(storageKey);
      return saved ? { ...emptyInput, ...(JSON.parse(saved) as StrengthInput) } : emptyInput;
    } catch {
      return emptyInput;
    }
  });
  useEffect(() => {
    try {
      localStorage.setItem(storageKey, JSON.stringify(input));
    } catch {
      // Storage full or blocked: the form still works for this visit.
    }
  }, [input]);
  return [input, setInput];
}

/** The strength comparison: one-rep maxes, levels by bodyweight, DOTS, balance, weakest lift. */
export default function AdvancedPage() {
  const locale = useLocale();
  const href = useScreenHref();
  const [saved, setInput] = useSavedInput();
  const { units, choose: chooseUnits, area } = useUnitsWhileEditing();
  // Typed in other units (a save from before, or a switch): the weights show converted, and are
  // kept so once the member types. Only shown until then, so switching back and forth, or the
  // first paint's metric before the device's units are read, loses nothing to rounding.
  const input = inUnits(saved, units);
  const { errors, results, total, dotsScore, weakest, balanced } = evaluate(input);
  const setLift = (lift: Lift, field: "weight" | "reps", value: string) =>
    setInput({ ...input, lifts: { ...input.lifts, [lift]: { ...input.lifts[lift], [field]: value } } });

  return (
    <section className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:py-10">
      <ScreenHeader title={m.adv_title()} lead={m.adv_lead()} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,26rem)_1fr]">
        <form
          {...area}
          className="grid gap-5 rounded-2xl border border-border bg-surface p-5"
          onSubmit={(e) => e.preventDefault()}
          aria-label={m.adv_lifts()}
        >
          <fieldset className="grid gap-3">
            <legend className="mb-2 text-lg font-semibold">{m.adv_you()}</legend>
            <div className="flex gap-2" role="radiogroup" aria-label={m.adv_sex()}>
              {(["male", "female"] as const).map((s) => (
                <label
                  key={s}
                  className={cn(
                    "flex flex-1 cursor-pointer items-center gap-2 rounded-xl border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
                    input.sex === s ? "border-accent bg-accent/10" : "border-border",
                  )}
                >
                  <input
                    type="radio"
                    name="sex"
                    value={s}
                    checked={input.sex === s}
                    onChange={() => setInput({ ...saved, sex: s })}
                    className="accent-[var(--accent)]"
                  />
                  {s === "male" ? m.metrics_gender_male() : m.metrics_gender_female()}
                </label>
              ))}
            </div>
            <UnitsToggle name="strength-units" legendHidden testId="strength-units" value={units} onChange={chooseUnits} />
            <NumberField
              id="bodyweight"
              label={m.adv_bodyweight({ unit: weightUnit(units) })}
              value={input.bodyweight}
              onChange={(v) => setInput({ ...input, bodyweight: v })}
              error={errors.bodyweight}
              units={units}
            />
          </fieldset>
          <fieldset className="grid min-w-0 gap-3">
            <legend className="text-lg font-semibold">{m.adv_lifts()}</legend>
            <p className="-mt-1 text-sm text-muted">{m.adv_lifts_hint()}</p>
            {lifts.map((l) => (
              <div
                key={l}
                // On a 320 px phone the two fields narrow and a long lift name wraps, so the row fits;
                // the reps field stays as wide as its Russian label.
                className="grid grid-cols-[minmax(0,1fr)_5rem_4.75rem] items-end gap-2 sm:grid-cols-[minmax(0,1fr)_6.5rem_4.5rem]"
                data-testid={`lift-${l}`}
              >
                <span className="pb-8 text-sm font-medium hyphens-auto wrap-anywhere">{liftLabels[l]()}</span>
                <NumberField
                  id={`${l}-weight`}
                  label={(l === "pull_up" ? m.adv_added_weight : m.adv_weight)({ unit: weightUnit(units) })}
                  value={input.lifts[l].weight}
                  onChange={(v) => setLift(l, "weight", v)}
                  error={errors[`${l}.weight`]}
                  units={units}
                  compact
                />
                <NumberField
                  id={`${l}-reps`}
                  label={m.adv_reps()}
                  value={input.lifts[l].reps}
                  onChange={(v) => setLift(l, "reps", v)}
                  error={errors[`${l}.reps`]}
                  units={units}
                  compact
                  integer
                />
              </div>
            ))}
          </fieldset>
          <p className="text-xs text-muted">{m.adv_standards_note()}</p>
        </form>

        <section aria-labelledby="results" className="grid gap-4" aria-live="polite">
          <h2 id="results" className="text-2xl font-bold">
            {m.adv_results()}
          </h2>
          {results.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-border p-8 text-center text-muted">{m.adv_empty()}</p>
          ) : (
            <>
              <ul className="grid gap-3 sm:grid-cols-2">
                {results.map((r) => (
                  <LiftCard key={r.lift} result={r} units={units} />
                ))}
              </ul>
              <div className="grid gap-2 rounded-2xl border border-border bg-surface p-5" data-testid="dots">
                <h3 className="font-semibold">{m.adv_dots()}</h3>
                {dotsScore !== null && total !== null ? (
                  <p className="text-lg font-bold text-accent">
                    {m.adv_dots_total({ total: load(total, units), score: formatFixed(dotsScore, 1) })}
                  </p>
                ) : (
                  <p className="text-muted">{m.adv_dots_need()}</p>
                )}
                <p className="text-sm text-muted">{m.adv_dots_about()}</p>
              </div>
              {results.length >= 3 && (
                <div className="grid gap-2 rounded-2xl border border-border bg-surface p-5">
                  <h3 className="font-semibold">{m.adv_balance()}</h3>
                  <p className="text-sm text-muted">{m.adv_balance_hint()}</p>
                  <Suspense fallback={<div className="h-72 animate-pulse rounded-xl bg-surface-2" />}>
                    <BalanceChart
                      title={m.adv_balance()}
                      label={results.map((r) => `${liftLabels[r.lift]()}: ${levelLabels[r.level]()}`).join(", ")}
                      points={results.map((r) => ({ lift: liftLabels[r.lift](), score: Math.round(r.score * 100) / 100 }))}
                    />
                  </Suspense>
                </div>
              )}
              {weakest && (
                <div className="grid gap-3 rounded-2xl border border-warning/60 bg-warning/10 p-5" data-testid="weakest">
                  <h3 className="flex items-center gap-2 font-semibold">
                    <TriangleAlert size={18} aria-hidden="true" className="text-warning" />
                    {m.adv_weakest({ lift: liftLabels[weakest.lift]() })}
                  </h3>
                  <p className="text-sm">{m.adv_weakest_hint()}</p>
                  <ul className="grid gap-3 sm:grid-cols-2">
                    {accessories[weakest.lift]
                      .map((slug) => exerciseBySlug.get(slug))
                      .map((e) => e && <ExerciseCard key={e.slug} exercise={e} locale={locale} />)}
                  </ul>
                </div>
              )}
              {balanced && <p className="rounded-2xl border border-accent/50 bg-accent/10 p-4">{m.adv_balanced()}</p>}
            </>
          )}
          <p className="text-sm">
            <Link to={href("/exercises")} className="font-medium text-accent underline-offset-4 hover:underline">
              {m.nav_exercises()}
            </Link>
          </p>
        </section>
      </div>
    </section>
  );
}

function LiftCard({ result: r, units }: { result: LiftResult; units: UnitSystem }) {
  return (
    <li className="grid gap-2 rounded-2xl border border-border bg-surface p-4" data-testid={`result-${r.lift}`}>
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="font-semibold">{liftLabels[r.lift]()}</h3>
        <span className="rounded-full bg-accent/15 px-2 py-0.5 text-sm font-semibold text-accent">{levelLabels[r.level]()}</span>
      </div>
      <p className="text-sm">
        {m.adv_1rm({ weight: load(r.oneRepMax, units) })} · {m.adv_ratio({ ratio: formatFixed(r.ratio, 2) })}
      </p>
      <div className="h-2 overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
        <div className="h-full rounded-full bg-accent" style={{ width: `${Math.round(r.progress * 100)}%` }} />
      </div>
      <p className="text-xs text-muted">{r.nextAtKg === null ? m.adv_top() : m.adv_next({ weight: load(r.nextAtKg, units) })}</p>
    </li>
  );
}

function NumberField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: ModelError;
  units: UnitSystem;
  compact?: boolean;
  integer?: boolean;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div className="grid gap-1">
      <label htmlFor={props.id} className={cn("font-medium", props.compact ? "text-xs text-muted" : "text-sm")}>
        {props.label}
      </label>
      <input
        id={props.id}
        inputMode={props.integer ? "numeric" : "decimal"}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={errorId}
        autoComplete="off"
        className={cn(inputClass, "tabular-nums")}
      />
      <FieldError id={errorId} message={props.error ? errorText(props.error, props.units) : undefined} />
    </div>
  );
}
