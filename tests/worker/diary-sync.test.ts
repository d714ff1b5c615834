import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  anHourAgo,
  custom,
  day,
  entriesOn,
  entryChange,
  favouriteChange,
  foodChange,
  get,
  member,
  milk,
  outcomes,
  recipe,
  recipeChange,
  rowsOf,
  sync,
  today,
} from "./diary-fixture";

// The rule for two devices and for replays (decision 0044, as the workout log's, decision 0042):
// per record, the change made last wins whatever order the changes arrive in; a removal is a
// change; a replay stores nothing new; a device clock in the future is held to the server's now.
// Another member's records, and foods, are "not found".

/** A member with one entry of milk logged an hour ago. */
async function memberWithEntry() {
  const m = await member();
  const t = anHourAgo();
  const entry = entryChange(milk, { grams: 200, updatedAt: t });
  expect(outcomes(await sync(m.token, [entry]))).toEqual(["saved"]);
  return { ...m, entry, t };
}

const storedEntry = async (token: string, id: string) => (await entriesOn(token)).find((e) => e.id === id);

describe("replays", () => {
  it("store a sync once: sent again it is superseded and nothing is added", async () => {
    const { id, token } = await member();
    const food = foodChange();
    const dish = recipeChange([
      { food: milk, grams: 200 },
      { food: custom(food), grams: 50 },
    ]);
    const changes = [
      food,
      dish,
      entryChange(milk),
      entryChange(custom(food), { meal: "lunch" }),
      entryChange(recipe(dish)),
      favouriteChange(milk),
    ];
    const first = await sync(token, changes);
    expect(first.status).toBe(200);
    expect(outcomes(first)).toEqual(Array(6).fill("saved"));
    const again = await sync(token, changes);
    expect(outcomes(again)).toEqual(Array(6).fill("superseded"));
    expect({ ...again.body, results: [] }).toEqual({ ...first.body, results: [] });
    expect(await rowsOf(id)).toEqual({ entries: 3, foods: 1, recipes: 1, favourites: 1 });
  });

  it("store a sync once when the same sync arrives several times at once", async () => {
    const { id, token } = await member();
    const food = foodChange();
    const changes = [
      food,
      entryChange(milk, { grams: 250 }),
      entryChange(custom(food), { grams: 40 }),
      favouriteChange(custom(food)),
    ];
    const answers = await Promise.all(Array.from({ length: 5 }, () => sync(token, changes)));
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(200));
    // Each change was stored by exactly one of them; the others found it there.
    changes.forEach((_, i) => {
      expect(answers.map((a) => a.body.results[i].result).sort()).toEqual([
        "saved",
        "superseded",
        "superseded",
        "superseded",
        "superseded",
      ]);
    });
    expect(await rowsOf(id)).toEqual({ entries: 2, foods: 1, recipes: 0, favourites: 1 });
    expect((await day(token)).body.totals.kcal).toEqual({ amount: 61 * 2.5 + 100 * 0.4, missing: 0 });
  });
});

describe("two devices", () => {
  it("changing the same entry: the later change wins whichever arrives first", async () => {
    const { token, entry, t } = await memberWithEntry();
    const phone = { ...entry, grams: 150, updatedAt: t + 10_000 };
    const tablet = { ...entry, grams: 300, meal: "dinner" as const, updatedAt: t + 20_000 };
    // The later change arrives first: the earlier one, arriving after, changes nothing.
    expect(outcomes(await sync(token, [tablet]))).toEqual(["saved"]);
    expect(outcomes(await sync(token, [phone]))).toEqual(["superseded"]);
    expect(await storedEntry(token, entry.id)).toMatchObject({ grams: 300, meal: "dinner", updatedAt: tablet.updatedAt });

    // In order, the later one replaces the earlier one.
    const other = await memberWithEntry();
    expect(outcomes(await sync(other.token, [{ ...other.entry, grams: 150, updatedAt: other.t + 10_000 }]))).toEqual(["saved"]);
    expect(outcomes(await sync(other.token, [{ ...other.entry, grams: 300, updatedAt: other.t + 20_000 }]))).toEqual(["saved"]);
    expect(await storedEntry(other.token, other.entry.id)).toMatchObject({ grams: 300, updatedAt: other.t + 20_000 });
  });

  it("changing the same entry at once: the later change wins, and a tie keeps what is stored", async () => {
    const { token, entry, t } = await memberWithEntry();
    const changes = [110, 120, 130, 140].map((grams, i) => ({ ...entry, grams, updatedAt: t + (i + 1) * 1000 }));
    await Promise.all(changes.toReversed().map((c) => sync(token, [c])));
    expect(await storedEntry(token, entry.id)).toMatchObject({ grams: 140, updatedAt: t + 4000 });
    expect(outcomes(await sync(token, [{ ...entry, grams: 500, updatedAt: t + 4000 }]))).toEqual(["superseded"]);
    expect(await storedEntry(token, entry.id)).toMatchObject({ grams: 140 });
  });

  it("a removal beats an older edit that arrives later, for an entry, a food and a favourite", async () => {
    const { token, entry, t } = await memberWithEntry();
    expect(outcomes(await sync(token, [{ ...entry, deleted: true, updatedAt: t + 20_000 }]))).toEqual(["saved"]);
    expect(outcomes(await sync(token, [{ ...entry, grams: 90, updatedAt: t + 10_000 }]))).toEqual(["superseded"]);
    expect(await entriesOn(token)).toEqual([]);
    // A later change brings it back, with the values it was logged with.
    expect(outcomes(await sync(token, [{ ...entry, grams: 90, updatedAt: t + 30_000 }]))).toEqual(["saved"]);
    expect(await storedEntry(token, entry.id)).toMatchObject({ grams: 90, per100g: { kcal: 61 } });

    const food = foodChange({ updatedAt: t });
    const liked = favouriteChange(custom(food), { updatedAt: t });
    await sync(token, [food, liked]);
    const removed = await sync(token, [
      { ...food, deleted: true, updatedAt: t + 20_000 },
      { ...liked, deleted: true, updatedAt: t + 20_000 },
    ]);
    expect(removed.body).toMatchObject({ results: [{ result: "saved" }, { result: "saved" }], foods: [], favourites: [] });
    const late = await sync(token, [
      { ...food, name: "Renamed", updatedAt: t + 10_000 },
      { ...liked, updatedAt: t + 10_000 },
    ]);
    expect(outcomes(late)).toEqual(["superseded", "superseded"]);
    expect((await get(token, `/api/diary/foods/${food.id}`)).status).toBe(404);
    expect((await get(token, "/api/diary/foods")).body).toMatchObject({ foods: [], favourites: [] });
  });

  it("a removal of a record never stored writes nothing, so made-up ids cannot fill the database", async () => {
    const { id, token } = await member();
    const entry = entryChange(milk);
    const food = foodChange();
    const made = [entry, food, recipeChange([{ food: milk, grams: 100 }]), favouriteChange(milk)];
    const removals = made.map((c) => ({ ...c, deleted: true, updatedAt: c.updatedAt + 1000 }));
    expect(outcomes(await sync(token, removals))).toEqual(Array(4).fill("saved"));
    expect(await rowsOf(id)).toEqual({ entries: 0, foods: 0, recipes: 0, favourites: 0 });
    // A device's outbox keeps one change per record, so it never sends a creation after its
    // removal; one that arrives anyway is a new record.
    expect(outcomes(await sync(token, [entry]))).toEqual(["saved"]);
    expect(await rowsOf(id)).toMatchObject({ entries: 1 });
    // Made and removed in one sync: the removal is kept as usual.
    const both = entryChange(milk);
    expect(outcomes(await sync(token, [both, { ...both, deleted: true, updatedAt: both.updatedAt + 1000 }]))).toEqual(["saved", "saved"]);
    expect((await entriesOn(token)).map((e) => e.id)).toEqual([entry.id]);
  });

  it("a device clock in the future is held to the server's now, so it cannot win forever", async () => {
    const { token, entry } = await memberWithEntry();
    const now = Date.now();
    const ahead = await sync(token, [{ ...entry, grams: 999, updatedAt: now + 86_400_000 }], { now });
    expect(outcomes(ahead)).toEqual(["saved"]);
    expect(ahead.body.entries[0]).toMatchObject({ grams: 999, updatedAt: now });
    // A second later another device's change, made after the stored one, wins.
    const after = await sync(token, [{ ...entry, grams: 120, updatedAt: now + 1000 }], { now: now + 2000 });
    expect(outcomes(after)).toEqual(["saved"]);
    expect(await storedEntry(token, entry.id)).toMatchObject({ grams: 120, updatedAt: now + 1000 });
  });
});

describe("ownership", () => {
  it("another member's entry, food, recipe or favourite is not theirs to change, and nothing of it changes", async () => {
    const owner = await member();
    const food = foodChange({ name: "Owner's granola" });
    const dish = recipeChange([{ food: custom(food), grams: 100 }]);
    const entry = entryChange(custom(food));
    await sync(owner.token, [food, dish, entry, favouriteChange(milk)]);
    const before = { day: (await day(owner.token)).body, foods: (await get(owner.token, "/api/diary/foods")).body };

    const stranger = await member("PRO");
    const later = Date.now() - 1000;
    const attempts = [
      { ...entry, grams: 999, updatedAt: later },
      { ...entry, deleted: true, updatedAt: later },
      { ...food, name: "Mine now", updatedAt: later },
      { ...food, deleted: true, updatedAt: later },
      { ...dish, name: "Mine now", updatedAt: later },
      { ...dish, deleted: true, updatedAt: later },
      // The stranger's own records may not be made of the owner's foods.
      entryChange(custom(food), { updatedAt: later }),
      entryChange(recipe(dish), { updatedAt: later }),
      recipeChange([{ food: custom(food), grams: 100 }], { updatedAt: later }),
      favouriteChange(custom(food), { updatedAt: later }),
      favouriteChange(recipe(dish), { updatedAt: later }),
    ];
    const res = await sync(stranger.token, attempts);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      results: attempts.map((a) => ({ id: a.id, result: "rejected", code: "not_found" })),
      entries: [],
      foods: [],
      recipes: [],
      favourites: [],
    });
    // The stranger's own favourite of the same database food is their own.
    expect(outcomes(await sync(stranger.token, [favouriteChange(milk)]))).toEqual(["saved"]);

    expect((await day(owner.token)).body).toEqual(before.day);
    expect((await get(owner.token, "/api/diary/foods")).body).toEqual(before.foods);
    for (const id of [food.id, dish.id]) {
      expect(await get(stranger.token, `/api/diary/foods/${id}`)).toMatchObject({
        status: 404,
        body: { error: { code: "not_found", message: "This food is not among your foods" } },
      });
      expect((await get(stranger.token, `/api/diary/foods/${id}`, { lang: "ru" })).body.error.message).toBe(
        "Этого продукта нет среди ваших",
      );
      expect((await get(owner.token, `/api/diary/foods/${id}`)).status).toBe(200);
    }
    expect((await day(stranger.token)).body.meals.flatMap((m: { entries: unknown[] }) => m.entries)).toEqual([]);
    expect((await get(stranger.token, "/api/diary/foods")).body).toMatchObject({ foods: [], recipes: [] });
    // Nor does the search show them.
    const search = await get(stranger.token, "/api/foods/search?q=granola");
    expect(search.body.results.filter((r: { kind: string }) => r.kind !== "db")).toEqual([]);
  });

  it("goes with the account: deleting it deletes the diary", async () => {
    const { id, token } = await member();
    const food = foodChange();
    await sync(token, [food, recipeChange([{ food: milk, grams: 100 }]), entryChange(custom(food)), favouriteChange(milk)]);
    expect(await rowsOf(id)).toEqual({ entries: 1, foods: 1, recipes: 1, favourites: 1 });
    await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(id).run();
    expect(await rowsOf(id)).toEqual({ entries: 0, foods: 0, recipes: 0, favourites: 0 });
  });

  it("answers the day only for the member's own entries, on any plan, and asks a visitor to sign in", async () => {
    for (const path of [`/api/diary/day?date=${today}`, "/api/diary/foods", `/api/diary/foods/${crypto.randomUUID()}`]) {
      expect((await get("", path)).status, path).toBe(401);
    }
    expect((await sync("", [entryChange(milk)])).status).toBe(401);
  });
});
