// The nutrition plan's example day as diary entries (one tap to start a day): a meal of the
// dishes style is its library dish (`dish`) in the plan's portion, the ingredients' grams
// together; a meal of the simple style (no dish of the library) is its foods, each the food
// database's SR28 entry its numbers come from. What an entry shows until the server answers is
// the plan's own energy and macros for the portion (the rest unknown); the server then keeps
// the food's values.
import type { Localized } from "../../../core/content";
import { columnValues, roundValue } from "../../../core/diary/values";
import type { MealPortion } from "../../../core/nutrition/nutrition-plan";
import { newRecordId } from "../../shared/offline/diary-log";
import type { DiaryEntryOutboxChange } from "../../shared/offline/diary-outbox";

/** What a food of the plan's table is in the food database, and what it shows. */
export interface PlanFood {
  ndb: string;
  name: Localized;
  per100g: { kcal: number; protein: number; fat: number; carbs: number; fiber?: number; sugar?: number; saturatedFat?: number };
}

export interface PlanLookups {
  dishName(slug: string): Localized | undefined;
  food(slug: string): PlanFood | undefined;
}

interface Item {
  meal: MealPortion["meal"];
  food: { kind: "dish" | "db"; id: string };
  grams: number;
  name: Localized;
  per100g: PlanFood["per100g"];
}

const per100 = (amount: number, grams: number) => roundValue((amount * 100) / grams);

function itemsOf(portion: MealPortion, lookups: PlanLookups): Item[] {
  const dish = lookups.dishName(portion.dish);
  const grams = portion.ingredients.reduce((sum, i) => sum + i.grams, 0);
  if (dish && grams > 0) {
    const { kcal, protein, fat, carbs, fiber } = portion;
    const values = { kcal: per100(kcal, grams), protein: per100(protein, grams), fat: per100(fat, grams), carbs: per100(carbs, grams), fiber: per100(fiber, grams) };
    return [{ meal: portion.meal, food: { kind: "dish", id: portion.dish }, grams, name: dish, per100g: values }];
  }
  return portion.ingredients.flatMap((i) => {
    const food = lookups.food(i.food);
    return food && i.grams > 0 ? [{ meal: portion.meal, food: { kind: "db" as const, id: food.ndb }, grams: i.grams, name: food.name, per100g: food.per100g }] : [];
  });
}

/** The example day's meals logged on `date`, in the plan's order. */
export function exampleDayEntries(
  day: readonly MealPortion[],
  date: string,
  lookups: PlanLookups,
  newId: () => string = newRecordId,
  now = Date.now(),
): DiaryEntryOutboxChange[] {
  return day
    .flatMap((portion) => itemsOf(portion, lookups))
    .map((item, i) => ({
      type: "entry",
      id: newId(),
      updatedAt: now + i,
      deleted: false,
      date,
      meal: item.meal,
      food: item.food,
      grams: Math.round(item.grams * 10) / 10,
      portion: null,
      shown: { name: { en: item.name.en, ru: item.name.ru }, per100g: columnValues(item.per100g) },
    }));
}
