import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { Hono } from "hono";
import { requireUser } from "../../worker/shared/require-user";
import { sessionMiddleware } from "../../worker/shared/session/middleware";
import { absoluteLifetimeMs, sessionIdFromToken } from "../../worker/shared/session/store";
import type { AppEnv } from "../../worker/env";
import { onError } from "../../worker/platform/errors";
import { clockMiddleware } from "../../worker/platform/clock";
import { dbMiddleware } from "../../worker/platform/db";
import { localeMiddleware } from "../../worker/platform/locale";
import { createSession, createUser } from "./factories";

const getSession = (headers: Record<string, string> = {}) =>
  SELF.fetch("https://forma.test/api/auth/session", { headers }).then(async (r: Response) => ({
    status: r.status,
    body: (await r.json()) as { user: Record<string, unknown> | null },
  }));

describe("GET /api/auth/session", () => {
  it("says visitor when there is no token", async () => {
    expect(await getSession()).toEqual({ status: 200, body: { user: null } });
  });

  it("recognises a member by cookie or by bearer token", async () => {
    const { id } = await createUser({ plan: "PRO" });
    const token = await createSession(id);
    const ways: Record<string, string>[] = [{ Cookie: `__Host-session=${token}` }, { Authorization: `Bearer ${token}` }];
    for (const headers of ways) {
      const { body } = await getSession(headers);
      expect(body.user).toMatchObject({ id, plan: "PRO", firstName: "Anna", hasWorkoutPlan: false, hasNutritionPlan: false });
      // "Member since" on the profile: the account's creation time, recent for a new account.
      expect(Date.now() - Date.parse(String(body.user?.memberSince))).toBeLessThan(60_000);
    }
  });

  it("reports the plans the pulsing dot depends on", async () => {
    const { id } = await createUser({ workoutPlan: { days: [] }, nutritionPlan: { meals: [] } });
    const { body } = await getSession({ Authorization: `Bearer ${await createSession(id)}` });
    expect(body.user).toMatchObject({ hasWorkoutPlan: true, hasNutritionPlan: true });
  });

  it("ignores unknown, idle-expired and absolutely-expired tokens", async () => {
    const { id } = await createUser();
    const now = Date.now();
    const idle = await createSession(id, { expiresAt: now - 1000 });
    const old = await createSession(id, { createdAt: now - absoluteLifetimeMs - 1, expiresAt: now + 60_000 });
    for (const token of ["not-a-real-token", idle, old]) {
      expect((await getSession({ Authorization: `Bearer ${token}` })).body.user).toBeNull();
    }
  });

  it("stores only the token's SHA-256, never the token", async () => {
    const { id } = await createUser();
    const token = await createSession(id);
    const keys = (await env.SESSIONS.list()).keys.map((k) => k.name);
    expect(keys).toContain(`session:${sessionIdFromToken(token)}`);
    expect(keys.some((k) => k.includes(token))).toBe(false);
  });
});

describe("POST /api/auth/sign-out", () => {
  it("ends the session so the token stops working", async () => {
    const { id } = await createUser();
    const token = await createSession(id);
    const res = await SELF.fetch("https://forma.test/api/auth/sign-out", {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("Set-Cookie")).toContain("__Host-session=;");
    expect((await getSession({ Authorization: `Bearer ${token}` })).body.user).toBeNull();
  });

  it("is harmless for a visitor", async () => {
    const res = await SELF.fetch("https://forma.test/api/auth/sign-out", { method: "POST" });
    expect(res.status).toBe(200);
  });
});

describe("requireUser (guard of member-only APIs)", () => {
  const app = new Hono<AppEnv>()
    .use(clockMiddleware)
    .use(dbMiddleware)
    .use(localeMiddleware)
    .use(sessionMiddleware)
    .get("/mine", requireUser, (c) => c.json({ id: c.get("user")?.id }));
  app.onError(onError);

  it("answers 401 'No access token available' without a valid session", async () => {
    const cases: Record<string, string>[] = [{}, { Authorization: "Bearer nope" }];
    for (const headers of cases) {
      const res = await app.request("/mine", { headers }, env);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: { code: "unauthorized", message: "No access token available" } });
    }
  });

  it("lets a member through", async () => {
    const { id } = await createUser();
    const res = await app.request("/mine", { headers: { Authorization: `Bearer ${await createSession(id)}` } }, env);
    expect(await res.json()).toEqual({ id });
  });
});
