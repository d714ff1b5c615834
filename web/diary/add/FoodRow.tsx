// One food in a list of the add-food sheet: its name in the reader's language, what it is, its
// energy per 100 g (and per serving where it has one) and macros, a favourite star; choosing it
// goes on to the amount. `extra` and `action` add a recent's last amount and its one-tap add.
import { Star } from "lucide-react";
import type { ReactNode } from "react";
import type { FoodResultJson } from "../../../core/api/foods";
import * as m from "../../../i18n/paraglide/messages.js";
import { useLocale } from "../../shared/i18n/locale";
import { cn } from "../../shared/ui/cn";
import { kcalText, macrosText, namesOf, weightText } from "../format";

const kindLabels = { custom: m.diary_add_kind_custom, recipe: m.diary_add_kind_recipe, dish: m.diary_add_kind_dish } as const;

export const rowButtonAttr = "data-food-row";

export function FoodRow(props: {
  food: FoodResultJson;
  onChoose(food: FoodResultJson): void;
  favourite?: { on: boolean; toggle(food: FoodResultJson): void };
  extra?: ReactNode;
  action?: ReactNode;
}) {
  const { food } = props;
  const locale = useLocale();
  const { name, detail } = namesOf(food, locale);
  const macros = macrosText(food.per100g);
  const serving = food.serving;
  const energy = [
    m.diary_add_per_100g({ kcal: kcalText(food.per100g.kcal) }),
    serving &&
      (serving.label
        ? m.diary_add_per_labelled_serving({
            kcal: kcalText((food.per100g.kcal * serving.grams) / 100),
            label: serving.label,
            grams: weightText(serving.grams),
          })
        : m.diary_add_per_serving({ kcal: kcalText((food.per100g.kcal * serving.grams) / 100), grams: weightText(serving.grams) })),
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <li className="flex items-stretch gap-1 rounded-xl hover:bg-surface-2">
      <button
        type="button"
        {...{ [rowButtonAttr]: "" }}
        className="grid min-w-0 flex-1 gap-0.5 rounded-xl px-3 py-2 text-left focus-visible:outline-2"
        title={detail ?? undefined}
        onClick={() => props.onChoose(food)}
      >
        <span className="flex min-w-0 flex-wrap items-baseline gap-x-2 gap-y-0.5">
          <span className="font-medium leading-snug">{name}</span>
          {food.kind !== "db" && (
            <span className="rounded-full border border-border px-2 text-xs leading-5 font-semibold text-muted">
              {kindLabels[food.kind]()}
            </span>
          )}
        </span>
        {detail && locale === "en" && <span className="truncate text-xs text-muted">{detail}</span>}
        <span className="text-sm text-muted tabular-nums">{energy}</span>
        <span className="text-xs text-muted tabular-nums">
          <span aria-hidden="true">{macros.short}</span>
          <span className="sr-only">{macros.long}</span>
        </span>
        {props.extra}
      </button>
      {props.action}
      {props.favourite && (
        <button
          type="button"
          aria-pressed={props.favourite.on}
          aria-label={(props.favourite.on ? m.diary_add_favourite_remove : m.diary_add_favourite_add)({ name })}
          className="inline-flex size-11 shrink-0 items-center justify-center self-center rounded-xl text-muted hover:bg-surface hover:text-text focus-visible:outline-2"
          onClick={() => props.favourite!.toggle(food)}
        >
          <Star aria-hidden="true" className={cn("size-5", props.favourite.on && "fill-warning text-warning")} />
        </button>
      )}
    </li>
  );
}

/** Moves focus between the rows of `list` with the arrow keys (Tab goes through them as well). */
export function moveBetweenRows(list: HTMLElement | null, event: { key: string; preventDefault(): void; target: EventTarget }) {
  if (!list || (event.key !== "ArrowDown" && event.key !== "ArrowUp")) return;
  const rows = [...list.querySelectorAll<HTMLElement>(`[${rowButtonAttr}]`)];
  if (!rows.length) return;
  event.preventDefault();
  const at = rows.indexOf(event.target as HTMLElement);
  const next = at < 0 ? (event.key === "ArrowDown" ? 0 : rows.length - 1) : at + (event.key === "ArrowDown" ? 1 : -1);
  rows[Math.max(0, Math.min(rows.length - 1, next))]!.focus();
}
