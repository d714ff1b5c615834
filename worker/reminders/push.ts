// Sending one payload to a member's devices, and what the push services' answers do: a device
// gone (404, 410) is deleted, one that keeps failing too, and a service that asks to slow down
// (429) is left alone until its Retry-After, for every member, for the rest of the run.
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { pushSubscriptions, type PushSubscriptionRow } from "../db/schema";
import type { PushOptions, PushPort } from "../platform/push/port";

/** Failed sends in a row (not 404 or 410: a 403 after a key change, a 5xx) before a device is dropped. */
export const maxFailures = 5;

/** Push services that asked to wait, by origin: until when (ms). One per run. */
export type Backoff = Map<string, number>;

export interface Delivery {
  /** How many devices' push services accepted it. */
  delivered: number;
  /** The earliest a push service that asked to wait takes messages again; null when none asked. */
  retryAt: number | null;
  /** The devices still subscribed afterwards. */
  left: PushSubscriptionRow[];
  removed: number;
}

export async function deliver(
  db: Db,
  push: PushPort,
  devices: readonly PushSubscriptionRow[],
  payload: string,
  options: PushOptions,
  now: number,
  backoff: Backoff,
): Promise<Delivery> {
  let delivered = 0;
  let retryAt: number | null = null;
  const gone: string[] = [];
  const later = (at: number) => (retryAt = retryAt === null ? at : Math.min(retryAt, at));
  for (const device of devices) {
    const service = new URL(device.endpoint).origin;
    const waitUntil = backoff.get(service);
    if (waitUntil !== undefined && waitUntil > now) {
      later(waitUntil);
      continue;
    }
    const outcome = await push.send(device, payload, options, now);
    if (outcome.kind === "delivered") {
      delivered += 1;
      await db.update(pushSubscriptions).set({ lastSuccessAt: now, failures: 0 }).where(eq(pushSubscriptions.id, device.id)).run();
    } else if (outcome.kind === "gone") {
      gone.push(device.id);
    } else if (outcome.kind === "retry") {
      backoff.set(service, outcome.at);
      later(outcome.at);
    } else {
      const failed = await db
        .update(pushSubscriptions)
        .set({ failures: sql`${pushSubscriptions.failures} + 1` })
        .where(eq(pushSubscriptions.id, device.id))
        .returning({ failures: pushSubscriptions.failures })
        .get();
      if (failed && failed.failures >= maxFailures) gone.push(device.id);
    }
  }
  if (gone.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone)).run();
  return { delivered, retryAt, left: devices.filter((d) => !gone.includes(d.id)), removed: gone.length };
}

export const devicesOf = (db: Db, userId: string) => db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).all();
