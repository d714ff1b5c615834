import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { utcDay } from "../../core/validation/progress";
import { getDb } from "../../worker/db/client";
import { profiles, workoutSessions, workoutSets } from "../../worker/db/schema";
import { call, post } from "./auth-helpers";
import { createSession, createUser } from "./factories";

const today = utcDay(Date.now());
const weekdayToday = ["SUNDAY", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"][
  new Date(`${today}T00:00:00Z`).getUTCDay()
]!;
const otherDays = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"].filter(
  (d) => d !== weekdayToday,
);

/** A Standard member whose plan trains today (and two other days). */
async function memberWithPlan(plan: "BASIC" | "PRO" = "BASIC") {
  const { id } = await createUser({ plan, gender: "FEMALE", age: 28, height: 165, weight: 60, activity: "LIGHT" });
  const token = await createSession(id);
  const weekdays = [weekdayToday, otherDays[1]!, otherDays[3]!];
  const res = await post(
    "/api/plans/workout",
    { goal: "GAIN_MUSCLE", tier: "beginner", weekdays, equipment: ["dumbbell", "bench"] },
    { token },
  );
  expect(res.status).toBe(200);
  return { id, token };
}

const start = (token: string, body: unknown = { date: today }) => post("/api/workouts", body, { token });
const logSet = (token: string, id: string, body: unknown, lang?: "en" | "ru") =>
  call("PUT", `/api/workouts/${id}/sets`, body, { token, lang });

describe("workout logging API", () => {
  it("needs a session, and a Standard or Pro plan to start", async () => {
    expect((await call("GET", "/api/workouts")).status).toBe(401);
    const { id } = await createUser({ plan: "FREE", gender: "MALE", age: 30, height: 180, weight: 80, activity: "MODERATE" });
    const token = await createSession(id);
    expect(await start(token)).toMatchObject({ status: 403, body: { error: { code: "subscription_required" } } });
    const basic = await createUser({ plan: "BASIC", gender: "MALE", age: 30, height: 180, weight: 80, activity: "MODERATE" });
    expect(await start(await createSession(basic.id))).toMatchObject({ status: 404, body: { error: { code: "no_plan" } } });
  });

  it("previews today's workout, starts it once, logs sets, finishes it and shows it in the history", async () => {
    const { token } = await memberWithPlan();
    const day = await call("GET", `/api/workouts/day?date=${today}`, undefined, { token });
    expect(day.body.session).toBeNull();
    expect(day.body.preview.exercises.length).toBeGreaterThanOrEqual(3);
    expect(day.body.preview.exercises[0].suggestion).toMatchObject({ reason: "first_time", weight: null });

    const started = await start(token);
    expect(started.status).toBe(201);
    const session = started.body;
    expect(session).toMatchObject({
      date: today,
      weekday: weekdayToday,
      status: "active",
      blockWeek: 1,
      deload: false,
      sets: [],
    });
    // Starting again answers the same session.
    expect((await start(token)).body.id).toBe(session.id);

    const ex = session.exercises.find((e: { reps?: number[] }) => e.reps);
    expect((await logSet(token, session.id, { exercise: ex.slug, index: 0, weight: 20, reps: ex.reps[1] })).status).toBe(200);
    expect((await logSet(token, session.id, { exercise: ex.slug, index: 1, weight: 20, reps: ex.reps[1] })).status).toBe(200);
    // Logging the same set again corrects it.
    const corrected = await logSet(token, session.id, { exercise: ex.slug, index: 1, weight: 22.5, reps: 6 });
    expect(corrected.body.sets).toEqual([
      { exercise: ex.slug, index: 0, weight: 20, reps: ex.reps[1], seconds: null },
      { exercise: ex.slug, index: 1, weight: 22.5, reps: 6, seconds: null },
    ]);
    const removed = await call("DELETE", `/api/workouts/${session.id}/sets/${ex.slug}/1`, undefined, { token });
    expect(removed.body.sets).toHaveLength(1);

    const finished = await post(`/api/workouts/${session.id}/finish`, {}, { token });
    expect(finished.body).toMatchObject({ status: "finished" });
    expect(await logSet(token, session.id, { exercise: ex.slug, index: 2, weight: 20, reps: 8 })).toMatchObject({
      status: 409,
      body: { error: { code: "workout_finished", message: "This workout is already finished" } },
    });

    const history = await call("GET", "/api/workouts", undefined, { token });
    expect(history.body.workouts).toEqual([
      expect.objectContaining({ id: session.id, date: today, status: "finished", sets: 1, volumeKg: 20 * ex.reps[1] }),
    ]);

    // Finished workouts feed the overview's count and streak.
    const overview = await call("GET", `/api/profiles/overview?today=${today}`, undefined, { token });
    expect(overview.body).toMatchObject({ workouts: 1, streak: 1 });
  });

  it("stops a member who drops to Free mid-workout: no sets, no finish, no prescriptions", async () => {
    const { id, token } = await memberWithPlan();
    const session = (await start(token)).body;
    const ex = session.exercises.find((e: { reps?: number[] }) => e.reps);
    expect((await logSet(token, session.id, { exercise: ex.slug, index: 0, weight: 20, reps: 8 })).status).toBe(200);

    // The subscription ends: the profile's plan, which every check reads, is FREE again.
    await getDb(env.DB).update(profiles).set({ plan: "FREE" }).where(eq(profiles.userId, id));
    const locked = {
      error: { code: "subscription_required", message: "A Standard or Pro subscription is required for workout plans" },
    };
    for (const res of [
      await logSet(token, session.id, { exercise: ex.slug, index: 1, weight: 20, reps: 8 }),
      await call("DELETE", `/api/workouts/${session.id}/sets/${ex.slug}/0`, undefined, { token }),
      await post(`/api/workouts/${session.id}/finish`, {}, { token }),
      await call("GET", `/api/workouts/${session.id}`, undefined, { token }),
      await call("GET", `/api/workouts/day?date=${today}`, undefined, { token }),
      await start(token),
    ]) {
      expect(res).toMatchObject({ status: 403, body: locked });
    }
    expect((await logSet(token, session.id, { exercise: ex.slug, index: 1, reps: 8 }, "ru")).body.error).toEqual({
      code: "subscription_required",
      message: "Для планов тренировок нужна подписка «Стандарт» или Pro",
    });
    // Nothing changed: one set, still active. The history and discarding stay the member's own.
    const db = getDb(env.DB);
    expect(await db.select().from(workoutSets).where(eq(workoutSets.sessionId, session.id)).all()).toHaveLength(1);
    expect((await db.select().from(workoutSessions).where(eq(workoutSessions.id, session.id)).get())!.status).toBe("active");
    expect((await call("GET", "/api/workouts", undefined, { token })).body.workouts).toEqual([
      expect.objectContaining({ id: session.id, sets: 1, status: "active" }),
    ]);

    expect((await call("DELETE", `/api/workouts/${session.id}`, undefined, { token })).status).toBe(204);
  });

  it("lets a member who subscribes again pick the workout up where it was", async () => {
    const { id, token } = await memberWithPlan();
    const session = (await start(token)).body;
    const ex = session.exercises.find((e: { reps?: number[] }) => e.reps);
    const db = getDb(env.DB);
    await db.update(profiles).set({ plan: "FREE" }).where(eq(profiles.userId, id));
    expect((await logSet(token, session.id, { exercise: ex.slug, index: 0, weight: 20, reps: 8 })).status).toBe(403);
    await db.update(profiles).set({ plan: "PRO" }).where(eq(profiles.userId, id));
    expect((await logSet(token, session.id, { exercise: ex.slug, index: 0, weight: 20, reps: 8 })).status).toBe(200);
    expect((await post(`/api/workouts/${session.id}/finish`, {}, { token })).body).toMatchObject({ status: "finished" });
  });

  it("suggests the next loads by double progression from the last finished workout", async () => {
    const { id, token } = await memberWithPlan();
    const session = (await start(token)).body;
    const ex = session.exercises.find((e: { reps?: number[]; slug: string }) => e.reps && e.slug.includes("dumbbell"));
    for (let i = 0; i < ex.sets; i++)
      await logSet(token, session.id, { exercise: ex.slug, index: i, weight: 10, reps: ex.reps[1] });
    await post(`/api/workouts/${session.id}/finish`, {}, { token });
    // Move that workout back a week, so today is free for the next one.
    const lastWeek = utcDay(Date.now(), -7);
    await getDb(env.DB).update(workoutSessions).set({ date: lastWeek }).where(eq(workoutSessions.userId, id));
    const day = await call("GET", `/api/workouts/day?date=${today}`, undefined, { token });
    const next = day.body.preview.exercises.find((e: { slug: string }) => e.slug === ex.slug);
    // Every set reached the top of the range: add the dumbbell step (2 kg) and start again at the bottom.
    expect(next.suggestion).toEqual({ weight: 12, reps: ex.reps[0], seconds: null, reason: "add_load" });
  });

  it("refuses bad sets with clear messages and writes nothing", async () => {
    const { token } = await memberWithPlan();
    const session = (await start(token)).body;
    const ex = session.exercises.find((e: { reps?: number[] }) => e.reps);
    const cases: [unknown, number, string][] = [
      [{ exercise: ex.slug, index: 0, weight: 20 }, 400, "Enter the reps or the seconds of the set"],
      [{ exercise: ex.slug, index: 0, weight: 900, reps: 5 }, 400, "Weight must be between 0 and 500 kg"],
      [{ exercise: ex.slug, index: 0, weight: 20, reps: 2.5 }, 400, "Reps must be a whole number from 1 to 100"],
      [{ exercise: ex.slug, index: 40, weight: 20, reps: 5 }, 400, "A set number must be between 1 and 20"],
      [{ exercise: "barbell-curl-of-doom", index: 0, weight: 20, reps: 5 }, 400, "This exercise is not part of the workout"],
    ];
    for (const [body, status, message] of cases)
      expect(await logSet(token, session.id, body)).toMatchObject({ status, body: { error: { message } } });
    expect((await logSet(token, session.id, { exercise: ex.slug, index: 0 }, "ru")).body.error.message).toBe(
      "Укажите повторения или время подхода",
    );
    expect(await post(`/api/workouts/${session.id}/finish`, {}, { token })).toMatchObject({
      status: 409,
      body: { error: { message: "Log at least one set before finishing" } },
    });
    expect((await call("GET", `/api/workouts/${session.id}`, undefined, { token })).body.sets).toEqual([]);
    expect(await start(token, { date: "2020-01-01" })).toMatchObject({
      status: 400,
      body: { error: { message: "Enter today's date in the form YYYY-MM-DD" } },
    });
  });

  it("answers a rest day and keeps every session private", async () => {
    const { token } = await memberWithPlan();
    const rest = otherDays.find((d, i) => i !== 1 && i !== 3)!;
    expect(await start(token, { date: today, weekday: rest })).toMatchObject({
      status: 409,
      body: { error: { message: "This is a rest day in your plan" } },
    });
    const session = (await start(token)).body;
    const stranger = await memberWithPlan();
    for (const res of [
      await call("GET", `/api/workouts/${session.id}`, undefined, { token: stranger.token }),
      await logSet(stranger.token, session.id, { exercise: session.exercises[0].slug, index: 0, reps: 5 }),
      await post(`/api/workouts/${session.id}/finish`, {}, { token: stranger.token }),
      await call("DELETE", `/api/workouts/${session.id}`, undefined, { token: stranger.token }),
    ]) {
      expect(res.status).toBe(404);
    }
    expect((await call("GET", "/api/workouts", undefined, { token: stranger.token })).body.workouts).toEqual([]);
    expect((await call("DELETE", `/api/workouts/${session.id}`, undefined, { token })).status).toBe(204);
  });
});
