import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { fresh, post } from "./auth-helpers";
import { createSession, createUser } from "./factories";
import { memberWithWorkout } from "./workout-fixture";

// Every state change riding on the session cookie must come from the app's own pages.
const evil = "https://evil.example";

interface Sent {
  token?: string;
  bearer?: string;
  headers?: Record<string, string>;
  body?: BodyInit;
}

/** A request as a browser (or a client) sends it: the cookie session, the headers given. */
function send(method: string, path: string, opts: Sent = {}) {
  const headers: Record<string, string> = { "CF-Connecting-IP": fresh().ip, ...opts.headers };
  if (opts.token) headers.Cookie = [headers.Cookie, `__Host-session=${opts.token}`].filter(Boolean).join("; ");
  if (opts.bearer) headers.Authorization = `Bearer ${opts.bearer}`;
  return SELF.fetch(`https://forma.test${path}`, { method, headers, body: opts.body, redirect: "manual" });
}

const crossSite = { Origin: evil, "Sec-Fetch-Site": "cross-site" };
const sameOrigin = { Origin: "https://forma.test", "Sec-Fetch-Site": "same-origin" };

/** A member with a live sandbox subscription (bought with the success card). */
async function subscriber() {
  const { id } = await createUser();
  const token = await createSession(id);
  const checkout = await post("/api/billing/checkout", { plan: "PRO", interval: "month" }, { token });
  const paid = await send("POST", new URL(checkout.body.url).pathname, {
    token,
    headers: { ...sameOrigin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ card: "4242 4242 4242 4242" }),
  });
  expect(paid.status).toBe(303);
  return token;
}

async function bodyless() {
  const { token } = await memberWithWorkout();
  return [
    { path: "/api/subscription/cancel", token: await subscriber() },
    { path: "/api/subscription/renew", token: await subscriber() },
    { path: "/api/plans/refresh", token },
    { path: "/api/auth/sign-out", token },
  ];
}

describe("cross-site requests", () => {
  it("are refused with 403 on every body-less state change, in the request's language, and change nothing", async () => {
    for (const { path, token } of await bodyless()) {
      const forged: Record<string, string>[] = [{ Origin: evil }, crossSite, { "Sec-Fetch-Site": "cross-site" }, { ...crossSite, "Sec-Fetch-Site": "same-site" }];
      for (const headers of forged) {
        const res = await send("POST", path, { token, headers });
        expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(await res.json()).toEqual({
          error: { code: "cross_site_request", message: "This request came from another site and was refused." },
        });
      }
      const ru = await send("POST", path, { token, headers: { ...crossSite, Cookie: "lang=ru" } });
      expect(await ru.json()).toEqual({
        error: { code: "cross_site_request", message: "Запрос отправлен с другого сайта, поэтому он отклонён." },
      });
      // The session survived the forged sign-out.
      expect((await (await send("GET", "/api/auth/session", { token })).json<any>()).user).not.toBeNull();
    }
  });

  it("leave the data as it was: the subscription stays on, the workout stays open", async () => {
    const token = await subscriber();
    await send("POST", "/api/subscription/cancel", { token, headers: crossSite });
    const active = await (await send("GET", "/api/subscription/get-active", { token })).json<any>();
    expect(active).toMatchObject({ status: "active", canceled: false });

    const workout = await memberWithWorkout();
    const finish = { ...workout.session, status: "finished", finishedAt: Date.now() - 1000, updatedAt: Date.now() - 1000 };
    const forged = await send("POST", "/api/workouts/sync", {
      token: workout.token,
      headers: { ...crossSite, "Content-Type": "application/json" },
      body: JSON.stringify({ changes: [finish] }),
    });
    expect(forged.status).toBe(403);
    const { session } = await (await send("GET", `/api/workouts/${workout.workoutId}`, { token: workout.token })).json<any>();
    expect(session.status).toBe("active");
  });

  it("are refused on routes with a body and on DELETE too, before anything is read", async () => {
    const { id } = await createUser();
    const token = await createSession(id);
    const names = await send("POST", "/api/account/names", {
      token,
      headers: { ...crossSite, "Content-Type": "application/json" },
      body: JSON.stringify({ firstName: "Eve", lastName: "Hacker" }),
    });
    expect(names.status).toBe(403);
    expect((await (await send("GET", "/api/auth/session", { token })).json<any>()).user.firstName).toBe("Anna");
    expect((await send("DELETE", "/api/chat/messages", { token, headers: crossSite })).status).toBe(403);
    // A sign-in from another site's page (to plant the attacker's session) is refused as well.
    const signIn = await send("POST", "/api/auth/sign-in", {
      headers: { Origin: evil, "Content-Type": "application/json" },
      body: JSON.stringify({ email: "a@example.com", password: "whatever1A" }),
    });
    expect(signIn.status).toBe(403);
    // An opaque origin ("null": a sandboxed frame, a data: page) is not this app either.
    expect((await send("POST", "/api/plans/refresh", { token, headers: { Origin: "null" } })).status).toBe(403);
  });

  it("do not touch reads: GET and HEAD answer as usual whatever the origin", async () => {
    const { id } = await createUser();
    const token = await createSession(id);
    expect((await send("GET", "/api/auth/session", { token, headers: crossSite })).status).toBe(200);
    expect((await send("HEAD", "/api/health", { headers: crossSite })).status).toBe(200);
  });
});

describe("requests the check lets through", () => {
  it("same-origin: the app's own pages cancel, renew, refresh, finish and sign out", async () => {
    const expected: Record<string, number> = {
      "/api/subscription/cancel": 200,
      "/api/subscription/renew": 200,
      "/api/plans/refresh": 200,
      "/api/auth/sign-out": 200,
    };
    for (const { path, token } of await bodyless()) {
      const res = await send("POST", path, { token, headers: sameOrigin });
      expect(res.status, path).toBe(expected[path] ?? 200);
    }
  });

  it("the Origin alone when it is this host or the configured APP_URL (a browser without Sec-Fetch-Site)", async () => {
    const { id } = await createUser();
    const token = await createSession(id);
    expect((await send("POST", "/api/plans/refresh", { token, headers: { Origin: "https://forma.test" } })).status).toBe(200);
    // Served on another host (a proxy, a preview URL) with APP_URL naming the app's origin.
    const ctx = createExecutionContext();
    const res = await app.fetch(
      new Request("https://forma-preview.workers.dev/api/plans/refresh", {
        method: "POST",
        headers: { Cookie: `__Host-session=${token}`, Origin: "https://forma.example", "Sec-Fetch-Site": "cross-site" },
      }),
      { ...env, APP_URL: "https://forma.example" },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
  });

  it("Sec-Fetch-Site none (the user typed or bookmarked it) and requests without any browser header", async () => {
    const { id } = await createUser();
    const token = await createSession(id);
    expect((await send("POST", "/api/plans/refresh", { token, headers: { "Sec-Fetch-Site": "none" } })).status).toBe(200);
    expect((await send("POST", "/api/plans/refresh", { token })).status).toBe(200);
  });

  it("bearer clients, whatever Origin they send: the token is not ambient like a cookie", async () => {
    for (const { path, token } of await bodyless()) {
      const res = await send("POST", path, { bearer: token, headers: crossSite });
      expect(res.status, path).toBe(200);
    }
  });

  it("the payment provider's webhook: signed, never cookie-authenticated (a bad signature is its own 400)", async () => {
    const res = await send("POST", "/api/billing/webhook", {
      headers: { ...crossSite, "Content-Type": "text/plain", "Stripe-Signature": "t=1,v1=00" },
      body: "{}",
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).error.code).toBe("webhook_invalid");
  });

  it("the sandbox's own checkout page: its form posts from the same origin and pays", async () => {
    const { id } = await createUser();
    const token = await createSession(id);
    const checkout = await post("/api/billing/checkout", { plan: "BASIC", interval: "month" }, { token });
    const path = new URL(checkout.body.url).pathname;
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    const forged = await send("POST", path, { token, headers: { ...crossSite, ...form }, body: new URLSearchParams({ card: "4242 4242 4242 4242" }) });
    expect(forged.status).toBe(403);
    const paid = await send("POST", path, { token, headers: { ...sameOrigin, ...form }, body: new URLSearchParams({ card: "4242 4242 4242 4242" }) });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("Location")).toBe("https://forma.test/billing?checkout=success");
  });
});

describe("form and plain-text bodies on the JSON API", () => {
  const types = ["application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "text/plain;charset=UTF-8"];

  it("are refused with 415 on body-less routes, even from the same origin", async () => {
    for (const { path, token } of await bodyless()) {
      for (const type of types) {
        const res = await send("POST", path, { token, headers: { ...sameOrigin, "Content-Type": type }, body: "a=1" });
        expect(res.status, `${path} ${type}`).toBe(415);
        expect(((await res.json()) as any).error.code).toBe("unsupported_media_type");
      }
    }
    const { token } = await memberWithWorkout();
    const entry = await post("/api/progress/entries", { date: "2024-03-01", weight: 70 }, { token });
    const del = await send("DELETE", `/api/progress/entries/${entry.body.id}`, { token, headers: { "Content-Type": "text/plain" }, body: "x" });
    expect(del.status).toBe(415);
    const kept = await (await send("GET", "/api/progress/entries", { token })).json<any>();
    expect(kept.entries.map((e: { id: string }) => e.id)).toEqual([entry.body.id]);
  });

  it("are accepted from bearer clients on body-less routes (the body is not read)", async () => {
    const { id } = await createUser();
    const token = await createSession(id);
    const res = await send("POST", "/api/plans/refresh", { bearer: token, headers: { "Content-Type": "text/plain" }, body: "x" });
    expect(res.status).toBe(200);
  });
});
