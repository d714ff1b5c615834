// The export's ways in and sign-ins. What the member can see in the security tab, never what
// would let someone in: no passkey's public key or credential id, no two-step secret, no recovery
// code (nor its hash), no provider's account id, no session id.
import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import { identities, passkeys, recoveryCodes, signIns, twoStep, users } from "../db/schema";
import { iso, jsonArray, jsonDocument, keyset, type Member } from "./pages";

export const waysInJson = (m: Member) =>
  jsonDocument(async () => {
    const user = await m.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, m.userId)).get();
    const keys = await m.db
      .select({ name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt, deviceType: passkeys.deviceType })
      .from(passkeys)
      .where(eq(passkeys.userId, m.userId))
      .orderBy(asc(passkeys.createdAt), asc(passkeys.id))
      .all();
    const linked = await m.db
      .select({ provider: identities.provider, email: identities.email, createdAt: identities.createdAt, lastUsedAt: identities.lastUsedAt })
      .from(identities)
      .where(eq(identities.userId, m.userId))
      .orderBy(asc(identities.createdAt))
      .all();
    const steps = await m.db.select({ enabledAt: twoStep.enabledAt }).from(twoStep).where(eq(twoStep.userId, m.userId)).get();
    const codes = await m.db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, m.userId), isNull(recoveryCodes.usedAt)))
      .get();
    const enabledAt = steps?.enabledAt ?? null;
    return {
      // Whether one is set; the password itself is kept only as a hash, and that stays.
      password: !!user?.passwordHash,
      passkeys: keys.map((k) => ({ name: k.name, synced: k.deviceType === "multiDevice", addedAt: iso(k.createdAt), lastUsedAt: iso(k.lastUsedAt) })),
      connectedAccounts: linked.map((i) => ({ provider: i.provider, email: i.email, linkedAt: iso(i.createdAt), lastUsedAt: iso(i.lastUsedAt) })),
      twoStep: { enabled: enabledAt !== null, enabledAt: iso(enabledAt), recoveryCodesLeft: enabledAt === null ? 0 : (codes?.n ?? 0) },
    };
  });

export const signInsJson = (m: Member) =>
  jsonArray(
    keyset(
      (after: { at: number; id: string } | null, size) =>
        m.db
          .select()
          .from(signIns)
          .where(and(eq(signIns.userId, m.userId), after === null ? undefined : sql`(${signIns.at}, ${signIns.id}) > (${after.at}, ${after.id})`))
          .orderBy(asc(signIns.at), asc(signIns.id))
          .limit(size)
          .all(),
      (row) => ({ at: row.at.getTime(), id: row.id }),
    ),
    (s) => ({ at: iso(s.at), method: s.method, secondStep: s.secondStep, device: s.device, country: s.country }),
  );
