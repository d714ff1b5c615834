// Days kept in the analyzers. Every query is scoped by user_id, so another member's day is
// simply "not found"; one day per date (the unique index), saving a date again replaces it.
import { and, desc, eq, sql } from "drizzle-orm";
import type { SavedDayJson } from "../../core/api/micronutrients";
import type { FoodEnergy } from "../../core/micronutrients/analysis";
import type { DayItem } from "../../core/micronutrients/day-totals";
import type { LifeStage } from "../../core/safety/health-context";
import type { Db } from "../db/client";
import { micronutrientDays, type MicronutrientDay } from "../db/schema";
import { ApiError } from "../platform/errors";

/** The most days one list answer holds (the newest). */
export const maxListedDays = 100;

export interface DayInput {
  date: string;
  stage: LifeStage;
  items: DayItem[];
}

export function savedDayJson(d: MicronutrientDay, energy: FoodEnergy): SavedDayJson {
  const kcal = d.items.reduce((sum, i) => sum + ((energy.get(i.food) ?? 0) * i.grams) / 100, 0);
  return { id: d.id, date: d.date, stage: d.stage, items: d.items, kcal: Math.round(kcal), updatedAt: d.updatedAt.toISOString() };
}

const own = (userId: string, id: string) => and(eq(micronutrientDays.userId, userId), eq(micronutrientDays.id, id));

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) if (/UNIQUE constraint failed/i.test(e.message)) return true;
  return false;
}

/** The member's days, newest first. */
export function listDays(db: Db, userId: string) {
  return db
    .select()
    .from(micronutrientDays)
    .where(eq(micronutrientDays.userId, userId))
    .orderBy(desc(micronutrientDays.date))
    .limit(maxListedDays)
    .all();
}

/** Saves a day in one statement: a new date is created, a saved date replaced (`created` says which). */
export async function saveDay(
  db: Db,
  userId: string,
  input: DayInput,
  now: number,
): Promise<{ day: MicronutrientDay; created: boolean }> {
  const id = crypto.randomUUID();
  const at = new Date(now);
  const day = await db
    .insert(micronutrientDays)
    .values({ id, userId, date: input.date, stage: input.stage, items: input.items, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: [micronutrientDays.userId, micronutrientDays.date],
      set: { items: sql`excluded.items`, stage: sql`excluded.stage`, updatedAt: at },
    })
    .returning()
    .get();
  return { day, created: day.id === id };
}

/** Replaces a day's foods, stage and date; 404 for another member's day, 409 when the date is taken. */
export async function editDay(db: Db, userId: string, id: string, input: DayInput, now: number): Promise<MicronutrientDay> {
  try {
    const day = await db
      .update(micronutrientDays)
      .set({ date: input.date, stage: input.stage, items: input.items, updatedAt: new Date(now) })
      .where(own(userId, id))
      .returning()
      .get();
    if (!day) throw new ApiError(404, "not_found");
    return day;
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError(409, "micronutrients_date_taken", undefined, { "X-Invalid-Field": "date" });
    throw err;
  }
}

export async function deleteDay(db: Db, userId: string, id: string): Promise<void> {
  const gone = await db.delete(micronutrientDays).where(own(userId, id)).returning({ id: micronutrientDays.id }).get();
  if (!gone) throw new ApiError(404, "not_found");
}
