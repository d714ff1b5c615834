// Reading the food diary of this app's own export (diary/entries.csv): each entry with its day,
// meal, food, names, grams, portion (both languages) and values per 100 g as logged; the export's
// escaped formulas read back as written; each bad cell a problem at its line, band edges included.
import { describe, expect, it } from "vitest";
import { entryColumns } from "../../core/diary/entry-columns";
import { parseDiary } from "../../core/imports/diary";
import { parseForma } from "../../core/imports/forma";

const now = Date.parse("2026-12-02T12:00:00Z");
const options = { unit: "kg" as const, timeZone: "Europe/Moscow", now };
const header = entryColumns.join(",");
/** A row in the export's columns: the ten first ones given, the values by column name. */
function row(cells: Partial<Record<string, string>>): string {
  const base: Record<string, string> = {
    date: "2026-11-20",
    meal: "breakfast",
    food_kind: "db",
    food_id: "01077",
    name_en: '"Milk, whole, 3.25% milkfat"',
    name_ru: '"Молоко цельное 3,25 %"',
    grams: "250",
    portion: "",
    portion_ru: "",
    logged_at: "2026-11-20T09:07:00.000Z",
    kcal_per_100g: "61",
    protein_g_per_100g: "3.15",
    calcium_mg_per_100g: "113",
  };
  const all = { ...base, ...cells };
  return entryColumns.map((c) => all[c] ?? "").join(",");
}
const file = (...rows: string[]) => [header, ...rows].join("\r\n");
const codes = (text: string) => parseDiary(text, options).problems.map((p) => [p.line, p.code]);

describe("our own export's food diary", () => {
  it("reads each entry as it was logged: names, grams, portion in both languages, the values it knew", () => {
    const parsed = parseDiary(
      file(
        row({}),
        row({
          meal: "snack",
          food_kind: "custom",
          food_id: "0b7c2a52-8a4e-4d1c-9a43-2f1f6e3b9c10",
          name_en: `"'@SUM(1,2)"`,
          name_ru: "",
          grams: "50",
          portion: "1 × bar",
          portion_ru: "1 × батончик",
          logged_at: "2026-11-20T15:30:00.000Z",
          id: "5D1E3A0C-2F4B-4C8E-9A1D-7B6C5E4F3A2B",
          kcal_per_100g: "380",
          protein_g_per_100g: "30",
          calcium_mg_per_100g: "",
        }),
      ),
      options,
    );
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows).toBe(2);
    expect(parsed.items).toEqual([
      {
        line: 2,
        date: "2026-11-20",
        meal: "breakfast",
        food: { kind: "db", id: "01077" },
        nameEn: "Milk, whole, 3.25% milkfat",
        nameRu: "Молоко цельное 3,25 %",
        grams: 250,
        portion: null,
        loggedAt: Date.parse("2026-11-20T09:07:00Z"),
        sourceId: null,
        per100g: { kcal: 61, protein: 3.15, calcium: 113 },
      },
      {
        line: 3,
        date: "2026-11-20",
        meal: "snack",
        food: { kind: "custom", id: "0b7c2a52-8a4e-4d1c-9a43-2f1f6e3b9c10" },
        // The export's apostrophe before a formula's first character is taken off again.
        nameEn: "@SUM(1,2)",
        nameRu: null,
        grams: 50,
        portion: { count: 1, label: { en: "bar", ru: "батончик" } },
        loggedAt: Date.parse("2026-11-20T15:30:00Z"),
        // The entry's id where the file came from.
        sourceId: "5d1e3a0c-2f4b-4c8e-9a1d-7b6c5e4f3a2b",
        per100g: { kcal: 380, protein: 30 },
      },
    ]);
  });

  it("takes a portion written once (an export made before its Russian column) in both languages", () => {
    const header9 = entryColumns.filter((c) => c !== "portion_ru");
    const text = [header9.join(","), header9.map((c) => ({ ...{ date: "2026-11-20", meal: "lunch", food_kind: "db", food_id: "01077", name_en: "Milk", grams: "60", portion: "2 × slice", logged_at: "2026-11-20T09:07:00.000Z" } }[c as "date"] ?? "")).join(",")].join("\n");
    expect(parseDiary(text, options).items[0]!.portion).toEqual({ count: 2, label: { en: "slice", ru: "slice" } });
  });

  it("refuses a file of other columns, naming the header", () => {
    expect(codes("date,weight\n2026-11-20,80")).toEqual([[1, "not_this_app"]]);
    expect(codes(header)).toEqual([[0, "empty"]]);
  });

  it("names each bad cell's line and keeps the good rows", () => {
    const problems = codes(
      file(
        row({ date: "2026-02-30" }),
        row({ logged_at: "20.11.2026 09:07" }),
        row({ logged_at: "2019-12-31T23:59:59.000Z" }),
        row({ date: "1999-12-31" }),
        row({ meal: "brunch" }),
        row({ food_kind: "db", food_id: "../etc" }),
        row({ food_kind: "custom", food_id: "01077" }),
        row({ name_en: "" }),
        row({ name_en: "x".repeat(201) }),
        row({ grams: "0" }),
        row({ grams: "5000.01" }),
        row({ grams: "a lot" }),
        row({ portion: "a bar" }),
        row({ portion: "2 × slice", portion_ru: "3 × ломтик" }),
        row({ kcal_per_100g: "9000.1" }),
        row({ protein_g_per_100g: "-1" }),
        row({ calcium_mg_per_100g: "lots" }),
        row({}),
      ),
    );
    expect(problems).toEqual([
      [2, "date"],
      [3, "date"],
      [4, "date"],
      [5, "diary_date_range"],
      [6, "meal"],
      [7, "food"],
      [8, "food"],
      [9, "food_name"],
      [10, "food_name"],
      [11, "grams"],
      [12, "grams"],
      [13, "grams"],
      [14, "grams"],
      [15, "grams"],
      [16, "nutrient"],
      [17, "nutrient"],
      [18, "nutrient"],
    ]);
  });

  it("takes the band's edges: 2000-01-01 and a week past tomorrow in UTC, 5000 g, 900 kcal, 0", () => {
    const parsed = parseDiary(
      file(
        row({ date: "2000-01-01" }),
        row({ date: "2026-12-10" }),
        row({ grams: "5000", kcal_per_100g: "9000", protein_g_per_100g: "0" }),
        // What the app itself writes: a name of the food database's longest and more, a recipe's
        // concentrated values, JavaScript's text of a tiny number.
        row({ grams: "1e-7", name_en: "x".repeat(200), name_ru: "я".repeat(200) }),
        row({ date: "2026-12-11" }),
      ),
      options,
    );
    expect(parsed.items.map((e) => [e.date, e.grams, e.per100g.kcal])).toEqual([
      ["2000-01-01", 250, 61],
      ["2026-12-10", 250, 61],
      ["2026-11-20", 5000, 9000],
      ["2026-11-20", 1e-7, 61],
    ]);
    expect(parsed.items[2]!.per100g.protein).toBe(0);
    expect(parsed.problems).toEqual([{ line: 6, code: "diary_date_range" }]);
  });

  it("takes 150 foods a day and names the 151st", () => {
    const rows = Array.from({ length: 151 }, (_, i) => row({ logged_at: new Date(Date.parse("2026-11-20T09:00:00Z") + i * 1000).toISOString() }));
    const parsed = parseDiary(file(...rows, row({ date: "2026-11-21" })), options);
    expect(parsed.items).toHaveLength(151);
    expect(parsed.problems).toEqual([{ line: 152, code: "too_many_entries" }]);
  });
});

describe("our own export's workouts", () => {
  it("reads a name the export escaped as it was written", () => {
    const header = "date,workout,started_at,finished_at,exercise,exercise_name,set,kind,weight_kg,reps,seconds,rpe,rir,note,workout_note";
    const parsed = parseForma(
      [header, "2026-03-02,'=Legs,2026-03-02T15:05:00.000Z,,goblet-squat,Goblet Squat,1,work,24,8,,,,'-slow,'+2 kg"].join("\n"),
      options,
    );
    expect(parsed.problems).toEqual([]);
    expect(parsed.items[0]!.name).toBe("=Legs");
    expect(parsed.items[0]!.note).toBe("+2 kg");
    expect(parsed.items[0]!.exercises[0]!.note).toBe("-slow");
  });
});
