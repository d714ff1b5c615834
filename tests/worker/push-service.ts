// A browser's side of Web Push, for tests: a subscription made as a browser makes one (a P-256
// key pair and a 16-byte auth secret), the decryption of what the worker sent to it (RFC 8291,
// aes128gcm), the check of the VAPID header (RFC 8292), and a stand-in push service that keeps
// every request and answers as the test says.
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import { concat } from "../support/bytes";

export interface TestSubscription {
  endpoint: string;
  /** `PushSubscription.toJSON()` as the browser sends it. */
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  privateKey: CryptoKey;
  publicRaw: Uint8Array;
  auth: Uint8Array;
}

let seq = 0;

/** A fresh subscription on Google's push service (or the host given). */
export async function browserSubscription(host = "fcm.googleapis.com"): Promise<TestSubscription> {
  seq += 1;
  const endpoint = `https://${host}/fcm/send/test-${Date.now().toString(36)}-${seq}-${crypto.randomUUID()}`;
  const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"])) as CryptoKeyPair;
  const publicRaw = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
  const auth = crypto.getRandomValues(new Uint8Array(16));
  return {
    endpoint,
    json: { endpoint, expirationTime: null, keys: { p256dh: encodeBase64urlNoPadding(publicRaw), auth: encodeBase64urlNoPadding(auth) } },
    privateKey: pair.privateKey,
    publicRaw,
    auth,
  };
}

const text = (s: string) => new TextEncoder().encode(s);

// Copies (`new Uint8Array(x)`) are ArrayBuffer-backed, as Node's Web Crypto types ask (browser tests use this file too).
async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, bytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey("raw", new Uint8Array(ikm), "HKDF", false, ["deriveBits"]);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt: new Uint8Array(salt), info: new Uint8Array(info) }, key, bytes * 8));
}

/** The plaintext of an aes128gcm body (RFC 8188 header, one record), as the browser decrypts it. */
export async function decryptPush(body: Uint8Array, sub: TestSubscription): Promise<string> {
  const salt = body.slice(0, 16);
  const idLength = body[20]!;
  const serverKey = body.slice(21, 21 + idLength);
  const record = new Uint8Array(body.slice(21 + idLength));
  const server = await crypto.subtle.importKey("raw", serverKey, { name: "ECDH", namedCurve: "P-256" }, false, []);
  // workerd's types spell the peer key `$public`; every runtime takes the standard `public`.
  const ecdh = { name: "ECDH", public: server } as unknown as Parameters<typeof crypto.subtle.deriveBits>[0];
  const shared = new Uint8Array(await crypto.subtle.deriveBits(ecdh, sub.privateKey, 256));
  const ikm = await hkdf(sub.auth, shared, concat(text("WebPush: info\0"), sub.publicRaw, serverKey), 32);
  const cek = await hkdf(salt, ikm, text("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(salt, ikm, text("Content-Encoding: nonce\0"), 12);
  const key = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["decrypt"]);
  const padded = new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: nonce }, key, record));
  // The last record: the data, the delimiter 0x02, then zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("not the last record's delimiter");
  return new TextDecoder().decode(padded.slice(0, end));
}

/** The VAPID header's claims, once its key is the server's and its signature checks out; throws otherwise. */
export async function vapidClaims(authorization: string, publicKey: string): Promise<{ aud: string; exp: number; sub: string }> {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!match) throw new Error(`not a vapid header: ${authorization}`);
  const [, jwt, k] = match;
  if (k !== publicKey) throw new Error("signed with another key");
  const [head, claims, signature] = jwt!.split(".") as [string, string, string];
  const key = await crypto.subtle.importKey("raw", new Uint8Array(decodeBase64urlIgnorePadding(publicKey)), { name: "ECDSA", namedCurve: "P-256" }, false, ["verify"]);
  const ok = await crypto.subtle.verify({ name: "ECDSA", hash: "SHA-256" }, key, new Uint8Array(decodeBase64urlIgnorePadding(signature)), text(`${head}.${claims}`));
  if (!ok) throw new Error("bad signature");
  return JSON.parse(new TextDecoder().decode(decodeBase64urlIgnorePadding(claims)));
}

export interface ReceivedPush {
  endpoint: string;
  headers: Record<string, string>;
  body: Uint8Array;
}

/** A push service that keeps every request and answers what `answer` says for the endpoint (201 by default). */
export function pushService(answer: (endpoint: string) => Response = () => new Response(null, { status: 201 })) {
  const received: ReceivedPush[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const endpoint = input instanceof Request ? input.url : String(input);
    const body = new Uint8Array(await new Response(init?.body).arrayBuffer());
    received.push({ endpoint, headers: Object.fromEntries(new Headers(init?.headers).entries()), body });
    return answer(endpoint);
  }) as typeof fetch;
  return { fetcher, received, to: (sub: TestSubscription) => received.filter((r) => r.endpoint === sub.endpoint) };
}
