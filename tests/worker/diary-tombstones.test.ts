import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, getWorkerDb } from "../../worker/db/client";
import { diaryEntries, diaryFavourites, diaryFoods } from "../../worker/db/schema";
import { pruneDiaryTombstones, removedDiaryRows } from "../../worker/diary/tombstones";
import { tombstoneKeptMs } from "../../worker/platform/tombstones";
import { sync } from "./diary-fixture";
import { createSession, createUser } from "./factories";
import { purgeClock, purgeFor } from "./tombstone-purge";

// The daily cron deletes diary removals (tombstones) older than 90 days, so records made and
// removed again cannot grow a member's rows without end; live records and newer removals stay.
// The rows are dated in 2090 and purged for their member only (tombstone-purge.ts).

const db = () => getDb(env.DB);
const day = 86_400_000;
const now = purgeClock;
const old = now - tombstoneKeptMs - day;
const recent = now - tombstoneKeptMs + day;

async function memberWithRows() {
  const { id } = await createUser();
  const entry = (tag: string, updatedAt: number, deleted: boolean) => ({
    id: crypto.randomUUID(),
    userId: id,
    date: "2001-01-01",
    meal: "lunch" as const,
    foodKind: "db" as const,
    foodId: "01077",
    grams: 100,
    nameEn: tag,
    loggedAt: updatedAt,
    updatedAt,
    deleted,
  });
  const entries = [entry("old removal", old, true), entry("recent removal", recent, true), entry("old but live", old, false)];
  await db().insert(diaryEntries).values(entries);
  const food = (name: string, updatedAt: number, deleted: boolean) => ({
    id: crypto.randomUUID(),
    userId: id,
    name,
    basis: "100g" as const,
    entered: { kcal: 100 },
    per100g: { kcal: 100 },
    updatedAt,
    deleted,
  });
  await db()
    .insert(diaryFoods)
    .values([food("old removal", old, true), food("old but live", old, false)]);
  await db()
    .insert(diaryFavourites)
    .values([
      { userId: id, id: "db:01077", foodKind: "db", foodId: "01077", updatedAt: old, deleted: true },
      { userId: id, id: "db:09003", foodKind: "db", foodId: "09003", updatedAt: recent, deleted: true },
    ]);
  return { id };
}

describe("the daily purge of diary removals", () => {
  it("says what it deleted", async () => {
    // In 1990 no removal is 90 days old: nothing of any test's goes.
    expect(await pruneDiaryTombstones.run({ env, db: getWorkerDb(env.DB), now: Date.UTC(1990, 0, 1) })).toBe(
      "entries 0, foods 0, recipes 0, favourites 0",
    );
  });

  it("deletes removals older than 90 days and keeps newer removals and live records", async () => {
    const { id } = await memberWithRows();
    expect(await purgeFor(id, removedDiaryRows, now)).toEqual([1, 1, 0, 1]);
    const names = async <T extends { nameEn?: string | null; name?: string }>(rows: Promise<T[]>) =>
      (await rows).map((r) => r.nameEn ?? r.name).sort();
    expect(await names(db().select().from(diaryEntries).where(eq(diaryEntries.userId, id)).all())).toEqual([
      "old but live",
      "recent removal",
    ]);
    expect(await names(db().select().from(diaryFoods).where(eq(diaryFoods.userId, id)).all())).toEqual(["old but live"]);
    expect((await db().select().from(diaryFavourites).where(eq(diaryFavourites.userId, id)).all()).map((f) => f.id)).toEqual([
      "db:09003",
    ]);
  });

  it("leaves a member's sync working on the records it purged: a late change of one is a new record", async () => {
    const { id } = await createUser();
    const token = await createSession(id);
    const entryId = crypto.randomUUID();
    await db().insert(diaryEntries).values({
      id: entryId,
      userId: id,
      date: "2001-01-01",
      meal: "lunch",
      foodKind: "db",
      foodId: "01077",
      grams: 100,
      loggedAt: old,
      updatedAt: old,
      deleted: true,
    });
    expect(await purgeFor(id, removedDiaryRows, now)).toEqual([1, 0, 0, 0]);
    expect(await db().select().from(diaryEntries).where(eq(diaryEntries.id, entryId)).all()).toEqual([]);
    const change = {
      type: "entry",
      id: entryId,
      updatedAt: Date.now() - 60_000,
      deleted: false,
      date: "2024-03-01",
      meal: "lunch",
      food: { kind: "db", id: "01077" },
      grams: 120,
      portion: null,
    } as const;
    expect((await sync(token, [change])).body.results).toEqual([{ id: entryId, result: "saved" }]);
  });
});
