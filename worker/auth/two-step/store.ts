// The member's authenticator app (table two_step): set up, turned on by a first right code, turned
// off. A code is accepted by one conditional write that moves `last_step` forward, so the same
// code sent twice (or by two requests at once) works once.
import { and, eq, isNotNull, isNull, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { recoveryCodes, twoStep } from "../../db/schema";
import { matchingStep, newSecret } from "./totp";

/**
 * A new secret for an account that does not have two-step verification on (a set-up begun and
 * left is replaced); null when it is on, so a session alone cannot swap the member's app for another.
 */
export async function beginSetup(db: Db, userId: string, now: number): Promise<string | null> {
  const secret = newSecret();
  const row = await db
    .insert(twoStep)
    .values({ userId, secret, lastStep: 0, createdAt: new Date(now) })
    .onConflictDoUpdate({
      target: twoStep.userId,
      set: { secret, lastStep: 0, createdAt: new Date(now) },
      setWhere: isNull(twoStep.enabledAt),
    })
    .returning({ secret: twoStep.secret })
    .get();
  return row?.secret ?? null;
}

/**
 * Accepts an app's code: on an account being set up (`turnOn`: the first right code turns two-step
 * verification on) or on one that has it on. False for a wrong code, one used before, or the
 * account in the other state.
 */
export async function acceptCode(db: Db, userId: string, code: string, now: number, turnOn = false): Promise<boolean> {
  const on = turnOn ? isNull(twoStep.enabledAt) : isNotNull(twoStep.enabledAt);
  const row = await db.select().from(twoStep).where(and(eq(twoStep.userId, userId), on)).get();
  const step = row ? matchingStep(row.secret, code, now, row.lastStep) : null;
  if (!row || step === null) return false;
  const accepted = await db
    .update(twoStep)
    .set({ lastStep: step, ...(turnOn ? { enabledAt: new Date(now) } : {}) })
    // The secret too: a set-up begun again meanwhile has another one.
    .where(and(eq(twoStep.userId, userId), eq(twoStep.secret, row.secret), lt(twoStep.lastStep, step), on))
    .returning({ userId: twoStep.userId })
    .get();
  return !!accepted;
}

/** Two-step verification off: the app's secret and the recovery codes are gone. */
export async function turnOff(db: Db, userId: string): Promise<void> {
  await db.batch([db.delete(twoStep).where(eq(twoStep.userId, userId)), db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))]);
}
