// The diary records the day screen writes (decision 0044: whole records, each with its own id and
// the moment the member made it), built from the entries as the screen shows them. Every entry
// change carries what it shows (its names and values per 100 g), so it stays on screen offline
// even where the day it came from is not kept on this device.
import type { DiaryEntryJson } from "../../../core/api/diary";
import { isQuick, quickOf, quickShown, type QuickValues } from "../../../core/diary/quick";
import type { Meal } from "../../../core/nutrition/dish";
import { newRecordId } from "../../shared/offline/diary-log";
import type { DiaryEntryOutboxChange } from "../../shared/offline/diary-outbox";

type Entry = Pick<DiaryEntryJson, "id" | "date" | "meal" | "food" | "grams" | "portion" | "name" | "per100g">;

/**
 * The entry as a whole record, with `patch` applied (new grams, another meal, a removal, a quick
 * entry's new numbers). A quick entry carries its numbers in every change (decision 0075).
 */
export function entryChange(
  entry: Entry,
  patch: Partial<Pick<DiaryEntryOutboxChange, "date" | "meal" | "grams" | "portion" | "deleted">> & { quick?: QuickValues } = {},
  now = Date.now(),
): DiaryEntryOutboxChange {
  const { quick: newQuick, ...rest } = patch;
  const quick = isQuick(entry.food) ? (newQuick ?? quickOf(entry)) : undefined;
  return {
    type: "entry",
    id: entry.id,
    updatedAt: now,
    deleted: false,
    date: entry.date,
    meal: entry.meal,
    food: { ...entry.food },
    grams: entry.grams,
    portion: entry.portion,
    ...(quick ? { quick } : {}),
    shown: quick ? quickShown(quick) : { name: entry.name, per100g: entry.per100g },
    ...rest,
  };
}

/**
 * Entries of another day logged again on `date`: new ids, the same food, grams and portion, in
 * `meal` (a meal copied into another) or each in its own (a day copied), each naming the entry it
 * copies (whose values it takes where its food cannot be read now: an own food removed since).
 * Their moments follow one another, so the copies keep the source's order.
 */
export function copiedEntries(
  source: readonly Entry[],
  target: { date: string; meal?: Meal },
  newId: () => string = newRecordId,
  now = Date.now(),
): DiaryEntryOutboxChange[] {
  return source.map((entry, i) => ({
    ...entryChange(entry, { date: target.date, meal: target.meal ?? entry.meal }, now + i),
    id: newId(),
    copyOf: entry.id,
  }));
}

/** Taking back what was just logged (an undo): each of these entries removed. */
export const removals = (changes: readonly DiaryEntryOutboxChange[], now = Date.now()): DiaryEntryOutboxChange[] =>
  changes.map((change) => ({ ...change, updatedAt: Math.max(now, change.updatedAt + 1), deleted: true }));

/** Bringing a removed entry back (an undo): the same record, live again. */
export const restoration = (entry: Entry, now = Date.now()): DiaryEntryOutboxChange => entryChange(entry, {}, now);
