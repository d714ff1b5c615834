// YooKassa's Idempotence-Key (https://yookassa.ru/developers/using-api/interaction-format): every
// POST carries one; the same key with the same request answers the first answer again, the same
// key with another request is refused. The key, the request's hash and the answer are written in
// the same batch as the change, so two requests with one key at once change things once.
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import type { Context } from "hono";
import type { AppEnv } from "../../env";
import type { YkNotification } from "../../platform/payments/yookassa/api";
import { devYooKassaShop, type NotifyApp } from "./shop";
import { doubleKeyAnswer, writeDoubleChange, type Change } from "./store";

/** YooKassa's error object. */
export const doubleError = (code: string, description: string, parameter?: string) => ({
  type: "error",
  id: crypto.randomUUID(),
  code,
  description,
  ...(parameter ? { parameter } : {}),
});

export type Refusal = { status: 400 | 404; body: ReturnType<typeof doubleError> };
export type Planned = { status: 200; body: object; change: Omit<Change, "key">; notifications: YkNotification[] };

export const doubleRefusal = (status: 400 | 404, code: string, description: string, parameter?: string): Refusal => ({
  status,
  body: doubleError(code, description, parameter),
});
export const invalidParameter = (parameter: string, description: string) =>
  doubleRefusal(400, "invalid_request", description, parameter);

const storedJson = (body: string, status: number) =>
  new Response(body, { status, headers: { "Content-Type": "application/json" } });

/** Hands notifications to the app; a failure there is the app's (YooKassa would retry), never the API call's. */
export async function notifyAppOf(c: Context<AppEnv>, notify: NotifyApp, notifications: YkNotification[]) {
  const origin = new URL(c.req.url).origin;
  for (const notice of notifications) {
    try {
      await notify(c.env, notice, origin);
    } catch (error) {
      console.error("yookassa double: the app's notification handler failed", notice.event, error);
    }
  }
}

/** A POST of the API: the key checked, the change planned from the body, written with the key, then the notifications sent. */
export async function idempotentCall(
  c: Context<AppEnv>,
  notify: NotifyApp,
  plan: (body: unknown) => Promise<Refusal | Planned>,
): Promise<Response> {
  const key = c.req.header("Idempotence-Key");
  if (!key || key.length > 64)
    return c.json(
      doubleError("invalid_request", "Idempotence-Key header is missing or longer than 64 characters", "Idempotence-Key"),
      400,
    );
  const raw = await c.req.text();
  const requestHash = encodeHexLowerCase(
    sha256(new TextEncoder().encode(`${c.req.method} ${new URL(c.req.url).pathname}\n${raw}`)),
  );
  const shopKey = `${devYooKassaShop.shopId}:${key}`;
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return c.json(doubleError("invalid_request", "The request body is not JSON"), 400);
  }
  // A few tries: another change of the same object, or the same key, may come first.
  for (let attempt = 0; attempt < 5; attempt++) {
    const stored = await doubleKeyAnswer(c.var.db, shopKey);
    if (stored) {
      if (stored.requestHash !== requestHash) {
        return c.json(
          doubleError("invalid_request", "This Idempotence-Key was used with another request", "Idempotence-Key"),
          400,
        );
      }
      return storedJson(stored.answer, stored.status);
    }
    const planned = await plan(body);
    if (planned.status !== 200) return c.json(planned.body, planned.status);
    const answer = JSON.stringify(planned.body);
    const written = await writeDoubleChange(c.var.db, {
      ...planned.change,
      key: { key: shopKey, requestHash, status: 200, answer },
    });
    if (written === "written") {
      await notifyAppOf(c, notify, planned.notifications);
      return storedJson(answer, 200);
    }
  }
  return c.json(doubleError("internal_server_error", "The request could not be processed, repeat it with the same key"), 500);
}
