import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, post } from "./auth-helpers";
import { memberOn } from "./workout-fixture";

// Routines (decision 0071): saved workouts, listed newest change first, renamed, given new
// exercises and removed; capped per member even when saves race; private to the member; saving
// one is for the logger's plans, keeping and removing one for every plan.

const list = (token: string) => call("GET", "/api/workouts/routines", undefined, { token });
const create = (token: string, body: unknown, opts: { lang?: "en" | "ru"; now?: number } = {}) =>
  post("/api/workouts/routines", body, { token, ...opts });
const update = (token: string, id: string, body: unknown, opts: { lang?: "en" | "ru"; now?: number } = {}) =>
  call("PATCH", `/api/workouts/routines/${id}`, body, { token, ...opts });
const remove = (token: string, id: string) => call("DELETE", `/api/workouts/routines/${id}`, undefined, { token });

const at = Date.parse("2026-11-20T09:00:00Z");
const push = [
  { exercise: "barbell-bench-press", superset: null },
  { exercise: "dumbbell-fly", superset: 0 },
  { exercise: "push-up", superset: 0 },
  { exercise: "cable-rope-pushdown", superset: null },
];

async function ownExercise(token: string, name: string) {
  const res = await post("/api/exercises/own", { name, measure: "reps" }, { token });
  expect(res.status).toBe(201);
  return res.body as { id: string; slug: string };
}

describe("routines", () => {
  it("are saved, listed newest change first, renamed, given new exercises and removed", async () => {
    const { token } = await memberOn("BASIC");
    expect((await list(token)).body).toEqual({ routines: [], limit: 50 });

    const made = await create(token, { name: "  Push   day ", exercises: push }, { now: at });
    expect(made.status).toBe(201);
    expect(made.body).toEqual({ id: expect.any(String), name: "Push day", exercises: push, createdAt: at, updatedAt: at });
    const legs = (
      await create(token, { name: "Ноги", exercises: [{ exercise: "goblet-squat", superset: null }] }, { now: at + 1_000 })
    ).body;
    expect((await list(token)).body.routines.map((r: { name: string }) => r.name)).toEqual(["Ноги", "Push day"]);

    const renamed = await update(token, made.body.id, { name: "Push A" }, { now: at + 2_000 });
    expect(renamed.body).toEqual({ ...made.body, name: "Push A", updatedAt: at + 2_000 });
    const shorter = push.slice(0, 1);
    expect((await update(token, made.body.id, { exercises: shorter }, { now: at + 3_000 })).body).toEqual({
      ...made.body,
      name: "Push A",
      exercises: shorter,
      updatedAt: at + 3_000,
    });
    expect((await list(token)).body.routines.map((r: { name: string }) => r.name)).toEqual(["Push A", "Ноги"]);

    expect((await remove(token, legs.id)).status).toBe(204);
    expect((await remove(token, legs.id)).status).toBe(404);
    expect((await list(token)).body.routines.map((r: { id: string }) => r.id)).toEqual([made.body.id]);
  });

  it("keep only what a routine holds: keys of other things are left out", async () => {
    const { token } = await memberOn("BASIC");
    const body = { name: "Push", colour: "red", exercises: [{ exercise: "push-up", superset: null, sets: 5 }] };
    const made = await create(token, body);
    expect(made.status).toBe(201);
    expect((await list(token)).body.routines).toEqual([
      {
        id: made.body.id,
        name: "Push",
        exercises: [{ exercise: "push-up", superset: null }],
        createdAt: expect.any(Number),
        updatedAt: expect.any(Number),
      },
    ]);
  });

  it("take the member's own exercises, but not a removed one nor another member's", async () => {
    const { token } = await memberOn("PRO");
    const own = await ownExercise(token, "Landmine press");
    const gone = await ownExercise(token, "Towel hang");
    expect((await call("DELETE", `/api/exercises/own/${gone.id}`, undefined, { token })).status).toBe(204);
    const other = await memberOn("PRO");
    const theirs = await ownExercise(other.token, "Their press");

    const kept = await create(token, { name: "Mine", exercises: [{ exercise: own.slug, superset: null }] });
    expect(kept.status).toBe(201);
    for (const [slug, lang, message] of [
      [gone.slug, "en", "This exercise can't be logged: it isn't in the library or among your own exercises, or it was removed."],
      [theirs.slug, "ru", "Это упражнение нельзя записать: его нет ни в библиотеке, ни среди ваших упражнений, или оно удалено."],
      [
        "no-such-exercise",
        "en",
        "This exercise can't be logged: it isn't in the library or among your own exercises, or it was removed.",
      ],
    ] as const) {
      const exercises = [
        { exercise: "push-up", superset: null },
        { exercise: slug, superset: null },
      ];
      const res = await create(token, { name: "Bad", exercises }, { lang });
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ code: "validation_failed", message });
      expect(res.res.headers.get("X-Invalid-Field")).toBe("exercises.1.exercise");
      const changed = await update(token, kept.body.id, { exercises }, { lang });
      expect(changed.body.error).toEqual({ code: "validation_failed", message });
      expect(changed.res.headers.get("X-Invalid-Field")).toBe("exercises.1.exercise");
    }
    expect((await list(token)).body.routines).toEqual([kept.body]);
  });

  it("refuse bad input with the rule's message in the member's language, storing nothing", async () => {
    const { token } = await memberOn("BASIC");
    const one = [{ exercise: "push-up", superset: null }];
    const cases: [unknown, string, string][] = [
      [{ name: "", exercises: one }, "Give the routine a name of 1 to 80 characters.", "Назовите шаблон: от 1 до 80 символов."],
      [
        { name: "x".repeat(81), exercises: one },
        "Give the routine a name of 1 to 80 characters.",
        "Назовите шаблон: от 1 до 80 символов.",
      ],
      [
        { name: "Bell\u0007", exercises: one },
        "Give the routine a name of 1 to 80 characters.",
        "Назовите шаблон: от 1 до 80 символов.",
      ],
      [{ name: "None", exercises: [] }, "A routine holds 1 to 30 exercises.", "В шаблоне может быть от 1 до 30 упражнений."],
      [
        { name: "Many", exercises: Array.from({ length: 31 }, () => one[0]) },
        "A routine holds 1 to 30 exercises.",
        "В шаблоне может быть от 1 до 30 упражнений.",
      ],
      [
        { name: "Alone", exercises: [{ exercise: "push-up", superset: 0 }] },
        "Exercises done as a superset must stand next to each other, at least two of them.",
        "Упражнения суперсета должны идти подряд, и их должно быть не меньше двух.",
      ],
      [
        {
          name: "Split",
          exercises: [
            { exercise: "push-up", superset: 0 },
            { exercise: "goblet-squat", superset: null },
            { exercise: "dumbbell-fly", superset: 0 },
          ],
        },
        "Exercises done as a superset must stand next to each other, at least two of them.",
        "Упражнения суперсета должны идти подряд, и их должно быть не меньше двух.",
      ],
      [
        { name: "Odd", exercises: [{ exercise: "Bench Press", superset: null }] },
        "Choose an exercise from the library",
        "Выберите упражнение из библиотеки",
      ],
    ];
    for (const [body, en, ru] of cases) {
      const label = JSON.stringify(body).slice(0, 60);
      const res = await create(token, body);
      expect(res.status, label).toBe(400);
      expect(res.body.error, label).toEqual({ code: "validation_failed", message: en });
      expect((await create(token, body, { lang: "ru" })).body.error.message, label).toBe(ru);
    }
    const made = (await create(token, { name: "Kept", exercises: one })).body;
    const nothing = await update(token, made.id, {}, { lang: "ru" });
    expect(nothing.body.error).toEqual({
      code: "validation_failed",
      message: "Укажите новое название, новые упражнения или и то и другое.",
    });
    expect((await update(token, made.id, { name: " " })).status).toBe(400);
    expect((await list(token)).body.routines).toEqual([made]);
  });

  it("stop at the limit even when saves race, saying so in the member's language", async () => {
    const { id, token } = await memberOn("BASIC");
    const rows = Array.from({ length: 45 }, (_, i) => [crypto.randomUUID(), id, `Seeded ${i}`]);
    await env.DB.prepare(
      `INSERT INTO workout_routines (id, user_id, name, exercises, created_at, updated_at)
       SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]'), '[{"exercise":"push-up","superset":null}]', 1, 1
       FROM json_each(?)`,
    )
      .bind(JSON.stringify(rows))
      .run();
    const exercises = [{ exercise: "push-up", superset: null }];
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => create(token, { name: `Race ${i}`, exercises })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(7);
    expect(refused[0]!.body.error).toEqual({
      code: "routine_limit",
      message: "You have 50 routines, the most you can keep. Remove one you no longer use to save another.",
    });
    expect((await list(token)).body.routines).toHaveLength(50);
    const ru = await create(token, { name: "Ещё", exercises }, { lang: "ru" });
    expect(ru.body.error.message).toBe("Сохранено шаблонов: 50\u00a0— это максимум. Удалите ненужный, чтобы сохранить новый.");
  });

  it("are the member's own: another member's is not found, and never listed", async () => {
    const owner = await memberOn("PRO");
    const made = (await create(owner.token, { name: "Pull", exercises: [{ exercise: "pull-up", superset: null }] })).body;
    const other = await memberOn("PRO");
    expect((await list(other.token)).body.routines).toEqual([]);
    expect((await update(other.token, made.id, { name: "Mine now" })).status).toBe(404);
    expect((await update(other.token, made.id, { exercises: [{ exercise: "push-up", superset: null }] })).status).toBe(404);
    // An id of no routine is not found; one that is no id at all is refused as such.
    expect((await update(owner.token, crypto.randomUUID(), { name: "x" })).status).toBe(404);
    expect((await remove(owner.token, "not-a-routine")).status).toBe(400);
    expect((await remove(other.token, made.id)).status).toBe(404);
    expect((await list(owner.token)).body.routines).toEqual([made]);
  });

  it("are saved on the logger's plans only; a Free member keeps, changes and removes the ones they have", async () => {
    const { id, token } = await memberOn("BASIC");
    const exercises = [{ exercise: "push-up", superset: null }];
    const made = (await create(token, { name: "Before", exercises })).body;
    await env.DB.prepare("UPDATE profiles SET plan = 'FREE' WHERE user_id = ?").bind(id).run();
    expect((await create(token, { name: "After", exercises })).status).toBe(403);
    expect((await list(token)).body.routines).toEqual([made]);
    expect((await update(token, made.id, { name: "Renamed" })).status).toBe(200);
    // Their own record on every plan: new exercises too (a routine starts nothing on Free).
    const squat = [{ exercise: "goblet-squat", superset: null }];
    expect((await update(token, made.id, { exercises: squat })).body.exercises).toEqual(squat);
    expect((await remove(token, made.id)).status).toBe(204);
    expect((await call("GET", "/api/workouts/routines")).status).toBe(401);
    expect((await post("/api/workouts/routines", { name: "x", exercises })).status).toBe(401);
  });
});
