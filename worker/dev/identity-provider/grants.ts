// The development identity provider's codes and access tokens, in KV for a few minutes. A code
// is read and deleted at once, so it is exchanged once (the dev server is a single process; a
// real provider makes the same promise its own way). Only SHA-256 of each value is a key.
import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import { sessionIdFromToken as hashOf } from "../../shared/session/store";

/** Who signed in at the provider, as its user-info answer says (OpenID Connect claim names). */
export interface DevAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

/** What a code was issued for: the token request must bring the same client, address and verifier. */
export interface DevGrant {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  account: DevAccount;
  expiresAt: number;
}

/** A code lives a minute, an access token ten (KV keeps nothing less than a minute). */
const codeLifetimeMs = 60_000;
const tokenLifetimeMs = 10 * 60_000;

const codeKey = (code: string) => `dev-identity:code:${hashOf(code)}`;
const tokenKey = (token: string) => `dev-identity:token:${hashOf(token)}`;
const randomValue = () => encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)));

export async function issueCode(kv: KVNamespace, grant: Omit<DevGrant, "expiresAt">, now: number): Promise<string> {
  const code = randomValue();
  await kv.put(codeKey(code), JSON.stringify({ ...grant, expiresAt: now + codeLifetimeMs } satisfies DevGrant), { expirationTtl: 60 });
  return code;
}

/** The code's grant, once: it is deleted as it is read. Null when unknown, used or expired. */
export async function takeCode(kv: KVNamespace, code: string, now: number): Promise<DevGrant | null> {
  const key = codeKey(code);
  const grant = await kv.get<DevGrant>(key, "json");
  if (!grant) return null;
  await kv.delete(key);
  return grant.expiresAt > now ? grant : null;
}

export async function issueAccessToken(kv: KVNamespace, account: DevAccount, now: number): Promise<{ token: string; expiresIn: number }> {
  const token = randomValue();
  const record = { account, expiresAt: now + tokenLifetimeMs };
  await kv.put(tokenKey(token), JSON.stringify(record), { expirationTtl: tokenLifetimeMs / 1000 });
  return { token, expiresIn: tokenLifetimeMs / 1000 };
}

export async function accountOfToken(kv: KVNamespace, token: string, now: number): Promise<DevAccount | null> {
  const record = await kv.get<{ account: DevAccount; expiresAt: number }>(tokenKey(token), "json");
  return record && record.expiresAt > now ? record.account : null;
}
