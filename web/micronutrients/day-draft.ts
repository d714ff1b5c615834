// The day being built, shared by the vitamin and mineral screens and kept for the browser tab
// (session storage), so switching between the two screens or reloading keeps it.
import { foodPortions } from "../../content/foods/portions";
import type { DayItem } from "../../core/micronutrients/day-totals";
import { parseDecimal } from "../shared/forms/number";
import { localIsoDate } from "../shared/i18n/format";
import { createExternalStore } from "../shared/ui/external-store";

/** One line as typed: the amount as text, in grams or in one of the food's household portions. */
export interface DraftRow {
  key: string;
  food: string;
  amount: string;
  /** "g", or the index of the portion in content/foods/portions. */
  unit: "g" | number;
}

export interface DayDraft {
  date: string;
  /** The saved day being edited; null for a new day. */
  editing: string | null;
  rows: DraftRow[];
}

const storageKey = "forma_micronutrient_day";
/** An empty day for today. */
export const newDraft = (): DayDraft => ({ date: localIsoDate(), editing: null, rows: [] });

function load(): DayDraft {
  try {
    const raw = sessionStorage.getItem(storageKey);
    if (raw) {
      const parsed = JSON.parse(raw) as DayDraft;
      if (parsed && typeof parsed.date === "string" && Array.isArray(parsed.rows))
        return { date: parsed.date, editing: parsed.editing ?? null, rows: parsed.rows };
    }
  } catch {
    // Storage unavailable or spoiled: start empty.
  }
  return newDraft();
}

let current: DayDraft | null = null;
const store = createExternalStore<DayDraft>(() => (current ??= load()), newDraft());

export const useDayDraft = store.use;

export function updateDraft(change: (draft: DayDraft) => DayDraft): void {
  current = change(current ?? load());
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(current));
  } catch {
    // Kept in memory only.
  }
  store.notify();
}

/** More portions than this on one row is a typing slip (60 cups of oats is almost 5 kg), not a day's food. */
export const maxPortions = 20;

let seq = 0;
export const rowKey = () => `${Date.now().toString(36)}-${(seq += 1)}`;

/** A row for grams, shown in the food's first household portion when that is a whole number of them. */
export function rowFor(food: string, grams: number): DraftRow {
  const portions = foodPortions[food] ?? [];
  const index = portions.findIndex((p) => Number.isInteger(grams / p.grams) && grams / p.grams <= 20);
  if (index >= 0) return { key: rowKey(), food, amount: String(grams / portions[index]!.grams), unit: index };
  return { key: rowKey(), food, amount: String(grams), unit: "g" };
}

/** The row's weight in grams; NaN while the amount is not a number, null while it is empty. */
export function gramsOf(row: DraftRow): number | null {
  const amount = parseDecimal(row.amount);
  if (amount === null || Number.isNaN(amount)) return amount;
  if (row.unit === "g") return amount;
  const portion = foodPortions[row.food]?.[row.unit];
  return portion ? Math.round(amount * portion.grams * 10) / 10 : Number.NaN;
}

/** The day's items as the API takes them: one per row. */
export const itemsOf = (rows: readonly DraftRow[]): DayItem[] =>
  rows.map((r) => ({ food: r.food, grams: gramsOf(r) ?? Number.NaN }));
