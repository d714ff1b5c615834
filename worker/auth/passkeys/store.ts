// Stored passkeys (table passkeys): looked up by credential id, saved after a checked
// registration, their counter and last use moved on by one conditional write per sign-in.
import { and, asc, count, eq, or, sql, type SQL } from "drizzle-orm";
import type { PasskeyJson } from "../../../core/api/security";
import type { Db } from "../../db/client";
import { passkeys, users, type NewPasskey, type SignUpCredentials, type User } from "../../db/schema";

export type Passkey = typeof passkeys.$inferSelect;

export type { NewPasskey };

export const passkeyJson = (p: Passkey): PasskeyJson => ({
  id: p.id,
  name: p.name,
  createdAt: p.createdAt.getTime(),
  lastUsedAt: p.lastUsedAt?.getTime() ?? null,
  synced: p.deviceType === "multiDevice",
});

export const findPasskey = (db: Db, id: string) => db.select().from(passkeys).where(eq(passkeys.id, id)).get();

export async function countPasskeys(db: Db, userId: string): Promise<number> {
  return (await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId)).get())?.n ?? 0;
}

/** The member's credentials, for the browser's "already registered" list. */
export const credentialsOf = (db: Db, userId: string) =>
  db.select({ id: passkeys.id, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt)).all();

/**
 * An unconfirmed account's ways in as its sign-up left them (its password or its one passkey), for
 * a confirmation link sent again when no sign-up's own link is waiting (worker/auth/confirm.ts).
 */
export async function currentCredentials(db: Db, user: User): Promise<SignUpCredentials> {
  const key = await db.select().from(passkeys).where(eq(passkeys.userId, user.id)).orderBy(asc(passkeys.createdAt)).limit(1).get();
  const passkey = key
    ? { id: key.id, publicKey: key.publicKey, counter: key.counter, transports: key.transports, deviceType: key.deviceType, backedUp: key.backedUp, name: key.name, userHandle: key.userHandle ?? key.userId }
    : null;
  return { passwordHash: user.passwordHash, passkey, firstName: user.firstName, lastName: user.lastName, metrics: null };
}

/**
 * A passkey's insert from the account's row, where `condition` also holds, so the condition is
 * checked in the same statement as the write. A credential already registered (to anyone) is left.
 */
export function insertPasskeyWhere(
  db: Db,
  userId: string,
  key: NewPasskey & { name: string; userHandle: string | null },
  now: number,
  condition: SQL | undefined,
) {
  const value = <T>(x: T, column: string) => sql<T>`${x}`.as(column);
  return db
    .insert(passkeys)
    .select(
      db
        .select({
          id: value(key.id, "id"),
          userId: users.id,
          name: value(key.name, "name"),
          publicKey: value(key.publicKey, "public_key"),
          counter: value(key.counter, "counter"),
          transports: value(JSON.stringify(key.transports), "transports"),
          deviceType: value(key.deviceType, "device_type"),
          backedUp: value(key.backedUp ? 1 : 0, "backed_up"),
          userHandle: value(key.userHandle, "user_handle"),
          createdAt: value(now, "created_at"),
          lastUsedAt: value(null, "last_used_at"),
        })
        .from(users)
        .where(and(eq(users.id, userId), condition)),
    )
    .onConflictDoNothing();
}

/**
 * Saves a passkey added in settings while the member has fewer than `cap`, checked in the same
 * statement, so registrations at once cannot pass the cap together. Undefined when the cap is
 * reached or the credential is already registered (to anyone).
 */
export async function addPasskeyWithin(db: Db, userId: string, key: NewPasskey, name: string, now: number, cap: number): Promise<Passkey | undefined> {
  const underCap = sql`(SELECT COUNT(*) FROM passkeys p WHERE p.user_id = ${userId}) < ${cap}`;
  return insertPasskeyWhere(db, userId, { ...key, name, userHandle: null }, now, underCap).returning().get();
}

/** Saves a new passkey; undefined when that credential is already registered (to anyone). */
export async function savePasskey(db: Db, userId: string, key: NewPasskey, name: string, now: number): Promise<Passkey | undefined> {
  return db
    .insert(passkeys)
    .values({ ...key, userId, name, createdAt: new Date(now) })
    .onConflictDoNothing()
    .returning()
    .get();
}

/**
 * Records a sign-in with the passkey. Authenticators that keep a counter raise it on each use: the
 * new value must be above the stored one (checked in the same write, so two uses of one copied key
 * cannot both pass); those that keep none answer 0 every time.
 */
export async function recordUse(db: Db, id: string, newCounter: number, now: number): Promise<boolean> {
  const rising = or(sql`${passkeys.counter} < ${newCounter}`, and(eq(passkeys.counter, 0), sql`${newCounter} = 0`));
  const res = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: new Date(now) })
    .where(and(eq(passkeys.id, id), rising))
    .run();
  return (res.meta.changes ?? 0) > 0;
}

export async function renamePasskey(db: Db, userId: string, id: string, name: string): Promise<Passkey | undefined> {
  return db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning()
    .get();
}
