// Recovery codes: the way past the second step when the phone with the app is lost. Ten at a time,
// shown once; only their SHA-256 is kept, and using one is a single conditional write, so a code
// works once however many requests bring it at once.
import { and, eq, isNull } from "drizzle-orm";
import { recoveryCodeCount } from "../../../core/auth/ways-in";
import type { Db } from "../../db/client";
import { recoveryCodes } from "../../db/schema";
import { sessionIdFromToken as sha256Hex } from "../../shared/session/store";

// 32 letters and digits without the look-alikes 1, i, l and o: five random bits a character.
const alphabet = "abcdefghjkmnpqrstuvwxyz023456789";

/** One code, as shown: two groups of five ("k3m9p-x2qaz", 50 random bits). */
function newCode(): string {
  const chars = Array.from(crypto.getRandomValues(new Uint8Array(10)), (b) => alphabet[b & 31]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

/** The stored form of a code as typed (core/validation/security.ts already dropped dashes and case). */
const hashOf = (code: string) => sha256Hex(code.replace(/[\s-]+/g, "").toLowerCase());

/** A fresh set of codes; the member's earlier ones stop working in the same batch. */
export async function replaceRecoveryCodes(db: Db, userId: string, now: number): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, newCode);
  await db.batch([
    db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)),
    db.insert(recoveryCodes).values(
      codes.map((code) => ({ id: crypto.randomUUID(), userId, codeHash: hashOf(code), createdAt: new Date(now) })),
    ),
  ]);
  return codes;
}

/** Uses one of the member's codes: true once for a right, unused code. */
export async function redeemRecoveryCode(db: Db, userId: string, code: string, now: number): Promise<boolean> {
  const row = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date(now) })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashOf(code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id })
    .get();
  return !!row;
}
