// Stripe's webhook signature scheme (https://docs.stripe.com/webhooks#verify-manually):
// header `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the endpoint secret>`.
// The sandbox signs its events the same way, so both go through this check.
import { WebhookError } from "./port";

const signatureToleranceSeconds = 300;

async function hmacHex(secret: string, payload: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(payload)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Constant-time comparison of two hex strings. */
function sameHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export async function signPayload(body: string, secret: string, nowMs: number): Promise<string> {
  const t = Math.floor(nowMs / 1000);
  return `t=${t},v1=${await hmacHex(secret, `${t}.${body}`)}`;
}

export async function verifySignature(body: string, header: string | null, secret: string, nowMs: number): Promise<void> {
  if (!header) throw new WebhookError("missing_signature");
  const parts = header.split(",").map((p) => p.split("=", 2) as [string, string | undefined]);
  const t = Number(parts.find(([k]) => k === "t")?.[1]);
  const signatures = parts.filter(([k]) => k === "v1").map(([, v]) => v ?? "");
  if (!Number.isFinite(t) || signatures.length === 0) throw new WebhookError("bad_signature");
  const expected = await hmacHex(secret, `${t}.${body}`);
  if (!signatures.some((s) => sameHex(s, expected))) throw new WebhookError("bad_signature");
  if (Math.abs(nowMs / 1000 - t) > signatureToleranceSeconds) throw new WebhookError("stale");
}
