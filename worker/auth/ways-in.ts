// The ways into an account (core/auth/ways-in.ts): a password, passkeys, linked identities. A way
// in is removed only while another remains, checked in the same statement that removes it, so two
// removals at once (the last passkey here, the last identity there) cannot leave an account
// without one.
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { IdentityProvider } from "../../core/auth/ways-in";
import type { Db } from "../db/client";
import { identities, passkeys, users } from "../db/schema";

/** How many ways in the account has, as one SQL expression over the member's rows. */
const waysInCount = (userId: string): SQL =>
  sql`((SELECT count(*) FROM ${users} WHERE ${users.id} = ${userId} AND ${users.passwordHash} IS NOT NULL)
      + (SELECT count(*) FROM ${passkeys} WHERE ${passkeys.userId} = ${userId})
      + (SELECT count(*) FROM ${identities} WHERE ${identities.userId} = ${userId}))`;

export interface WaysIn {
  password: boolean;
  passkeys: number;
  identities: number;
}

export async function waysIn(db: Db, userId: string): Promise<WaysIn> {
  const row = await db
    .select({
      password: sql<number>`(SELECT count(*) FROM ${users} WHERE ${users.id} = ${userId} AND ${users.passwordHash} IS NOT NULL)`,
      passkeys: sql<number>`(SELECT count(*) FROM ${passkeys} WHERE ${passkeys.userId} = ${userId})`,
      identities: sql<number>`(SELECT count(*) FROM ${identities} WHERE ${identities.userId} = ${userId})`,
    })
    .from(sql`(SELECT 1)`)
    .get();
  return { password: (row?.password ?? 0) > 0, passkeys: row?.passkeys ?? 0, identities: row?.identities ?? 0 };
}

export type Removal = "removed" | "not_found" | "last_way_in";

/** Why nothing was removed: the row is not the member's (or gone), or it is their last way in. */
async function outcome(db: Db, removed: boolean, exists: () => Promise<boolean>): Promise<Removal> {
  if (removed) return "removed";
  return (await exists()) ? "last_way_in" : "not_found";
}

/** Removes one of the member's passkeys, unless it is their last way in. */
export async function removePasskey(db: Db, userId: string, passkeyId: string): Promise<Removal> {
  const mine = and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId));
  const res = await db.delete(passkeys).where(and(mine, sql`${waysInCount(userId)} > 1`)).run();
  return outcome(db, (res.meta.changes ?? 0) > 0, async () => !!(await db.select({ id: passkeys.id }).from(passkeys).where(mine).get()));
}

/** Unlinks the member's identity at `provider`, unless it is their last way in. */
export async function removeIdentity(db: Db, userId: string, provider: IdentityProvider): Promise<Removal> {
  const mine = and(eq(identities.userId, userId), eq(identities.provider, provider));
  const res = await db.delete(identities).where(and(mine, sql`${waysInCount(userId)} > 1`)).run();
  return outcome(db, (res.meta.changes ?? 0) > 0, async () => !!(await db.select({ id: identities.id }).from(identities).where(mine).get()));
}
