// What the development mailbox reads: the outbox adapter's messages, and the e-mail budget of
// an address that browser tests may clear.
import { desc, eq } from "drizzle-orm";
import type { OutboxMailJson } from "../../core/api/dev";
import type { Db } from "../db/client";
import { outbox } from "../db/schema";
import { clear } from "../platform/rate-limit";

/** The newest 100 messages, to one address or to anyone. */
export async function outboxMails(db: Db, to: string | undefined): Promise<OutboxMailJson[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(to ? eq(outbox.to, to) : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(100)
    .all();
  return rows.map(({ to, subject, text, html, links, headers, createdAt }) => ({
    to,
    subject,
    text,
    html,
    links,
    ...(headers ? { headers } : {}),
    createdAt: createdAt.toISOString(),
  }));
}

/** Drops the address's e-mail counters (the auth feature's mailPerAddress limits); answers how many there were. */
export const clearMailBudget = (db: Db, address: string) =>
  clear(db, `mailPerAddressMinute:${address}`, `mailPerAddressHour:${address}`);
