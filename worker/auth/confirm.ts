// An account becomes confirmed when someone proves they read its address's mail. Until then anyone
// could have made it: its password, passkey and names are whoever signed up first. So at
// confirmation it keeps only the ways in that the proof vouches for, in one batch that does nothing
// to an account already confirmed (two links opened at once: the first one decides).
// - A confirmation link: the credentials of the sign-up that sent it (tokens.ts), and nothing else.
//   Every sign-up of an unconfirmed address sends its own link, so the owner's own link gives them
//   their own password even when someone else signed up with the address before them.
// - A sign-in link: no password and no passkey; the link's session is the way in, and the member
//   sets a password in Settings.
// - A password reset: the new password, and no passkey.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../db/client";
import { authTokens, passkeys, profiles, users, type SignUpCredentials } from "../db/schema";
import { normalizeActivity } from "../../core/plans";
import { insertPasskeyWhere } from "./passkeys/store";

export type Proof =
  /** `credentials` null: a link sent before links carried them, which keeps the account's own. */
  | { kind: "confirmation-link"; credentials: SignUpCredentials | null }
  | { kind: "sign-in-link" }
  | { kind: "reset"; passwordHash: string };

const unconfirmed = (userId: string) =>
  sql`EXISTS (SELECT 1 FROM users u WHERE u.id = ${userId} AND u.email_verified_at IS NULL)`;

/**
 * Confirms the address of an unconfirmed account with what `proof` vouches for. An account already
 * confirmed is left as it is, but for a reset, which sets its password.
 */
export async function confirmAddress(db: Db, userId: string, proof: Proof, now: number): Promise<void> {
  const at = new Date(now);
  const confirm = (ways: Partial<typeof users.$inferInsert>) =>
    db
      .update(users)
      .set({ ...ways, emailVerifiedAt: at, updatedAt: at })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
  if (proof.kind === "confirmation-link" && !proof.credentials) {
    await confirm({}).run();
    return;
  }
  const steps: BatchItem<"sqlite">[] = [db.delete(passkeys).where(and(eq(passkeys.userId, userId), unconfirmed(userId)))];
  const credentials = proof.kind === "confirmation-link" ? proof.credentials! : null;
  if (credentials?.passkey) {
    const p = credentials.passkey;
    // From the account's row, so nothing is added once it is confirmed; a credential registered
    // meanwhile (to anyone) stays theirs.
    const userHandle = p.userHandle === userId ? null : p.userHandle;
    steps.push(insertPasskeyWhere(db, userId, { ...p, userHandle }, now, isNull(users.emailVerifiedAt)));
  }
  if (credentials?.metrics) {
    const { weight, height, age, gender, goal } = credentials.metrics;
    steps.push(
      db
        .update(profiles)
        .set({
          weight,
          height,
          age,
          gender,
          goal,
          activity: normalizeActivity(credentials.metrics.activity).activity,
          updatedAt: at,
        })
        .where(and(eq(profiles.userId, userId), unconfirmed(userId))),
    );
  }
  // Other confirmation links of the address are spent: only one sign-up becomes the account.
  steps.push(
    db
      .update(authTokens)
      .set({ usedAt: at })
      .where(
        and(
          eq(authTokens.userId, userId),
          eq(authTokens.purpose, "verify_email"),
          isNull(authTokens.usedAt),
          unconfirmed(userId),
        ),
      ),
  );
  if (proof.kind === "reset") {
    // A reset sets the password of a confirmed account too.
    steps.push(
      db
        .update(users)
        .set({
          passwordHash: proof.passwordHash,
          emailVerifiedAt: sql`COALESCE(${users.emailVerifiedAt}, ${now})`,
          updatedAt: at,
        })
        .where(eq(users.id, userId)),
    );
  } else {
    const ways = credentials
      ? { passwordHash: credentials.passwordHash, firstName: credentials.firstName, lastName: credentials.lastName }
      : { passwordHash: null };
    steps.push(confirm(ways));
  }
  await db.batch(steps as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
}
