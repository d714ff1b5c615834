// Signed turn-off links: a notification's "Turn off these reminders" and an e-mail's unsubscribe
// work without signing in. The token names the member and what it turns off, signed with
// HMAC-SHA-256 under a key kept only in the member's settings row: no secret to configure, and
// changing one letter of the member or the purpose breaks the signature.
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import type { TurnOffPurpose } from "../../core/reminders/kinds";
import { reminderTokenPattern } from "../../core/validation/reminders";

/** A fresh signing key for a member's settings row. */
export const newSigningKey = () => encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)));

const hmacKey = (key: string, usage: "sign" | "verify") =>
  crypto.subtle.importKey("raw", decodeBase64urlIgnorePadding(key), { name: "HMAC", hash: "SHA-256" }, false, [usage]);

const signed = (userId: string, purpose: TurnOffPurpose) => new TextEncoder().encode(`forma-reminders.${userId}.${purpose}`);

export async function signToken(key: string, userId: string, purpose: TurnOffPurpose): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await hmacKey(key, "sign"), signed(userId, purpose));
  return `${userId}.${purpose}.${encodeBase64urlNoPadding(new Uint8Array(mac))}`;
}

export interface ParsedToken {
  userId: string;
  purpose: TurnOffPurpose;
  mac: string;
}

/** The parts of a well-formed token (not yet checked against its signature), or null. */
export function parseToken(token: string): ParsedToken | null {
  if (!reminderTokenPattern.test(token)) return null;
  const [userId, purpose, mac] = token.split(".") as [string, TurnOffPurpose, string];
  return { userId, purpose, mac };
}

/** Whether the signature is the member's key's (compared in constant time by Web Crypto). */
export async function verifyToken(key: string, token: ParsedToken): Promise<boolean> {
  let mac: Uint8Array;
  try {
    mac = decodeBase64urlIgnorePadding(token.mac);
  } catch {
    return false;
  }
  return crypto.subtle.verify("HMAC", await hmacKey(key, "verify"), mac, signed(token.userId, token.purpose));
}
