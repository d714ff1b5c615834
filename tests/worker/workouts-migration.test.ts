import { applyD1Migrations, env } from "cloudflare:test";
import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import { beforeAll, describe, expect, it } from "vitest";
import { utcDay } from "../../core/validation/progress";
import { apiOn, schemaOf, signedIn } from "./migration-fixture";
import { anHourAgo, entryChange, setChange } from "./workout-fixture";

// Migration 0014 rebuilds the workout tables. It runs here on a database of its own, filled with
// rows of the old shape (one session a day, sets addressed by exercise and index), and the
// migrated log is read back through the API, as a member would see it after the deploy.

const db = env.MIGRATION_DB;
const before = env.TEST_MIGRATIONS.filter((m) => m.name < "0014");
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const member = crypto.randomUUID();
const token = encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)));
const day = 86_400_000;
/** The old sessions: a finished one a month ago, and one still open three days later. */
const first = utcDay(Date.now(), -30);
const second = utcDay(Date.now(), -27);
const start = Date.parse(`${first}T17:00:00Z`);
const plan = (slugs: string[]) =>
  JSON.stringify(
    slugs.map((slug) => ({
      slug,
      group: "chest",
      intensity: "hard",
      rir: 2,
      sets: 3,
      reps: [8, 12],
      restSeconds: 90,
      suggestion: { weight: null, reps: 8, seconds: null, reason: "first_time" },
    })),
  );

const api = apiOn(db, token);

beforeAll(async () => {
  await schemaOf(db, before);

  // Rows of the old schema are written in SQL: the ORM's insert names every column of today's.
  await db
    .prepare("INSERT INTO users (id, email, first_name, last_name) VALUES (?, ?, ?, ?)")
    .bind(member, `migrated-${member}@example.com`, "Anna", "Ivanova")
    .run();
  await db.prepare("INSERT INTO profiles (id, user_id, plan) VALUES (?, ?, 'BASIC')").bind(crypto.randomUUID(), member).run();
  const session = db.prepare(
    "INSERT INTO workout_sessions (id, user_id, date, weekday, day_type, block_week, deload, exercises, status, started_at, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const set = db.prepare(
    "INSERT INTO workout_sets (session_id, user_id, exercise, set_index, weight, reps, seconds, logged_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
  );
  await db.batch([
    session.bind(
      "00000000-0000-4000-8000-000000000001",
      member,
      first,
      "MONDAY",
      "upper",
      1,
      0,
      plan(["barbell-bench-press", "push-up", "front-plank"]),
      "finished",
      start,
      start + 45 * 60_000,
    ),
    set.bind("00000000-0000-4000-8000-000000000001", member, "barbell-bench-press", 0, 60, 8, null, start + 600_000),
    set.bind("00000000-0000-4000-8000-000000000001", member, "barbell-bench-press", 1, 62.5, 6, null, start + 800_000),
    set.bind("00000000-0000-4000-8000-000000000001", member, "push-up", 0, null, 15, null, start + 1_200_000),
    set.bind("00000000-0000-4000-8000-000000000001", member, "front-plank", 0, null, null, 40, start + 1_500_000),
    session.bind(
      "00000000-0000-4000-8000-000000000002",
      member,
      second,
      "THURSDAY",
      "lower",
      1,
      0,
      plan(["goblet-squat", "barbell-bench-press"]),
      "active",
      start + 3 * day,
      null,
    ),
    set.bind("00000000-0000-4000-8000-000000000002", member, "barbell-bench-press", 0, 65, 5, null, start + 3 * day + 300_000),
  ]);

  await applyD1Migrations(db, env.TEST_MIGRATIONS);
  await signedIn(db, member, token);
});

describe("migration 0014: the workout log's records", () => {
  it("turns each planned exercise into an entry and each set into a work set with an id of its own", async () => {
    const { status, body } = await api("GET", "/api/workouts/00000000-0000-4000-8000-000000000001");
    expect(status).toBe(200);
    const { session } = body;
    expect(session).toMatchObject({
      date: first,
      name: null,
      source: "plan",
      weekday: "MONDAY",
      dayType: "upper",
      blockWeek: 1,
      deload: false,
      status: "finished",
      startedAt: start,
      finishedAt: start + 45 * 60_000,
      updatedAt: start + 45 * 60_000,
    });
    expect(session.plan.map((e: { slug: string }) => e.slug)).toEqual(["barbell-bench-press", "push-up", "front-plank"]);
    expect(
      session.entries.map((e: { exercise: string; position: number; note: string; updatedAt: number }) => [
        e.exercise,
        e.position,
        e.note,
        e.updatedAt,
      ]),
    ).toEqual([
      ["barbell-bench-press", 0, "", start],
      ["push-up", 1, "", start],
      ["front-plank", 2, "", start],
    ]);
    const entryOf = Object.fromEntries(session.entries.map((e: { exercise: string; id: string }) => [e.exercise, e.id]));
    expect(session.sets).toEqual([
      {
        id: expect.stringMatching(uuid),
        entryId: entryOf["barbell-bench-press"],
        exercise: "barbell-bench-press",
        position: 0,
        kind: "work",
        weight: 60,
        reps: 8,
        seconds: null,
        rpe: null,
        rir: null,
        updatedAt: start + 600_000,
      },
      {
        id: expect.stringMatching(uuid),
        entryId: entryOf["barbell-bench-press"],
        exercise: "barbell-bench-press",
        position: 1,
        kind: "work",
        weight: 62.5,
        reps: 6,
        seconds: null,
        rpe: null,
        rir: null,
        updatedAt: start + 800_000,
      },
      {
        id: expect.stringMatching(uuid),
        entryId: entryOf["push-up"],
        exercise: "push-up",
        position: 0,
        kind: "work",
        weight: null,
        reps: 15,
        seconds: null,
        rpe: null,
        rir: null,
        updatedAt: start + 1_200_000,
      },
      {
        id: expect.stringMatching(uuid),
        entryId: entryOf["front-plank"],
        exercise: "front-plank",
        position: 0,
        kind: "work",
        weight: null,
        reps: null,
        seconds: 40,
        rpe: null,
        rir: null,
        updatedAt: start + 1_500_000,
      },
    ]);
    expect(new Set([...session.entries, ...session.sets].map((r: { id: string }) => r.id)).size).toBe(7);
    expect(session.entries.every((e: { id: string }) => uuid.test(e.id))).toBe(true);
  });

  it("keeps the history, the open workout and each exercise's history as they were", async () => {
    const history = await api("GET", "/api/workouts");
    expect(history.body).toEqual({
      workouts: [
        expect.objectContaining({
          id: "00000000-0000-4000-8000-000000000002",
          status: "active",
          exercises: 1,
          sets: 1,
          volumeKg: 325,
          durationMinutes: null,
        }),
        expect.objectContaining({
          id: "00000000-0000-4000-8000-000000000001",
          status: "finished",
          exercises: 3,
          sets: 4,
          volumeKg: 855,
          durationMinutes: 45,
        }),
      ],
      next: null,
    });
    const day = await api("GET", `/api/workouts/day?date=${second}`);
    expect(day.body.active).toMatchObject({ id: "00000000-0000-4000-8000-000000000002", date: second });
    expect(day.body.previous["barbell-bench-press"]).toMatchObject({
      date: first,
      sets: [
        { weight: 60, reps: 8 },
        { weight: 62.5, reps: 6 },
      ],
    });
    const bench = await api("GET", "/api/workouts/exercises/barbell-bench-press");
    expect(bench.body.sessions.map((s: { id: string }) => s.id)).toEqual(["00000000-0000-4000-8000-000000000001"]);
    expect(bench.body.records.heaviest).toMatchObject({ weight: 62.5, reps: 6, date: first });
  });

  it("takes changes to migrated records by their new ids: a correction, a new set, a finish", async () => {
    const open = (await api("GET", "/api/workouts/00000000-0000-4000-8000-000000000002")).body.session;
    const bench = open.entries.find((e: { exercise: string }) => e.exercise === "barbell-bench-press");
    const entry = { ...bench, sessionId: open.id };
    const corrected = setChange(entry, { id: open.sets[0].id, weight: 67.5, reps: 5 });
    const added = setChange(entry, { position: 1, weight: 67.5, reps: 4 });
    const finish = {
      type: "session",
      id: open.id,
      updatedAt: anHourAgo(),
      deleted: false,
      date: open.date,
      name: null,
      source: "plan",
      weekday: "THURSDAY",
      status: "finished",
      startedAt: open.startedAt,
      finishedAt: anHourAgo(),
    };
    const res = await api("POST", "/api/workouts/sync", {
      changes: [finish, corrected, added, entryChange(open, "goblet-squat", { id: open.entries[0].id, note: "Heels raised" })],
    });
    expect(res.body.results.map((r: { result: string }) => r.result)).toEqual(["saved", "saved", "saved", "saved"]);
    expect(res.body.sessions[0]).toMatchObject({
      status: "finished",
      // The prescription frozen before the migration stays.
      plan: [expect.objectContaining({ slug: "goblet-squat" }), expect.objectContaining({ slug: "barbell-bench-press" })],
      entries: [
        expect.objectContaining({ exercise: "goblet-squat", note: "Heels raised" }),
        expect.objectContaining({ exercise: "barbell-bench-press" }),
      ],
      sets: [
        expect.objectContaining({ id: open.sets[0].id, weight: 67.5, reps: 5 }),
        expect.objectContaining({ id: added.id, weight: 67.5, reps: 4 }),
      ],
    });
  });
});
