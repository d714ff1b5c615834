import { describe, expect, it } from "vitest";
import { sampleWorkouts, strongCsv, weightCsv } from "../unit/import-files";
import { call, post } from "./auth-helpers";
import { history, importFile, storedRows } from "./imports-fixture";
import { memberOn, sessionChange, sync } from "./workout-fixture";

// Taking a workout import back (decision 0065): the member's imports with the workouts each still
// keeps; the undo deletes the workouts it wrote (with their exercises and sets, changes and removals
// made since included), so the same file imported again writes them anew; a workout logged here or
// written by another import stays. Once only, even for two undos at once; never another member's.

const utc = { source: "strong" as const, timeZone: "UTC" };
const list = async (token: string) =>
  (await call("GET", "/api/imports", undefined, { token })).body.imports as Record<string, unknown>[];
const undo = (token: string, id: string, lang?: "en" | "ru") => post(`/api/imports/${id}/undo`, undefined, { token, lang });

describe("taking back a workout import", () => {
  it("deletes the workouts it wrote, changes and removals since included; importing the file again brings them back", async () => {
    const { id: userId, token } = await memberOn("BASIC");
    const own = sessionChange({ date: "2024-03-05", status: "finished", finishedAt: Date.now() - 3_000_000 });
    expect((await sync(token, [own])).status).toBe(200);
    const imported = await importFile(token, { ...utc, csv: strongCsv() });
    expect(imported.body).toMatchObject({ items: 3, sets: 18 });
    const importId = imported.body.id as string;
    expect(await list(token)).toEqual([
      { id: importId, source: "strong", createdAt: expect.any(Number), kept: 3, undoneAt: null },
    ]);

    // The member renames one imported workout and removes another: both are still the import's.
    const [pull, leg] = (await history(token)).filter((w) => w.name !== null);
    // Made a little after the import (whose records it stamped with the server's now).
    const later = Date.now() + 5_000;
    const rename = {
      ...sessionChange(),
      id: pull!.id,
      date: pull!.date,
      name: "Pulls",
      status: "finished" as const,
      startedAt: pull!.startedAt,
      finishedAt: pull!.startedAt + 60_000,
      updatedAt: later,
    };
    const remove = {
      ...sessionChange(),
      id: leg!.id,
      date: leg!.date,
      deleted: true,
      status: "finished" as const,
      startedAt: leg!.startedAt,
      finishedAt: leg!.startedAt + 60_000,
      updatedAt: later,
    };
    expect((await sync(token, [rename, remove], { now: later })).body.results.map((r: { result: string }) => r.result)).toEqual([
      "saved",
      "saved",
    ]);

    const res = await undo(token, importId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: importId, removed: 3, undoneAt: expect.any(Number) });
    // Only the workout logged here is left, with nothing of the import's exercises or sets.
    expect((await history(token)).map((w) => w.id)).toEqual([own.id]);
    expect(await storedRows(userId)).toMatchObject({ sessions: 1, entries: 0, sets: 0 });
    expect(await list(token)).toEqual([
      { id: importId, source: "strong", createdAt: expect.any(Number), kept: 0, undoneAt: res.body.undoneAt },
    ]);

    // The same file again: every workout is written anew (the removed one too), under the new import.
    const again = await importFile(token, { ...utc, csv: strongCsv() });
    expect(again.body).toMatchObject({ items: 3, sets: 18 });
    expect((await list(token)).map((i) => [i.id, i.kept])).toEqual([
      [again.body.id, 3],
      [importId, 0],
    ]);
  });

  it("leaves the workouts another import wrote, and is done once: again, it says so in the member's language", async () => {
    const { token } = await memberOn("BASIC");
    const first = await importFile(token, { ...utc, csv: strongCsv(sampleWorkouts.slice(0, 1)) });
    const second = await importFile(token, { ...utc, csv: strongCsv() });
    expect([first.body.items, second.body.items]).toEqual([1, 2]);
    expect((await undo(token, second.body.id)).body.removed).toBe(2);
    expect((await history(token)).length).toBe(1);

    const en = await undo(token, second.body.id);
    expect(en.status).toBe(409);
    expect(en.body.error).toEqual({
      code: "import_already_undone",
      message: "This import's workouts have already been removed.",
    });
    expect((await undo(token, second.body.id, "ru")).body.error.message).toBe("Тренировки из этого импорта уже удалены.");
    expect((await history(token)).length).toBe(1);
  });

  it("is done once when two arrive at once", async () => {
    const { token } = await memberOn("BASIC");
    const imported = await importFile(token, { ...utc, csv: strongCsv() });
    const answers = await Promise.all([
      undo(token, imported.body.id),
      undo(token, imported.body.id),
      undo(token, imported.body.id),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(answers.find((a) => a.status === 200)!.body.removed).toBe(3);
  });

  it("never takes back another member's import (of workouts or weigh-ins) or one that is not there", async () => {
    const owner = await memberOn("BASIC");
    const other = await memberOn("BASIC");
    const imported = await importFile(owner.token, { ...utc, csv: strongCsv() });
    const refused = await undo(other.token, imported.body.id);
    expect(refused.status).toBe(404);
    expect(refused.body.error.code).toBe("not_found");
    expect(await list(other.token)).toEqual([]);

    const weights = await importFile(owner.token, { source: "weight", csv: weightCsv() });
    expect(weights.status).toBe(200);
    expect((await undo(other.token, weights.body.id)).status).toBe(404);
    expect((await undo(owner.token, crypto.randomUUID())).status).toBe(404);
    expect((await list(owner.token)).map((i) => i.id)).toEqual([weights.body.id, imported.body.id]);
    expect((await history(owner.token)).length).toBe(3);
  });

  it("is open on the Free plan (the member's own workouts) and needs a session", async () => {
    const { token } = await memberOn("BASIC");
    const imported = await importFile(token, { ...utc, csv: strongCsv() });
    expect((await undo("", imported.body.id)).status).toBe(401);
    expect((await call("GET", "/api/imports", undefined, {})).status).toBe(401);
    const free = await memberOn("FREE");
    const freeImport = await importFile(free.token, { ...utc, csv: strongCsv() });
    expect(freeImport.status).toBe(200);
    expect((await undo(free.token, freeImport.body.id)).body.removed).toBe(3);
  });
});

describe("taking back a weigh-in import", () => {
  const entries = async (token: string) =>
    (
      (await call("GET", "/api/progress/entries", undefined, { token })).body.entries as {
        id: string;
        date: string;
        weight: number | null;
        bodyFat: number | null;
        waist: number | null;
      }[]
    ).map((e) => [e.date, e.weight, e.bodyFat, e.waist]);

  it("clears what it wrote and nothing the member logged; a day left empty goes; the profile's weight follows", async () => {
    const { id: userId, token } = await memberOn("BASIC");
    expect((await post("/api/progress/entries", { date: "2024-03-01", waist: 80 }, { token })).status).toBe(201);
    expect((await post("/api/progress/entries", { date: "2024-03-02", weight: 70 }, { token })).status).toBe(201);
    const csv = weightCsv([
      { date: "2024-03-01", weight: 71 },
      { date: "2024-03-02", weight: 72 },
      { date: "2024-03-03", weight: 73, bodyFat: 20 },
      { date: "2024-03-04", weight: 74 },
    ]);
    const imported = await importFile(token, { source: "weight", csv, unit: "kg" });
    expect(imported.body).toMatchObject({ items: 3 });
    expect(await entries(token)).toEqual([
      ["2024-03-01", 71, null, 80],
      ["2024-03-02", 70, null, null],
      ["2024-03-03", 73, 20, null],
      ["2024-03-04", 74, null, null],
    ]);
    expect((await storedRows(userId)).profileWeight).toBe(74);

    // The member corrects one imported day's weight by hand: the weight is theirs now, the body
    // fat still the import's.
    const march3 = (
      (await call("GET", "/api/progress/entries", undefined, { token })).body.entries as { id: string; date: string }[]
    ).find((e) => e.date === "2024-03-03")!;
    expect((await call("PATCH", `/api/progress/entries/${march3.id}`, { weight: 75 }, { token })).status).toBe(200);
    expect((await list(token))[0]).toMatchObject({ id: imported.body.id, source: "weight", kept: 3 });

    const res = await undo(token, imported.body.id, "ru");
    expect(res.body).toEqual({ id: imported.body.id, removed: 3, undoneAt: expect.any(Number) });
    expect(await entries(token)).toEqual([
      ["2024-03-01", null, null, 80],
      ["2024-03-02", 70, null, null],
      ["2024-03-03", 75, null, null],
    ]);
    // The newest weighed day was the import's: the profile's weight is the newest one left.
    expect((await storedRows(userId)).profileWeight).toBe(75);
    expect((await list(token))[0]).toMatchObject({ kept: 0, undoneAt: res.body.undoneAt });
    expect((await undo(token, imported.body.id, "ru")).body.error.message).toBe("То, что добавил этот импорт, уже удалено.");

    // The file in the right unit afterwards: its days are new again where nothing is logged.
    expect((await importFile(token, { source: "weight", csv, unit: "kg" })).body).toMatchObject({ items: 2 });
  });

  it("fills and takes back circumferences as it does weights: what a day lacks, never a day holding another weight", async () => {
    const { id: userId, token } = await memberOn("BASIC");
    expect((await post("/api/progress/entries", { date: "2024-03-01", weight: 80 }, { token })).status).toBe(201);
    expect((await post("/api/progress/entries", { date: "2024-03-02", weight: 90 }, { token })).status).toBe(201);
    expect((await post("/api/progress/entries", { date: "2024-03-03", waist: 85 }, { token })).status).toBe(201);
    const sizes = async () =>
      (
        (await call("GET", "/api/progress/entries", undefined, { token })).body.entries as {
          id: string;
          date: string;
          weight: number | null;
          waist: number | null;
          neck: number | null;
        }[]
      ).map((e) => [e.date, e.weight, e.waist, e.neck]);
    // 1 March agrees (the same weight) and lacks a waist; 2 March holds another weight; 3 March has
    // no weight on either side and lacks a neck; 4 March is new, a neck alone.
    const csv = "date,weight_kg,waist_cm,neck_cm\n2024-03-01,80,86,\n2024-03-02,91,84,\n2024-03-03,,88,38\n2024-03-04,,,37\n";
    const body = { source: "weight", csv, unit: "kg" } as const;
    expect((await call("POST", "/api/imports/preview", body, { token })).body).toMatchObject({
      items: 4,
      newItems: 3,
      conflicts: 1,
      skipped: 0,
    });
    const imported = await importFile(token, body);
    expect(imported.body).toMatchObject({ items: 3 });
    expect(await sizes()).toEqual([
      ["2024-03-01", 80, 86, null],
      ["2024-03-02", 90, null, null],
      ["2024-03-03", null, 85, 38],
      ["2024-03-04", null, null, 37],
    ]);
    // No weight came from the file: the profile's weight is still the member's newest.
    expect((await storedRows(userId)).profileWeight).toBe(90);

    // The member measures their neck again on 3 March: that value is theirs.
    const march3 = (
      (await call("GET", "/api/progress/entries", undefined, { token })).body.entries as { id: string; date: string }[]
    ).find((e) => e.date === "2024-03-03")!;
    expect((await call("PATCH", `/api/progress/entries/${march3.id}`, { neck: 39 }, { token })).status).toBe(200);
    // On 4 March they write the same neck as the import had: theirs too.
    expect((await post("/api/progress/entries", { date: "2024-03-04", neck: 37 }, { token })).status).toBe(200);
    expect((await list(token))[0]).toMatchObject({ id: imported.body.id, kept: 1 });

    expect((await undo(token, imported.body.id)).body).toMatchObject({ removed: 1 });
    expect(await sizes()).toEqual([
      ["2024-03-01", 80, null, null],
      ["2024-03-02", 90, null, null],
      ["2024-03-03", null, 85, 39],
      ["2024-03-04", null, null, 37],
    ]);
    expect((await storedRows(userId)).profileWeight).toBe(90);
    // The same file again fills the same days anew.
    expect((await importFile(token, body)).body).toMatchObject({ items: 1 });
    expect((await sizes()).slice(0, 1)).toEqual([["2024-03-01", 80, 86, null]]);
  });

  it("takes back each of two imports that filled the same day with its own values only, in either order", async () => {
    const { token } = await memberOn("BASIC");
    const day = async () =>
      ((await call("GET", "/api/progress/entries", undefined, { token })).body.entries as Record<string, unknown>[]).map((e) => [
        e.date,
        e.weight,
        e.waist,
      ]);
    // A scale's weights, then a tape measure's waists, sharing 1 March.
    const scale = { source: "weight", csv: "date,weight_kg\n2024-03-01,80\n2024-03-02,79.8\n", unit: "kg" } as const;
    const tape = { source: "weight", csv: "date,waist_cm\n2024-03-01,86\n", unit: "kg" } as const;
    for (const order of [
      ["scale", "tape"],
      ["tape", "scale"],
    ] as const) {
      const a = await importFile(token, scale);
      const b = await importFile(token, tape);
      expect(await day()).toEqual([
        ["2024-03-01", 80, 86],
        ["2024-03-02", 79.8, null],
      ]);
      expect((await list(token)).slice(0, 2)).toMatchObject([
        { id: b.body.id, kept: 1 },
        { id: a.body.id, kept: 2 },
      ]);
      const first = order[0] === "scale" ? a : b;
      const second = order[0] === "scale" ? b : a;
      expect((await undo(token, first.body.id)).body).toMatchObject({ removed: first === a ? 2 : 1 });
      // The other import's value stays on the shared day, and is still its own to take back.
      expect(await day()).toEqual(
        first === a
          ? [["2024-03-01", null, 86]]
          : [
              ["2024-03-01", 80, null],
              ["2024-03-02", 79.8, null],
            ],
      );
      expect((await undo(token, second.body.id)).body).toMatchObject({ removed: second === a ? 2 : 1 });
      expect(await day()).toEqual([]);
    }
  });
});
