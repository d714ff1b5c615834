import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { DiaryEntryJson } from "../../core/api/diary";
import type { DiaryDayAnalysisJson } from "../../core/api/micronutrients";
import type { FoodDetailJson } from "../../core/api/foods";
import { diaryCaps } from "../../core/validation/diary";
import { utcDay } from "../../core/validation/progress";
import { foodMicronutrients } from "../../content/foods/micronutrients";
import { call } from "./auth-helpers";
import { entriesOn, entryChange, get, member, milk, outcomes, sync } from "./diary-fixture";

// Migration 0018 (decision 0045) turns the analyzers' saved days into diary entries and drops
// their table. The test database already has it applied; here the saved days' table is made
// again as migration 0009 made it, filled with saved days of the old shape (three members: two
// with days, one whose diary already fills the date nearly to its cap), and 0018's statements run
// on it, as the deploy runs them; the diary then shows the days through the API.

const migration = (prefix: string) => env.TEST_MIGRATIONS.find((m) => m.name.startsWith(prefix))!;
const run = async (prefix: string) => {
  for (const query of migration(prefix).queries) await env.DB.prepare(query).run();
};

const dayA = utcDay(Date.now(), -20);
const dayB = utcDay(Date.now(), -19);
const savedAt = Date.now() - 10 * 86_400_000;
const items = [
  { food: "chicken-breast-raw", grams: 200 },
  { food: "orange", grams: 131 },
  { food: "spinach", grams: 60 },
];
const ndb = (slug: string) => foodMicronutrients[slug]!.ndb;

let owner: { id: string; token: string };
let other: { id: string; token: string };
let full: { id: string; token: string };

beforeAll(async () => {
  [owner, other, full] = await Promise.all([member("PRO"), member("FREE"), member("BASIC")]);
  // The full member logged 149 entries on dayA in the diary already: one more fits.
  for (let sent = 0; sent < diaryCaps.entriesPerDay - 1; sent += 100) {
    const count = Math.min(100, diaryCaps.entriesPerDay - 1 - sent);
    const res = await sync(
      full.token,
      Array.from({ length: count }, () => entryChange(milk, { date: dayA, grams: 10 })),
    );
    expect(outcomes(res).every((r) => r === "saved")).toBe(true);
  }
  await run("0009");
  const save = env.DB.prepare(
    "INSERT INTO micronutrient_days (id, user_id, date, stage, items, created_at, updated_at) VALUES (?, ?, ?, 'none', ?, ?, ?)",
  );
  await env.DB.batch([
    save.bind(crypto.randomUUID(), owner.id, dayA, JSON.stringify(items), savedAt, savedAt),
    // As the column's default wrote it: a fraction of a millisecond.
    save.bind(crypto.randomUUID(), owner.id, dayB, JSON.stringify([{ food: "orange", grams: 262.4 }]), savedAt, savedAt + 0.25),
    save.bind(crypto.randomUUID(), other.id, dayA, JSON.stringify([{ food: "banana", grams: 118 }]), savedAt, savedAt),
    save.bind(crypto.randomUUID(), full.id, dayA, JSON.stringify(items), savedAt, savedAt),
  ]);
  await run("0018");
});

describe("migration 0018: the analyzers' saved days become diary days", () => {
  it("logs each saved food on its date, in snacks, in the day's order, with the food database's names and values", async () => {
    const entries = (await entriesOn(owner.token, dayA)) as DiaryEntryJson[];
    expect(entries.map((e) => [e.meal, e.food, e.grams, e.portion])).toEqual(
      items.map((i) => ["snack", { kind: "db", id: ndb(i.food) }, i.grams, null]),
    );
    for (const entry of entries) {
      const food = (await get(owner.token, `/api/foods/${entry.food.id}`)).body as FoodDetailJson;
      expect(entry.name).toEqual({ en: food.name.en, ru: food.name.ru });
      expect(entry.per100g).toEqual(food.values);
      expect(entry.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(entries.map((e) => e.loggedAt)).toEqual([savedAt, savedAt + 1, savedAt + 2]);
    expect((await entriesOn(owner.token, dayB)).map((e) => [e.food.id, e.grams])).toEqual([[ndb("orange"), 262.4]]);
  });

  it("analyses the converted day as the saved day was analysed", async () => {
    const res = await call("GET", `/api/micronutrients/analysis?date=${dayA}`, undefined, { token: owner.token });
    const c = (res.body as DiaryDayAnalysisJson).nutrients.find((n) => n.slug === "vitamin-c");
    // A woman of 30 (the fixture's member): 75 mg a day.
    expect(c).toMatchObject({ amount: 86.6, percent: 115, foods: 3, withValue: 3 });
  });

  it("gives each member their own days, on any plan, and keeps to the diary's 150 entries a day", async () => {
    expect((await entriesOn(other.token, dayA)).map((e) => [e.food.id, e.grams])).toEqual([[ndb("banana"), 118]]);
    const fullDay = await entriesOn(full.token, dayA);
    expect(fullDay).toHaveLength(diaryCaps.entriesPerDay);
    expect(fullDay.filter((e) => e.meal === "snack").map((e) => e.food.id)).toEqual([ndb("chicken-breast-raw")]);
  });

  it("leaves converted entries editable through the diary's sync, and drops the saved days' tables", async () => {
    const [first] = await entriesOn(owner.token, dayA);
    const edit = entryChange(first!.food, { id: first!.id, date: dayA, meal: "lunch", grams: 150, updatedAt: Date.now() - 1000 });
    expect(outcomes(await sync(owner.token, [edit]))).toEqual(["saved"]);
    expect((await entriesOn(owner.token, dayA)).find((e) => e.id === first!.id)).toMatchObject({ meal: "lunch", grams: 150 });
    const left = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('micronutrient_days', 'analyzer_day_foods', 'analyzer_day_items')",
    ).all();
    expect(left.results).toEqual([]);
  });
});
