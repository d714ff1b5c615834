// Favourites for the add-food screens: the list as this device sees it and a star that toggles
// one (a favourite record through the diary's outbox, shown at once).
import { useQuery } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import type { FoodResultJson } from "../../../core/api/foods";
import { favouriteIdOf } from "../../../core/diary/food-ref";
import { useDiaryChanges } from "../../shared/offline/diary-log";
import { diaryFoodsQuery } from "../../shared/queries/diary";
import { favouritesWithUnsent } from "./favourites-list";

/** Foods starred on this device, for showing them before the server has the favourite. */
const starred = new Map<string, FoodResultJson>();

export function useFavourites(userId: string) {
  const foods = useQuery(diaryFoodsQuery(userId));
  const { changes, record } = useDiaryChanges(userId);
  const list = useMemo(() => favouritesWithUnsent(foods.data?.favourites ?? [], changes, starred), [foods.data, changes]);
  const ids = useMemo(() => new Set(list.map((f) => f.id)), [list]);
  const isFavourite = useCallback((food: FoodResultJson) => ids.has(favouriteIdOf(food)), [ids]);
  const toggle = useCallback(
    (food: FoodResultJson) => {
      const id = favouriteIdOf(food);
      const on = !ids.has(id);
      if (on) starred.set(id, food);
      record([{ type: "favourite", id, updatedAt: Date.now(), deleted: !on }]);
    },
    [ids, record],
  );
  return { query: foods, list, isFavourite, toggle };
}
