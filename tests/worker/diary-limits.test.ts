import { describe, expect, it } from "vitest";
import { diaryCaps, diaryLimits } from "../../core/validation/diary";
import {
  anHourAgo,
  custom,
  entriesOn,
  entryChange,
  favouriteChange,
  foodChange,
  get,
  member,
  milk,
  outcomes,
  recipeChange,
  rowsOf,
  sync,
  today,
  yesterday,
  type DiaryChange,
} from "./diary-fixture";

// How much one member may keep (diaryCaps): live entries on a day, own foods, recipes, favourites.
// A new record (or a restored one, or an entry moved to another day) past the cap is refused alone
// with `limit_reached` and the cap's message in the member's language; edits and removals never
// wait; the check is in the statement that writes, so syncs at once never store more than the cap.
// The real caps, reached with syncs of 100 changes.

const messages = {
  entry: {
    en: "A day can hold at most 150 entries. Remove one to add another.",
    ru: "В одном дне может быть не больше 150 записей. Удалите одну, чтобы добавить новую.",
  },
  food: {
    en: "You can keep at most 2,000 of your own foods. Remove one to add another.",
    ru: "Своих продуктов может быть не больше 2\u00a0000. Удалите один, чтобы добавить новый.",
  },
  recipe: {
    en: "You can keep at most 500 recipes. Remove one to add another.",
    ru: "Рецептов может быть не больше 500. Удалите один, чтобы добавить новый.",
  },
  favourite: {
    en: "You can keep at most 500 favourites. Remove one to add another.",
    ru: "В избранном может быть не больше 500 продуктов. Уберите один, чтобы добавить новый.",
  },
};

const refused = (c: DiaryChange, message: string) => ({ id: c.id, result: "rejected", code: "limit_reached", message });
const saved = (c: DiaryChange) => ({ id: c.id, result: "saved" });

/** Stores the changes in syncs of at most 100, one after another, each change saved. */
async function store(token: string, changes: readonly DiaryChange[]) {
  for (let i = 0; i < changes.length; i += diaryLimits.changesPerSync) {
    const part = changes.slice(i, i + diaryLimits.changesPerSync);
    expect(outcomes(await sync(token, part))).toEqual(part.map(() => "saved"));
  }
}

const times = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));

describe("entries on a day", () => {
  it("are refused past 150 in the member's language, and the sync's other changes are saved", async () => {
    const { id, token } = await member();
    await store(
      token,
      times(diaryCaps.entriesPerDay, () => entryChange(milk)),
    );
    const over = entryChange(milk, { meal: "dinner" });
    const elsewhere = entryChange(milk, { date: yesterday });
    const food = foodChange();
    const res = await sync(token, [over, elsewhere, food]);
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([refused(over, messages.entry.en), saved(elsewhere), saved(food)]);
    expect(res.body.entries.map((e: { id: string }) => e.id)).toEqual([elsewhere.id]);
    expect(res.body.foods.map((f: { id: string }) => f.id)).toEqual([food.id]);

    const inRussian = entryChange(milk);
    expect((await sync(token, [inRussian], { lang: "ru" })).body.results).toEqual([refused(inRussian, messages.entry.ru)]);
    expect(await entriesOn(token)).toHaveLength(150);
    expect(await entriesOn(token, yesterday)).toHaveLength(1);
    // A refused entry left nothing behind, not even a tombstone.
    expect(await rowsOf(id)).toEqual({ entries: 151, foods: 1, recipes: 0, favourites: 0 });
  });

  it("at the cap can still be edited and removed; a removal frees a place; a restored or moved-in entry counts as new", async () => {
    const { token } = await member();
    const t = anHourAgo() - 60_000;
    const food = foodChange({ updatedAt: t });
    const ownEntry = entryChange(custom(food), { updatedAt: t });
    const full = [ownEntry, ...times(diaryCaps.entriesPerDay - 1, () => entryChange(milk, { updatedAt: t }))];
    await store(token, [food, ...full]);
    const [, first, second, third] = full as [DiaryChange, DiaryChange, DiaryChange, DiaryChange];

    // Edits at the cap, one of an entry whose own food has since been removed (it keeps its values).
    await store(token, [{ ...food, deleted: true, updatedAt: t + 1000 }]);
    const edits = [
      { ...first, grams: 250, meal: "lunch", updatedAt: t + 2000 },
      { ...ownEntry, grams: 50, updatedAt: t + 2000 },
    ];
    expect(outcomes(await sync(token, edits))).toEqual(["saved", "saved"]);
    expect((await entriesOn(token)).find((e) => e.id === ownEntry.id)).toMatchObject({ grams: 50, per100g: { kcal: 100 } });

    // A removal frees one place: one new entry takes it, the next is refused.
    const next = entryChange(milk, { updatedAt: t + 3000 });
    const more = entryChange(milk, { updatedAt: t + 3000 });
    const freed = await sync(token, [{ ...second, deleted: true, updatedAt: t + 3000 }, next, more]);
    expect(freed.body.results).toEqual([saved(second), saved(next), refused(more, messages.entry.en)]);

    // Bringing the removed entry back is a new one on a full day; an older change of it is still superseded.
    const restore = { ...second, grams: 90, updatedAt: t + 4000 };
    expect((await sync(token, [restore])).body.results).toEqual([refused(restore, messages.entry.en)]);
    expect(outcomes(await sync(token, [{ ...second, grams: 80, updatedAt: t + 2500 }]))).toEqual(["superseded"]);

    // Moving an entry into the full day is refused; once one moves out, it fits.
    const other = entryChange(milk, { date: yesterday, updatedAt: t });
    await store(token, [other]);
    const moveIn = { ...other, date: today, updatedAt: t + 5000 };
    expect((await sync(token, [moveIn])).body.results).toEqual([refused(moveIn, messages.entry.en)]);
    const moveOut = { ...third, date: yesterday, updatedAt: t + 6000 };
    expect(outcomes(await sync(token, [moveOut, { ...moveIn, updatedAt: t + 6000 }]))).toEqual(["saved", "saved"]);
    expect(await entriesOn(token)).toHaveLength(150);
    expect((await entriesOn(token, yesterday)).map((e) => e.id)).toEqual([third.id]);

    // A copy into the full day of an entry whose own food is gone (it would take the entry's
    // values) is refused for the day's cap, and says so.
    const copy = { ...entryChange(custom(food), { updatedAt: t + 7000 }), copyOf: ownEntry.id };
    expect((await sync(token, [copy])).body.results).toEqual([refused(copy, messages.entry.en)]);
    const elsewhere = { ...copy, id: crypto.randomUUID(), date: yesterday };
    expect(outcomes(await sync(token, [elsewhere]))).toEqual(["saved"]);
    expect((await entriesOn(token, yesterday)).find((e) => e.id === elsewhere.id)).toMatchObject({ per100g: { kcal: 100 } });
  });

  it("never go past 150 when several syncs arrive at once, and each sync's other changes are saved", async () => {
    const { id, token } = await member();
    await store(
      token,
      times(100, () => entryChange(milk)),
    );
    // Four devices at once, each with 20 entries for today (80 for 50 places) and one for yesterday.
    const syncs = times(4, () => [...times(20, () => entryChange(milk)), entryChange(milk, { date: yesterday })]);
    const answers = await Promise.all(syncs.map((changes) => sync(token, changes)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const results = answers.flatMap((a) => a.body.results as { result: string; code?: string; message?: string }[]);
    const forToday = results.filter((_, i) => i % 21 !== 20);
    expect(forToday.filter((r) => r.result === "saved")).toHaveLength(50);
    const rest = forToday.filter((r) => r.result !== "saved");
    expect(rest).toHaveLength(30);
    for (const r of rest) expect(r).toMatchObject({ result: "rejected", code: "limit_reached", message: messages.entry.en });
    expect(results.filter((_, i) => i % 21 === 20).map((r) => r.result)).toEqual(Array(4).fill("saved"));
    expect(await entriesOn(token)).toHaveLength(150);
    expect(await entriesOn(token, yesterday)).toHaveLength(4);
    expect(await rowsOf(id)).toMatchObject({ entries: 154 });
  });
});

describe("own foods", () => {
  it("stop at 2,000, even for syncs at once; edits and removals still work and a removal frees a place", async () => {
    const { id, token } = await member();
    const kept = times(diaryCaps.foods - 1, (i) => foodChange({ name: `Food ${i}` }));
    await store(token, kept);

    // Three devices at once add a food each: one takes the last place.
    const three = times(3, (i) => foodChange({ name: `Late ${i}` }));
    const answers = await Promise.all(three.map((f) => sync(token, [f])));
    expect(answers.flatMap(outcomes).sort()).toEqual(["rejected", "rejected", "saved"]);
    expect(answers.flatMap((a) => a.body.results).filter((r: { result: string }) => r.result === "rejected")).toEqual(
      three.filter((_, i) => answers[i]!.body.results[0].result === "rejected").map((f) => refused(f, messages.food.en)),
    );
    expect(await rowsOf(id)).toMatchObject({ foods: 2000 });

    // At the cap a new food is refused; the sync's entry of a database food is saved, and one
    // logged with the refused food keeps the label's values, as an entry of a removed food does.
    const over = foodChange({ name: "One too many" });
    const ofMilk = entryChange(milk);
    const ofOver = entryChange(custom(over), { grams: 50 });
    const res = await sync(token, [over, ofMilk, ofOver], { lang: "ru" });
    expect(res.body.results).toEqual([refused(over, messages.food.ru), saved(ofMilk), saved(ofOver)]);
    expect((await entriesOn(token)).find((e) => e.id === ofOver.id)).toMatchObject({ grams: 50, per100g: { kcal: 100 } });
    expect((await get(token, `/api/diary/foods/${over.id}`)).status).toBe(404);

    const [a, b] = kept as [DiaryChange, DiaryChange];
    const edit = { ...a, name: "Renamed", updatedAt: a.updatedAt + 1000 };
    const removal = { ...b, deleted: true, updatedAt: b.updatedAt + 1000 };
    expect(outcomes(await sync(token, [edit, removal, { ...over, updatedAt: over.updatedAt + 1000 }]))).toEqual([
      "saved",
      "saved",
      "saved",
    ]);
    expect((await get(token, `/api/diary/foods/${over.id}`)).body).toMatchObject({ food: { name: "One too many" } });
    const restore = { ...b, updatedAt: b.updatedAt + 2000 };
    expect((await sync(token, [restore])).body.results).toEqual([refused(restore, messages.food.en)]);
    expect(await rowsOf(id)).toMatchObject({ foods: 2001 });

    // Made and removed in one sync at the cap: the making is refused, and the removal stores no
    // tombstone either, so a full member cannot add rows by pairs.
    const pairs = times(10, () => foodChange({ name: "Gone at once" })).flatMap((f) => [f, { ...f, deleted: true, updatedAt: f.updatedAt + 1000 }]);
    const answered = await sync(token, pairs);
    expect(answered.body.results.filter((r: { result: string }) => r.result === "rejected")).toHaveLength(10);
    expect(await rowsOf(id)).toMatchObject({ foods: 2001 });
  });
});

describe("recipes", () => {
  it("stop at 500; edits and removals still work, a removal frees a place, a restored one counts as new", async () => {
    const { token } = await member();
    const kept = times(diaryCaps.recipes, (i) => recipeChange([{ food: milk, grams: 100 + i }], { name: `Recipe ${i}` }));
    await store(token, kept);
    const over = recipeChange([{ food: milk, grams: 200 }]);
    const entry = entryChange(milk);
    expect((await sync(token, [over, entry])).body.results).toEqual([refused(over, messages.recipe.en), saved(entry)]);
    expect((await sync(token, [over], { lang: "ru" })).body.results).toEqual([refused(over, messages.recipe.ru)]);

    const [a, b] = kept as [DiaryChange, DiaryChange];
    const edit = { ...a, name: "Renamed", updatedAt: a.updatedAt + 1000 };
    const removal = { ...b, deleted: true, updatedAt: b.updatedAt + 1000 };
    const restore = { ...b, updatedAt: b.updatedAt + 2000 };
    const res = await sync(token, [edit, removal, over, restore]);
    expect(res.body.results).toEqual([saved(edit), saved(removal), saved(over), refused(restore, messages.recipe.en)]);
    const foods = (await get(token, "/api/diary/foods")).body;
    expect(foods.recipes).toHaveLength(500);
    expect(foods.recipes.map((r: { id: string }) => r.id)).not.toContain(b.id);
  });
});

describe("favourites", () => {
  it("stop at 500; starring again and un-starring still work, and un-starring frees a place", async () => {
    const { id, token } = await member();
    const foods = times(diaryCaps.favourites, (i) => foodChange({ name: `Food ${i}` }));
    const stars = foods.map((f) => favouriteChange(custom(f)));
    await store(
      token,
      foods.flatMap((f, i) => [f, stars[i]!]),
    );
    const over = favouriteChange(milk);
    const food = foodChange();
    expect((await sync(token, [over, food], { lang: "ru" })).body.results).toEqual([
      refused(over, messages.favourite.ru),
      saved(food),
    ]);

    const [a, b] = stars as [DiaryChange, DiaryChange];
    const again = { ...a, updatedAt: a.updatedAt + 1000 };
    const unstar = { ...b, deleted: true, updatedAt: b.updatedAt + 1000 };
    const restar = { ...b, deleted: false, updatedAt: b.updatedAt + 2000 };
    const res = await sync(token, [again, unstar, over, restar]);
    expect(res.body.results).toEqual([saved(again), saved(unstar), saved(over), refused(restar, messages.favourite.en)]);
    expect((await get(token, "/api/diary/foods")).body.favourites).toHaveLength(500);
    expect(await rowsOf(id)).toMatchObject({ favourites: 501 });
  });
});
