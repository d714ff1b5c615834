// Makes a VAPID key pair for Web Push reminders and prints the secrets to set (decision 0047):
//   npx tsx scripts/vapid-keys.ts
// then `npx wrangler secret put VAPID_PUBLIC_KEY --env production` and the same for
// VAPID_PRIVATE_KEY (and VAPID_SUBJECT, a mailto: or https: contact for the push services).
import { webcrypto } from "node:crypto";

const pair = await webcrypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
const publicKey = Buffer.from(await webcrypto.subtle.exportKey("raw", pair.publicKey)).toString("base64url");
const { d } = await webcrypto.subtle.exportKey("jwk", pair.privateKey);
console.log(`VAPID_PUBLIC_KEY=${publicKey}`);
console.log(`VAPID_PRIVATE_KEY=${d}`);
