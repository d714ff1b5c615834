import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useId, useState } from "react";
import { meals, type Meal } from "../../../core/nutrition/dish";
import { mealLabels } from "../../../i18n/labels/plans";
import * as m from "../../../i18n/paraglide/messages.js";
import { useLocale } from "../../shared/i18n/locale";
import { useDiaryDay } from "../../shared/offline/diary-log";
import type { DiaryEntryOutboxChange } from "../../shared/offline/diary-outbox";
import { buttonClass } from "../../shared/ui/button-styles";
import { copiedEntries } from "./changes";
import { addDays, dayInRange, earliestDay, latestDay } from "./dates";
import { entryKcalText, entryName, foodsText } from "../format";
import { EntryDetail } from "./EntryDetail";
import { useKeptDay } from "./kept-days";
import { iconButtonClass, overlayClass, panelClass } from "./menu-styles";

const fieldClass = "h-11 w-full rounded-xl border border-border bg-surface-2 px-3 text-sm text-text focus-visible:outline-2";

/**
 * Copying another day (or one of its meals) into the day shown: the day before unless another
 * is picked, its foods listed before they are copied. Copied into a meal, every food goes there;
 * a whole day keeps each food's meal.
 */
export default function CopyDialog(props: {
  userId: string;
  date: string;
  today: string;
  /** The meal the copy goes into (opened from a meal), or undefined for the whole day. */
  meal?: Meal;
  onOpenChange(open: boolean): void;
  onCopy(changes: DiaryEntryOutboxChange[]): void;
}) {
  const { userId, date, today } = props;
  const locale = useLocale();
  const [source, setSource] = useState(addDays(date, -1));
  const [sourceMeal, setSourceMeal] = useState<Meal | "all">(props.meal ?? "all");
  const { query, day } = useDiaryDay(userId, source);
  useKeptDay(userId, source, query);
  const dateId = useId();
  const mealId = useId();
  const entries = day ? day.meals.filter((x) => sourceMeal === "all" || x.meal === sourceMeal).flatMap((x) => x.entries) : [];
  const target = props.meal ?? (sourceMeal === "all" ? undefined : sourceMeal);
  return (
    <Dialog.Root open onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        <Dialog.Content className={panelClass} aria-describedby={undefined} data-testid="diary-copy-dialog">
          <div className="flex items-start gap-2">
            <Dialog.Title className="min-w-0 flex-1 text-lg font-semibold">
              {props.meal ? m.diary_day_copy_into({ meal: mealLabels[props.meal]() }) : m.diary_day_copy_day_title()}
            </Dialog.Title>
            <Dialog.Close className={iconButtonClass} aria-label={m.panel_close()}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="grid gap-1">
              <label htmlFor={dateId} className="text-sm font-medium">
                {m.diary_day_copy_source_day()}
              </label>
              <input
                id={dateId}
                type="date"
                className={fieldClass}
                value={source}
                min={earliestDay}
                max={latestDay(today)}
                onChange={(e) => dayInRange(e.target.value, today) && setSource(e.target.value)}
              />
            </div>
            <div className="grid gap-1">
              <label htmlFor={mealId} className="text-sm font-medium">
                {m.diary_day_copy_source_meal()}
              </label>
              <select id={mealId} className={fieldClass} value={sourceMeal} onChange={(e) => setSourceMeal(e.target.value as Meal | "all")}>
                <option value="all">{m.diary_day_copy_whole_day()}</option>
                {meals.map((x) => (
                  <option key={x} value={x}>
                    {mealLabels[x]()}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div aria-live="polite" className="grid min-h-16 content-start gap-1">
            {day === undefined ? (
              query.isError || query.fetchStatus === "paused" ? (
                <p className="text-sm text-danger">{m.diary_day_copy_unavailable()}</p>
              ) : (
                <div role="status" aria-label={m.diary_day_loading()} className="h-16 animate-pulse rounded-xl bg-surface-2" />
              )
            ) : entries.length === 0 ? (
              <p className="text-sm text-muted">{m.diary_day_copy_nothing()}</p>
            ) : (
              <ul className="grid max-h-60 gap-1 overflow-y-auto text-sm" data-testid="diary-copy-list">
                {entries.map((e) => (
                  <li key={e.id} className="flex items-baseline justify-between gap-3 rounded-lg bg-surface-2 px-3 py-2">
                    <span className="min-w-0">
                      <span className="block break-words">{entryName(e, locale)}</span>
                      <span className="text-muted">
                        <EntryDetail entry={e} />
                      </span>
                    </span>
                    <span className="shrink-0 tabular-nums text-muted">{entryKcalText(e) ?? m.diary_day_unknown()}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <Dialog.Close className={buttonClass("ghost")}>{m.diary_day_cancel()}</Dialog.Close>
            <button
              type="button"
              className={buttonClass("primary")}
              disabled={entries.length === 0}
              onClick={() => props.onCopy(copiedEntries(entries, { date, meal: target }))}
            >
              {entries.length ? m.diary_day_copy_count({ foods: foodsText(entries.length) }) : m.diary_day_copy()}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
