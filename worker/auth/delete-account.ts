// Deleting an account leaves nothing of the member (tests/worker/account-deletion.test.ts lists
// what is left): the photos in R2, the chat allowance's Durable Object, the sessions in KV, and in
// D1 the member's rows (ON DELETE CASCADE from users), the abuse counters keyed by their id or
// address, and in development the mailbox's mails to or about them and the push double's
// messages to their devices. Billing is ended before this
// (account-routes.ts); every step here can run again, so a failure part-way leaves the account,
// and a retry (after signing in again) finishes it. D1 goes last, in one transaction.
import { eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { outbox, pushOutbox, pushSubscriptions, rateLimits, users } from "../db/schema";
import { isDevelopment } from "../platform/development";
import { deleteUserPhotos } from "../platform/photo-keys";
import { chatLimiterOf } from "../shared/chat-limiter";
import { revokeUserSessions } from "../shared/session/sessions";

export interface DeletedMember {
  id: string;
  email: string;
}

/**
 * A counter names the member when its key holds their id (`support:<id>`, `export:<id>`), or
 * ends in their address (`signInFailuresPerAccount:<email>`): a whole-key suffix, so another
 * address that merely ends the same way is not touched.
 */
function countersOf(member: DeletedMember) {
  const byAddress = `:${member.email}`;
  return or(
    sql`instr(${rateLimits.key}, ${member.id}) > 0`,
    sql`substr(${rateLimits.key}, -length(${byAddress})) = ${byAddress}`,
  );
}

/** Development's mailbox: what was sent to the member, and the support team's copies naming them. */
const mailsOf = (member: DeletedMember) =>
  or(eq(outbox.to, member.email), sql`instr(${outbox.text}, ${member.email}) > 0`, sql`instr(${outbox.text}, ${member.id}) > 0`);

/** Development's push double: what went to the member's devices, by their push addresses (before those go). */
const pushesOf = (db: Db, member: DeletedMember) =>
  inArray(
    pushOutbox.endpoint,
    db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, member.id)),
  );

export async function deleteAccount(env: Cloudflare.Env, db: Db, member: DeletedMember): Promise<void> {
  await deleteUserPhotos(env.PHOTOS, member.id);
  await chatLimiterOf(env.CHAT_LIMITER, member.id).forget();
  await revokeUserSessions(db, env.SESSIONS, member.id);
  await db.batch([
    db.delete(rateLimits).where(countersOf(member)),
    ...(isDevelopment(env) ? [db.delete(outbox).where(mailsOf(member)), db.delete(pushOutbox).where(pushesOf(db, member))] : []),
    db.delete(users).where(eq(users.id, member.id)),
  ]);
  // Again once the rows are gone: an upload from another tab, or a preview still being made, may
  // have stored a photo since the first pass. A writer after this finds no row and removes its own.
  await deleteUserPhotos(env.PHOTOS, member.id);
}
