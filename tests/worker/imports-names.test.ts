import { describe, expect, it } from "vitest";
import * as m from "../../i18n/paraglide/messages.js";
import { hevyCsv, strongCsv } from "../unit/import-files";
import { call, post } from "./auth-helpers";
import { get, history, importFile, preview, storedRows, workoutOf, workoutWith } from "./imports-fixture";
import { memberOn } from "./workout-fixture";

// Matching a file's exercise names: a name the library does not know waits for the member's
// choice, which is remembered for the next file; a new own exercise is made once; a choice must be
// one the member can make.

const unknown = "Zorro Lunge Walk";

describe("exercise names of an import", () => {
  it("refuses a name left without an exercise until one is chosen, then remembers the choice", async () => {
    const { id, token } = await memberOn("BASIC");
    const body = { source: "strong", csv: strongCsv(workoutWith(["Bench Press (Barbell)", unknown])) } as const;

    const shown = await preview(token, body);
    expect(shown.body.names).toEqual([
      { name: "Bench Press (Barbell)", sets: 2, exercise: "barbell-bench-press", how: "library", suggestions: [] },
      { name: unknown, sets: 2, exercise: null, how: null, suggestions: expect.any(Array) },
    ]);
    const refused = await importFile(token, body);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({
      code: "import_unmatched",
      message: m.import_unmatched_name({ name: unknown }, { locale: "en" }),
    });
    const ru = await importFile(token, body, { lang: "ru" });
    expect(ru.body.error.message).toBe(m.import_unmatched_name({ name: unknown }, { locale: "ru" }));
    expect(await storedRows(id)).toMatchObject({ sessions: 0, entries: 0, sets: 0, importNames: 0, transfers: 0 });

    const chosen = await importFile(token, { ...body, matches: { [unknown]: "dumbbell-walking-lunge" } });
    expect(chosen.status).toBe(200);
    const [first] = await history(token);
    expect((await workoutOf(token, first!.id)).exercises.map((e) => e.exercise)).toEqual([
      "barbell-bench-press",
      "dumbbell-walking-lunge",
    ]);

    // Another file, the name spelt in other case and spacing: no choice needed.
    const next = { source: "hevy", csv: hevyCsv(workoutWith(["zorro  lunge walk"], "2024-05-02 07:00:00")) } as const;
    expect((await preview(token, next)).body.names).toEqual([
      { name: "zorro  lunge walk", sets: 2, exercise: "dumbbell-walking-lunge", how: "remembered", suggestions: [] },
    ]);
    expect((await importFile(token, next)).body).toMatchObject({ items: 1, sets: 2 });
  });

  it("takes a choice over a library match, and remembers it", async () => {
    const { token } = await memberOn("BASIC");
    const body = {
      source: "strong",
      csv: strongCsv(workoutWith(["Bench Press (Barbell)"])),
      matches: { "Bench Press (Barbell)": "dumbbell-bench-press" },
    } as const;
    expect((await preview(token, body)).body.names[0]).toMatchObject({ exercise: "dumbbell-bench-press", how: "chosen" });
    expect((await importFile(token, body)).status).toBe(200);
    const again = { source: "strong", csv: strongCsv(workoutWith(["Bench Press (Barbell)"], "2024-06-01 09:00:00")) } as const;
    expect((await preview(token, again)).body.names[0]).toMatchObject({ exercise: "dumbbell-bench-press", how: "remembered" });
  });

  it("makes one own exercise of a new name, even when two imports of it run at once", async () => {
    const { id, token } = await memberOn("BASIC");
    const body = {
      source: "strong",
      csv: strongCsv(workoutWith([unknown, "Crab Walk Hold"])),
      matches: { [unknown]: "new:reps", "Crab Walk Hold": "new:time" },
    } as const;
    const shown = await preview(token, body);
    expect(shown.body.names.map((n: { exercise: string; how: string }) => [n.how, n.exercise.startsWith("own-")])).toEqual([
      ["chosen", true],
      ["chosen", true],
    ]);
    expect((await storedRows(id)).ownExercises).toBe(0);

    const both = await Promise.all([importFile(token, body), importFile(token, body)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.reduce((n, r) => n + r.body.ownExercises, 0)).toBe(2);
    expect(both.reduce((n, r) => n + r.body.sets, 0)).toBe(4);
    expect(await storedRows(id)).toMatchObject({ ownExercises: 2, sessions: 1, sets: 4, importNames: 2 });

    const own = (await get(token, "/api/exercises/own")).body.exercises as { slug: string; name: string; measure: string }[];
    expect(own.map((o) => [o.name, o.measure]).sort()).toEqual([
      ["Crab Walk Hold", "time"],
      [unknown, "reps"],
    ]);
    const [workout] = await history(token);
    const slugOf = (name: string) => own.find((o) => o.name === name)!.slug;
    expect((await workoutOf(token, workout!.id)).exercises.map((e) => e.exercise)).toEqual([
      slugOf(unknown),
      slugOf("Crab Walk Hold"),
    ]);

    // The next file with the name needs no choice, and makes no other exercise.
    const next = { source: "strong", csv: strongCsv(workoutWith([unknown], "2024-07-01 10:00:00")) } as const;
    expect((await importFile(token, next)).body).toMatchObject({ items: 1, ownExercises: 0 });
    expect((await storedRows(id)).ownExercises).toBe(2);
  });

  it("takes the member's own exercise of the same name for a new one", async () => {
    const { id, token } = await memberOn("BASIC");
    const created = await post("/api/exercises/own", { name: "Zorro lunge walk", measure: "reps" }, { token });
    expect(created.status).toBe(201);
    const body = { source: "strong", csv: strongCsv(workoutWith([unknown])), matches: { [unknown]: "new:reps" } } as const;
    expect((await importFile(token, body)).body).toMatchObject({ items: 1, ownExercises: 0 });
    const [workout] = await history(token);
    expect((await workoutOf(token, workout!.id)).exercises[0]!.exercise).toBe(created.body.slug);
    expect((await storedRows(id)).ownExercises).toBe(1);
  });

  it("refuses a choice the member cannot make: another member's or a removed own exercise, an unknown slug", async () => {
    const other = await memberOn("BASIC");
    const theirs = await post("/api/exercises/own", { name: "Secret Move", measure: "reps" }, { token: other.token });
    const { id, token } = await memberOn("BASIC");
    const mine = await post("/api/exercises/own", { name: "Old Move", measure: "reps" }, { token });
    expect((await call("DELETE", `/api/exercises/own/${mine.body.id}`, undefined, { token })).status).toBe(204);
    const csv = strongCsv(workoutWith([unknown]));
    for (const choice of [theirs.body.slug, mine.body.slug, "no-such-exercise", "own-00000000-0000-4000-8000-000000000000"]) {
      for (const send of [importFile, preview]) {
        const res = await send(token, { source: "strong", csv, matches: { [unknown]: choice } }, { lang: "ru" });
        expect(res.status).toBe(400);
        expect(res.body.error).toEqual({ code: "validation_failed", message: m.validation_import_choice({}, { locale: "ru" }) });
        expect(res.res.headers.get("X-Invalid-Field")).toBe("matches");
      }
    }
    expect(await storedRows(id)).toMatchObject({ sessions: 0, importNames: 0, ownExercises: 1, transfers: 0 });
  });
});
