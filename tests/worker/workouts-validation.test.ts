import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call } from "./auth-helpers";
import { anHourAgo, entryChange, memberOn, memberWithWorkout, sessionChange, setChange, sync, today } from "./workout-fixture";

// What the sync refuses: a bad change refuses the whole sync (400, the field's own message in
// the member's language, nothing written); an exercise not in the library refuses that change;
// a workout over its limits refuses the sync. Logging needs Standard or Pro; reading does not.

const get = (token: string, path: string, lang?: "en" | "ru") => call("GET", path, undefined, { token, lang });

async function rowsOf(userId: string) {
  const count = async (table: string) =>
    (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`).bind(userId).first<{ n: number }>())!.n;
  return [await count("workout_sessions"), await count("workout_entries"), await count("workout_sets")];
}

describe("bad changes", () => {
  it("refuse the whole sync with the field's message in English and Russian, writing none of it", async () => {
    const { id, token } = await memberOn("BASIC");
    const session = sessionChange();
    const entry = entryChange(session, "barbell-bench-press");
    const set = setChange(entry);
    const cases: [unknown, string, string, string][] = [
      [{ ...set, rpe: 11 }, "changes.2.rpe", "RPE must be from 6 to 10, in steps of 0.5", "RPE — от 6 до 10, шаг 0,5"],
      [{ ...set, rpe: 7.3 }, "changes.2.rpe", "RPE must be from 6 to 10, in steps of 0.5", "RPE — от 6 до 10, шаг 0,5"],
      [
        { ...set, rir: 11 },
        "changes.2.rir",
        "Reps in reserve must be a whole number from 0 to 10",
        "Повторения в запасе\u00a0— целое число от 0 до 10",
      ],
      [{ ...set, weight: 900 }, "changes.2.weight", "Weight must be between 0 and 500 kg", "Вес должен быть от 0 до 500\u00a0кг"],
      [
        { ...set, reps: 2.5 },
        "changes.2.reps",
        "Reps must be a whole number from 1 to 100",
        "Повторения\u00a0— целое число от 1 до 100",
      ],
      [
        { ...set, reps: null, seconds: 4000 },
        "changes.2.seconds",
        "Time must be a whole number of seconds from 1 to 3600",
        "Время\u00a0— целое число секунд от 1 до 3\u00a0600",
      ],
      [{ ...set, reps: null }, "changes.2", "Enter the reps or the seconds of the set", "Укажите повторения или время подхода"],
      [
        { ...set, position: 30 },
        "changes.2.position",
        "This position in the workout is not valid",
        "Недопустимое место в тренировке",
      ],
      [{ ...set, id: "set-1" }, "changes.2.id", "This identifier is not valid.", "Недопустимый идентификатор."],
      [{ ...set, updatedAt: 1_000 }, "changes.2.updatedAt", "This time is not valid", "Недопустимое время"],
      [
        { ...set, kind: "drop" },
        "changes.2.kind",
        "This change to the workout is not valid",
        "Это изменение тренировки недопустимо",
      ],
      [
        { ...set, type: "lap" },
        "changes.2.type",
        "This change to the workout is not valid",
        "Это изменение тренировки недопустимо",
      ],
      [
        { ...entry, id: crypto.randomUUID(), note: "x".repeat(501) },
        "changes.2.note",
        "A note can be up to 500 characters",
        "Заметка\u00a0— не длиннее 500 символов",
      ],
      [
        { ...session, id: crypto.randomUUID(), note: "x".repeat(501) },
        "changes.2.note",
        "A note can be up to 500 characters",
        "Заметка\u00a0— не длиннее 500 символов",
      ],
      [
        { ...session, id: crypto.randomUUID(), note: 5 },
        "changes.2.note",
        "A note can be up to 500 characters",
        "Заметка\u00a0— не длиннее 500 символов",
      ],
      [
        { ...session, id: crypto.randomUUID(), name: "x".repeat(81) },
        "changes.2.name",
        "A workout name can be up to 80 characters",
        "Название тренировки\u00a0— не длиннее 80 символов",
      ],
      [
        { ...session, id: crypto.randomUUID(), date: "2024-02-30" },
        "changes.2.date",
        "Enter a real date in the form YYYY-MM-DD",
        "Укажите существующую дату в формате ГГГГ-ММ-ДД",
      ],
    ];
    for (const [bad, field, en, ru] of cases) {
      const res = await call("POST", "/api/workouts/sync", { changes: [session, entry, bad] }, { token });
      expect(res.body, field).toEqual({ error: { code: "validation_failed", message: en } });
      expect(res.status).toBe(400);
      expect(res.res.headers.get("X-Invalid-Field")).toBe(field);
      expect(
        (await call("POST", "/api/workouts/sync", { changes: [session, entry, bad] }, { token, lang: "ru" })).body.error.message,
      ).toBe(ru);
    }
    for (const changes of [[], Array.from({ length: 101 }, () => sessionChange())]) {
      expect(await sync(token, changes)).toMatchObject({
        status: 400,
        body: { error: { message: "Send from 1 to 100 changes at a time" } },
      });
      expect((await sync(token, changes, { lang: "ru" })).body.error.message).toBe("Отправляйте от 1 до 100 изменений за раз");
    }
    expect(await rowsOf(id)).toEqual([0, 0, 0]);
    expect((await get(token, `/api/workouts/${session.id}`)).status).toBe(404);

    expect(await get(token, "/api/workouts/day?date=2024-13-01")).toMatchObject({
      status: 400,
      body: { error: { message: "Enter a real date in the form YYYY-MM-DD" } },
    });
    expect(await get(token, "/api/workouts?limit=0", "ru")).toMatchObject({
      status: 400,
      body: { error: { message: "Лимит\u00a0— целое число от 1 до 100" } },
    });
    expect(await get(token, "/api/workouts?before=yesterday")).toMatchObject({ status: 400 });
    expect(await get(token, "/api/workouts/exercises/Bench%20Press")).toMatchObject({ status: 400 });
    expect(await get(token, "/api/workouts/not-an-id")).toMatchObject({
      status: 400,
      body: { error: { message: "This identifier is not valid." } },
    });
  });

  it("an exercise that is not in the library is refused, the rest of the sync is kept", async () => {
    const { token } = await memberOn("BASIC");
    const session = sessionChange();
    const unknown = entryChange(session, "barbell-curl-of-doom");
    const known = entryChange(session, "barbell-curl", { position: 1 });
    const res = await sync(token, [session, unknown, known, setChange(unknown), setChange(known)]);
    expect(res.body.results).toEqual([
      { id: session.id, result: "saved" },
      { id: unknown.id, result: "rejected", code: "exercise_invalid" },
      { id: known.id, result: "saved" },
      { id: expect.any(String), result: "rejected", code: "exercise_invalid" },
      { id: expect.any(String), result: "saved" },
    ]);
    expect(res.body.sessions[0].entries.map((e: { exercise: string }) => e.exercise)).toEqual(["barbell-curl"]);
  });
});

describe("limits", () => {
  it("a workout holds up to 30 exercises and an exercise up to 30 sets, counted with what is stored", async () => {
    const { id, token } = await memberOn("BASIC");
    const session = sessionChange();
    const entries = Array.from({ length: 31 }, (_, i) => entryChange(session, "push-up", { position: Math.min(i, 29) }));
    const tooMany = await sync(token, [session, ...entries]);
    expect(tooMany).toMatchObject({
      status: 400,
      body: { error: { code: "validation_failed", message: "A workout can have up to 30 exercises" } },
    });
    expect((await sync(token, [session, ...entries], { lang: "ru" })).body.error.message).toBe(
      "В тренировке может быть не больше 30 упражнений",
    );
    expect(await rowsOf(id)).toEqual([0, 0, 0]);

    expect((await sync(token, [session, ...entries.slice(0, 30)])).status).toBe(200);
    expect((await sync(token, [entries[30]!])).status).toBe(400);
    // Removing one makes room for another.
    const swap = await sync(token, [{ ...entries[0]!, deleted: true, updatedAt: Date.now() - 1000 }, entries[30]!]);
    expect(swap.body.results.map((r: { result: string }) => r.result)).toEqual(["saved", "saved"]);
    expect(swap.body.sessions[0].entries).toHaveLength(30);

    const entry = entries[1]!;
    const sets = Array.from({ length: 31 }, (_, i) => setChange(entry, { position: Math.min(i, 29) }));
    expect(await sync(token, sets)).toMatchObject({
      status: 400,
      body: { error: { message: "An exercise can have up to 30 sets" } },
    });
    expect((await sync(token, sets, { lang: "ru" })).body.error.message).toBe("В упражнении может быть не больше 30 подходов");
    expect((await sync(token, sets.slice(0, 30))).status).toBe(200);
    expect((await sync(token, sets.slice(30))).status).toBe(400);
    expect(await rowsOf(id)).toEqual([1, 31, 30]);
  });
});

describe("who may log and read", () => {
  it("a visitor is asked to sign in on every route", async () => {
    for (const [method, path] of [
      ["GET", "/api/workouts"],
      ["GET", `/api/workouts/day?date=${today}`],
      ["POST", "/api/workouts/sync"],
      ["GET", "/api/workouts/exercises/push-up"],
      ["GET", `/api/workouts/${crypto.randomUUID()}`],
    ] as const) {
      expect((await call(method, path, method === "POST" ? { changes: [sessionChange()] } : undefined)).status, path).toBe(401);
    }
  });

  it("a Free member may not log: the day and sync answer 403 in the member's language", async () => {
    const { id, token } = await memberOn("FREE");
    const locked = {
      status: 403,
      body: { error: { code: "subscription_required", message: "A Standard or Pro subscription is required for workout plans" } },
    };
    expect(await get(token, `/api/workouts/day?date=${today}`)).toMatchObject(locked);
    expect(await sync(token, [sessionChange()])).toMatchObject(locked);
    expect((await sync(token, [sessionChange()], { lang: "ru" })).body.error.message).toBe(
      "Для планов тренировок нужна подписка «Стандарт» или Pro",
    );
    expect(await rowsOf(id)).toEqual([0, 0, 0]);
    expect((await get(token, "/api/workouts")).body).toEqual({ workouts: [], next: null });
  });

  it("a member who drops to Free mid-workout is stopped at the next sync, keeps reading the log, and picks it up on subscribing again", async () => {
    const { id, token, session, set } = await memberWithWorkout();
    await env.DB.prepare("UPDATE profiles SET plan = 'FREE' WHERE user_id = ?").bind(id).run();
    const change = { ...set, reps: 12, updatedAt: anHourAgo() + 60_000 };
    expect((await sync(token, [change])).status).toBe(403);
    const detail = await get(token, `/api/workouts/${session.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.session.sets).toEqual([expect.objectContaining({ id: set.id, reps: 8 })]);
    expect((await get(token, "/api/workouts")).body.workouts).toEqual([expect.objectContaining({ id: session.id, sets: 1 })]);
    expect((await get(token, `/api/workouts/exercises/${set.exercise}`)).status).toBe(200);

    await env.DB.prepare("UPDATE profiles SET plan = 'PRO' WHERE user_id = ?").bind(id).run();
    expect((await sync(token, [change])).body.results).toEqual([{ id: set.id, result: "saved" }]);
  });
});
