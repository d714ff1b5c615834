import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { entryColumns } from "../../core/diary/entry-columns";
import { utcDay } from "../../core/validation/progress";
import { call, post } from "./auth-helpers";
import { custom, entriesOn, entryChange, fileStartedAt, foodChange, member, milk, outcomes, rowsOf, sync } from "./diary-fixture";
import { exportedFile, importFile, preview } from "./imports-fixture";

// Our own export's food diary brought back (source `diary`, diary/entries.csv of "Download my
// data"): into another account every entry as it was logged (names, grams, portion in both
// languages, values per 100 g), own foods' entries included; into the account it came from nothing
// doubled; a second import adds nothing; the import taken back; bad rows and full days refused
// whole, also when two imports race for one day.

const day = utcDay(fileStartedAt, -2);
const at = (hour: number) => Date.parse(`${day}T${String(hour).padStart(2, "0")}:00:00Z`);

/** Milk at breakfast and two protein bars of the member's own (a portion) at a snack, two days ago. */
async function loggedDay(token: string) {
  const bar = foodChange({ name: "Protein bar", serving: { label: "bar", grams: 50 } }, { kcal: 380, protein: 30 });
  const res = await sync(token, [
    bar,
    entryChange(milk, { date: day, grams: 250, updatedAt: at(8) }),
    entryChange(custom(bar), { date: day, meal: "snack", grams: 100, portion: { count: 2, label: { en: "bar", ru: "батончик" } }, updatedAt: at(16) }),
  ]);
  expect(outcomes(res)).toEqual(["saved", "saved", "saved"]);
}

const diary = (csv: string) => ({ source: "diary" as const, csv, timeZone: "Europe/Moscow" });
const list = async (token: string) => (await call("GET", "/api/imports", undefined, { token })).body.imports as Record<string, unknown>[];

/** A file in the export's columns: each row a day, meal, grams and moment (milk's names and values). */
function file(rows: { date: string; meal?: string; grams?: number; at: number }[]) {
  const cells = (r: (typeof rows)[number]) =>
    entryColumns.map(
      (c) =>
        ({
          date: r.date,
          meal: r.meal ?? "lunch",
          food_kind: "db",
          food_id: "01077",
          name_en: '"Milk, whole, 3.25% milkfat"',
          grams: String(r.grams ?? 200),
          logged_at: new Date(r.at).toISOString(),
          kcal_per_100g: "61",
        })[c as "date"] ?? "",
    );
  return [entryColumns.join(","), ...rows.map((r) => cells(r).join(","))].join("\r\n");
}

describe("importing the food diary of our own export", () => {
  it("brings every entry into another account as it was logged; a second import adds nothing", async () => {
    const from = await member("BASIC");
    await loggedDay(from.token);
    const csv = await exportedFile(from.token, "diary/entries.csv");
    const to = await member("FREE");

    const seen = await preview(to.token, diary(csv));
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ source: "diary", rows: 2, first: day, last: day, items: 2, newItems: 2, sets: 0, problemCount: 0 });
    const res = await importFile(to.token, diary(csv));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: expect.any(String), source: "diary", items: 2, sets: 0, ownExercises: 0, lists: null, routines: null });

    // Each as it was logged: the food, names, grams, portion, values per 100 g and the moment.
    const asLogged = (e: Record<string, any>) => [e.meal, e.food, e.name, e.grams, e.portion, e.per100g, e.loggedAt];
    const entries = await entriesOn(to.token, day);
    expect(entries.map(asLogged)).toEqual((await entriesOn(from.token, day)).map(asLogged));
    expect(entries.map((e) => [e.meal, e.food.kind, e.grams, e.portion, e.per100g.kcal, e.per100g.protein])).toEqual([
      ["breakfast", "db", 250, null, 61, 3.15],
      ["snack", "custom", 100, { count: 2, label: { en: "bar", ru: "батончик" } }, 380, 30],
    ]);
    // The day's totals count them: 250 g of milk and 100 g of the bar.
    const totals = (await call("GET", `/api/diary/day?date=${day}`, undefined, { token: to.token })).body.totals;
    expect(totals.kcal.amount).toBeCloseTo(2.5 * 61 + 380, 5);

    expect((await preview(to.token, diary(csv))).body).toMatchObject({ items: 2, newItems: 0 });
    expect((await importFile(to.token, diary(csv))).body).toMatchObject({ items: 0 });
    expect((await rowsOf(to.id)).entries).toBe(2);
  });

  it("adds nothing back to the account it came from: an entry changed or removed since stays as it is", async () => {
    const { id, token } = await member("FREE");
    await loggedDay(token);
    const csv = await exportedFile(token, "diary/entries.csv");
    expect((await preview(token, diary(csv))).body).toMatchObject({ items: 2, newItems: 0 });

    // After the download: the milk moved to another day with more of it, the bar removed.
    const [milkEntry, barEntry] = await entriesOn(token, day);
    const later = Date.now();
    const changes = [
      entryChange(milk, { id: milkEntry!.id, date: utcDay(fileStartedAt, -5), grams: 300, updatedAt: later }),
      { ...entryChange(barEntry!.food, { id: barEntry!.id, date: day, meal: "snack", grams: 100 }), deleted: true, updatedAt: later },
    ];
    expect(outcomes(await sync(token, changes, { now: later }))).toEqual(["saved", "saved"]);
    expect((await preview(token, diary(csv))).body).toMatchObject({ items: 2, newItems: 0 });
    expect((await importFile(token, diary(csv))).body).toMatchObject({ items: 0 });
    expect(await entriesOn(token, day)).toEqual([]);
    expect((await rowsOf(id)).entries).toBe(2);

    // A file made before the id column finds them by their food and the moment they were logged.
    const withoutIds = csv.replace(/(T\d{2}:\d{2}:\d{2}\.\d{3}Z),[0-9a-f-]{36},/g, "$1,,");
    expect(withoutIds).not.toBe(csv);
    expect((await preview(token, diary(withoutIds))).body).toMatchObject({ items: 2, newItems: 0 });
  });

  it("does not count an imported entry moved to a day outside the file as new again", async () => {
    const { token } = await member("FREE");
    const csv = file([{ date: day, at: at(7) }]);
    expect((await importFile(token, diary(csv))).body).toMatchObject({ items: 1 });
    const [imported] = await entriesOn(token, day);
    const moved = entryChange(milk, { id: imported!.id, date: utcDay(fileStartedAt, -20), meal: "lunch", grams: 200, updatedAt: Date.now() });
    expect(outcomes(await sync(token, [moved], { now: Date.now() }))).toEqual(["saved"]);
    expect((await preview(token, diary(csv))).body).toMatchObject({ items: 1, newItems: 0 });
  });

  it("is taken back: the entries it wrote go, a removed one is not counted, the file brings them all back", async () => {
    const { id, token } = await member("FREE");
    const csv = file([
      { date: day, at: at(7) },
      { date: day, at: at(12), meal: "dinner" },
      { date: utcDay(fileStartedAt, -3), at: at(6) - 86_400_000 },
    ]);
    const imported = await importFile(token, diary(csv));
    expect(imported.body).toMatchObject({ items: 3 });
    const importId = imported.body.id as string;
    expect(await list(token)).toEqual([{ id: importId, source: "diary", createdAt: expect.any(Number), kept: 3, undoneAt: null }]);

    // One removed in the diary (a tombstone), one logged here by hand: neither is kept by the import.
    const [first] = await entriesOn(token, day);
    const removal = { ...entryChange(milk, { id: first!.id, date: day, meal: first!.meal }), deleted: true, updatedAt: Date.now() };
    expect(outcomes(await sync(token, [removal, entryChange(milk, { date: day, meal: "snack" })]))).toEqual(["saved", "saved"]);
    expect((await list(token))[0]).toMatchObject({ kept: 2 });

    const undone = await post(`/api/imports/${importId}/undo`, undefined, { token });
    expect(undone.body).toEqual({ id: importId, removed: 2, undoneAt: expect.any(Number) });
    expect((await entriesOn(token, day)).map((e) => e.meal)).toEqual(["snack"]);
    expect((await rowsOf(id)).entries).toBe(1);
    expect((await list(token))[0]).toMatchObject({ kept: 0, undoneAt: undone.body.undoneAt });
    const again = await post(`/api/imports/${importId}/undo`, undefined, { token, lang: "ru" });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("Записи дневника из\u00a0этого импорта уже удалены.");

    expect((await importFile(token, diary(csv))).body).toMatchObject({ items: 3 });
    expect((await entriesOn(token, day)).map((e) => e.meal)).toEqual(["lunch", "dinner", "snack"]);
  });

  it("never takes back another member's diary import", async () => {
    const owner = await member("FREE");
    const other = await member("PRO");
    const imported = await importFile(owner.token, diary(file([{ date: day, at: at(9) }])));
    expect((await post(`/api/imports/${imported.body.id}/undo`, undefined, { token: other.token })).status).toBe(404);
    expect(await entriesOn(owner.token, day)).toHaveLength(1);
  });

  it("refuses a file with a bad row whole, naming the line in the member's language", async () => {
    const { id, token } = await member("FREE");
    const csv = file([{ date: day, at: at(9) }, { date: day, at: at(10), meal: "brunch" }, { date: day, at: at(11), grams: 6000 }]);
    const seen = await preview(token, diary(csv), { lang: "ru" });
    expect(seen.body.problems).toEqual([
      { line: 3, message: "Строка 3: приём пищи должен быть одним из\u00a0значений: breakfast, lunch, dinner, snack, evening." },
      { line: 4, message: expect.stringContaining("Строка 4: масса\u00a0— больше 0") },
    ]);
    const res = await importFile(token, diary(csv));
    expect(res.status).toBe(400);
    expect(res.res.headers.get("X-Invalid-Line")).toBe("3");
    expect((await rowsOf(id)).entries).toBe(0);
  });

  it("refuses whole a file that would fill a day past 150 foods, naming the day", async () => {
    const { id, token } = await member("FREE");
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 149)
       INSERT INTO diary_entries (id, user_id, date, meal, food_kind, food_id, grams, name_en, per100g, logged_at, updated_at)
       SELECT lower(hex(randomblob(16))), ?1, ?2, 'lunch', 'db', '01077', 100, 'Milk', '{"kcal":61}', ?3, ?3 FROM n`,
    )
      .bind(id, day, at(6))
      .run();
    const two = file([{ date: day, at: at(9) }, { date: day, at: at(10) }]);
    const res = await importFile(token, diary(two), { lang: "en" });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("diary_day_full");
    expect(res.body.error.message).toBe(`Your diary would hold more than 150 foods on ${new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(at(0))}, and a day holds at most 150. Nothing was imported.`);
    expect((await rowsOf(id)).entries).toBe(149);
    expect((await importFile(token, diary(file([{ date: day, at: at(9) }])))).body).toMatchObject({ items: 1 });
  });

  it("lets one of two imports racing for one day in: the other is refused whole", async () => {
    const { id, token } = await member("FREE");
    const hundred = (minute: number) => file(Array.from({ length: 100 }, (_, i) => ({ date: day, at: at(9) + (minute + i) * 60_000 })));
    const results = await Promise.all([importFile(token, diary(hundred(0))), importFile(token, diary(hundred(500)))]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.error.code).toBe("diary_day_full");
    expect((await rowsOf(id)).entries).toBe(100);
  });
});
