import { describe, expect, it } from "vitest";
import { parseWeights } from "../../core/imports/weight";
import { csv, sampleWeights, weightCsv } from "./import-files";

// A weight history from a spreadsheet or another app: a date, a weight and maybe body fat per row,
// column names in English or Russian, the unit from the header or the member's choice.

const kg = { unit: "kg", timeZone: "UTC" } as const;
const lb = { unit: "lb", timeZone: "UTC" } as const;
const expected = [
  { line: 2, date: "2024-03-01", weightKg: 82.4, bodyFat: 21.5 },
  { line: 3, date: "2024-03-02", weightKg: 82.1, bodyFat: null },
  { line: 4, date: "2024-03-04", weightKg: 81.8, bodyFat: 21.1 },
];

describe("a weight CSV", () => {
  it.each(["plain", "kg", "russian", "slashes"] as const)("in the %s layout reads every day", (layout) => {
    const parsed = parseWeights(weightCsv(sampleWeights, layout), kg);
    expect(parsed).toMatchObject({ rows: 3, skipped: 0, problems: [] });
    expect(parsed.items).toEqual(expected);
  });

  it("takes the unit from the header, else the member's", () => {
    expect(parseWeights(weightCsv(sampleWeights, "kg"), lb)).toMatchObject({ unitInFile: "kg", items: [{ weightKg: 82.4 }, {}, {}] });
    expect(parseWeights(weightCsv(sampleWeights, "russian"), lb).unitInFile).toBe("kg");
    const pounds = [{ date: "2024-03-01", weight: 181.6 }];
    expect(parseWeights(weightCsv(pounds, "lb"), kg)).toMatchObject({ unitInFile: "lb", items: [{ weightKg: 82.4 }] });
    expect(parseWeights(weightCsv(pounds, "plain"), lb)).toMatchObject({ unitInFile: null, items: [{ weightKg: 82.4 }] });
    // Rounded once to 100 g from the pounds (81.6466 kg), not to 10 g first (81.65, then 81.7).
    expect(parseWeights(weightCsv([{ date: "2024-03-01", weight: 180 }], "lb"), kg).items[0]?.weightKg).toBe(81.6);
    expect(parseWeights("Дата;Вес, фунты\n01.03.2024;181,6\n", kg).unitInFile).toBe("lb");
  });

  it("reads this app's own export (progress/measurements.csv) in kg whatever the member's unit", () => {
    const exported =
      "date,weight_kg,waist_cm,neck_cm,hips_cm,chest_cm,arm_cm,thigh_cm,body_fat_percent,created_at,updated_at\n" +
      "2024-03-01,82.4,86,,,,,,21.5,2024-03-01T07:00:00.000Z,2024-03-01T07:00:00.000Z\n";
    expect(parseWeights(exported, lb)).toMatchObject({ unitInFile: "kg", problems: [], items: [{ date: "2024-03-01", weightKg: 82.4, bodyFat: 21.5 }] });
    expect(parseWeights("date,weight_lbs\n2024-03-01,181.6\n", kg)).toMatchObject({ unitInFile: "lb", items: [{ weightKg: 82.4 }] });
  });

  it("keeps the last row of a day", () => {
    const parsed = parseWeights(csv([["date", "weight"], ["2024-03-01 07:00", 80.2], ["2024-02-28", 80.9], ["2024-03-01 21:30", 81]]), kg);
    expect(parsed.items).toEqual([
      { line: 3, date: "2024-02-28", weightKg: 80.9, bodyFat: null },
      { line: 4, date: "2024-03-01", weightKg: 81, bodyFat: null },
    ]);
  });

  it("names the line of every bad value and leaves out days without a weight", () => {
    const text = csv([
      ["Date", "Weight", "Body fat %"],
      ["2024-03-01", "80,5", "20%"],
      ["2024-02-30", 80, ""],
      ["01.03.2024", "heavy", ""],
      ["2024-03-03", 12, ""],
      ["2024-03-04", 80, 90],
      ["2024-03-05", "", 20],
    ]);
    const parsed = parseWeights(text, kg);
    expect(parsed.items).toEqual([{ line: 2, date: "2024-03-01", weightKg: 80.5, bodyFat: 20 }]);
    expect(parsed.problems).toEqual([
      { line: 3, code: "date" },
      { line: 4, code: "weight" },
      { line: 5, code: "weight" },
      { line: 6, code: "body_fat" },
    ]);
    expect(parsed.skipped).toBe(1);
  });

  it("takes a day from 1900 to tomorrow in UTC, as the progress panel does, on the clock it is given", () => {
    // 23:59:59.999 UTC on 10 January 2026: tomorrow is the 11th.
    const now = Date.UTC(2026, 0, 10, 23, 59, 59, 999);
    const text = csv([
      ["date", "weight"],
      ["1900-01-01", 70],
      ["2026-01-11", 71],
      ["2026-01-12", 72],
      ["2150-01-01", 73],
      ["1899-12-31", 74],
      ["2150-01-02", ""],
    ]);
    const parsed = parseWeights(text, { ...kg, now });
    expect(parsed.items).toEqual([
      { line: 2, date: "1900-01-01", weightKg: 70, bodyFat: null },
      { line: 3, date: "2026-01-11", weightKg: 71, bodyFat: null },
    ]);
    // A day after tomorrow is out of range (a day without a weight too: it is not "left out");
    // one before 1900 does not read as a date at all.
    expect(parsed.problems).toEqual([
      { line: 4, code: "date_range" },
      { line: 5, code: "date_range" },
      { line: 6, code: "date" },
      { line: 7, code: "date_range" },
    ]);
    expect(parsed.skipped).toBe(0);
    // A millisecond later the 12th is tomorrow.
    expect(parseWeights(text, { ...kg, now: now + 1 }).items.map((w) => w.date)).toEqual(["1900-01-01", "2026-01-11", "2026-01-12"]);
  });

  it("refuses a file without a date and a weight column", () => {
    expect(parseWeights("day,steps\n2024-01-01,9000\n", kg).problems).toEqual([{ line: 1, code: "not_this_app" }]);
    expect(parseWeights("date,body fat\n2024-01-01,20\n", kg).problems).toEqual([{ line: 1, code: "not_this_app" }]);
    expect(parseWeights("\uFEFF", kg).problems).toEqual([{ line: 0, code: "empty" }]);
  });
});
