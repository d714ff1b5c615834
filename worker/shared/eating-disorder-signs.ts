// Eating-disorder signs on the member's profile: the coach records them when its triage reads them
// in a message (worker/chat/reply.ts), and the member clears them after talking to a doctor
// (POST /api/profiles/show-targets). While they are recorded the health context gives no calorie or
// macro targets (core/safety/health-context.ts).
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { profiles } from "../db/schema";

/** Records the signs at `now` (a later sign moves the time on); a member without a profile has nothing to record on. */
export async function recordEatingDisorderSigns(db: Db, userId: string, now: number): Promise<void> {
  await db
    .update(profiles)
    .set({ eatingDisorderSignsAt: new Date(now), updatedAt: new Date(now) })
    .where(eq(profiles.userId, userId))
    .run();
}
