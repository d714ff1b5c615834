// Correcting a past workout (decision 0042): the form's fields become whole records stamped with
// the moment of saving; untouched fields keep their stored values (also in pounds), every typed
// value is checked with the server's rules, and the changes pass the sync route's schema.
import { act } from "@testing-library/react";
import * as v from "valibot";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import type { WorkoutSummaryJson } from "../../core/api/workouts";
import type { LoggedSetJson, WorkoutSessionJson } from "../../core/training/session";
import { changeSchema, type SetChange, type WorkoutChange } from "../../core/validation/workouts";
import { switchLocale } from "../../web/shared/i18n/locale";
import {
  addedEntry,
  addedSet,
  canAddSet,
  clockTime,
  withCurrentTraits,
  correctionChanges,
  discardChanges,
  draftOf,
  type SessionDraft,
} from "../../web/workout/history/corrections";
import type { ExerciseTraits } from "../../web/workout/history/exercise-traits";
import { listWithChanges } from "../../web/workout/history/list-with-changes";
import { sessionStats } from "../../web/workout/history/session-stats";

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const saved = Date.UTC(2026, 2, 3, 18, 0);
const now = Date.UTC(2026, 2, 5, 9, 0);

const set = (
  n: number,
  entry: number,
  exercise: string,
  position: number,
  values: Partial<LoggedSetJson> = {},
): LoggedSetJson => ({
  id: uuid(n),
  entryId: uuid(entry),
  exercise,
  position,
  kind: "work",
  weight: 60,
  reps: 8,
  seconds: null,
  rpe: null,
  rir: null,
  updatedAt: saved,
  ...values,
});

function session(): WorkoutSessionJson {
  return {
    id: uuid(1),
    date: "2026-03-03",
    name: null,
    note: "",
    source: "plan",
    weekday: "TUESDAY",
    dayType: "upper",
    blockWeek: 1,
    deload: false,
    status: "finished",
    startedAt: saved - 50 * 60_000,
    finishedAt: saved,
    updatedAt: saved,
    plan: [],
    entries: [
      { id: uuid(10), exercise: "barbell-bench-press", position: 0, note: "", superset: null, updatedAt: saved },
      { id: uuid(20), exercise: "plank", position: 1, note: "Felt easy", superset: null, updatedAt: saved },
    ],
    sets: [
      set(11, 10, "barbell-bench-press", 0, { kind: "warmup", weight: 40, reps: 10 }),
      set(12, 10, "barbell-bench-press", 1, { rpe: 8 }),
      set(13, 10, "barbell-bench-press", 2, { weight: 61.235, reps: 7 }),
      set(21, 20, "plank", 0, { weight: null, reps: null, seconds: 45 }),
    ],
  };
}

const traits = (slug: string): ExerciseTraits =>
  slug === "plank"
    ? { name: "Plank", measure: "seconds", loaded: false }
    : { name: "Bench press", measure: "reps", loaded: true };

const draft = (s = session(), units: "metric" | "imperial" = "metric") => draftOf(s, traits, units);

/** The draft with one set's field typed over. */
function typed(d: SessionDraft, setId: string, field: "weight" | "work" | "rpe" | "rir", value: string): SessionDraft {
  return {
    ...d,
    entries: d.entries.map((e) => ({
      ...e,
      sets: e.sets.map((s) => (s.id === setId ? { ...s, fields: { ...s.fields, [field]: value } } : s)),
    })),
  };
}

function changesOf(d: SessionDraft): WorkoutChange[] {
  const result = correctionChanges(session(), d, now);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  for (const change of result.changes) expect(v.is(changeSchema, change), JSON.stringify(change)).toBe(true);
  return result.changes;
}

beforeEach(() => act(() => switchLocale("en")));
afterAll(() => act(() => switchLocale("en")));

describe("the correction form", () => {
  it("opens with each set's numbers as typed text, in the member's units", () => {
    const metric = draft();
    expect(metric.entries.map((e) => e.sets.map((s) => s.fields))).toEqual([
      [
        { weight: "40", work: "10", rpe: "", rir: "" },
        { weight: "60", work: "8", rpe: "8", rir: "" },
        { weight: "61.24", work: "7", rpe: "", rir: "" },
      ],
      [{ weight: "", work: "45", rpe: "", rir: "" }],
    ]);
    expect(draft(session(), "imperial").entries[0]!.sets[1]!.fields.weight).toBe("132.3");
    act(() => switchLocale("ru"));
    expect(draft().entries[0]!.sets[2]!.fields.weight).toBe("61,24");
  });

  it("changes nothing when nothing was changed, also in pounds", () => {
    expect(changesOf(draft())).toEqual([]);
    const result = correctionChanges(session(), draft(session(), "imperial"), now);
    expect(result).toEqual({ ok: true, changes: [] });
  });

  it("records a corrected set as the whole set, stamped with the moment of saving", () => {
    const changes = changesOf(typed(draft(), uuid(12), "work", "10"));
    expect(changes).toEqual([
      {
        type: "set",
        id: uuid(12),
        sessionId: uuid(1),
        entryId: uuid(10),
        exercise: "barbell-bench-press",
        position: 1,
        kind: "work",
        weight: 60,
        reps: 10,
        seconds: null,
        rpe: 8,
        rir: null,
        deleted: false,
        updatedAt: now,
      },
    ]);
  });

  it("records a set whose type changed (a drop set marked after the workout), its numbers kept", () => {
    const d = draft();
    const marked = {
      ...d,
      entries: d.entries.map((e) => ({ ...e, sets: e.sets.map((s) => (s.id === uuid(13) ? { ...s, kind: "drop" as const } : s)) })),
    };
    expect(changesOf(marked)).toEqual([
      expect.objectContaining({ type: "set", id: uuid(13), position: 2, kind: "drop", weight: 61.235, reps: 7, deleted: false, updatedAt: now }),
    ]);
  });

  it("reads a weight typed in pounds back to kilograms, and effort typed with a comma", () => {
    const changes = changesOf(
      typed(typed(draft(session(), "imperial"), uuid(12), "weight", "135"), uuid(12), "rpe", "8,5"),
    ) as SetChange[];
    expect(changes).toHaveLength(1);
    expect(changes[0]!.weight).toBeCloseTo(61.235, 3);
    expect(changes[0]!.rpe).toBe(8.5);
  });

  it("adds a set at the end with the last set's numbers, and removes one, renumbering those after it", () => {
    const d = draft();
    const bench = d.entries[0]!;
    const extra = addedSet(bench, uuid(14));
    expect(extra).toMatchObject({ kind: "work", added: true, measure: "reps", fields: { weight: "61.24", work: "7" } });
    const edited: SessionDraft = { ...d, entries: [{ ...bench, sets: [bench.sets[0]!, bench.sets[2]!, extra] }, d.entries[1]!] };
    const changes = changesOf(edited) as SetChange[];
    expect(changes.map((c) => [c.id, c.position, c.deleted])).toEqual([
      [uuid(13), 1, false],
      [uuid(14), 2, false],
      [uuid(12), 1, true],
    ]);
    // The new set keeps the stored set's exact weight, not the two decimals its field shows.
    expect(changes[1]).toMatchObject({
      entryId: uuid(10),
      exercise: "barbell-bench-press",
      weight: 61.24,
      reps: 7,
      updatedAt: now,
    });
  });

  it("renames the workout, or gives the name back to the plan day when emptied, and edits a note", () => {
    const renamed = changesOf({ ...draft(), name: "  Heavy bench  " });
    expect(renamed).toEqual([
      expect.objectContaining({
        type: "session",
        id: uuid(1),
        name: "Heavy bench",
        status: "finished",
        deleted: false,
        updatedAt: now,
      }),
    ]);
    const named = { ...session(), name: "Old" };
    const cleared = correctionChanges(named, { ...draftOf(named, traits, "metric"), name: " " }, now);
    expect(cleared.ok && cleared.changes).toEqual([expect.objectContaining({ type: "session", name: null })]);
    const d = draft();
    const noted = changesOf({ ...d, entries: [d.entries[0]!, { ...d.entries[1]!, note: "Hard today" }] });
    expect(noted).toEqual([
      expect.objectContaining({
        type: "entry",
        id: uuid(20),
        sessionId: uuid(1),
        exercise: "plank",
        note: "Hard today",
        updatedAt: now,
      }),
    ]);
  });

  it("writes the workout's own note, and its name with it, as one change of the workout", () => {
    expect(draft().note).toBe("");
    const noted = changesOf({ ...draft(), note: "  Short on sleep; kept it light.  " });
    expect(noted).toEqual([
      expect.objectContaining({ type: "session", id: uuid(1), name: null, note: "Short on sleep; kept it light." }),
    ]);
    const both = changesOf({ ...draft(), name: "Deload", note: "Easy week" });
    expect(both).toEqual([expect.objectContaining({ type: "session", name: "Deload", note: "Easy week", updatedAt: now })]);
    // Opened again, the form shows the note; emptied, the note goes.
    const kept = { ...session(), note: "Easy week" };
    expect(draftOf(kept, traits, "metric").note).toBe("Easy week");
    const cleared = correctionChanges(kept, { ...draftOf(kept, traits, "metric"), note: " " }, now);
    expect(cleared.ok && cleared.changes).toEqual([expect.objectContaining({ type: "session", note: "" })]);
  });

  it("refuses wrong values with each field's error and records nothing", () => {
    let d = typed(draft(), uuid(12), "rpe", "8.3");
    d = typed(d, uuid(12), "weight", "");
    d = typed(d, uuid(13), "work", "");
    d = typed(d, uuid(13), "rir", "11");
    d = typed(d, uuid(21), "work", "4000");
    d = { ...d, name: "x".repeat(81), note: "x".repeat(501) };
    const result = correctionChanges(session(), d, now);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.name).toBe("A workout name can be up to 80 characters");
    expect(result.errors.note).toBe("A note can be up to 500 characters");
    expect(result.errors.sets).toEqual({
      [uuid(12)]: { weight: "Enter the weight", rpe: "RPE must be from 6 to 10, in steps of 0.5" },
      [uuid(13)]: {
        work: "Enter the reps or the seconds of the set",
        rir: "Reps in reserve must be a whole number from 0 to 10",
      },
      [uuid(21)]: { work: "Time must be a whole number of seconds from 1 to 3600" },
    });
  });

  it("says the weight's limit in the member's units and language", () => {
    act(() => switchLocale("ru"));
    const result = correctionChanges(session(), typed(draft(session(), "imperial"), uuid(12), "weight", "2000"), now);
    expect(!result.ok && result.errors.sets[uuid(12)]?.weight).toBe("Вес\u00a0— от 0 до 1\u00a0102\u00a0фунт.");
  });

  it("lets a bodyweight exercise go without a weight, and stops adding sets at the limit", () => {
    const d = draft();
    const plank = d.entries[1]!;
    const changes = changesOf({
      ...d,
      entries: [d.entries[0]!, { ...plank, sets: [...plank.sets, addedSet(plank, uuid(22))] }],
    }) as SetChange[];
    expect(changes).toEqual([expect.objectContaining({ id: uuid(22), weight: null, reps: null, seconds: 45, position: 1 })]);
    expect(canAddSet(plank)).toBe(true);
    expect(canAddSet({ ...plank, sets: Array.from({ length: 30 }, (_, i) => addedSet(plank, uuid(100 + i))) })).toBe(false);
  });

  it("renames, notes and discards a workout imported from before 2020 (from 1900 on), in changes the sync takes", () => {
    for (const startedAt of [Date.UTC(2018, 4, 1, 18), Date.UTC(1900, 0, 1)]) {
      const old = { ...session(), date: new Date(startedAt).toISOString().slice(0, 10), startedAt, finishedAt: startedAt + 3_600_000 };
      const result = correctionChanges(old, { ...draftOf(old, traits, "metric"), name: "Old times", note: "From Strong" }, now);
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
      expect(result.changes).toEqual([expect.objectContaining({ type: "session", name: "Old times", note: "From Strong", startedAt, finishedAt: startedAt + 3_600_000 })]);
      for (const change of [...result.changes, ...discardChanges(old, now)]) expect(v.is(changeSchema, change), JSON.stringify(change)).toBe(true);
    }
    // A millisecond before 1900 is not a time the sync takes.
    const tooOld = { ...session(), startedAt: Date.UTC(1900, 0, 1) - 1, finishedAt: null };
    expect(v.is(changeSchema, discardChanges(tooOld, now)[0])).toBe(false);
  });

  it("sends a workout whose end was stored before its start (a device clock set back) as ending when it started", () => {
    const backwards = { ...session(), startedAt: saved, finishedAt: saved - 60_000 };
    const result = correctionChanges(backwards, { ...draftOf(backwards, traits, "metric"), name: "Fixed" }, now);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const changes = [...result.changes, ...discardChanges(backwards, now)];
    expect(changes).toEqual([
      expect.objectContaining({ name: "Fixed", startedAt: saved, finishedAt: saved }),
      expect.objectContaining({ deleted: true, startedAt: saved, finishedAt: saved }),
    ]);
    for (const change of changes) expect(v.is(changeSchema, change)).toBe(true);
    // The sync would keep an end before the start as ending at the start too.
    expect(v.parse(changeSchema, { ...changes[0], finishedAt: saved - 1 })).toMatchObject({ startedAt: saved, finishedAt: saved });
  });

  it("discards the workout as the session's removal", () => {
    const [change] = discardChanges(session(), now);
    expect(change).toMatchObject({ type: "session", id: uuid(1), deleted: true, updatedAt: now });
    expect(v.is(changeSchema, change)).toBe(true);
  });
});

describe("correcting when a workout took place, and its exercises", () => {
  const when = (d: SessionDraft, fields: Partial<NonNullable<SessionDraft["when"]>>): SessionDraft => ({ ...d, when: { ...d.when!, ...fields } });
  /** A moment where the device is (the form reads the time where the member is). */
  const local = (date: string, time: string) => {
    const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
    const [h, mi] = time.split(":").map(Number) as [number, number];
    return new Date(y, mo - 1, d, h, mi).getTime();
  };

  it("opens with the day, the start where the device is and the minutes; unchanged, it keeps the stored times", () => {
    const d = draft();
    expect(d.when).toEqual({ date: "2026-03-03", time: clockTime(saved - 50 * 60_000), minutes: "50" });
    expect(correctionChanges(session(), d, now)).toEqual({ ok: true, changes: [] });
    // An open workout has no end to correct.
    expect(draft({ ...session(), status: "active", finishedAt: null }).when).toBeNull();
  });

  it("corrects a workout left running: its length alone, then its day and start keeping the length", () => {
    const [shorter] = changesOf(when(draft(), { minutes: "45" }));
    expect(shorter).toMatchObject({ type: "session", date: "2026-03-03", startedAt: saved - 50 * 60_000, finishedAt: saved - 5 * 60_000, updatedAt: now });
    const [moved] = changesOf(when(draft(), { date: "2026-03-02", time: "07:30" }));
    expect(moved).toMatchObject({ date: "2026-03-02", startedAt: local("2026-03-02", "07:30"), finishedAt: local("2026-03-02", "07:30") + 50 * 60_000 });
    // With a rename, one change of the workout carries both.
    const both = changesOf({ ...when(draft(), { minutes: "90" }), name: "Long one" });
    expect(both).toHaveLength(1);
    expect(both[0]).toMatchObject({ name: "Long one", finishedAt: saved - 50 * 60_000 + 90 * 60_000 });
  });

  it("refuses a day after today, a start after now, a wrong time and a length out of 1 to 1440 minutes, recording nothing", () => {
    const refused = (fields: Partial<NonNullable<SessionDraft["when"]>>) => {
      const result = correctionChanges(session(), when(draft(), fields), now);
      return result.ok ? result : result.errors.when;
    };
    expect(refused({ date: "2026-03-09" })).toEqual({ date: "Choose today or an earlier day." });
    expect(refused({ date: "2026-02-30" })).toEqual({ date: "Enter the date of the workout." });
    expect(refused({ date: "" })).toEqual({ date: "Enter the date of the workout." });
    expect(refused({ time: "25:00" })).toEqual({ time: "Enter the start time, for example 18:30." });
    expect(refused({ minutes: "0" })).toEqual({ minutes: "Enter the length in whole minutes, from 1 to 1440." });
    expect(refused({ minutes: "1441" })).toEqual({ minutes: "Enter the length in whole minutes, from 1 to 1440." });
    expect(refused({ minutes: "45,5" })).toEqual({ minutes: "Enter the length in whole minutes, from 1 to 1440." });
    // Today where the device is, a minute after now (the same day in every time zone but at midnight).
    const later = new Date(now + 60_000);
    const today = `${later.getFullYear()}-${String(later.getMonth() + 1).padStart(2, "0")}-${String(later.getDate()).padStart(2, "0")}`;
    expect(refused({ date: today, time: clockTime(later.getTime()) })).toEqual({ time: "The workout can't start later than now." });
    // The edges: 1 and 1440 minutes pass.
    expect(refused({ minutes: "1" })).toMatchObject({ ok: true });
    expect(refused({ minutes: "1440" })).toMatchObject({ ok: true });
    act(() => switchLocale("ru"));
    expect(refused({ minutes: "0" })).toEqual({ minutes: "Укажите длительность в целых минутах: от 1 до 1440." });
  });

  it("keeps a stored day after today when only a set is corrected (a phone clock that ran ahead)", () => {
    const ahead = { ...session(), date: "2026-03-07", startedAt: now + 36 * 3_600_000, finishedAt: now + 37 * 3_600_000 };
    const result = correctionChanges(ahead, typed(draftOf(ahead, traits, "metric"), uuid(12), "work", "9"), now);
    expect(result.ok && result.changes.map((c) => [c.type, c.id])).toEqual([["set", uuid(12)]]);
  });

  it("refuses an end after now, and a start moved on its own day keeps to that day", () => {
    const start = saved - 50 * 60_000;
    // Started 30 minutes before now, 45 minutes long.
    const late = new Date(now - 30 * 60_000);
    const today = `${late.getFullYear()}-${String(late.getMonth() + 1).padStart(2, "0")}-${String(late.getDate()).padStart(2, "0")}`;
    const result = correctionChanges(session(), when(draft(), { date: today, time: clockTime(late.getTime()), minutes: "45" }), now);
    expect(result.ok ? result : result.errors.when).toEqual({ minutes: "With this length the workout would end later than now." });
    const [moved] = changesOf(when(draft(), { time: clockTime(start + 2 * 3_600_000) }));
    expect(moved).toMatchObject({ date: "2026-03-03", startedAt: start + 2 * 3_600_000 });
  });

  it("refuses a start the clocks skipped (a daylight-saving change) instead of moving it", () => {
    const zone = process.env.TZ;
    process.env.TZ = "Europe/London";
    try {
      // 29 March 2026: London's clocks go from 01:00 to 02:00.
      const result = correctionChanges(session(), when(draft(), { date: "2026-03-29", time: "01:30" }), Date.UTC(2026, 3, 1));
      expect(result.ok ? result : result.errors.when).toEqual({ time: "The clocks skipped this time on that day. Choose another time." });
      expect(correctionChanges(session(), when(draft(), { date: "2026-03-29", time: "02:30" }), Date.UTC(2026, 3, 1)).ok).toBe(true);
    } finally {
      // Assigning undefined would set the text "undefined", an unknown zone for the files after.
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it("reads an added exercise's traits as they are now (an own exercise created from the picker)", () => {
    const d = draft();
    const made = addedEntry("own-3c9d2e1f-5a6b-4c7d-8e9f-000000000001", { name: "?", measure: "reps", loaded: false }, uuid(40), uuid(41));
    const now2 = withCurrentTraits({ ...d, entries: [...d.entries, made] }, (slug) =>
      slug.startsWith("own-") ? { name: "Band hold", measure: "seconds", loaded: true, weightOptional: true } : traits(slug),
    );
    expect(now2.entries[2]).toMatchObject({ measure: "seconds", loaded: true, weightOptional: true, sets: [{ measure: "seconds" }] });
    // Exercises stored before are left as they were read.
    expect(now2.entries[0]).toBe(d.entries[0]);
  });

  it("adds an exercise at the end with a set to fill in, and takes one out with its sets", () => {
    const d = draft();
    const row = addedEntry("barbell-back-squat", { name: "Squat", measure: "reps", loaded: true }, uuid(30), uuid(31));
    expect(row.sets).toHaveLength(1);
    // Its empty set must be filled in before saving.
    const empty = correctionChanges(session(), { ...d, entries: [...d.entries, row] }, now);
    expect(empty.ok === false && empty.errors.sets[uuid(31)]).toMatchObject({ weight: "Enter the weight" });
    const filled = { ...row, sets: [{ ...row.sets[0]!, fields: { weight: "100", work: "5", rpe: "", rir: "" } }] };
    // The bench press taken out: the plank moves up, the squat follows it.
    const changes = changesOf({ ...d, entries: [d.entries[1]!, filled] });
    expect(changes.map((c) => [c.type, c.id, c.deleted, "position" in c ? c.position : null])).toEqual([
      ["entry", uuid(20), false, 0],
      ["entry", uuid(30), false, 1],
      ["set", uuid(31), false, 0],
      ["entry", uuid(10), true, 0],
      ["set", uuid(11), true, 0],
      ["set", uuid(12), true, 1],
      ["set", uuid(13), true, 2],
    ]);
    expect(changes[1]).toMatchObject({ exercise: "barbell-back-squat", sessionId: uuid(1), superset: null, note: "" });
    expect(changes[2]).toMatchObject({ entryId: uuid(30), exercise: "barbell-back-squat", weight: 100, reps: 5, kind: "work" });
  });
});

describe("the history with this device's changes", () => {
  const summary = (id: string, name: string | null = null): WorkoutSummaryJson => ({
    id,
    date: "2026-03-03",
    name,
    source: "plan",
    dayType: "upper",
    status: "finished",
    startedAt: saved,
    durationMinutes: 50,
    exercises: 2,
    sets: 3,
    volumeKg: 1000,
    reps: 24,
    seconds: 0,
    lines: [],
  });

  it("hides a workout discarded here and shows a rename made here", () => {
    const s = session();
    const changes = [
      ...discardChanges({ ...s, id: uuid(2) }, now),
      ...(changesOf({ ...draft(), name: "Heavy" }) as WorkoutChange[]),
    ];
    expect(listWithChanges([summary(uuid(1)), summary(uuid(2)), summary(uuid(3))], changes).map((w) => [w.id, w.name])).toEqual([
      [uuid(1), "Heavy"],
      [uuid(3), null],
    ]);
  });

  it("counts a session's work sets, exercises, minutes and volume, warm-ups apart", () => {
    expect(sessionStats(session())).toEqual({
      durationMinutes: 50,
      exercises: 2,
      sets: 3,
      volumeKg: Math.round(60 * 8 + 61.235 * 7),
      reps: 8 + 7,
      // The plank held for 45 s.
      seconds: 45,
    });
    expect(sessionStats({ ...session(), status: "active", finishedAt: null }).durationMinutes).toBeNull();
  });
});
