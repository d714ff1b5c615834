import { describe, expect, it } from "vitest";
import { post } from "./auth-helpers";
import { exportedFile, get, history, importFile, preview } from "./imports-fixture";
import { entryChange, memberOn, sessionChange, setChange, sync } from "./workout-fixture";

// This app's own export brought back (source `forma`, workouts/sets.csv of "Download my data"):
// into another account, every workout with its exercises, sets (warm-ups, RPE, reps in reserve)
// and notes and supersets, a library exercise matched by its English name and an own exercise made anew; into
// the account it came from, nothing doubled.

/** A finished workout yesterday: goblet squats (a warm-up and two work sets) and a press of the member's own, done as a superset. */
async function loggedWorkout(token: string) {
  const own = await post("/api/exercises/own", { name: "Zercher hold, my way", measure: "reps" }, { token });
  expect(own.status).toBe(201);
  const at = Date.now() - 26 * 3_600_000;
  const session = sessionChange({
    name: "Legs and press",
    note: "Slept badly",
    status: "finished",
    startedAt: at,
    finishedAt: at + 50 * 60_000,
    date: new Date(at).toISOString().slice(0, 10),
  });
  const superset = crypto.randomUUID();
  const squat = entryChange(session, "goblet-squat", { note: "Heels down", superset });
  const press = entryChange(session, `own-${own.body.id}`, { position: 1, superset });
  const sets = [
    setChange(squat, { kind: "warmup", weight: 10, reps: 10 }),
    setChange(squat, { position: 1, weight: 24, reps: 8, rpe: 8 }),
    setChange(squat, { position: 2, weight: 24, reps: 7, rir: 1 }),
    setChange(press, { weight: 30, reps: 12 }),
  ];
  const res = await sync(token, [session, squat, press, ...sets]);
  expect(res.body.results.every((r: { result: string }) => r.result === "saved")).toBe(true);
  return { ...session, superset };
}

describe("importing this app's own export", () => {
  it("brings every workout into another account, sets and notes as they were, the own exercise made anew", async () => {
    const from = await memberOn("BASIC");
    const session = await loggedWorkout(from.token);
    const csv = await exportedFile(from.token, "workouts/sets.csv");
    // The superset is written as the logger letters it, in a last column.
    const [head, ...lines] = csv.trim().split(/\r?\n/);
    expect(head!.endsWith(",workout_note,superset")).toBe(true);
    expect(lines.map((l) => l.split(",").at(-1))).toEqual(["A", "A", "A", "A"]);
    const to = await memberOn("BASIC");

    const body = { source: "forma" as const, csv, timeZone: "Asia/Novosibirsk" };
    const seen = await preview(to.token, body);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({
      unit: "kg",
      unitInFile: true,
      items: 1,
      newItems: 1,
      sets: 4,
      newSets: 4,
      problemCount: 0,
    });
    const names = Object.fromEntries(
      (seen.body.names as { name: string; exercise: string | null }[]).map((n) => [n.name, n.exercise]),
    );
    expect(names).toEqual({ "Goblet squat": "goblet-squat", "Zercher hold, my way": null });

    const res = await importFile(to.token, { ...body, matches: { "Zercher hold, my way": "new:reps" } });
    expect(res.body).toMatchObject({ items: 1, sets: 4, ownExercises: 1 });
    const [listed] = await history(to.token);
    expect(listed).toMatchObject({
      name: "Legs and press",
      date: session.date,
      startedAt: session.startedAt,
      durationMinutes: 50,
    });
    const { session: stored } = (await get(to.token, `/api/workouts/${listed!.id}`)).body as {
      session: {
        note: string;
        entries: { id: string; exercise: string; note: string; superset: string | null }[];
        sets: {
          entryId: string;
          kind: string;
          weight: number | null;
          reps: number | null;
          rpe: number | null;
          rir: number | null;
        }[];
      };
    };
    expect(stored.note).toBe("Slept badly");
    expect(stored.entries.map((e) => [e.exercise.startsWith("own-") ? "own" : e.exercise, e.note])).toEqual([
      ["goblet-squat", "Heels down"],
      ["own", ""],
    ]);
    const setsOf = (i: number) =>
      stored.sets.filter((s) => s.entryId === stored.entries[i]!.id).map((s) => [s.kind, s.weight, s.reps, s.rpe, s.rir]);
    expect(setsOf(0)).toEqual([
      ["warmup", 10, 10, null, null],
      ["work", 24, 8, 8, null],
      ["work", 24, 7, null, 1],
    ]);
    expect(setsOf(1)).toEqual([["work", 30, 12, null, null]]);
    // Still one superset, under a key of the new account's own.
    const [first, second] = stored.entries.map((e) => e.superset);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
    expect(first).not.toBe(session.superset);
  });

  it("adds nothing back to the account it came from", async () => {
    const { token } = await memberOn("BASIC");
    await loggedWorkout(token);
    const csv = await exportedFile(token, "workouts/sets.csv");
    const body = { source: "forma" as const, csv, timeZone: "UTC" };
    expect((await preview(token, body)).body).toMatchObject({ items: 1, newItems: 0, sets: 4, newSets: 0 });
    expect((await importFile(token, body)).body).toMatchObject({ items: 0, sets: 0 });
    expect(await history(token)).toHaveLength(1);
  });

  it("refuses another app's file, and a bad reps-in-reserve cell, naming the line in the member's language", async () => {
    const { token } = await memberOn("BASIC");
    const strong =
      "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps\n2026-03-02 18:05:00,Evening,1h,Squat (Barbell),1,60,5";
    const notOurs = await preview(token, { source: "forma", csv: strong, timeZone: "UTC" });
    expect(notOurs.body.problems[0].line).toBe(1);
    const header =
      "date,workout,started_at,finished_at,exercise,exercise_name,set,kind,weight_kg,reps,seconds,rpe,rir,note,workout_note";
    const bad = `${header}\n2026-03-02,Legs,2026-03-02T15:05:00.000Z,,goblet-squat,Goblet Squat,1,work,24,8,,,11,,`;
    const en = await importFile(token, { source: "forma", csv: bad, timeZone: "UTC" });
    expect(en.status).toBe(400);
    expect(en.body.error.message).toBe("Line 2: reps in reserve must be a whole number from 0 to 10.");
    const ru = await importFile(token, { source: "forma", csv: bad, timeZone: "UTC" }, { lang: "ru" });
    expect(ru.body.error.message).toBe("Строка 2: запас повторений должен быть целым числом от 0 до 10.");
    expect(await history(token)).toEqual([]);
  });
});
