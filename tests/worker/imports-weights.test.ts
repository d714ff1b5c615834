import { describe, expect, it } from "vitest";
import { sampleWeights, weightCsv } from "../unit/import-files";
import { post } from "./auth-helpers";
import { exportedFile, get, importFile, preview, storedRows } from "./imports-fixture";
import { memberOn } from "./workout-fixture";

// Weigh-ins from a weight CSV: one entry a day, body fat kept, a day's other weight kept (a
// conflict), and the newest weighed day as the profile's weight.

const entries = async (token: string) =>
  (
    (await get(token, "/api/progress/entries")).body.entries as {
      date: string;
      weight: number | null;
      bodyFat: number | null;
      waist: number | null;
    }[]
  ).map(({ date, weight, bodyFat, waist }) => ({ date, weight, bodyFat, waist }));

describe("importing weigh-ins", () => {
  it("brings another account's weigh-ins and measurements back from its download (progress/measurements.csv), whatever the member's unit", async () => {
    const from = await memberOn("FREE");
    const logged = [
      { date: "2024-05-01", weight: 80.4, bodyFat: 21.5 },
      { date: "2024-05-02", waist: 84, neck: 38.5, hips: 101, chest: 104, arm: 35.5, thigh: 58 },
      { date: "2024-05-03", weight: 80.1 },
    ];
    for (const entry of logged) expect((await post("/api/progress/entries", entry, { token: from.token })).status).toBe(201);
    const csv = await exportedFile(from.token, "progress/measurements.csv");
    const to = await memberOn("FREE");
    const body = { source: "weight", csv, unit: "lb" } as const;
    expect((await preview(to.token, body)).body).toMatchObject({
      unit: "kg",
      unitInFile: true,
      items: 3,
      newItems: 3,
      skipped: 0,
      problemCount: 0,
    });
    expect((await importFile(to.token, body)).body).toMatchObject({ items: 3 });
    const fields = ["weight", "bodyFat", "waist", "neck", "hips", "chest", "arm", "thigh"] as const;
    const all = (token: string) =>
      get(token, "/api/progress/entries").then((r) =>
        (r.body.entries as Record<string, unknown>[]).map((e) =>
          Object.fromEntries([["date", e.date], ...fields.map((f) => [f, e[f]])]),
        ),
      );
    // Every value as the first account logged it, in kg and cm (the member here works in pounds).
    expect(await all(to.token)).toEqual(await all(from.token));
    expect(await all(to.token)).toEqual(logged.map((e) => ({ ...Object.fromEntries(fields.map((f) => [f, null])), ...e })));
  });

  it("fills days without a weight, keeps a day's other weight, and moves the profile's weight to the newest day", async () => {
    const { id, token } = await memberOn("BASIC");
    // 1 March holds another weight; 2 March has only a waist.
    expect((await post("/api/progress/entries", { date: "2024-03-01", weight: 90 }, { token })).status).toBe(201);
    expect((await post("/api/progress/entries", { date: "2024-03-02", waist: 80 }, { token })).status).toBe(201);
    const profileBefore = (await get(token, "/api/profiles/me")).body.weight;
    const body = { source: "weight", csv: weightCsv(sampleWeights, "kg") } as const;

    const shown = await preview(token, body);
    expect(shown.body).toMatchObject({
      unit: "kg",
      unitInFile: true,
      first: "2024-03-01",
      last: "2024-03-04",
      items: 3,
      newItems: 2,
      conflicts: 1,
      sets: 0,
      names: [],
    });
    expect(await storedRows(id)).toMatchObject({ bodyEntries: 2, transfers: 0, profileWeight: profileBefore });

    expect((await importFile(token, body)).body).toEqual({
      id: expect.any(String),
      source: "weight",
      items: 2,
      sets: 0,
      ownExercises: 0,
      lists: null,
      routines: null,
    });
    expect(await entries(token)).toEqual([
      { date: "2024-03-01", weight: 90, bodyFat: null, waist: null },
      { date: "2024-03-02", weight: 82.1, bodyFat: null, waist: 80 },
      { date: "2024-03-04", weight: 81.8, bodyFat: 21.1, waist: null },
    ]);
    expect((await get(token, "/api/profiles/me")).body.weight).toBe(81.8);

    // The same file again adds nothing.
    const once = await storedRows(id);
    expect((await importFile(token, body)).body).toMatchObject({ items: 0 });
    expect(await storedRows(id)).toEqual({ ...once, transfers: once.transfers! + 1 });
    expect((await preview(token, body)).body).toMatchObject({ items: 3, newItems: 0, conflicts: 1 });
  });

  it("reads pounds as kg (to 0.01, as the progress log keeps a weight) and leaves the profile alone when a later day was logged", async () => {
    const { token } = await memberOn("BASIC");
    expect((await post("/api/progress/entries", { date: "2024-04-01", weight: 70 }, { token })).status).toBe(201);
    const res = await importFile(token, { source: "weight", csv: weightCsv([{ date: "2024-03-10", weight: 181.5 }], "lb") });
    expect(res.body).toMatchObject({ items: 1 });
    // 181.5 lb is 82.327 kg.
    expect((await entries(token))[0]).toEqual({ date: "2024-03-10", weight: 82.33, bodyFat: null, waist: null });
    expect((await get(token, "/api/profiles/me")).body.weight).toBe(70);
  });

  it("refuses a day after tomorrow, naming its line, so the profile's weight keeps following the member's weigh-ins", async () => {
    const { id, token } = await memberOn("BASIC");
    const before = await storedRows(id);
    const body = { source: "weight", csv: "date,weight\n2024-05-01,71\n2150-01-01,70\n" } as const;

    const res = await importFile(token, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: "import_invalid", message: "Line 3: the date is before 1900 or in the future." });
    expect(res.res.headers.get("X-Invalid-Line")).toBe("3");
    expect((await importFile(token, body, { lang: "ru" })).body.error.message).toBe(
      "Строка 3: дата раньше 1900 года или в будущем.",
    );
    expect((await preview(token, body)).body).toMatchObject({
      problemCount: 1,
      problems: [{ line: 3, message: "Line 3: the date is before 1900 or in the future." }],
      items: 1,
      last: "2024-05-01",
    });
    expect(await storedRows(id)).toEqual(before);
    expect(before).toMatchObject({ bodyEntries: 0, transfers: 0, profileWeight: 60 });

    // A weigh-in logged afterwards is the profile's weight, as it would not be behind a day in 2150.
    expect((await post("/api/progress/entries", { date: "2024-05-02", weight: 72 }, { token })).status).toBe(201);
    expect((await get(token, "/api/profiles/me")).body.weight).toBe(72);
  });

  it("uses the member's unit when the file names none", async () => {
    const { token } = await memberOn("BASIC");
    const body = { source: "weight", csv: weightCsv([{ date: "2024-03-10", weight: 180.4 }], "plain"), unit: "lb" } as const;
    expect((await preview(token, body)).body).toMatchObject({ unit: "lb", unitInFile: false });
    await importFile(token, body);
    // 180.4 lb is 81.828 kg.
    expect((await entries(token))[0]!.weight).toBe(81.83);
  });

  it("rebuilds the nutrition plan at maintenance when the imported weight makes the member underweight", async () => {
    // 165 cm at 60 kg on a Pro loss plan; a scale's file ends at 49 kg (BMI 18.0).
    const { token } = await memberOn("PRO");
    expect((await post("/api/plans/nutrition", { goal: "LOSE_WEIGHT", stage: "none" }, { token })).status).toBe(200);
    const plan = async () =>
      (await get(token, "/api/profiles/me")).body.nutrition_plan as {
        tdee: number;
        targets: { calories: number };
        deficitWithheld?: string;
      };
    expect((await plan()).targets.calories).toBeLessThan((await plan()).tdee - 200);
    const csv = weightCsv([
      { date: "2024-03-01", weight: 52 },
      { date: "2024-03-08", weight: 49 },
    ]);
    expect((await importFile(token, { source: "weight", csv, unit: "kg" })).body).toMatchObject({ items: 2 });
    const held = await plan();
    expect(held.deficitWithheld).toBe("underweight");
    expect(Math.abs(held.targets.calories - held.tdee)).toBeLessThanOrEqual(5);
  });

  it("gives the deficit back when the import that made the member underweight is undone", async () => {
    const { token } = await memberOn("PRO");
    expect((await post("/api/plans/nutrition", { goal: "LOSE_WEIGHT", stage: "none" }, { token })).status).toBe(200);
    // Her own weigh-in first (60 kg), then a file that ends at 49 kg.
    expect((await post("/api/progress/entries", { date: "2024-02-01", weight: 60 }, { token })).status).toBe(201);
    const plan = async () =>
      (await get(token, "/api/profiles/me")).body.nutrition_plan as {
        tdee: number;
        targets: { calories: number };
        deficitWithheld?: string;
      };
    const imported = await importFile(token, {
      source: "weight",
      csv: weightCsv([{ date: "2024-03-08", weight: 49 }]),
      unit: "kg",
    });
    expect((await plan()).deficitWithheld).toBe("underweight");
    expect((await post(`/api/imports/${imported.body.id as string}/undo`, {}, { token })).status).toBe(200);
    const back = await plan();
    expect(back.deficitWithheld ?? null).toBeNull();
    expect(back.targets.calories).toBeLessThan(back.tdee - 200);
  });
});
