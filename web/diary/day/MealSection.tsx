import { CloudUpload, Copy, Ellipsis, History, Plus } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import type { DiaryEntryJson, DiaryMealJson } from "../../../core/api/diary";
import { mealLabels } from "../../../i18n/labels/plans";
import * as m from "../../../i18n/paraglide/messages.js";
import { useLocale } from "../../shared/i18n/locale";
import { cn } from "../../shared/ui/cn";
import { entryKcalText, entryName, formatColumn, macrosText } from "../format";
import { useAsOpened } from "./as-opened";
import { EntryDetail } from "./EntryDetail";
import { iconButtonClass, menuItemClass, menuPanelClass } from "./menu-styles";

export interface MealActions {
  add(): void;
  /** Loads the add-food sheet's code before it is needed. */
  warmAdd(): void;
  open(entry: DiaryEntryJson): void;
  copyPrevious(): void;
  copyFrom(): void;
  /** "Copy yesterday's breakfast", or with the day before's date. */
  previousLabel: string;
}

/** One meal: its entries (a tap opens one), its energy, "Add food", and copying another day's meal into it. */
export function MealSection({ meal, unsent, actions }: { meal: DiaryMealJson; unsent: ReadonlySet<string>; actions: MealActions }) {
  const locale = useLocale();
  const label = mealLabels[meal.meal]();
  const kcal = meal.totals.kcal.amount;
  const { protein, fat, carbs } = meal.totals;
  // The meal's macros under its name, as MacroFactor shows them, when every entry knows all three
  // (a partial sum would read as the whole meal's; the day's summary says what is unknown).
  const macros =
    meal.entries.length > 0 &&
    protein.amount !== null &&
    fat.amount !== null &&
    carbs.amount !== null &&
    protein.missing + fat.missing + carbs.missing === 0
      ? macrosText({ protein: protein.amount, fat: fat.amount, carbs: carbs.amount })
      : null;
  const titleId = `diary-meal-${meal.meal}`;
  const [menu, onMenuOpenChange] = useAsOpened(actions);
  return (
    <section aria-labelledby={titleId} className="grid gap-1 rounded-2xl border border-border bg-surface p-2 sm:p-3" data-testid={`diary-meal-${meal.meal}`}>
      <header className="flex items-center gap-2 pl-2">
        <h2 id={titleId} className="min-w-0 flex-1 text-lg font-semibold">
          {label}
        </h2>
        {meal.entries.length > 0 && (
          <span className="text-sm font-semibold tabular-nums text-muted" data-testid="meal-kcal">
            {kcal === null ? m.diary_day_unknown() : formatColumn("kcal", kcal)}
          </span>
        )}
        <DropdownMenu.Root modal={false} onOpenChange={onMenuOpenChange}>
          <DropdownMenu.Trigger className={iconButtonClass} aria-label={m.diary_day_meal_menu({ meal: label })}>
            <Ellipsis aria-hidden="true" className="size-5" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content align="end" sideOffset={4} className={menuPanelClass}>
              <DropdownMenu.Item className={menuItemClass} onSelect={menu.copyPrevious}>
                <History aria-hidden="true" className="size-4 shrink-0" />
                {menu.previousLabel}
              </DropdownMenu.Item>
              <DropdownMenu.Item className={menuItemClass} onSelect={menu.copyFrom}>
                <Copy aria-hidden="true" className="size-4 shrink-0" />
                {m.diary_day_copy_from()}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </header>
      {macros && (
        <p className="-mt-1 pl-2 text-xs text-muted tabular-nums" data-testid="meal-macros">
          <span aria-hidden="true">{macros.short}</span>
          <span className="sr-only">{macros.long}</span>
        </p>
      )}
      {meal.entries.length > 0 && (
        <ul className="grid">
          {meal.entries.map((entry) => {
            const kcalText = entryKcalText(entry);
            const waiting = unsent.has(entry.id);
            return (
              <li key={entry.id} data-testid="diary-entry">
                <button
                  type="button"
                  aria-haspopup="dialog"
                  onClick={() => actions.open(entry)}
                  className="flex w-full items-center gap-3 rounded-xl px-2 py-2 text-left hover:bg-surface-2 focus-visible:outline-2"
                >
                  <span className="grid min-w-0 flex-1">
                    <span className="font-medium leading-snug break-words">{entryName(entry, locale)}</span>
                    <span className="text-sm text-muted">
                      <EntryDetail entry={entry} />
                      {waiting && (
                        <span className="ml-2 inline-flex items-center gap-1 whitespace-nowrap text-xs text-warning" data-testid="entry-unsent">
                          <CloudUpload aria-hidden="true" className="size-3.5" />
                          {m.diary_day_unsent_entry()}
                        </span>
                      )}
                    </span>
                  </span>
                  <span className={cn("shrink-0 text-sm tabular-nums", kcalText ? "font-semibold" : "text-muted")}>
                    {kcalText ?? m.diary_day_unknown()}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <button
        type="button"
        onClick={actions.add}
        onPointerEnter={actions.warmAdd}
        onFocus={actions.warmAdd}
        className="inline-flex min-h-10 items-center gap-2 self-start rounded-xl px-3 py-1 text-sm font-semibold text-accent hover:bg-surface-2 focus-visible:outline-2"
        aria-describedby={titleId}
      >
        <Plus aria-hidden="true" className="size-4" />
        {m.diary_day_add()}
      </button>
    </section>
  );
}
