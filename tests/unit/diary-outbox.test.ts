// The food diary's outbox on the device (decision 0044): one change per record, the newest kept; a
// new entry shows what it was logged from until the server answers, and never sends it; answered
// changes leave unless changed since; the day on screen is the server's with the unsent changes
// laid over it and its totals counted again.
import { describe, expect, it } from "vitest";
import type { DiaryDayJson, DiaryEntryJson } from "../../core/api/diary";
import { columnValues } from "../../core/diary/values";
import type { DiaryEntryChange, FavouriteChange } from "../../core/validation/diary";
import {
  coalesce,
  dayWithUnsent,
  inSendingOrder,
  sendable,
  withoutAnswered,
  type DiaryEntryOutboxChange,
  type DiaryOutboxChange,
} from "../../web/shared/offline/diary-outbox";
import { diaryDay } from "./diary-fixture";

const t = (n: number) => Date.UTC(2026, 10, 29, 9) + n * 1000;
const milk = columnValues({ kcal: 61, protein: 3.2, fat: 3.3, carbs: 4.8 });
const oats = columnValues({ kcal: 379, protein: 13.2, fat: 6.5, carbs: 67.7, iron: 4.3 });
const shownMilk = { name: { en: "Milk", ru: "Молоко" }, per100g: milk };
const shownOats = { name: { en: "Oats", ru: "Овсянка" }, per100g: oats };

const entryChange = (id: string, at: number, over: Partial<DiaryEntryOutboxChange> = {}): DiaryEntryOutboxChange => ({
  type: "entry",
  id,
  updatedAt: t(at),
  deleted: false,
  date: "2026-11-29",
  meal: "breakfast",
  food: { kind: "db", id: "01077" },
  grams: 200,
  portion: null,
  shown: shownMilk,
  ...over,
});

const stored = (id: string, over: Partial<DiaryEntryJson> = {}): DiaryEntryJson => ({
  id,
  date: "2026-11-29",
  meal: "breakfast",
  food: { kind: "db", id: "08120" },
  grams: 50,
  portion: null,
  name: shownOats.name,
  per100g: oats,
  loggedAt: t(0),
  updatedAt: t(0),
  ...over,
});

const dayOf = (date: string, entries: DiaryEntryJson[]): DiaryDayJson => diaryDay(date, entries);

const favourite: FavouriteChange = { type: "favourite", id: "db:01077", updatedAt: t(1), deleted: false };

describe("the food diary's outbox", () => {
  it("keeps one change per record, the newest, and an edit keeps what a new entry shows", () => {
    let outbox = coalesce({}, [entryChange("a", 1)]);
    const { shown: _, ...edit } = entryChange("a", 2, { grams: 250 });
    outbox = coalesce(outbox, [edit]);
    expect(Object.values(outbox)).toEqual([{ ...edit, shown: shownMilk }]);
    // An older change (another tab's) does not replace a newer one.
    outbox = coalesce(outbox, [entryChange("a", 0, { grams: 10 })]);
    expect(outbox["entry:a"]).toMatchObject({ grams: 250 });
  });

  it("keeps the entry a copy was made from through the copy's later edits", () => {
    let outbox = coalesce({}, [{ ...entryChange("a", 1), copyOf: "source" }]);
    const { shown: _, ...edit } = entryChange("a", 2, { grams: 250 });
    outbox = coalesce(outbox, [edit]);
    expect(outbox["entry:a"]).toMatchObject({ grams: 250, copyOf: "source", shown: shownMilk });
  });

  it("sends own foods before recipes, entries and favourites, and never what only the screen shows", () => {
    const food = {
      type: "food" as const,
      id: "f",
      updatedAt: t(5),
      deleted: false,
      name: "Bar",
      brand: null,
      barcode: null,
      basis: "100g" as const,
      serving: null,
      values: { kcal: 400, protein: 10, fat: 20, carbs: 45 },
    };
    const outbox = coalesce({}, [favourite, entryChange("a", 2), food]);
    expect(inSendingOrder(outbox).map((c) => c.type)).toEqual(["food", "entry", "favourite"]);
    const sent = sendable(outbox["entry:a"]!) as DiaryEntryChange;
    expect(sent).not.toHaveProperty("shown");
    expect(sent).toMatchObject({ id: "a", grams: 200 });
  });

  it("lets an answered change leave, unless the record changed again since it was sent", () => {
    const sent = entryChange("a", 1);
    const outbox = coalesce({}, [sent, favourite]);
    expect(Object.keys(withoutAnswered(outbox, [sent, favourite]))).toEqual([]);
    const changedSince = coalesce(outbox, [entryChange("a", 3, { grams: 300 })]);
    expect(withoutAnswered(changedSince, [sent])["entry:a"]).toMatchObject({ grams: 300 });
  });

  it("lays unsent entries over the server's day: new, edited, moved away and removed, with totals counted again", () => {
    const day = dayOf("2026-11-29", [stored("kept"), stored("edited", { meal: "lunch" }), stored("gone"), stored("moved")]);
    const changes: DiaryOutboxChange[] = [
      entryChange("new", 1, { meal: "dinner", grams: 100 }),
      // An edit of a stored entry keeps the values it was logged with, whatever it shows.
      entryChange("edited", 2, { meal: "lunch", food: { kind: "db", id: "08120" }, grams: 100, shown: undefined }),
      entryChange("gone", 3, { food: { kind: "db", id: "08120" }, deleted: true }),
      entryChange("moved", 4, { date: "2026-11-30", food: { kind: "db", id: "08120" } }),
      favourite,
    ];
    const { day: shown, unsent } = dayWithUnsent(day, changes);
    const ids = (meal: string) => shown.meals.find((m) => m.meal === meal)!.entries.map((e) => e.id);
    expect([ids("breakfast"), ids("lunch"), ids("dinner")]).toEqual([["kept"], ["edited"], ["new"]]);
    expect([...unsent].sort()).toEqual(["edited", "new"]);
    // Oats 50 g (kept) + oats 100 g (edited) + milk 100 g (new).
    expect(shown.totals.kcal).toEqual({ amount: 189.5 + 379 + 61, missing: 0 });
    // Milk has no iron value: counted apart, never as zero.
    expect(shown.totals.iron).toEqual({ amount: 6.45, missing: 1 });
    expect(shown.meals.find((m) => m.meal === "lunch")!.totals.kcal.amount).toBe(379);
  });

  it("shows an entry moved here from another day read on this device with the values it was logged with", () => {
    const yesterday = stored("moved", { date: "2026-11-28", grams: 100 });
    const { day } = dayWithUnsent(dayOf("2026-11-29", []), [
      entryChange("moved", 1, { food: yesterday.food, grams: 100, shown: undefined }),
    ], [yesterday]);
    expect(day.meals[0]!.entries).toMatchObject([{ id: "moved", date: "2026-11-29", name: shownOats.name, per100g: oats }]);
    expect(day.totals.kcal.amount).toBe(379);
  });

  it("leaves the server's day as it is when nothing of it is unsent", () => {
    const day = dayOf("2026-11-29", [stored("kept")]);
    expect(dayWithUnsent(day, [favourite]).day).toBe(day);
  });
});
