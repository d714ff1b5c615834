// What the development push double recorded (worker/platform/push/development.ts): the requests
// the worker would have sent to devices' push services, newest first, for browser tests to
// decrypt with their own subscription's keys and hand to the service worker.
import { desc, eq } from "drizzle-orm";
import type { OutboxPushJson } from "../../core/api/reminders";
import type { Db } from "../db/client";
import { pushOutbox } from "../db/schema";

/** The newest 100 recorded pushes, to one endpoint or to any. */
export async function recordedPushes(db: Db, endpoint: string | undefined): Promise<OutboxPushJson[]> {
  const rows = await db
    .select()
    .from(pushOutbox)
    .where(endpoint ? eq(pushOutbox.endpoint, endpoint) : undefined)
    .orderBy(desc(pushOutbox.id))
    .limit(100)
    .all();
  return rows.map(({ endpoint, headers, body, createdAt }) => ({ endpoint, headers, body, createdAt: createdAt.toISOString() }));
}
