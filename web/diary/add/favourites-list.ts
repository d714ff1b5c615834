// The member's favourites as this device sees them (pure): the server's list with the unsent
// stars laid over it, a food starred here first (its food remembered from where it was starred),
// an unstarred one gone.
import type { FavouriteJson } from "../../../core/api/diary";
import type { FoodResultJson } from "../../../core/api/foods";
import type { DiaryOutboxChange } from "../../shared/offline/diary-outbox";

export function favouritesWithUnsent(
  stored: readonly FavouriteJson[],
  changes: readonly DiaryOutboxChange[],
  known: ReadonlyMap<string, FoodResultJson>,
): FavouriteJson[] {
  let list = [...stored];
  const unsent = changes.filter((c) => c.type === "favourite").sort((a, b) => a.updatedAt - b.updatedAt);
  for (const change of unsent) {
    list = list.filter((f) => f.id !== change.id);
    const food = known.get(change.id) ?? stored.find((f) => f.id === change.id)?.food;
    if (!change.deleted && food) list.unshift({ id: change.id, food, updatedAt: change.updatedAt });
  }
  return list;
}
