import { env } from "cloudflare:test";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { importSchema } from "../../core/validation/imports";
import * as m from "../../i18n/paraglide/messages.js";
import { getDb } from "../../worker/db/client";
import { createOwnExercise } from "../../worker/exercises/service";
import { runImport } from "../../worker/imports/service";
import { hevyCsv, strongCsv } from "../unit/import-files";
import { call, post } from "./auth-helpers";
import { get, history, importFile, preview, storedRows, workoutOf, workoutWith } from "./imports-fixture";
import { memberOn } from "./workout-fixture";

// Matching a file's exercise names: a name the library does not know waits for the member's
// choice, which is remembered for the next file; a new own exercise is made once; a choice must be
// one the member can make. The cap of own exercises and "one live exercise a name" hold when imports
// race each other or the create route.

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

  it("keeps at most 200 live own exercises, even when imports that make them run at once", async () => {
    const { id, token } = await memberOn("BASIC");
    /** 100 new names in four workouts of up to 30 (the most a workout holds), each exercise with two sets. */
    const fileOf = (prefix: string, month: number) => {
      const names = Array.from({ length: 100 }, (_, i) => `${prefix} move ${i + 1}`);
      const workouts = [0, 1, 2, 3].map(
        (w) => workoutWith(names.slice(w * 30, w * 30 + 30), `2024-0${month}-0${w + 1} 18:00:00`, prefix)[0]!,
      );
      return {
        source: "strong",
        csv: strongCsv(workouts),
        matches: Object.fromEntries(names.map((n) => [n, "new:reps"])),
      } as const;
    };
    // Three files at once (300 new exercises for 200 places): each is taken whole or refused whole.
    const answers = await Promise.all(["Alpha", "Beta", "Gamma"].map((prefix, i) => importFile(token, fileOf(prefix, i + 4))));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 409]);
    expect(answers.find((r) => r.status === 409)!.body.error).toEqual({
      code: "own_exercise_limit",
      message: m.api_error_own_exercise_limit({ count: 200 }, { locale: "en" }),
    });
    for (const taken of answers.filter((r) => r.status === 200)) {
      expect(taken.body).toMatchObject({ items: 4, sets: 200, ownExercises: 100 });
    }
    // Nothing of the refused file: its workouts, exercises, choices and log line are not there.
    expect(await storedRows(id)).toMatchObject({
      ownExercises: 200,
      sessions: 8,
      entries: 200,
      sets: 400,
      importNames: 200,
      transfers: 2,
    });
    const own = (await get(token, "/api/exercises/own")).body.exercises as { slug: string; name: string }[];
    const refusedPrefix = ["Alpha", "Beta", "Gamma"][answers.findIndex((r) => r.status === 409)]!;
    expect(own.filter((o) => o.name.startsWith(refusedPrefix))).toEqual([]);
    const slugs = new Set(own.map((o) => o.slug));
    for (const w of await history(token)) {
      expect((await workoutOf(token, w.id)).exercises.every((e) => slugs.has(e.exercise))).toBe(true);
    }
  });

  it("leaves one live own exercise of a name when an import that makes it races the create route", async () => {
    const { id, token } = await memberOn("BASIC");
    const db = getDb(env.DB);
    const liveNamed = async (name: string) =>
      ((await get(token, "/api/exercises/own")).body.exercises as { slug: string; name: string; removed: boolean }[]).filter(
        (o) => !o.removed && o.name.toLowerCase() === name.toLowerCase(),
      );
    const fileWith = (name: string, day: number) =>
      ({
        source: "strong",
        csv: strongCsv(workoutWith([name], `2024-05-${String(day).padStart(2, "0")} 18:00:00`)),
        matches: { [name]: "new:reps" },
      }) as const;
    const exercisesOn = async (day: number) => {
      const workout = (await history(token)).find((w) => w.date === `2024-05-${String(day).padStart(2, "0")}`)!;
      return (await workoutOf(token, workout.id)).exercises.map((e) => e.exercise);
    };

    // The create reads the member's exercises first, the import reads them before the create
    // writes, then both write: the import finds the name taken and takes the created exercise.
    const name = "Zorro Lunge Walk";
    const [created, imported] = await Promise.all([
      createOwnExercise(db, id, { name: name.toUpperCase(), measure: "time" }, Date.now(), "en"),
      runImport({ db, userId: id, plan: "FREE", assets: env.ASSETS, now: Date.now(), locale: "en" }, v.parse(importSchema, fileWith(name, 1))),
    ]);
    expect(imported).toMatchObject({ items: 1, sets: 2, ownExercises: 0 });
    expect(await liveNamed(name)).toEqual([expect.objectContaining({ slug: created.slug })]);
    expect(await exercisesOn(1)).toEqual([created.slug]);

    // Through the API, whichever way round the requests meet: the import starts at a range of
    // moments after the create, and the create after the import.
    const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    for (let d = 0; d < 6; d++) {
      const racer = `Crab Walk Hold ${d}`;
      const create = () => post("/api/exercises/own", { name: racer.toLowerCase(), measure: "time" }, { token });
      const send = () => importFile(token, fileWith(racer, d + 2));
      const [made, taken] =
        d % 2 === 0 ? await Promise.all([create(), later(d).then(send)]) : await Promise.all([later(d).then(create), send()]);
      expect(taken.status).toBe(200);
      const live = await liveNamed(racer);
      expect(live).toHaveLength(1);
      if (made.status === 201) {
        expect(taken.body.ownExercises).toBe(0);
        expect(live[0]!.slug).toBe(made.body.slug);
      } else {
        expect(made.status).toBe(409);
        expect(made.body.error.code).toBe("own_exercise_name_taken");
        expect(taken.body.ownExercises).toBe(1);
      }
      expect(await exercisesOn(d + 2)).toEqual([live[0]!.slug]);
    }
    expect(await storedRows(id)).toMatchObject({ ownExercises: 7, sessions: 7, sets: 14 });
  });

  it("writes nothing, and says so, when the member's own exercises keep changing while it makes some", async () => {
    const { id } = await memberOn("BASIC");
    // Another device makes an own exercise before each of the import's batches: between its reading
    // of the names and its write, every time it tries.
    let made = 0;
    const busy = new Proxy(env.DB, {
      get(target, key) {
        if (key === "batch") {
          return async (statements: D1PreparedStatement[]) => {
            made += 1;
            await createOwnExercise(getDb(env.DB), id, { name: `Elsewhere ${made}`, measure: "reps" }, Date.now(), "en");
            return target.batch(statements);
          };
        }
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const body = v.parse(importSchema, {
      source: "strong",
      csv: strongCsv(workoutWith([unknown])),
      matches: { [unknown]: "new:reps" },
    });
    for (const locale of ["en", "ru"] as const) {
      const refused = await runImport({ db: getDb(busy), userId: id, plan: "FREE", assets: env.ASSETS, now: Date.now(), locale }, body).catch((e: unknown) => e);
      // The route answers this as 409 { code, message: localized }.
      expect(refused).toMatchObject({
        status: 409,
        code: "import_own_exercises_changed",
        localized: m.import_own_exercises_changed({}, { locale }),
      });
    }
    // Only the other device's exercises are there (one made before each batch, reads included).
    expect(made).toBeGreaterThanOrEqual(6);
    expect(await storedRows(id)).toMatchObject({
      ownExercises: made,
      sessions: 0,
      entries: 0,
      sets: 0,
      importNames: 0,
      transfers: 0,
    });
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
