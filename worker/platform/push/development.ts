// Development adapter: every push is encrypted and signed exactly as in production, then kept in
// D1 (push_outbox) instead of being sent, and read at /api/dev/pushes; local runs need no network
// and no push service. The key pair below is a fixed, public development value: a deployment
// uses its own keys (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY), and this adapter exists only in
// builds with the development tools, under APP_ENV=development.
import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import type { Db } from "../../db/client";
import { pushOutbox } from "../../db/schema";
import type { PushPort } from "./port";
import { webPush } from "./web-push";

export const developmentVapid = {
  publicKey: "BOeuhWN12HJqWhYwZnt-EIZEw3C9x1tyeEiwdxEXrfBEzs-8zzp57u3CSsMl-ayGbcDlAO1ZnOvDJTuzZOeIgjk",
  privateKey: "t-fHLqrIO-VeEFfFiWO0uLlfVV13n8GjdIwrR5Bh3HM",
} as const;

/** A push service that accepts every message (201) and keeps it. */
export function recordingPushService(db: Db): typeof fetch {
  return async (input, init) => {
    const endpoint = input instanceof Request ? input.url : String(input);
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = new Uint8Array(await new Response(init?.body).arrayBuffer());
    await db.insert(pushOutbox).values({ endpoint, headers, body: encodeBase64urlNoPadding(body), createdAt: new Date() });
    return new Response(null, { status: 201 });
  };
}

export const recordingPush = (db: Db, subject: string): PushPort =>
  webPush({ ...developmentVapid, subject }, recordingPushService(db));
