import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, post } from "./auth-helpers";
import { createSession, createUser } from "./factories";

const me = (token: string) =>
  SELF.fetch("https://forma.test/api/profiles/me", { headers: { Authorization: `Bearer ${token}` } }).then(async (r) => ({
    status: r.status,
    body: (await r.json()) as any,
  }));

const metrics = { weight: 72.5, height: 178, age: 34, gender: "MALE", activity: "ACTIVE", goal: "GAIN_MUSCLE" };

describe("profile API", () => {
  it("needs a session", async () => {
    for (const path of ["/api/profiles/create", "/api/profiles/update"]) expect((await post(path, metrics)).status).toBe(401);
    expect((await SELF.fetch("https://forma.test/api/profiles/me")).status).toBe(401);
  });

  it("reads the member's profile with the spec's field names", async () => {
    const { id } = await createUser({
      weight: 60,
      height: 165,
      age: 28,
      gender: "FEMALE",
      activity: "LIGHT",
      plan: "PRO",
      trainingPlansGenerated: 2,
    });
    const { status, body } = await me(await createSession(id));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      weight: 60,
      height: 165,
      age: 28,
      gender: "FEMALE",
      activity: "LIGHT",
      goal: "MAINTAIN",
      plan: "PRO",
      trainingPlansGenerated: 2,
      mealPlansGenerated: 0,
    });
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
    expect(bad).toMatchObject({ status: 400, body: { error: { message: "Вес должен быть от 30 до 300\u00a0кг" } } });
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

  it("refuses missing and malformed metrics on create, with each field's message, and stores nothing", async () => {
    const { id } = await createUser();
    const token = await createSession(id);
    const { env } = await import("cloudflare:test");
    await env.DB.prepare("DELETE FROM profiles WHERE user_id = ?1").bind(id).run();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...metrics, weight: undefined }, "Weight must be between 30 and 300 kg"],
      [{ ...metrics, weight: "heavy" }, "Weight must be between 30 and 300 kg"],
      [{ ...metrics, age: 12 }, "Age must be a whole number from 16 to 100"],
      [{ ...metrics, age: 30.5 }, "Age must be a whole number from 16 to 100"],
      [{ ...metrics, height: 251 }, "Height must be between 100 and 250 cm"],
      [{ ...metrics, gender: "OTHER" }, "Choose your sex"],
      [{ ...metrics, goal: "GET_RICH" }, "Choose a goal"],
    ];
    for (const [body, message] of cases) {
      const res = await post("/api/profiles/create", body, { token });
      expect(res.status, message).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect((await me(token)).status).toBe(404);
  });

  it("keeps a goal weight for the progress chart, clears it with null, and checks its range", async () => {
    const { id } = await createUser({ weight: 90, height: 180, age: 40, gender: "MALE", activity: "LIGHT" });
    const token = await createSession(id);
    expect((await me(token)).body.targetWeight).toBeNull();
    expect((await post("/api/profiles/update", { targetWeight: 82 }, { token })).body.targetWeight).toBe(82);
    const bad = await post("/api/profiles/update", { targetWeight: 20 }, { token });
    expect(bad).toMatchObject({ status: 400, body: { error: { message: "Weight must be between 30 and 300 kg" } } });
    expect((await me(token)).body.targetWeight).toBe(82);
    expect((await post("/api/profiles/update", { targetWeight: null }, { token })).body.targetWeight).toBeNull();
  });

  it("only ever reads and changes the signed-in member's own profile", async () => {
    const a = await createUser({ weight: 60, height: 165, age: 28, gender: "FEMALE", activity: "LIGHT" });
    const b = await createUser({ weight: 95, height: 190, age: 45, gender: "MALE", activity: "ACTIVE" });
    const [ta, tb] = [await createSession(a.id), await createSession(b.id)];
    // A body naming another member's ids changes nothing about them.
    await post("/api/profiles/update", { weight: 61, id: "x", userId: b.id, user_id: b.id }, { token: ta });
    await post("/api/profiles/create", { ...metrics, userId: b.id }, { token: ta });
    const [pa, pb] = [(await me(ta)).body, (await me(tb)).body];
    expect(pa.weight).toBe(72.5);
    expect(pb).toMatchObject({ weight: 95, height: 190, age: 45 });
    expect(pa.id).not.toBe(pb.id);
  });
});

const overview = (token: string, today?: string) =>
  SELF.fetch(`https://forma.test/api/profiles/overview${today ? `?today=${today}` : ""}`, {
    headers: { Authorization: `Bearer ${token}` },
  }).then(async (r) => ({
    status: r.status,
    body: (await r.json()) as any,
  }));

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe("activity overview", () => {
  it("needs a session", async () => {
    expect((await SELF.fetch("https://forma.test/api/profiles/overview")).status).toBe(401);
  });

  it("counts nutrition plans from the profile and the day streak from the member's own progress log", async () => {
    // Workouts are finished workout sessions (tests/worker/workouts-history.test.ts), not generated plans.
    const { id } = await createUser({ trainingPlansGenerated: 3, mealPlansGenerated: 1 });
    const token = await createSession(id);
    expect((await overview(token)).body).toEqual({ workouts: 0, nutrition: 1, messages: 0, streak: 0 });
    // Yesterday and the two days before, then a gap: a streak of 3 that still counts today.
    for (const offset of [-1, -2, -3, -5]) await post("/api/progress/entries", { date: isoDay(offset), weight: 80 }, { token });
    expect((await overview(token, isoDay(0))).body.streak).toBe(3);
    await post("/api/progress/entries", { date: isoDay(0), weight: 79.8 }, { token });
    expect((await overview(token, isoDay(0))).body.streak).toBe(4);
    // Another member's log is not theirs.
    const other = await createUser();
    expect((await overview(await createSession(other.id), isoDay(0))).body.streak).toBe(0);
  });

  it("ignores a 'today' that is not within a day of the server's", async () => {
    const { id } = await createUser();
    const token = await createSession(id);
    await post("/api/progress/entries", { date: isoDay(0), weight: 70 }, { token });
    expect((await overview(token, "2020-01-01")).body.streak).toBe(1);
    expect((await overview(token, "not-a-date")).body.streak).toBe(1);
  });

  it("counts the streak back from the day of the worker's clock", async () => {
    const { id } = await createUser();
    const token = await createSession(id);
    for (const date of ["2025-06-07", "2025-06-08", "2025-06-09"])
      await post("/api/progress/entries", { date, weight: 80 }, { token });
    const on = (now: string, today?: string) =>
      call("GET", `/api/profiles/overview${today ? `?today=${today}` : ""}`, undefined, { token, now });
    expect((await on("2025-06-09T12:00:00Z")).body.streak).toBe(3);
    // Not logged yet today: yesterday's streak still counts.
    expect((await on("2025-06-10T12:00:00Z")).body.streak).toBe(3);
    expect((await on("2025-06-11T12:00:00Z")).body.streak).toBe(0);
    // A member west of UTC is still on the 9th.
    expect((await on("2025-06-11T03:00:00Z", "2025-06-10")).body.streak).toBe(3);
  });

  it("shows a Pro member's coach messages this month", async () => {
    const { id } = await createUser({ plan: "PRO" });
    const { env } = await import("cloudflare:test");
    const limiter = env.CHAT_LIMITER.get(env.CHAT_LIMITER.idFromName(id));
    for (let i = 0; i < 2; i++) await limiter.consume({ now: Date.now(), monthlyLimit: 100, minIntervalMs: 0 });
    expect((await overview(await createSession(id))).body.messages).toBe(2);
  });
});
