// "Delete my account" leaves nothing of the member: a member with data in every feature
// is deleted through the API, then every place the app keeps anything is searched for them. D1 is
// read by introspection (every table, every column), so a table added later is searched too;
// KV's every key and value, R2's every object, and the member's chat allowance object. Another
// member, with the same data, keeps all of theirs.
import { createExecutionContext, env, runInDurableObject, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { deleteAccount } from "../../worker/auth/delete-account";
import { hashPassword } from "../../worker/auth/password";
import { getDb } from "../../worker/db/client";
import {
  pushOutbox,
  sandboxSubscriptions,
  users,
} from "../../worker/db/schema";
import { chatLimiterOf } from "../../worker/shared/chat-limiter";
import { call, fresh, post, signIn, strongPassword } from "./auth-helpers";
import { createUser } from "./factories";
import { memberWithEverything } from "./member-everything";
import { figure, jpegOf } from "./transform-files";

const db = () => getDb(env.DB);

interface Member {
  id: string;
  email: string;
  password: string;
  token: string;
  /** A word in the member's own texts and nowhere else. */
  marker: string;
  /** The push service's address of the member's device. */
  endpoint: string;
}

/** A request through the app, waiting for the work it leaves running (e-mails sent after the answer). */
async function send(method: string, path: string, token: string, body?: BodyInit, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`https://forma.test${path}`, {
      method,
      body,
      headers: { "CF-Connecting-IP": fresh().ip, Authorization: `Bearer ${token}`, ...headers },
    }),
    env,
    ctx,
  );
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, text };
}

/**
 * A Pro member with data in every feature (member-everything.ts writes the rows and photos, the
 * ways in and sign-ins too), a password, and what the app's own requests leave besides rows: a session, e-mails and the
 * mail budget, a failed sign-in's count, the chat count, the support, barcode and export
 * counters.
 */
async function memberWhoUsedEverything(): Promise<Member> {
  const seeded = await memberWithEverything();
  const { id, email, marker } = seeded;
  const password = strongPassword;
  await db()
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, id));
  // The payment sandbox's own record of the subscription the fixture gives the member.
  await db()
    .insert(sandboxSubscriptions)
    .values({
      id: seeded.secrets.subscriptionId,
      customerId: seeded.secrets.customerId,
      userId: id,
      plan: "PRO",
      interval: "month",
      currency: "usd",
      amount: 1299,
      status: "active",
      currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
      paymentMethodId: seeded.secrets.paymentMethodId,
      last4: "4242",
    });
  // The fixture's reminders, and in development the push double's copy of a push sent.
  const endpoint = seeded.secrets.pushEndpoint;
  await db()
    .insert(pushOutbox)
    .values({ endpoint, headers: { TTL: "3600" }, body: "aGVsbG8", createdAt: new Date() });
  const ok = (res: { status: number; text?: string; body?: unknown }, what: string) =>
    expect(res.status, `${what}: ${res.text ?? JSON.stringify(res.body)}`).toBeLessThan(300);

  expect((await signIn(email, "Wr0ngPassword")).status).toBe(401);
  // Two-step verification is on (the fixture's): the password answers the second step's ticket,
  // which stays behind as a challenge; the fixture's session is the one the member goes on with.
  expect((await signIn(email, password, { returnToken: true })).body.twoStep).toBeDefined();
  const token = seeded.token;
  ok(await post("/api/auth/forgot-password", { email }, { now: Date.now() }), "reset link");
  const json = { "Content-Type": "application/json" };
  ok(await send("POST", "/api/chat/messages", token, JSON.stringify({ content: `Hello! ${marker}` }), json), "chat");
  const support = new FormData();
  support.append("topic", "billing");
  support.append("message", `I was charged twice this month ${marker}`);
  support.append("screenshot", new File([await jpegOf(figure(300, 400))], "screen.jpg", { type: "image/jpeg" }));
  ok(await send("POST", "/api/support/requests", token, support), "support");
  ok(await call("GET", "/api/foods/barcode/3017620422003", undefined, { token }), "barcode");
  ok(await send("POST", "/api/account/export", token), "export");
  return { id, email, password, token, marker, endpoint };
}

/** What each member is found by: the id (also without dashes), the address, the word in their texts, their device. */
const needlesOf = (m: Member) => [m.id, m.id.replaceAll("-", ""), m.email, m.marker, m.endpoint];

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every table of D1 with its columns, as the database itself describes them. */
async function tables(): Promise<{ name: string; columns: string[] }[]> {
  const listed = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
  ).all<{ name: string }>();
  return Promise.all(
    listed.results.map(async ({ name }) => ({
      name,
      columns: (await env.DB.prepare(`PRAGMA table_info(${quoted(name)})`).all<{ name: string }>()).results.map((c) => c.name),
    })),
  );
}

/** Every D1 row that is the member's (user_id) or names them in any column, as "d1 table: row". */
async function d1Traces(m: Member): Promise<string[]> {
  const found: string[] = [];
  for (const { name, columns } of await tables()) {
    const needles = needlesOf(m);
    const conditions: [string, string][] = columns.flatMap((c) => needles.map((n): [string, string] => [`instr(CAST(${quoted(c)} AS TEXT), ?) > 0`, n]));
    if (columns.includes("user_id")) conditions.push(["user_id = ?", m.id]);
    // A wide table's chain of ORs would pass SQLite's expression depth of 100: ask in parts.
    const seen = new Set<string>();
    for (let i = 0; i < conditions.length; i += 40) {
      const part = conditions.slice(i, i + 40);
      const rows = await env.DB.prepare(`SELECT * FROM ${quoted(name)} WHERE ${part.map(([sql]) => sql).join(" OR ")}`)
        .bind(...part.map(([, value]) => value))
        .all<Record<string, unknown>>();
      for (const row of rows.results) seen.add(`d1 ${name}: ${JSON.stringify(row).slice(0, 200)}`);
    }
    found.push(...seen);
  }
  return found.sort();
}

/** The tables with a user_id column that hold none of the member's rows. */
async function tablesWithoutRowsOf(m: Member): Promise<string[]> {
  const empty: string[] = [];
  for (const { name, columns } of await tables()) {
    if (!columns.includes("user_id")) continue;
    const row = await env.DB.prepare(`SELECT 1 AS one FROM ${quoted(name)} WHERE user_id = ? LIMIT 1`)
      .bind(m.id)
      .first();
    if (!row) empty.push(name);
  }
  return empty;
}

const names = (text: string, m: Member) => needlesOf(m).some((n) => text.includes(n));

/** Every KV key whose name or value names the member. */
async function kvTraces(m: Member): Promise<string[]> {
  const found: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.SESSIONS.list({ cursor });
    const values = await Promise.all(page.keys.map((k) => env.SESSIONS.get(k.name)));
    page.keys.forEach((k, i) => {
      if (names(k.name, m) || names(values[i] ?? "", m)) found.push(`kv ${k.name}`);
    });
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return found.sort();
}

/** Every R2 object whose key or custom metadata names the member. */
async function r2Traces(m: Member): Promise<string[]> {
  const found: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.PHOTOS.list({ cursor, include: ["customMetadata"] });
    for (const o of page.objects)
      if (names(o.key, m) || names(JSON.stringify(o.customMetadata ?? {}), m)) found.push(`r2 ${o.key}`);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return found.sort();
}

/** What the member's chat allowance object keeps. */
async function limiterTraces(m: Member): Promise<string[]> {
  const keys = await runInDurableObject(chatLimiterOf(env.CHAT_LIMITER, m.id), (_, state) =>
    [...state.storage.kv.list()].map(([key]) => key),
  );
  return keys.map((key) => `chat limiter ${key}`);
}

async function traces(m: Member) {
  return [...(await d1Traces(m)), ...(await kvTraces(m)), ...(await r2Traces(m)), ...(await limiterTraces(m))];
}

describe("deleting an account", { timeout: 60_000 }, () => {
  it("leaves nothing of the member in D1, KV, R2 or the chat limiter, and all of another member's data", async () => {
    const member = await memberWhoUsedEverything();
    const other = await memberWhoUsedEverything();

    // The member's data is in every table of members' rows and in every other store.
    expect(await tablesWithoutRowsOf(member)).toEqual([]);
    const before = await traces(member);
    for (const place of ["d1 rate_limits", "d1 outbox", "kv session:", "r2 users/", "chat limiter state"]) {
      expect(
        before.some((t) => t.startsWith(place)),
        place,
      ).toBe(true);
    }
    const othersBefore = await traces(other);

    const res = await post("/api/account/delete", { password: member.password }, { token: member.token });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });

    expect(await traces(member)).toEqual([]);
    expect(await traces(other)).toEqual(othersBefore);
    expect((await signIn(member.email, member.password)).status).toBe(401);
    expect((await call("GET", "/api/progress/entries", undefined, { token: other.token })).status).toBe(200);
  });

  it("removes a photo stored while the account was being deleted (an upload from another tab)", async () => {
    const { id } = await createUser({ plan: "PRO" });
    const { email } = (await db().select({ email: users.email }).from(users).where(eq(users.id, id)).get())!;
    const prefix = `users/${id}/`;
    await env.PHOTOS.put(`${prefix}transform/before.jpg`, "photo");
    // The bucket as the deletion sees it: the upload lands just after the first pass removed what it found.
    let landed = false;
    const photos = new Proxy(env.PHOTOS, {
      get(target, key) {
        if (key !== "delete") return Reflect.get(target, key).bind(target);
        return async (keys: string | string[]) => {
          await target.delete(keys);
          if (!landed) {
            landed = true;
            await target.put(`${prefix}transform/late.jpg`, "photo");
          }
        };
      },
    });
    await deleteAccount({ ...env, PHOTOS: photos }, db(), { id, email });
    expect(landed).toBe(true);
    expect((await env.PHOTOS.list({ prefix })).objects.map((o) => o.key)).toEqual([]);
  });
});
