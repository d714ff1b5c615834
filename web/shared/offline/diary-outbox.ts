// The food diary's changes not yet answered by the server, kept on the device one per record
// (decision 0044: per record the latest change wins), so fifty edits of an entry's grams are one
// change to send. A new entry carries what the screen shows of it (`shown`: its names and values
// per 100 g, from the search result or food it was logged from) until the server answers with
// the values it keeps; `shown` never travels.
import type { DiaryDayJson, DiaryEntryJson, DiaryMealJson } from "../../../core/api/diary";
import { quickShown } from "../../../core/diary/quick";
import { totalsOf } from "../../../core/diary/totals";
import type { ColumnValues } from "../../../core/diary/values";
import type { DiaryChange, DiaryEntryChange } from "../../../core/validation/diary";
import { meals } from "../../../core/nutrition/dish";
import { readKept } from "./device-store";
import { diaryOutboxKey } from "./outbox-keys";
import type { Outbox } from "./outbox-engine";

/** What the screen shows of an entry made on this device before the server has it. */
export interface ShownFood {
  name: { en: string; ru: string | null };
  per100g: ColumnValues;
}

export type DiaryEntryOutboxChange = DiaryEntryChange & { shown?: ShownFood };
/** A change as kept on the device: an entry with what it shows, or any other record. */
export type DiaryOutboxChange = DiaryEntryOutboxChange | Exclude<DiaryChange, DiaryEntryChange>;
export type DiaryOutbox = Outbox<DiaryOutboxChange>;

export const diaryChangeKey = (change: DiaryOutboxChange) => `${change.type}:${change.id}`;

/** The outbox with `changes` laid in: each replaces what it holds for the same record unless that is newer. */
export function coalesce(outbox: DiaryOutbox, changes: readonly DiaryOutboxChange[]): DiaryOutbox {
  const next = { ...outbox };
  for (const change of changes) {
    const key = diaryChangeKey(change);
    const held = next[key];
    if (held && change.updatedAt < held.updatedAt) continue;
    // An edit of an entry still unsent keeps what it shows (the screen sends only the record), and
    // the entry a copy was made from (its values, should its food be gone when it is sent).
    if (change.type === "entry" && held?.type === "entry")
      next[key] = { ...change, shown: change.shown ?? held.shown, copyOf: change.copyOf ?? held.copyOf };
    else next[key] = change;
  }
  return next;
}

/** The outbox without the changes the server answered (a change made since stays). */
export function withoutAnswered(outbox: DiaryOutbox, answered: readonly DiaryOutboxChange[]): DiaryOutbox {
  const next = { ...outbox };
  for (const change of answered) {
    const key = diaryChangeKey(change);
    const held = next[key];
    if (held && held.updatedAt <= change.updatedAt) delete next[key];
  }
  return next;
}

/** Own foods, then recipes, then entries, then favourites: what an entry or a recipe names travels first. */
const rank = { food: 0, recipe: 1, entry: 2, favourite: 3 } as const;
export const inSendingOrder = (outbox: DiaryOutbox): DiaryOutboxChange[] =>
  Object.values(outbox).sort((a, b) => rank[a.type] - rank[b.type] || a.updatedAt - b.updatedAt);

/** The change as the server takes it: without what only the screen shows. */
export function sendable(change: DiaryOutboxChange): DiaryChange {
  if (change.type !== "entry" || !change.shown) return change;
  const { shown: _, ...rest } = change;
  return rest;
}

export async function readDiaryOutbox(userId: string): Promise<DiaryOutbox> {
  return (await readKept<DiaryOutbox>(diaryOutboxKey(userId))) ?? {};
}

const entryOf = (change: DiaryEntryOutboxChange, stored: DiaryEntryJson | undefined): DiaryEntryJson | null => {
  const sameFood = stored && stored.food.kind === change.food.kind && stored.food.id === change.food.id;
  // A stored entry keeps its values as logged; one made here (or given another food) shows what it
  // was logged from; a quick entry shows the numbers it carries.
  const values = change.quick
    ? quickShown(change.quick)
    : sameFood
      ? { name: stored.name, per100g: stored.per100g }
      : change.shown;
  if (!values) return null;
  return {
    id: change.id,
    date: change.date,
    meal: change.meal,
    food: change.food,
    grams: change.grams,
    portion: change.portion,
    name: values.name,
    per100g: values.per100g,
    loggedAt: stored?.loggedAt ?? change.updatedAt,
    updatedAt: change.updatedAt,
  };
};

const withTotals = (meal: Omit<DiaryMealJson, "totals">): DiaryMealJson => ({ ...meal, totals: totalsOf(meal.entries) });

/**
 * A day as it starts: five empty meals, no targets. What stands in for a day this device has
 * never read while it is offline, so the member can still log it; the server's answer replaces it.
 */
export const emptyDay = (date: string): DiaryDayJson => ({
  date,
  meals: meals.map((meal) => withTotals({ meal, entries: [] })),
  totals: totalsOf([]),
  targets: null,
});

/**
 * The day as this device sees it: the server's with the unsent entry changes laid over it (an
 * entry moved to another day leaves this one, one moved here joins it), its totals counted again,
 * and the ids of the entries that hold something unsent. `elsewhere` are entries of other cached
 * days, so an entry moved here while unsent keeps its values.
 */
export function dayWithUnsent(
  day: DiaryDayJson,
  changes: readonly DiaryOutboxChange[],
  elsewhere: readonly DiaryEntryJson[] = [],
): { day: DiaryDayJson; unsent: ReadonlySet<string> } {
  const entryChanges = changes.filter((c): c is DiaryEntryOutboxChange => c.type === "entry");
  if (!entryChanges.length) return { day, unsent: new Set() };
  const stored = new Map<string, DiaryEntryJson>();
  for (const e of elsewhere) stored.set(e.id, e);
  for (const meal of day.meals) for (const e of meal.entries) stored.set(e.id, e);
  let entries = day.meals.flatMap((meal) => meal.entries);
  const unsent = new Set<string>();
  for (const change of [...entryChanges].sort((a, b) => a.updatedAt - b.updatedAt)) {
    const at = entries.findIndex((e) => e.id === change.id);
    const entry = change.deleted || change.date !== day.date ? null : entryOf(change, stored.get(change.id));
    if (at >= 0 && entry) entries[at] = entry;
    else if (at >= 0) entries = entries.filter((e) => e.id !== change.id);
    else if (entry) entries.push(entry);
    if (entry) unsent.add(entry.id);
  }
  const meals = day.meals.map((meal) => withTotals({ meal: meal.meal, entries: entries.filter((e) => e.meal === meal.meal) }));
  return { day: { ...day, meals, totals: totalsOf(entries) }, unsent };
}
