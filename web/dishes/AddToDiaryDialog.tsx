// "Add to diary" from a library dish's page: the meal, the day (today unless changed) and the
// amount (one standard portion, or grams), logged as a `dish` entry through the diary's outbox
// (kept on the device first, sent when it can be).
import { useRouter } from "@tanstack/react-router";
import { Dialog } from "radix-ui";
import { useId, useState } from "react";
import type { DishDetailJson } from "../../core/api/dishes";
import { meals, type Meal } from "../../core/nutrition/dish";
import { mealLabels } from "../../i18n/labels/plans";
import * as m from "../../i18n/paraglide/messages.js";
import { translateMessage } from "../../i18n/translate";
import { inputClass } from "../shared/forms/input-styles";
import { formatAmount, formatDate, formatNumber, localIsoDate, localIsoDateFromToday } from "../shared/i18n/format";
import { useLocale } from "../shared/i18n/locale";
import { useScreenHref } from "../shared/navigation/paths";
import { newRecordId, useDiaryChanges } from "../shared/offline/diary-log";
import { buttonClass } from "../shared/ui/button-styles";
import { dialogPanelClass } from "../shared/ui/dialog-styles";
import { notify } from "../shared/ui/toast";
import { amountGrams, dishEntry, mealNow, portionGrams, type DishAmountInput } from "./dish-food";

// Above the phone's bottom bar (z 60), as the workout's dialogs.
const layer = "z-[70]";

/** A number as typed in the reader's language ("1,5"). */
const typed = (x: number, locale: string) => {
  const text = String(Math.round(x * 100) / 100);
  return locale === "ru" ? text.replace(".", ",") : text;
};

export default function AddToDiaryDialog(props: { userId: string; dish: DishDetailJson; open: boolean; onOpenChange(open: boolean): void }) {
  const locale = useLocale();
  const router = useRouter();
  const href = useScreenHref();
  const diary = useDiaryChanges(props.userId);
  const portion = portionGrams(props.dish);
  const [meal, setMeal] = useState<Meal>(() => mealNow(new Date().getHours(), props.dish.meals));
  const [date, setDate] = useState(() => localIsoDate());
  const [input, setInput] = useState<DishAmountInput>({ by: "portions", portions: "1", grams: typed(portion, locale) });
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const grams = amountGrams(input, portion);
  const share = grams !== null && portion > 0 ? grams / portion : null;
  const n = props.dish.nutrients;
  const g = (x: number) => formatAmount(x, m.calc_unit_g(), x < 10 ? 1 : 0);

  const add = () => {
    const entry = dishEntry({
      dish: props.dish,
      id: newRecordId(),
      updatedAt: Date.now(),
      date,
      meal,
      input,
      servingLabel: { en: m.diary_own_dish_serving({}, { locale: "en" }), ru: m.diary_own_dish_serving({}, { locale: "ru" }) },
    });
    if (!entry.ok) return setProblem(entry.message);
    diary.record([entry.change]);
    props.onOpenChange(false);
    const diaryPath = href("/diary");
    notify.success(m.diary_own_dish_added({ meal: mealLabels[meal](), date: formatDate(date, { day: "numeric", month: "long" }) }), {
      action: { label: m.diary_own_dish_open_diary(), onClick: () => router.history.push(`${diaryPath}?date=${date}`) },
    });
  };

  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={`fixed inset-0 ${layer} bg-black/60`} />
        <Dialog.Content className={dialogPanelClass.replace("z-50", layer).replace("p-6", "p-4 sm:p-6")} data-testid="add-dish-dialog">
          <Dialog.Title className="text-xl font-semibold">{m.diary_own_dish_title()}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted">
            <span className="block text-base font-semibold text-text">{props.dish.name[locale]}</span>
            {m.diary_own_dish_portion({ grams: g(portion) })}
          </Dialog.Description>
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              add();
            }}
          >
            <div className="grid grid-cols-2 gap-3">
              <div className="grid content-start gap-1.5">
                <label htmlFor={`${id}-meal`} className="text-sm font-medium">
                  {m.diary_own_dish_meal()}
                </label>
                <select id={`${id}-meal`} value={meal} onChange={(e) => setMeal(e.target.value as Meal)} className={inputClass}>
                  {meals.map((x) => (
                    <option key={x} value={x}>
                      {mealLabels[x]()}
                    </option>
                  ))}
                </select>
              </div>
              <div className="grid content-start gap-1.5">
                <label htmlFor={`${id}-date`} className="text-sm font-medium">
                  {m.diary_own_dish_date()}
                </label>
                <input
                  id={`${id}-date`}
                  type="date"
                  value={date}
                  min="2000-01-01"
                  max={localIsoDateFromToday(7)}
                  onChange={(e) => e.target.value && setDate(e.target.value)}
                  className={`min-w-0 ${inputClass} px-2`}
                />
              </div>
              <div className="grid content-start gap-1.5">
                <label htmlFor={`${id}-portions`} className="text-sm font-medium">
                  {m.diary_own_dish_portions()}
                </label>
                <input
                  id={`${id}-portions`}
                  inputMode="decimal"
                  autoComplete="off"
                  value={input.portions}
                  onChange={(e) => {
                    const x = amountGrams({ ...input, by: "portions", portions: e.target.value }, portion);
                    setInput({ by: "portions", portions: e.target.value, grams: x === null ? input.grams : typed(x, locale) });
                    setProblem(null);
                  }}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={`${id}-problem`}
                  className={`${inputClass} tabular-nums`}
                />
              </div>
              <div className="grid content-start gap-1.5">
                <label htmlFor={`${id}-grams`} className="text-sm font-medium">
                  {m.diary_own_dish_grams()}
                </label>
                <input
                  id={`${id}-grams`}
                  inputMode="decimal"
                  autoComplete="off"
                  value={input.grams}
                  onChange={(e) => {
                    const x = amountGrams({ ...input, by: "grams", grams: e.target.value }, portion);
                    setInput({ by: "grams", grams: e.target.value, portions: x === null || !portion ? input.portions : typed(x / portion, locale) });
                    setProblem(null);
                  }}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={`${id}-problem`}
                  className={`${inputClass} tabular-nums`}
                />
              </div>
            </div>
            <p id={`${id}-problem`} className="-mt-2 min-h-5 text-sm text-danger" aria-live="polite">
              {problem ? translateMessage(problem) : null}
            </p>
            <dl className="-mt-2 grid grid-cols-4 gap-1 rounded-xl bg-surface-2 px-2 py-3 text-center" data-testid="add-dish-preview">
              {(
                [
                  [m.calc_unit_kcal(), share === null ? "—" : formatNumber(n.kcal * share)],
                  [m.dishes_protein(), share === null ? "—" : g(n.protein * share)],
                  [m.dishes_fat(), share === null ? "—" : g(n.fat * share)],
                  [m.diary_own_dish_carbs(), share === null ? "—" : g(n.carbs * share)],
                ] as const
              ).map(([label, value], at) => (
                <div key={label} className="grid min-w-0 content-start gap-0.5">
                  <dd className={at === 0 ? "text-lg font-bold tabular-nums" : "font-semibold tabular-nums"}>{value}</dd>
                  <dt className="truncate text-xs text-muted">{label}</dt>
                </div>
              ))}
            </dl>
            <div className="grid grid-cols-2 gap-3 sm:flex sm:justify-end">
              <Dialog.Close className={buttonClass("secondary")}>{m.diary_own_cancel()}</Dialog.Close>
              <button type="submit" className={buttonClass("primary")}>
                {m.diary_own_dish_confirm()}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
