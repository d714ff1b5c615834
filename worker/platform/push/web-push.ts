// Production adapter: encryption (aes128gcm, RFC 8291) and the VAPID header (RFC 8292) from
// @block65/webcrypto-web-push over Web Crypto, then one POST to the device's push service.
import { encryptNotification, vapidHeaders, type PushSubscription } from "@block65/webcrypto-web-push";
import { outcomeOf, type PushPort } from "./port";

/** The deployment's VAPID keys (base64url) and the contact the push services may write to. */
export interface Vapid {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export function webPush(vapid: Vapid, fetcher: typeof fetch = fetch): PushPort {
  return {
    publicKey: vapid.publicKey,
    async send(target, payload, options, now) {
      const subscription: PushSubscription = { endpoint: target.endpoint, expirationTime: null, keys: { p256dh: target.p256dh, auth: target.auth } };
      // Our own keys: a misconfiguration throws, and no subscription is blamed for it.
      const { headers } = await vapidHeaders(subscription, vapid);
      let body: Uint8Array;
      try {
        body = await encryptNotification(subscription, new TextEncoder().encode(payload));
      } catch {
        // The device's key is not a point on the curve: no message can ever be encrypted to it.
        return { kind: "gone" };
      }
      let res: Response;
      try {
        res = await fetcher(target.endpoint, {
          method: "POST",
          headers: {
            ...headers,
            ttl: String(options.ttlSeconds),
            ...(options.topic ? { topic: options.topic } : {}),
            ...(options.urgency ? { urgency: options.urgency } : {}),
            "content-encoding": "aes128gcm",
            "content-type": "application/octet-stream",
          },
          body,
        });
      } catch {
        return { kind: "failed", status: 0 };
      }
      // Only the status matters; the body may echo the endpoint, and logs must not hold it.
      await res.body?.cancel();
      return outcomeOf(res.status, res.headers.get("Retry-After"), now);
    },
  };
}
