import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, post } from "./auth-helpers";
import { anHourAgo, entryChange, memberOn, memberWithWorkout, sessionChange, setChange, sync } from "./workout-fixture";

// The rule for two devices and for replays (decision 0042): per record, the change made last
// wins whatever order the changes arrive in; a removal is a change; a replay stores nothing new;
// a device clock in the future is held to the server's now. Someone else's records are "not found".

const get = (token: string, path: string) => call("GET", path, undefined, { token });
const outcomes = (res: { body: { results: { result: string }[] } }) => res.body.results.map((r) => r.result);

/** How many rows of each workout table a member has (tombstones included). */
async function rowsOf(userId: string) {
  const count = async (table: string) =>
    (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`).bind(userId).first<{ n: number }>())!.n;
  return {
    sessions: await count("workout_sessions"),
    entries: await count("workout_entries"),
    sets: await count("workout_sets"),
  };
}

/** A member with an empty workout of one exercise and one set. */
async function memberWithSet() {
  const member = await memberOn("BASIC");
  const t = anHourAgo();
  const session = sessionChange({ startedAt: t, updatedAt: t });
  const entry = entryChange(session, "barbell-bench-press", { updatedAt: t });
  const set = setChange(entry, { weight: 60, reps: 8, updatedAt: t });
  expect(outcomes(await sync(member.token, [session, entry, set]))).toEqual(["saved", "saved", "saved"]);
  return { ...member, session, entry, set, t };
}

const storedSet = async (token: string, sessionId: string, setId: string) =>
  (await get(token, `/api/workouts/${sessionId}`)).body.session.sets.find((s: { id: string }) => s.id === setId);

describe("replays", () => {
  it("store a sync once: sent again it is superseded and nothing is added", async () => {
    const { id, token } = await memberOn("BASIC");
    const session = sessionChange();
    const bench = entryChange(session, "barbell-bench-press");
    const squat = entryChange(session, "barbell-back-squat", { position: 1 });
    const changes = [session, bench, squat, setChange(bench), setChange(bench, { position: 1 }), setChange(squat)];
    const first = await sync(token, changes);
    expect(outcomes(first)).toEqual(Array(6).fill("saved"));
    const again = await sync(token, changes);
    expect(outcomes(again)).toEqual(Array(6).fill("superseded"));
    expect(again.body.sessions).toEqual(first.body.sessions);
    expect(await rowsOf(id)).toEqual({ sessions: 1, entries: 2, sets: 3 });
  });

  it("store a sync once when the same sync arrives several times at once", async () => {
    const { id, token } = await memberOn("BASIC");
    const session = sessionChange();
    const entry = entryChange(session, "goblet-squat");
    const changes = [
      session,
      entry,
      setChange(entry, { weight: 24, reps: 10 }),
      setChange(entry, { position: 1, weight: 24, reps: 9 }),
    ];
    const answers = await Promise.all(Array.from({ length: 5 }, () => sync(token, changes)));
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(200));
    // Each change was stored by exactly one of them; the others found it there.
    changes.forEach((_, i) => {
      const results = answers.map((a) => a.body.results[i].result).sort();
      expect(results).toEqual(["saved", "superseded", "superseded", "superseded", "superseded"]);
    });
    expect(await rowsOf(id)).toEqual({ sessions: 1, entries: 1, sets: 2 });
    expect((await get(token, "/api/workouts")).body.workouts).toEqual([
      expect.objectContaining({ id: session.id, sets: 2, volumeKg: 24 * 19 }),
    ]);
  });
});

describe("two devices", () => {
  it("changing the same set: the later change wins whichever arrives first", async () => {
    const { token, session, set, t } = await memberWithSet();
    const phone = { ...set, weight: 62.5, updatedAt: t + 10_000 };
    const watch = { ...set, weight: 65, updatedAt: t + 20_000 };
    // The later change arrives first: the earlier one, arriving after, changes nothing.
    expect(outcomes(await sync(token, [watch]))).toEqual(["saved"]);
    expect(outcomes(await sync(token, [phone]))).toEqual(["superseded"]);
    expect(await storedSet(token, session.id, set.id)).toMatchObject({ weight: 65, updatedAt: watch.updatedAt });

    // In order, the later one replaces the earlier one.
    const other = await memberWithSet();
    expect(outcomes(await sync(other.token, [{ ...other.set, weight: 62.5, updatedAt: other.t + 10_000 }]))).toEqual(["saved"]);
    expect(outcomes(await sync(other.token, [{ ...other.set, weight: 65, updatedAt: other.t + 20_000 }]))).toEqual(["saved"]);
    expect(await storedSet(other.token, other.session.id, other.set.id)).toMatchObject({ weight: 65 });
  });

  it("changing the same set at the same moment: the later change wins, and a tie keeps what is stored", async () => {
    for (let round = 0; round < 3; round++) {
      const { token, session, set, t } = await memberWithSet();
      const changes = [70, 72.5, 75, 77.5].map((weight, i) => ({ ...set, weight, updatedAt: t + (i + 1) * 1000 }));
      await Promise.all(changes.toReversed().map((c) => sync(token, [c])));
      expect(await storedSet(token, session.id, set.id)).toMatchObject({ weight: 77.5, updatedAt: t + 4000 });
    }
    const { token, session, set, t } = await memberWithSet();
    expect(outcomes(await sync(token, [{ ...set, weight: 70, updatedAt: t + 1000 }]))).toEqual(["saved"]);
    expect(outcomes(await sync(token, [{ ...set, weight: 90, updatedAt: t + 1000 }]))).toEqual(["superseded"]);
    expect(await storedSet(token, session.id, set.id)).toMatchObject({ weight: 70 });
  });

  it("changing different sets: both are kept", async () => {
    const { token, session, entry, set, t } = await memberWithSet();
    const phone = setChange(entry, { position: 1, weight: 60, reps: 7, updatedAt: t + 5000 });
    const watch = { ...set, reps: 9, updatedAt: t + 1000 };
    const [a, b] = await Promise.all([sync(token, [phone]), sync(token, [watch])]);
    expect([...outcomes(a), ...outcomes(b)]).toEqual(["saved", "saved"]);
    const stored = (await get(token, `/api/workouts/${session.id}`)).body.session.sets;
    expect(stored.map((s: { id: string; reps: number }) => [s.id, s.reps])).toEqual([
      [set.id, 9],
      [phone.id, 7],
    ]);
  });

  it("a removal beats an older edit that arrives later, for a set, an exercise and a workout", async () => {
    const { token, session, entry, set, t } = await memberWithSet();
    const extra = setChange(entry, { position: 1, updatedAt: t });
    await sync(token, [extra]);
    expect(outcomes(await sync(token, [{ ...extra, deleted: true, updatedAt: t + 20_000 }]))).toEqual(["saved"]);
    expect(outcomes(await sync(token, [{ ...extra, reps: 12, updatedAt: t + 10_000 }]))).toEqual(["superseded"]);
    expect((await get(token, `/api/workouts/${session.id}`)).body.session.sets.map((s: { id: string }) => s.id)).toEqual([
      set.id,
    ]);

    expect(outcomes(await sync(token, [{ ...entry, deleted: true, updatedAt: t + 30_000 }]))).toEqual(["saved"]);
    expect(outcomes(await sync(token, [{ ...entry, note: "late note", updatedAt: t + 25_000 }]))).toEqual(["superseded"]);
    expect((await get(token, `/api/workouts/${session.id}`)).body.session).toMatchObject({ entries: [], sets: [] });

    expect(outcomes(await sync(token, [{ ...session, deleted: true, updatedAt: t + 40_000 }]))).toEqual(["saved"]);
    const late = await sync(token, [{ ...session, status: "finished", finishedAt: t + 35_000, updatedAt: t + 35_000 }]);
    expect(late.body).toEqual({ results: [{ id: session.id, result: "superseded" }], sessions: [] });
    expect((await get(token, `/api/workouts/${session.id}`)).status).toBe(404);
    // Sets logged offline into a workout discarded elsewhere have nowhere to go.
    const offline = await sync(token, [setChange(entry, { position: 2, updatedAt: t + 50_000 })]);
    expect(offline.body.results).toEqual([{ id: expect.any(String), result: "rejected", code: "not_found" }]);
  });

  it("a device clock in the future is held to the server's now, so it cannot win forever", async () => {
    const { token, session, set } = await memberWithSet();
    const now = Date.now();
    const ahead = await sync(token, [{ ...set, weight: 100, updatedAt: now + 86_400_000 }], { now });
    expect(outcomes(ahead)).toEqual(["saved"]);
    expect(ahead.body.sessions[0].sets[0]).toMatchObject({ weight: 100, updatedAt: now });
    // A second later another device's change, made after the stored one, wins.
    const after = await sync(token, [{ ...set, weight: 60, updatedAt: now + 1000 }], { now: now + 2000 });
    expect(outcomes(after)).toEqual(["saved"]);
    expect(await storedSet(token, session.id, set.id)).toMatchObject({ weight: 60, updatedAt: now + 1000 });
  });
});

describe("the workout's note", () => {
  it("is kept with the workout, the later change wins, and a change from a device without notes leaves it empty", async () => {
    const { token, session, t } = await memberWithSet();
    const noted = { ...session, note: "Felt strong; shoulder fine.\nNext time: 62.5 kg.", updatedAt: t + 1_000 };
    expect(outcomes(await sync(token, [noted]))).toEqual(["saved"]);
    expect((await get(token, `/api/workouts/${session.id}`)).body.session.note).toBe(noted.note);

    // An older change arriving late (another device) does not put the old note back.
    expect(outcomes(await sync(token, [{ ...session, note: "", updatedAt: t + 500 }]))).toEqual(["superseded"]);
    const finished = { ...noted, status: "finished" as const, finishedAt: t + 2_000, updatedAt: t + 2_000 };
    expect(outcomes(await sync(token, [finished]))).toEqual(["saved"]);
    expect((await get(token, `/api/workouts/${session.id}`)).body.session).toMatchObject({
      status: "finished",
      note: noted.note,
    });

    // A change kept on a device before workouts had notes (no field) is a workout without one.
    const { note: _dropped, ...old } = { ...finished, updatedAt: t + 3_000 };
    const res = await call("POST", "/api/workouts/sync", { changes: [old] }, { token });
    expect(res.body.results.map((r: { result: string }) => r.result)).toEqual(["saved"]);
    expect((await get(token, `/api/workouts/${session.id}`)).body.session.note).toBe("");
  });
});

describe("supersets", () => {
  it("are kept per exercise, cleared by a change that says none, and kept by a change from the app before supersets", async () => {
    const { token, session, entry, t } = await memberWithSet();
    const key = crypto.randomUUID();
    const partner = entryChange(session, "bent-over-barbell-row", { position: 1, superset: key, updatedAt: t + 1_000 });
    expect(outcomes(await sync(token, [{ ...entry, superset: key, updatedAt: t + 1_000 }, partner]))).toEqual(["saved", "saved"]);
    const superset = async () =>
      (
        (await get(token, `/api/workouts/${session.id}`)).body.session.entries as { exercise: string; superset: string | null }[]
      ).map((e) => [e.exercise, e.superset]);
    expect(await superset()).toEqual([
      ["barbell-bench-press", key],
      ["bent-over-barbell-row", key],
    ]);

    // A change kept on a device from before supersets (no field) edits the note and keeps the superset.
    const { superset: _none, ...old } = { ...entry, note: "Pause at the chest", updatedAt: t + 2_000 };
    expect(outcomes(await sync(token, [old]))).toEqual(["saved"]);
    expect(await superset()).toEqual([
      ["barbell-bench-press", key],
      ["bent-over-barbell-row", key],
    ]);

    // An older change arriving late does not put an exercise back in; a newer one takes it out.
    expect(outcomes(await sync(token, [{ ...partner, superset: null, updatedAt: t + 3_000 }]))).toEqual(["saved"]);
    expect(outcomes(await sync(token, [{ ...partner, updatedAt: t + 2_500 }]))).toEqual(["superseded"]);
    expect(await superset()).toEqual([
      ["barbell-bench-press", key],
      ["bent-over-barbell-row", null],
    ]);
  });
});

describe("ownership", () => {
  it("a sync made for another member (a replay after a sign-out) is refused whole, in the member's language", async () => {
    const first = await memberOn("BASIC");
    const next = await memberOn("BASIC");
    const session = sessionChange();
    const entry = entryChange(session, "goblet-squat");
    const body = { changes: [session, entry, setChange(entry)], member: first.id };
    expect(await post("/api/workouts/sync", body, { token: next.token })).toMatchObject({
      status: 409,
      body: {
        error: {
          code: "member_mismatch",
          message: "These changes were made by another account on this device and were not saved to yours.",
        },
      },
    });
    expect(await post("/api/workouts/sync", body, { token: next.token, lang: "ru" })).toMatchObject({
      status: 409,
      body: { error: { message: "Эти изменения сделаны в другом аккаунте на этом устройстве и в ваш не сохранены." } },
    });
    expect(await rowsOf(next.id)).toEqual({ sessions: 0, entries: 0, sets: 0 });
    expect(await rowsOf(first.id)).toEqual({ sessions: 0, entries: 0, sets: 0 });
    // The member the changes were made for stores them.
    expect(outcomes(await post("/api/workouts/sync", body, { token: first.token }))).toEqual(["saved", "saved", "saved"]);
  });

  it("another member's workout, exercise or set is not found, and nothing of it changes", async () => {
    const owner = await memberWithWorkout();
    const before = (await get(owner.token, `/api/workouts/${owner.workoutId}`)).body;
    const stranger = await memberOn("BASIC");
    const later = Date.now() - 1000;
    const ownSession = sessionChange();
    const ownEntry = entryChange(ownSession, owner.exercise);
    const attempts = [
      { ...owner.session, status: "finished" as const, finishedAt: later, updatedAt: later },
      { ...owner.session, deleted: true, updatedAt: later },
      { ...owner.entry, note: "mine now", updatedAt: later },
      entryChange(owner.session, "push-up", { position: 1, updatedAt: later }),
      { ...owner.set, weight: 500, updatedAt: later },
      setChange(owner.entry, { position: 1, updatedAt: later }),
      // The stranger's own records may not take the owner's ids, nor hang under the owner's.
      { ...ownEntry, id: owner.entry.id, updatedAt: later },
      setChange({ ...ownEntry, id: owner.entry.id }, { id: owner.set.id, updatedAt: later }),
    ];
    const res = await sync(stranger.token, [ownSession, ownEntry, ...attempts]);
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      { id: ownSession.id, result: "saved" },
      { id: ownEntry.id, result: "saved" },
      ...attempts.map((a) => ({ id: a.id, result: "rejected", code: "not_found" })),
    ]);
    expect(res.body.sessions.map((s: { id: string }) => s.id)).toEqual([ownSession.id]);
    expect((await get(owner.token, `/api/workouts/${owner.workoutId}`)).body).toEqual(before);

    expect((await get(stranger.token, `/api/workouts/${owner.workoutId}`)).status).toBe(404);
    expect((await get(stranger.token, "/api/workouts")).body.workouts.map((w: { id: string }) => w.id)).toEqual([ownSession.id]);
    expect((await get(stranger.token, `/api/workouts/exercises/${owner.exercise}`)).body.sessions).toEqual([]);
  });

  it("a set or exercise of a workout that is not there, or under another of the member's workouts, is not found", async () => {
    const { token, session, entry, t } = await memberWithSet();
    const other = sessionChange({ startedAt: t, updatedAt: t });
    await sync(token, [other]);
    const nowhere = sessionChange();
    const changes = [
      entryChange(nowhere, "push-up"),
      setChange({ id: crypto.randomUUID(), sessionId: session.id, exercise: "push-up" }),
      // An exercise does not move to another workout, nor a set to another exercise's workout.
      { ...entry, sessionId: other.id, updatedAt: t + 1000 },
      setChange({ ...entry, sessionId: other.id }),
    ];
    const res = await sync(token, changes);
    expect(res.body.results).toEqual(changes.map((c) => ({ id: c.id, result: "rejected", code: "not_found" })));
    expect(res.body.sessions.map((s: { id: string }) => s.id)).toEqual([session.id, other.id]);
    expect(res.body.sessions[1]).toMatchObject({ entries: [], sets: [] });
  });
});
