// A barcode lookup's answer, as the dialog uses it (pure): the own-food form's start from a
// product, the macros as the card prints them, and what a failed lookup means for the member.
import type { BarcodeProductJson } from "../../../core/api/foods";
import { diaryLimits } from "../../../core/validation/diary";
import type { OwnFoodDraft } from "../own/draft";

/** A name as the own-food form takes it: trimmed, at most its length. */
const clip = (text: string) => text.trim().slice(0, diaryLimits.nameLength).trim();

/**
 * The own-food form's start from a product: its name, brand, code, the values the source gives
 * per 100 g (unknown ones stay out, never 0) and its serving, for the member to check and save.
 */
export function draftOf(product: BarcodeProductJson): OwnFoodDraft {
  const brand = product.brand === null ? null : clip(product.brand) || null;
  return {
    name: clip(product.name),
    brand,
    barcode: product.barcode,
    per100g: { ...product.per100g },
    ...(product.servingGrams !== undefined && product.servingGrams > 0 ? { servingGrams: product.servingGrams } : {}),
  };
}

/** The four values the card shows per 100 g; null where the source does not give one. */
export function macrosOf(product: BarcodeProductJson): {
  kcal: number | null;
  protein: number | null;
  fat: number | null;
  carbs: number | null;
} {
  const { kcal, protein, fat, carbs } = product.per100g;
  return { kcal: kcal ?? null, protein: protein ?? null, fat: fat ?? null, carbs: carbs ?? null };
}

/**
 * What went wrong with a lookup, for the member: the code itself (400: the field says why),
 * an unknown product (404: add it from its label), the source or the limit (503, 429: try again
 * later), no network, or anything else.
 */
export type LookupProblem = "invalid" | "not-found" | "unavailable" | "rate-limited" | "offline" | "failed";

export function problemOf(status: number | null, online: boolean): LookupProblem {
  if (status === null) return online ? "failed" : "offline";
  if (status === 400) return "invalid";
  if (status === 404) return "not-found";
  if (status === 503) return "unavailable";
  if (status === 429) return "rate-limited";
  return "failed";
}

/** Whether asking again may help (not for a code that is wrong or a product nobody knows). */
export const retryable = (problem: LookupProblem) => problem !== "invalid" && problem !== "not-found";
