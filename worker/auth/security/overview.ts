// GET /api/account/security: everything the settings' security tab shows, read for the signed-in
// member only: whether a password is set, passkeys, linked identities, two-step status, recent
// sign-ins. Never a secret: no public key, TOTP secret, recovery-code hash or provider subject.
import { and, asc, count, desc, eq, isNull } from "drizzle-orm";
import { signInHistoryShown } from "../../../core/auth/ways-in";
import type { IdentityProvider } from "../../../core/auth/ways-in";
import type { SecurityJson } from "../../../core/api/security";
import type { Db } from "../../db/client";
import { identities, passkeys, recoveryCodes, signIns, twoStep, users } from "../../db/schema";

const ms = (at: Date | null) => (at === null ? null : at.getTime());

export async function securityOverview(
  db: Db,
  userId: string,
  opts: { sessionId: string | null; providers: IdentityProvider[] },
): Promise<SecurityJson> {
  const [user, keys, linked, steps, codesLeft, recent] = await Promise.all([
    db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).get(),
    db
      .select({ id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt, deviceType: passkeys.deviceType })
      .from(passkeys)
      .where(eq(passkeys.userId, userId))
      .orderBy(asc(passkeys.createdAt), asc(passkeys.id))
      .all(),
    db
      .select({ provider: identities.provider, email: identities.email, createdAt: identities.createdAt, lastUsedAt: identities.lastUsedAt })
      .from(identities)
      .where(eq(identities.userId, userId))
      .orderBy(asc(identities.createdAt))
      .all(),
    db.select({ enabledAt: twoStep.enabledAt }).from(twoStep).where(eq(twoStep.userId, userId)).get(),
    db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
      .get(),
    db
      .select()
      .from(signIns)
      .where(eq(signIns.userId, userId))
      .orderBy(desc(signIns.at), desc(signIns.id))
      .limit(signInHistoryShown)
      .all(),
  ]);
  const enabledAt = ms(steps?.enabledAt ?? null);
  return {
    hasPassword: !!user?.passwordHash,
    passkeys: keys.map((k) => ({
      id: k.id,
      name: k.name,
      createdAt: k.createdAt.getTime(),
      lastUsedAt: ms(k.lastUsedAt),
      synced: k.deviceType === "multiDevice",
    })),
    identities: linked.map((i) => ({ provider: i.provider, email: i.email, createdAt: i.createdAt.getTime(), lastUsedAt: ms(i.lastUsedAt) })),
    providers: opts.providers,
    twoStep: { enabled: enabledAt !== null, enabledAt, recoveryCodesLeft: enabledAt === null ? 0 : (codesLeft?.n ?? 0) },
    signIns: recent.map((s) => ({
      at: s.at.getTime(),
      method: s.method,
      secondStep: s.secondStep,
      device: s.device,
      country: s.country,
      current: opts.sessionId !== null && s.sessionId === opts.sessionId,
    })),
  };
}
