import { expect } from "vitest";
import type { Plan } from "../../core/plans";
import type { EntryChange, SessionChange, SetChange, WorkoutChange } from "../../core/validation/workouts";
import { utcDay } from "../../core/validation/progress";
import { post, type CallOptions } from "./auth-helpers";
import { createSession, createUser } from "./factories";

/** The file's one reading of the clock for its days: a file that runs across midnight keeps its dates. */
export const fileStartedAt = Date.now();
export const today = utcDay(fileStartedAt);
const weekdays = ["SUNDAY", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"] as const;
export const weekdayOf = (date: string) => weekdays[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
const todayName = weekdayOf(today);
/** Days of the week other than today, Monday first. */
export const otherDays = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"].filter((d) => d !== todayName);
/** The plan of `memberWithPlan` trains today and on these two days; the rest are rest days. */
export const planDays = [todayName, otherDays[1]!, otherDays[3]!];
export const restDay = otherDays.find((d) => !planDays.includes(d))!;

/** A member with body metrics and a session; `plan` is the profile's plan. */
export async function memberOn(plan: Plan) {
  const { id } = await createUser({ plan, gender: "FEMALE", age: 28, height: 165, weight: 60, activity: "LIGHT" });
  return { id, token: await createSession(id) };
}

/** A member whose workout plan trains today and two other days (built while entitled). */
export async function memberWithPlan(plan: "BASIC" | "PRO" = "BASIC") {
  const member = await memberOn(plan);
  const choice = { goal: "GAIN_MUSCLE", tier: "beginner", weekdays: planDays, equipment: ["dumbbell", "bench"] };
  expect((await post("/api/plans/workout", choice, { token: member.token })).status).toBe(200);
  return member;
}

/** A device's clock an hour ago, so changes made "now" in a test are never capped by the server. */
export const anHourAgo = () => Date.now() - 3_600_000;

export function sessionChange(over: Partial<SessionChange> = {}): SessionChange {
  const at = over.updatedAt ?? anHourAgo();
  return {
    type: "session",
    id: crypto.randomUUID(),
    updatedAt: at,
    deleted: false,
    date: today,
    name: null,
    note: "",
    source: "free",
    weekday: null,
    status: "active",
    startedAt: at,
    finishedAt: null,
    ...over,
  };
}

export function entryChange(session: { id: string }, exercise: string, over: Partial<EntryChange> = {}): EntryChange {
  return {
    type: "entry",
    id: crypto.randomUUID(),
    updatedAt: anHourAgo(),
    deleted: false,
    sessionId: session.id,
    exercise,
    position: 0,
    note: "",
    ...over,
  };
}

export function setChange(entry: { id: string; sessionId: string; exercise: string }, over: Partial<SetChange> = {}): SetChange {
  return {
    type: "set",
    id: crypto.randomUUID(),
    updatedAt: anHourAgo(),
    deleted: false,
    sessionId: entry.sessionId,
    entryId: entry.id,
    exercise: entry.exercise,
    position: 0,
    kind: "work",
    weight: 20,
    reps: 8,
    seconds: null,
    rpe: null,
    rir: null,
    ...over,
  };
}

/** POST /api/workouts/sync with these changes. */
export const sync = (token: string, changes: readonly WorkoutChange[], opts: CallOptions = {}) =>
  post("/api/workouts/sync", { changes }, { token, ...opts });

/**
 * A member whose workout plan trains today, with a workout started from today's plan day and
 * one set logged. The plan is built while entitled (Standard unless Pro is asked for).
 */
export async function memberWithWorkout(plan: "BASIC" | "PRO" = "BASIC") {
  const member = await memberWithPlan(plan);
  const session = sessionChange({ source: "plan", weekday: todayName as SessionChange["weekday"] });
  const started = await sync(member.token, [session]);
  expect(started.status).toBe(200);
  const exercise = (started.body.sessions[0].plan as { slug: string; reps?: number[] }[]).find((e) => e.reps)!.slug;
  const entry = entryChange(session, exercise);
  const set = setChange(entry);
  const logged = await sync(member.token, [entry, set]);
  expect(logged.body.results.map((r: { result: string }) => r.result)).toEqual(["saved", "saved"]);
  return { ...member, workoutId: session.id, session, exercise, entry, set };
}
