// The member's own food with a code as this device knows it: their foods as the server last sent
// them with the changes not yet sent laid over them. A food saved a moment ago, or offline, is
// found before the server has it (the lookup would not know it yet); the lookup finds the rest.
import type { DiaryFoodsJson } from "../../../core/api/diary";
import type { FoodResultJson } from "../../../core/api/foods";
import { barcodeSpellings } from "../../../core/validation/barcode";
import type { DiaryOutboxChange } from "../../shared/offline/diary-outbox";
import { customResult } from "../own/label";
import { ownList } from "../own/my-foods";

/** The latest of the member's foods with this code however it was typed (a UPC-A with or without its leading 0), or null. */
export function ownFoodOnDevice(
  code: string,
  server: Pick<DiaryFoodsJson, "foods" | "recipes"> | undefined,
  changes: readonly DiaryOutboxChange[],
): FoodResultJson | null {
  const spellings = new Set(barcodeSpellings(code));
  const food = ownList(server, changes, () => undefined).foods.find(
    (f) => f.barcode !== null && barcodeSpellings(f.barcode).some((s) => spellings.has(s)),
  );
  return food ? customResult(food) : null;
}
