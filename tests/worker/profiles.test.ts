import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { post } from "./auth-helpers";
import { createSession, createUser } from "./factories";

const me = (token: string) =>
  SELF.fetch("https://forma.test/api/profiles/me", { headers: { Authorization: `Bearer ${token}` } }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));

const metrics = { weight: 72.5, height: 178, age: 34, gender: "MALE", activity: "ACTIVE", goal: "GAIN_MUSCLE" };

describe("profile API", () => {
  it("needs a session", async () => {
    for (const path of ["/api/profiles/create", "/api/profiles/update"]) expect((await post(path, metrics)).status).toBe(401);
    expect((await SELF.fetch("https://forma.test/api/profiles/me")).status).toBe(401);
  });

  it("reads the member's profile with the spec's field names", async () => {
    const { id } = await createUser({ weight: 60, height: 165, age: 28, gender: "FEMALE", activity: "LIGHT", plan: "PRO", trainingPlansGenerated: 2 });
    const { status, body } = await me(await createSession(id));
    expect(status).toBe(200);
    expect(body).toMatchObject({ weight: 60, height: 165, age: 28, gender: "FEMALE", activity: "LIGHT", goal: "MAINTAIN", plan: "PRO", trainingPlansGenerated: 2, mealPlansGenerated: 0 });
    expect(body).not.toHaveProperty("workout_plan");
    expect(Object.keys(body)).not.toContain("userId");
  });

  it("creates (or replaces) the metrics, storing an unknown activity as MODERATE with a warning", async () => {
    const { id } = await createUser({ plan: "BASIC" });
    const token = await createSession(id);
    const created = await post("/api/profiles/create", { ...metrics, activity: "marathons" }, { token });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...metrics, activity: "MODERATE", plan: "BASIC", warnings: ["activity_defaulted"] });
    expect((await me(token)).body.weight).toBe(72.5);
  });

  it("updates only the fields sent, with the range rules and their messages", async () => {
    const { id } = await createUser({ weight: 80, height: 180, age: 30, gender: "MALE", activity: "MODERATE" });
    const token = await createSession(id);
    const ok = await post("/api/profiles/update", { weight: 78.4, activity: "very_active" }, { token });
    expect(ok).toMatchObject({ status: 200, body: { weight: 78.4, height: 180, activity: "VERY_ACTIVE", warnings: [] } });
    const bad = await post("/api/profiles/update", { weight: 500 }, { token, lang: "ru" });
    expect(bad).toMatchObject({ status: 400, body: { error: { message: "Вес должен быть от 30 до 300 кг" } } });
    const empty = await post("/api/profiles/update", {}, { token });
    expect(empty.body.error.message).toBe("Send at least one field to update");
    expect((await me(token)).body.weight).toBe(78.4);
  });

  it("answers 404 when the member has no profile yet", async () => {
    const { id } = await createUser();
    const token = await createSession(id);
    const { env } = await import("cloudflare:test");
    await env.DB.prepare("DELETE FROM profiles WHERE user_id = ?1").bind(id).run();
    expect((await me(token)).status).toBe(404);
    expect((await post("/api/profiles/update", { weight: 70 }, { token })).status).toBe(404);
  });
});
