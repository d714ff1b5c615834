import { describe, expect, it } from "vitest";
import { parseWeights } from "../../core/imports/weight";
import { circumferenceLimits, circumferences } from "../../core/progress/measurements";
import { problemMessage } from "../../worker/imports/problems";
import { csv, sampleWeights, weightCsv } from "./import-files";

// A weight history from a spreadsheet or another app: a date, a weight and maybe body fat per row,
// column names in English or Russian, the unit from the header or the member's choice.

const kg = { unit: "kg", timeZone: "UTC" } as const;
const lb = { unit: "lb", timeZone: "UTC" } as const;
const expected = [
  { line: 2, date: "2024-03-01", weightKg: 82.4, bodyFat: 21.5, circumferences: {} },
  { line: 3, date: "2024-03-02", weightKg: 82.1, bodyFat: null, circumferences: {} },
  { line: 4, date: "2024-03-04", weightKg: 81.8, bodyFat: 21.1, circumferences: {} },
];

describe("a weight CSV", () => {
  it.each(["plain", "kg", "russian", "slashes"] as const)("in the %s layout reads every day", (layout) => {
    const parsed = parseWeights(weightCsv(sampleWeights, layout), kg);
    expect(parsed).toMatchObject({ rows: 3, skipped: 0, problems: [] });
    expect(parsed.items).toEqual(expected);
  });

  it("takes the unit from the header, else the member's", () => {
    expect(parseWeights(weightCsv(sampleWeights, "kg"), lb)).toMatchObject({
      unitInFile: "kg",
      items: [{ weightKg: 82.4 }, {}, {}],
    });
    expect(parseWeights(weightCsv(sampleWeights, "russian"), lb).unitInFile).toBe("kg");
    const pounds = [{ date: "2024-03-01", weight: 181.6 }];
    // 181.6 lb is 82.3724 kg: kept to 10 g, as the progress log keeps a weight, so it reads back as 181.6 lb.
    expect(parseWeights(weightCsv(pounds, "lb"), kg)).toMatchObject({ unitInFile: "lb", items: [{ weightKg: 82.37 }] });
    expect(parseWeights(weightCsv(pounds, "plain"), lb)).toMatchObject({ unitInFile: null, items: [{ weightKg: 82.37 }] });
    // Rounded once to 10 g from the pounds (81.6466 kg).
    expect(parseWeights(weightCsv([{ date: "2024-03-01", weight: 180 }], "lb"), kg).items[0]?.weightKg).toBe(81.65);
    expect(parseWeights("Дата;Вес, фунты\n01.03.2024;181,6\n", kg).unitInFile).toBe("lb");
  });

  it("reads this app's own export (progress/measurements.csv) in kg and cm whatever the member's unit", () => {
    const exported =
      "date,weight_kg,waist_cm,neck_cm,hips_cm,chest_cm,arm_cm,thigh_cm,body_fat_percent,created_at,updated_at\n" +
      "2024-03-01,82.4,86,,,,,,21.5,2024-03-01T07:00:00.000Z,2024-03-01T07:00:00.000Z\n" +
      "2024-03-02,,85.5,38,101,104,35.5,58,,2024-03-02T07:00:00.000Z,2024-03-02T07:00:00.000Z\n";
    expect(parseWeights(exported, lb)).toEqual({
      rows: 2,
      unitInFile: "kg",
      skipped: 0,
      problems: [],
      items: [
        { line: 2, date: "2024-03-01", weightKg: 82.4, bodyFat: 21.5, circumferences: { waist: 86 } },
        {
          line: 3,
          date: "2024-03-02",
          weightKg: null,
          bodyFat: null,
          circumferences: { waist: 85.5, neck: 38, hips: 101, chest: 104, arm: 35.5, thigh: 58 },
        },
      ],
    });
    expect(parseWeights("date,weight_lbs\n2024-03-01,181.6\n", kg)).toMatchObject({
      unitInFile: "lb",
      items: [{ weightKg: 82.37 }],
    });
  });

  it("reads circumferences named in English or Russian, in cm unless the column or the weight says inches", () => {
    const english = parseWeights("Date,Weight (lbs),Waist,Hips (cm),Upper arm\n2024-03-01,181.6,34,101.3,14\n", kg);
    // Beside pounds a bare "Waist" is in inches (34 in = 86.36 cm); a column naming cm keeps them.
    expect(english.items).toEqual([
      { line: 2, date: "2024-03-01", weightKg: 82.37, bodyFat: null, circumferences: { waist: 86.4, hips: 101.3, arm: 35.6 } },
    ]);
    const russian = parseWeights(
      "Дата;Талия, см;Обхват шеи;Бёдра;Грудь;Бицепс;Обхват бедра\n01.03.2024;86,5;38;101;104;35;58\n",
      kg,
    );
    expect(russian.items[0]?.circumferences).toEqual({ waist: 86.5, neck: 38, hips: 101, chest: 104, arm: 35, thigh: 58 });
    // Inches named in the header win over the member's kilograms.
    expect(parseWeights("date,waist (in)\n2024-03-01,30\n", kg).items[0]?.circumferences).toEqual({ waist: 76.2 });
    // No unit in the file: the member's (inches for a member in pounds).
    expect(parseWeights("date,waist\n2024-03-01,80\n", kg).items[0]?.circumferences).toEqual({ waist: 80 });
    expect(parseWeights("date,waist\n2024-03-01,30\n", lb).items[0]?.circumferences).toEqual({ waist: 76.2 });
  });

  it("tells the hips from the thigh, the arm from the shoulders and forearm, and a unit from a word, in both languages", () => {
    const columns = (header: string) =>
      Object.keys(
        parseWeights(`${header}\n2024-03-01${",60".repeat(header.split(",").length - 1)}\n`, kg).items[0]?.circumferences ?? {},
      );
    // «Бедра» alone are the hips (ё left out); «обхват бедра» and «правое бедро» are the thigh.
    expect(columns("Дата,Бедра")).toEqual(["hips"]);
    expect(columns("Дата,Обхват бедра")).toEqual(["thigh"]);
    expect(columns("Дата,Правое бедро")).toEqual(["thigh"]);
    // Shoulders, a forearm and a notes column are none of ours; «обхват плеча» is the arm.
    expect(parseWeights("Дата,Плечи,Предплечье,Детали\n2024-03-01,120,30,заметка\n", kg).problems).toEqual([
      { line: 1, code: "not_this_app" },
    ]);
    expect(columns("Дата,Обхват плеча")).toEqual(["arm"]);
    expect(parseWeights("Дата,Обхват плеч,Ширина плеч\n2024-03-01,120,45\n", kg).problems).toEqual([
      { line: 1, code: "not_this_app" },
    ]);
    expect(parseWeights("date,waist-to-height,waist to hip\n2024-03-01,0.5,0.8\n", kg).problems).toEqual([
      { line: 1, code: "not_this_app" },
    ]);
    // "centimeters" and a unit word inside a name are not inches; "waist_in" is.
    const waist = (header: string, value: number, unit: typeof kg | typeof lb = lb) =>
      parseWeights(`date,${header}\n2024-03-01,${value}\n`, unit).items[0]?.circumferences.waist;
    expect(waist("Waist (centimeters)", 80)).toBe(80);
    expect(waist("Waist measured in cm", 80)).toBe(80);
    expect(waist("waist_in", 30, kg)).toBe(76.2);
    expect(waist("Waist [in]", 30, kg)).toBe(76.2);
    expect(parseWeights("Дата;Талия, дюймы\n01.03.2024;30\n", kg).items[0]?.circumferences).toEqual({ waist: 76.2 });
  });

  it("takes each circumference within the progress panel's limits, edges included, and names the line of one outside", () => {
    const rows: (string | number)[][] = [["date", ...circumferences]];
    const day = (n: number) => `2024-03-${String(n).padStart(2, "0")}`;
    rows.push([day(1), ...circumferences.map((c) => circumferenceLimits[c].min)]);
    rows.push([day(2), ...circumferences.map((c) => circumferenceLimits[c].max)]);
    circumferences.forEach((c, i) => {
      rows.push([day(3 + 2 * i), ...circumferences.map((x) => (x === c ? circumferenceLimits[c].min - 0.1 : ""))]);
      rows.push([day(4 + 2 * i), ...circumferences.map((x) => (x === c ? circumferenceLimits[c].max + 0.1 : ""))]);
    });
    const parsed = parseWeights(csv(rows), kg);
    expect(parsed.items.map((d) => d.circumferences)).toEqual([
      Object.fromEntries(circumferences.map((c) => [c, circumferenceLimits[c].min])),
      Object.fromEntries(circumferences.map((c) => [c, circumferenceLimits[c].max])),
    ]);
    expect(parsed.problems).toEqual(
      circumferences.flatMap((code, i) => [
        { line: 4 + 2 * i, code },
        { line: 5 + 2 * i, code },
      ]),
    );
    // Each message names the same limits in both languages.
    for (const c of circumferences) {
      for (const locale of ["en", "ru"] as const) {
        const text = problemMessage({ line: 4, code: c }, locale);
        expect(text, `${c} ${locale}`).toMatch(
          new RegExp(`\\s${circumferenceLimits[c].min}\\s.+\\s${circumferenceLimits[c].max}\\s(?:cm|см)`),
        );
      }
    }
  });

  it("keeps the last row of a day", () => {
    const parsed = parseWeights(
      csv([
        ["date", "weight"],
        ["2024-03-01 07:00", 80.2],
        ["2024-02-28", 80.9],
        ["2024-03-01 21:30", 81],
      ]),
      kg,
    );
    expect(parsed.items).toEqual([
      { line: 3, date: "2024-02-28", weightKg: 80.9, bodyFat: null, circumferences: {} },
      { line: 4, date: "2024-03-01", weightKg: 81, bodyFat: null, circumferences: {} },
    ]);
  });

  it("names the line of every bad value and leaves out days with nothing measured", () => {
    const text = csv([
      ["Date", "Weight", "Body fat %"],
      ["2024-03-01", "80,5", "20%"],
      ["2024-02-30", 80, ""],
      ["01.03.2024", "heavy", ""],
      ["2024-03-03", 12, ""],
      ["2024-03-04", 80, 90],
      ["2024-03-05", "", ""],
      ["2024-03-06", "", 20],
    ]);
    const parsed = parseWeights(text, kg);
    expect(parsed.items).toEqual([
      { line: 2, date: "2024-03-01", weightKg: 80.5, bodyFat: 20, circumferences: {} },
      // Body fat alone is a measurement of the day too.
      { line: 8, date: "2024-03-06", weightKg: null, bodyFat: 20, circumferences: {} },
    ]);
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
      { line: 2, date: "1900-01-01", weightKg: 70, bodyFat: null, circumferences: {} },
      { line: 3, date: "2026-01-11", weightKg: 71, bodyFat: null, circumferences: {} },
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
    expect(parseWeights(text, { ...kg, now: now + 1 }).items.map((w) => w.date)).toEqual([
      "1900-01-01",
      "2026-01-11",
      "2026-01-12",
    ]);
  });

  it("refuses a file without a date and a weight or circumference column", () => {
    expect(parseWeights("day,steps\n2024-01-01,9000\n", kg).problems).toEqual([{ line: 1, code: "not_this_app" }]);
    expect(parseWeights("date,body fat\n2024-01-01,20\n", kg).problems).toEqual([{ line: 1, code: "not_this_app" }]);
    expect(parseWeights("date,waist-to-hip ratio\n2024-01-01,0.8\n", kg).problems).toEqual([{ line: 1, code: "not_this_app" }]);
    expect(parseWeights("\uFEFF", kg).problems).toEqual([{ line: 0, code: "empty" }]);
  });
});
