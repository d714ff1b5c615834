// The devices that receive a member's pushes. An endpoint is one browser profile on one device:
// subscribing it again (new keys) replaces it, and a device signed in to another account moves
// to that account, so one device never gets two members' reminders.
import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import type * as v from "valibot";
import type { pushSubscriptionSchema } from "../../core/validation/reminders";
import type { Db } from "../db/client";
import { pushSubscriptions } from "../db/schema";

/** Devices one member may keep; subscribing another drops the one that has gone longest without a push. */
export const maxDevices = 10;

type SubscriptionInput = v.InferOutput<typeof pushSubscriptionSchema>;

/** Base64url as browsers write it, without padding. */
const unpadded = (s: string) => s.replace(/=+$/, "");

export async function addSubscription(db: Db, userId: string, input: SubscriptionInput, now: number): Promise<void> {
  const keys = { p256dh: unpadded(input.keys.p256dh), auth: unpadded(input.keys.auth) };
  await db
    .insert(pushSubscriptions)
    .values({ id: crypto.randomUUID(), userId, endpoint: input.endpoint, ...keys, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, ...keys, createdAt: now, lastSuccessAt: null, failures: 0 },
    })
    .run();
  const keep = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(sql`coalesce(${pushSubscriptions.lastSuccessAt}, ${pushSubscriptions.createdAt})`))
    .limit(maxDevices);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, keep)))
    .run();
}

/** Removes the member's own subscription of that endpoint; another member's is left alone. */
export async function removeSubscription(db: Db, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .run();
}
