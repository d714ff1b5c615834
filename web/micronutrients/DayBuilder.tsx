import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ClipboardList, Plus, Save, Trash2, X } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { foods } from "../../content/foods/foods";
import { foodPortions } from "../../content/foods/portions";
import type { DayItem } from "../../core/micronutrients/day-totals";
import type { Locale } from "../../core/locale";
import { dateInRange, dayLimits } from "../../core/validation/micronutrients";
import { isCalendarDate } from "../../core/validation/progress";
import * as m from "../../i18n/paraglide/messages.js";
import { translateMessage } from "../../i18n/translate";
import { toastFailure } from "../shared/api/toast-failure";
import { inputClass } from "../shared/forms/input-styles";
import { parseDecimal } from "../shared/forms/number";
import { SearchField } from "../shared/forms/SearchField";
import { formatAmount, formatDate, formatNumber } from "../shared/i18n/format";
import { buttonClass } from "../shared/ui/button-styles";
import { cn } from "../shared/ui/cn";
import { notify } from "../shared/ui/toast";
import { micronutrientKeys, micronutrientsApi } from "./api";
import { gramsOf, maxPortions, newDraft, rowFor, rowKey, updateDraft, type DayDraft, type DraftRow } from "./day-draft";
import { createFoodSearch } from "./food-search";
import { foodBySlug, foodName } from "./names";

const search = createFoodSearch(foods);

/** The amount a food added from the search starts with. */
const newRowGrams = 100;

/** The row's problem as a message key, or null when its amount is a weight the API takes. */
export function rowError(row: DraftRow): string | null {
  if (row.unit !== "g") {
    const count = parseDecimal(row.amount);
    if (count !== null && !Number.isNaN(count) && count > maxPortions) return "micro_portions_range";
  }
  const grams = gramsOf(row);
  if (grams === null || Number.isNaN(grams) || grams < dayLimits.minGrams || grams > dayLimits.maxGrams)
    return "validation_micro_grams_range";
  return null;
}

/** Days a member may save: the last 12 months up to their tomorrow, as the API checks it. */
const dateError = (date: string) =>
  !isCalendarDate(date) ? "validation_micro_date_invalid" : !dateInRange(date, Date.now()) ? "validation_micro_date_range" : null;

export function DayBuilder(props: {
  userId: string;
  locale: Locale;
  draft: DayDraft;
  planDay: DayItem[] | null;
  /** The whole day, for saving; null while a row's amount is wrong. */
  items: DayItem[] | null;
  /** The rows that count (a row with a wrong amount is left out until fixed). */
  counted: DayItem[];
}) {
  const { draft, locale } = props;
  const queryClient = useQueryClient();
  const [query, setQuery] = useState("");
  const found = useMemo(() => search(query), [query]);
  const full = draft.rows.length >= dayLimits.maxItems;
  const dateProblem = dateError(draft.date);
  const baseId = useId();

  const save = useMutation({
    mutationFn: micronutrientsApi.save,
    onSuccess: (day) => {
      updateDraft((d) => ({ ...d, editing: day.id, date: day.date }));
      void queryClient.invalidateQueries({ queryKey: [...micronutrientKeys.all(props.userId), "days"] });
      notify.success(draft.editing ? m.micro_updated() : m.micro_saved());
    },
    onError: (err) => toastFailure(err, m.micro_save_failed()),
  });

  // A new food starts at 100 g: grams are what people type, a portion is chosen on purpose.
  const add = (food: string) => {
    if (full) return;
    const row: DraftRow = { key: rowKey(), food, amount: String(newRowGrams), unit: "g" };
    updateDraft((d) => ({ ...d, rows: [...d.rows, row] }));
    setQuery("");
  };
  const change = (key: string, patch: Partial<DraftRow>) =>
    updateDraft((d) => ({ ...d, rows: d.rows.map((r) => (r.key === key ? { ...r, ...patch } : r)) }));
  const remove = (key: string) => updateDraft((d) => ({ ...d, rows: d.rows.filter((r) => r.key !== key) }));
  const importPlan = () => {
    if (!props.planDay) return;
    updateDraft((d) => ({ ...d, rows: props.planDay!.slice(0, dayLimits.maxItems).map((i) => rowFor(i.food, i.grams)) }));
    notify.success(m.micro_imported());
  };

  const kcal = props.counted.reduce((sum, i) => sum + ((foodBySlug.get(i.food)?.per100g.kcal ?? 0) * i.grams) / 100, 0);

  return (
    <section
      aria-labelledby="micro-day-title"
      className="grid content-start gap-4 rounded-2xl border border-border bg-surface p-4 sm:p-5"
    >
      <header className="grid gap-1">
        <h2 id="micro-day-title" className="text-lg font-semibold">
          {m.micro_day_title()}
        </h2>
        <p className="text-sm text-muted">{m.micro_day_lead()}</p>
      </header>

      {draft.editing && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-surface-2 p-3 text-sm">
          <span>{m.micro_editing({ date: formatDate(draft.date) })}</span>
          <button type="button" className={buttonClass("ghost", "sm")} onClick={() => updateDraft(() => newDraft())}>
            {m.micro_new_day()}
          </button>
        </div>
      )}

      <div className="grid gap-1">
        <label htmlFor={`${baseId}-date`} className="text-sm font-medium">
          {m.micro_date()}
        </label>
        <div className="max-w-56">
          <input
            id={`${baseId}-date`}
            type="date"
            value={draft.date}
            onChange={(e) => updateDraft((d) => ({ ...d, date: e.target.value }))}
            aria-invalid={dateProblem !== null}
            aria-describedby={`${baseId}-date-error`}
            className={inputClass}
          />
        </div>
        <p id={`${baseId}-date-error`} className="min-h-5 text-sm text-danger" aria-live="polite">
          {dateProblem && translateMessage(dateProblem)}
        </p>
      </div>

      <div className="grid gap-2">
        <SearchField
          id={`${baseId}-search`}
          label={m.micro_search_label()}
          value={query}
          onChange={setQuery}
          placeholder={m.micro_search_placeholder()}
        />
        {full && <p className="text-sm text-danger">{translateMessage("validation_micro_items_too_many")}</p>}
        {query.trim() !== "" &&
          (found.length === 0 ? (
            <p className="text-sm text-muted" role="status">
              {m.micro_search_empty({ query: query.trim() })}
            </p>
          ) : (
            <ul aria-label={m.micro_search_results()} className="grid gap-1 rounded-xl border border-border bg-surface-2 p-1">
              {found.map((slug) => {
                const food = foodBySlug.get(slug)!;
                return (
                  <li key={slug}>
                    <button
                      type="button"
                      disabled={full}
                      onClick={() => add(slug)}
                      aria-label={m.micro_add_food({ food: food.name[locale] })}
                      className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg px-3 py-1.5 text-left hover:bg-surface focus-visible:outline-2 disabled:opacity-60"
                    >
                      <span className="grid">
                        <span className="font-medium">{food.name[locale]}</span>
                        <span className="text-xs text-muted">{food.state[locale]}</span>
                      </span>
                      <Plus aria-hidden="true" className="size-4 shrink-0 text-accent" />
                    </button>
                  </li>
                );
              })}
            </ul>
          ))}
      </div>

      {draft.rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-4 text-center text-sm text-muted">{m.micro_day_empty()}</p>
      ) : (
        <ul className="grid gap-2" data-testid="day-items">
          {draft.rows.map((row) => (
            <ItemRow
              key={row.key}
              row={row}
              locale={locale}
              onChange={(patch) => change(row.key, patch)}
              onRemove={() => remove(row.key)}
            />
          ))}
        </ul>
      )}
      {draft.rows.length > 0 && (
        <p className="text-sm text-muted tabular-nums">
          {m.micro_day_total({ count: String(draft.rows.length), kcal: formatNumber(Math.round(kcal)) })}
        </p>
      )}

      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass("primary", "sm")}
          disabled={props.items === null || dateProblem !== null || save.isPending}
          aria-busy={save.isPending}
          onClick={() => props.items && save.mutate({ id: draft.editing, date: draft.date, items: props.items })}
        >
          <Save aria-hidden="true" className="size-4" />
          {m.micro_save()}
        </button>
        <button type="button" className={buttonClass("secondary", "sm")} disabled={!props.planDay} onClick={importPlan}>
          <ClipboardList aria-hidden="true" className="size-4" />
          {m.micro_import_plan()}
        </button>
        {draft.rows.length > 0 && (
          <button type="button" className={buttonClass("ghost", "sm")} onClick={() => updateDraft((d) => ({ ...d, rows: [] }))}>
            <Trash2 aria-hidden="true" className="size-4" />
            {m.micro_clear()}
          </button>
        )}
      </div>
      {!props.planDay && <p className="text-sm text-muted">{m.micro_import_plan_none()}</p>}
    </section>
  );
}

/**
 * A new unit with an amount that means the same as before in it: a portion starts at one, grams
 * take the row's weight. Keeping "100" when grams become portions would turn 100 g into 100 cups.
 */
function unitChange(row: DraftRow, unit: DraftRow["unit"]): Partial<DraftRow> {
  if (unit !== "g") return { unit, amount: "1" };
  const grams = gramsOf(row);
  return { unit, amount: grams === null || Number.isNaN(grams) ? row.amount : formatPlain(grams) };
}

/** A weight as the amount field takes it: up to one decimal, no grouping. */
const formatPlain = (grams: number) => String(Math.round(grams * 10) / 10);

function ItemRow({
  row,
  locale,
  onChange,
  onRemove,
}: {
  row: DraftRow;
  locale: Locale;
  onChange: (patch: Partial<DraftRow>) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const name = foodName(row.food, locale);
  const portions = foodPortions[row.food] ?? [];
  const error = rowError(row);
  const grams = gramsOf(row);
  return (
    <li className="grid gap-1 rounded-xl border border-border bg-surface-2 p-3" data-food={row.food}>
      <div className="flex items-start justify-between gap-2">
        <span className="font-medium">{name}</span>
        <button
          type="button"
          className={buttonClass("ghost", "sm", "size-9 px-0")}
          onClick={onRemove}
          aria-label={m.micro_remove_food({ food: name })}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <div className="w-24 shrink-0">
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            value={row.amount}
            onChange={(e) => onChange({ amount: e.target.value })}
            aria-label={m.micro_amount_of({ food: name })}
            aria-invalid={error !== null}
            aria-describedby={`${id}-error`}
            className={cn(inputClass, "h-10")}
          />
        </div>
        {row.unit !== "g" && grams !== null && !Number.isNaN(grams) && (
          <span className="shrink-0 text-sm text-muted tabular-nums">= {formatAmount(grams, m.micro_g(), 1)}</span>
        )}
        {/* Its own full line and the portion's name alone (its grams show beside the amount), so it is never cut. */}
        <div className="basis-full">
          <select
            value={String(row.unit)}
            onChange={(e) => onChange(unitChange(row, e.target.value === "g" ? "g" : Number(e.target.value)))}
            aria-label={m.micro_unit_of({ food: name })}
            className={cn(inputClass, "h-10 cursor-pointer")}
          >
            <option value="g">{m.micro_grams()}</option>
            {portions.map((p, i) => (
              <option key={p.label.en} value={String(i)}>
                {p.label[locale]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p id={`${id}-error`} className="text-sm text-danger" aria-live="polite" data-testid="row-error">
        {error && translateMessage(error)}
      </p>
    </li>
  );
}
