// How an entry's food is stored (decision 0075). `diary_entries.food_kind` has a CHECK that names
// the four kinds of food, and SQLite cannot widen a CHECK without copying the table (1.2 GB at the
// scale bench's seed), so a quick entry is stored as the kind `custom` with the id `quick`. An own
// food's id is a UUID, so that pair never names one. Every write and read of an entry's food goes
// through these two.
import type { FoodKind, FoodRef } from "../../core/diary/food-ref";
import { isQuick, quickRef, type EntryFoodRef } from "../../core/diary/quick";

export const storedQuick = { kind: "custom", id: "quick" } as const satisfies FoodRef;

/** The columns' pair for an entry's food. */
export const storedFood = (ref: EntryFoodRef): FoodRef => (isQuick(ref) ? storedQuick : ref);

/** An entry's food from its columns. */
export const entryFoodOf = (kind: FoodKind, id: string): EntryFoodRef =>
  kind === storedQuick.kind && id === storedQuick.id ? quickRef : { kind, id };

/** SQL that holds for a stored entry's row that is not a quick entry (`e` its alias, or the table's name). */
export const notQuickSql = (e = "diary_entries") =>
  `NOT (${e}.food_kind = '${storedQuick.kind}' AND ${e}.food_id = '${storedQuick.id}')`;
