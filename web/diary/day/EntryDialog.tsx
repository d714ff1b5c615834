import { useQuery } from "@tanstack/react-query";
import { Star, Trash2, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import type { DiaryEntryJson } from "../../../core/api/diary";
import type { FoodResultJson } from "../../../core/api/foods";
import { favouriteIdOf, type FoodRef } from "../../../core/diary/food-ref";
import { isQuick, quickOf } from "../../../core/diary/quick";
import { meals, type Meal } from "../../../core/nutrition/dish";
import { mealLabels } from "../../../i18n/labels/plans";
import * as m from "../../../i18n/paraglide/messages.js";
import type { DiaryChanges } from "../../shared/offline/diary-log";
import { diaryFoodsQuery } from "../../shared/queries/diary";
import { buttonClass } from "../../shared/ui/button-styles";
import { cn } from "../../shared/ui/cn";
import { touchFirst } from "../../shared/ui/touch-first";
import { PortionPicker } from "../add/PortionPicker";
import { QuickAddForm } from "../add/QuickAddForm";
import { entryChange } from "./changes";
import { iconButtonClass, overlayClass, panelClass } from "./menu-styles";

/** The entry as the portion picker takes a food: its values as logged (an unknown macro previews as 0). */
export function entryAsFood(entry: DiaryEntryJson & { food: FoodRef }): FoodResultJson {
  const v = entry.per100g;
  return {
    kind: entry.food.kind,
    id: entry.food.id,
    name: { en: entry.name.en, ru: entry.name.ru, usda: null },
    group: null,
    per100g: { kcal: v.kcal ?? 0, protein: v.protein ?? 0, fat: v.fat ?? 0, carbs: v.carbs ?? 0 },
    serving: null,
  };
}

/** Whether the food is starred: the change this device has not sent yet, else the server's list. */
function useStarred(userId: string, food: FoodRef, diary: DiaryChanges): boolean {
  const foods = useQuery(diaryFoodsQuery(userId));
  const id = favouriteIdOf(food);
  const waiting = diary.changes.filter((c) => c.type === "favourite" && c.id === id).at(-1);
  if (waiting) return !waiting.deleted;
  return foods.data?.favourites.some((f) => f.id === id) ?? false;
}

/**
 * One entry's actions: its amount changed (the portion picker; a quick entry's numbers in the
 * quick-add form), moved to another meal, starred as a favourite (a food's), or removed (the
 * screen offers an undo).
 */
export default function EntryDialog(props: {
  userId: string;
  entry: DiaryEntryJson;
  diary: DiaryChanges;
  onOpenChange(open: boolean): void;
  onRemove(entry: DiaryEntryJson): void;
  onMove(entry: DiaryEntryJson, meal: Meal): void;
}) {
  const { entry, diary } = props;
  const food = isQuick(entry.food) ? null : entry.food;
  // On a phone the entry opens without the keyboard: moving, starring or removing it needs none.
  const [typeFirst] = useState(() => !touchFirst());
  return (
    <Dialog.Root open onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        <Dialog.Content className={panelClass} aria-describedby={undefined} data-testid="diary-entry-dialog">
          {/* The picker shows the food's name, its energy per 100 g and what the amount holds. */}
          <div className="flex items-center gap-2">
            <Dialog.Title className="min-w-0 flex-1 text-sm font-semibold text-accent">
              {m.diary_day_edit_title({ meal: mealLabels[entry.meal]() })}
            </Dialog.Title>
            <Dialog.Close className={iconButtonClass} aria-label={m.panel_close()}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {food ? (
            <PortionPicker
              key={entry.id}
              food={entryAsFood({ ...entry, food })}
              initial={{ grams: entry.grams, portion: entry.portion }}
              focusAmount={typeFirst}
              confirmLabel={m.diary_day_save_amount()}
              onConfirm={({ grams, portion }) => {
                diary.record([entryChange(entry, { grams, portion })]);
                props.onOpenChange(false);
              }}
            />
          ) : (
            <QuickAddForm
              key={entry.id}
              initial={quickOf(entry)}
              focusEnergy={typeFirst}
              confirmLabel={m.diary_day_save_amount()}
              onConfirm={(quick) => {
                diary.record([entryChange(entry, { quick })]);
                props.onOpenChange(false);
              }}
            />
          )}
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-semibold">{m.diary_day_move_to()}</legend>
            <div className="grid grid-cols-2 gap-1.5 sm:grid-cols-3">
              {meals.map((meal) => (
                <button
                  key={meal}
                  type="button"
                  disabled={meal === entry.meal}
                  aria-pressed={meal === entry.meal}
                  onClick={() => props.onMove(entry, meal)}
                  className={cn(
                    "min-h-10 rounded-lg border px-2 py-1.5 text-sm leading-tight font-medium",
                    meal === entry.meal ? "border-accent bg-accent/10 text-accent" : "border-border hover:border-accent",
                  )}
                >
                  {mealLabels[meal]()}
                </button>
              ))}
            </div>
          </fieldset>
          <div className="flex flex-wrap gap-2 border-t border-border pt-4">
            {food && <FavouriteButton userId={props.userId} food={food} diary={diary} />}
            <button
              type="button"
              className="inline-flex min-h-9 items-center gap-2 rounded-xl px-3 py-1 text-sm font-semibold text-danger hover:bg-danger/10 focus-visible:outline-2"
              onClick={() => props.onRemove(entry)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {m.diary_day_remove()}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Stars the entry's food, or takes the star off. */
function FavouriteButton({ userId, food, diary }: { userId: string; food: FoodRef; diary: DiaryChanges }) {
  const starred = useStarred(userId, food, diary);
  return (
    <button
      type="button"
      className={buttonClass("secondary", "sm")}
      onClick={() => diary.record([{ type: "favourite", id: favouriteIdOf(food), updatedAt: Date.now(), deleted: starred }])}
    >
      <Star aria-hidden="true" className={cn("size-4", starred && "fill-warning text-warning")} />
      {starred ? m.diary_day_unfavourite() : m.diary_day_favourite()}
    </button>
  );
}
