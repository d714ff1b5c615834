import { ChevronLeft, ChevronRight, Clock, Hand, Leaf } from "lucide-react";
import { Dialog } from "radix-ui";
import { useRef, useState } from "react";
import { dishes } from "../../../content/dishes/dishes";
import type { Meal } from "../../../core/nutrition/dish";
import { nutrientsOf } from "../../../core/nutrition/dish-nutrients";
import { foodTable } from "../../../content/foods/food-table";
import { formatNumber } from "../../shared/i18n/format";
import { useLocale } from "../../shared/i18n/locale";
import * as m from "../../../i18n/paraglide/messages.js";
import { buttonClass } from "../../shared/ui/button-styles";
import { dialogOverlayClass } from "../../shared/ui/dialog-styles";
import { mealLabels } from "../../../i18n/labels/plans";

/**
 * The other dishes for a meal as swipeable cards (scroll snapping; a hint on touch screens,
 * arrow buttons where there is a mouse). Choosing one swaps it in and re-balances the day;
 * `onChoose` calls `close` once the swap is saved.
 */
export function DishPicker(props: {
  meal: Meal;
  current: string;
  vegetarian: boolean;
  /** The dish being swapped in, while it is. */
  swapping: string | null;
  onChoose: (slug: string, close: () => void) => void;
}) {
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const busy = props.swapping;
  const track = useRef<HTMLUListElement>(null);
  const options = dishes.filter((d) => d.meals.includes(props.meal) && (!props.vegetarian || d.vegetarian));
  const scroll = (by: number) => track.current?.scrollBy({ left: by * (track.current.clientWidth * 0.8), behavior: "smooth" });
  const title = m.nutrition_swap_title({ meal: mealLabels[props.meal]().toLowerCase() });
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <Dialog.Trigger className={buttonClass("secondary", "sm")}>{m.nutrition_swap()}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid max-h-[92dvh] w-[min(96vw,48rem)] grid-cols-[minmax(0,1fr)] -translate-x-1/2 -translate-y-1/2 gap-3 overflow-y-auto rounded-2xl border border-border bg-surface p-5 shadow-panel">
          <Dialog.Title className="text-xl font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted">{m.nutrition_swap_lead()}</Dialog.Description>
          <p className="hidden items-center gap-2 text-sm font-medium text-accent pointer-coarse:flex" data-testid="swipe-hint">
            <Hand aria-hidden="true" className="size-4" />
            {m.nutrition_swipe_hint()}
          </p>
          <div className="min-w-0">
            <ul
              ref={track}
              className="flex snap-x snap-mandatory gap-3 overflow-x-auto pb-2 [scrollbar-width:thin]"
              aria-label={title}
              data-testid="dish-cards"
            >
              {options.map((d) => {
                const per = nutrientsOf(d.ingredients, foodTable);
                const current = d.slug === props.current;
                return (
                  <li
                    key={d.slug}
                    className="grid w-[78%] shrink-0 snap-start content-start gap-2 rounded-2xl border border-border bg-surface-2 p-4 sm:w-[46%]"
                    aria-label={d.name[locale]}
                  >
                    <h3 className="font-semibold leading-snug">{d.name[locale]}</h3>
                    <p className="text-sm text-muted">{d.description[locale]}</p>
                    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
                      <span className="inline-flex items-center gap-1">
                        <Clock aria-hidden="true" className="size-3.5" />
                        {m.nutrition_minutes({ minutes: String(d.minutes) })}
                      </span>
                      {d.vegetarian && <Leaf aria-label={m.nutrition_vegetarian()} className="size-3.5 text-accent" />}
                    </p>
                    <p className="text-sm tabular-nums">
                      {m.nutrition_per_portion({ kcal: formatNumber(per.kcal), protein: formatNumber(per.protein) })}
                    </p>
                    {current ? (
                      <p className="text-sm font-semibold text-accent">{m.nutrition_current_dish()}</p>
                    ) : (
                      <button
                        type="button"
                        className={buttonClass("primary", "sm", "justify-self-start")}
                        disabled={busy !== null}
                        aria-busy={busy === d.slug}
                        onClick={() => props.onChoose(d.slug, () => setOpen(false))}
                      >
                        {m.nutrition_choose_dish()}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
          <div className="hidden justify-end gap-2 pointer-fine:flex">
            <button
              type="button"
              className={buttonClass("secondary", "sm")}
              onClick={() => scroll(-1)}
              aria-label={m.nutrition_prev_dish()}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              className={buttonClass("secondary", "sm")}
              onClick={() => scroll(1)}
              aria-label={m.nutrition_next_dish()}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </div>
          <Dialog.Close className={buttonClass("ghost", "sm", "justify-self-end")}>{m.plans_cancel()}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
