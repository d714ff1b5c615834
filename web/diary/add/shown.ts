// What a new entry shows before the server answers (decision 0044): the food's names and its
// values per 100 g, the four a search result carries known and every other column unknown (the
// server fills them in when it keeps the entry).
import type { FoodResultJson } from "../../../core/api/foods";
import { columnValues } from "../../../core/diary/values";
import type { ShownFood } from "../../shared/offline/diary-outbox";

export function shownOf(food: FoodResultJson): ShownFood {
  const { kcal, protein, fat, carbs } = food.per100g;
  return { name: { en: food.name.en, ru: food.name.ru }, per100g: columnValues({ kcal, protein, fat, carbs }) };
}
