import { describe, expect, it } from "vitest";
import { readCsv } from "../../core/imports/csv";
import { localTimeToMs } from "../../core/time-zone";
import { importProblemCodes } from "../../core/imports/types";
import { readDateTime, readNumber } from "../../core/imports/values";
import * as m from "../../i18n/paraglide/messages.js";

// What every import reads with: the CSV's rows with their lines, the apps' dates and numbers, the
// member's wall-clock times, and a message for every problem in both languages.

describe("a CSV file", () => {
  it("keeps the line each row starts on, whatever its line breaks and quoted line breaks", () => {
    const table = readCsv('\r\n\uFEFFa;b;c\r\n1;"x\r\ny";3\r\n\r\n4;5;"6\n7\n8"\r\n9;"10;11";12')!;
    expect(table.header).toEqual(["a", "b", "c"]);
    expect(table.rows.map((r) => [r.line, r.cells])).toEqual([
      [3, ["1", "x\r\ny", "3"]],
      [6, ["4", "5", "6\n7\n8"]],
      [9, ["9", "10;11", "12"]],
    ]);
  });

  it("is split by the delimiter its header uses most", () => {
    expect(readCsv('"Date","Weight; kg"\n2024-01-01,"80,5"\n')!.rows[0]!.cells).toEqual(["2024-01-01", "80,5"]);
    expect(readCsv("date\tweight\n2024-01-01\t80\n")!.rows[0]!.cells).toEqual(["2024-01-01", "80"]);
    expect(readCsv(" \n\n")).toBeNull();
  });
});

describe("the apps' values", () => {
  it("read dates and times as Strong, Hevy and spreadsheets write them", () => {
    const at = (hour: number, minute: number, second = 0) => ({ year: 2025, month: 7, day: 26, hour, minute, second });
    expect(readDateTime("2025-07-26 07:06:05")).toEqual(at(7, 6, 5));
    expect(readDateTime("2025-07-26 7:06:05 PM")).toEqual(at(19, 6, 5));
    expect(readDateTime("2025-07-26 12:06:05\u202fam")).toEqual(at(0, 6, 5));
    expect(readDateTime("26 Jul 2025, 07:06")).toEqual(at(7, 6));
    expect(readDateTime("Jul 26, 2025, 7:06 AM")).toEqual(at(7, 6));
    expect(readDateTime("26 июля 2025 г., 07:06")).toEqual(at(7, 6));
    expect(readDateTime("26.07.2025")).toEqual(at(0, 0));
    expect(readDateTime("2025/07/26")).toEqual(at(0, 0));
    expect(readDateTime("2025-07-26T07:06:05")).toEqual(at(7, 6, 5));
    for (const bad of ["", "yesterday", "2025-02-29 10:00", "2025-07-26 25:00", "07/26/2025", "26 Foo 2025, 07:06", "2025-07-26 13:00 PM"]) {
      expect(readDateTime(bad), bad).toBeNull();
    }
  });

  it("read numbers with a decimal point or comma", () => {
    expect(readNumber("72,5")).toBe(72.5);
    expect(readNumber(" 80.0 ")).toBe(80);
    expect(readNumber("")).toBeNull();
    expect(readNumber("1,234.5")).toBeNaN();
    expect(readNumber("eighty")).toBeNaN();
  });
});

describe("a wall-clock time in the member's zone", () => {
  const local = (month: number, day: number, hour: number, minute: number) => ({ year: 2024, month, day, hour, minute, second: 0 });

  it("is the moment of that time there, on either side of a change of clocks", () => {
    // Berlin: CET (+1) until 31 March 2024 02:00, CEST (+2) until 27 October 03:00.
    expect(localTimeToMs(local(3, 31, 1, 30), "Europe/Berlin")).toBe(Date.UTC(2024, 2, 31, 0, 30));
    expect(localTimeToMs(local(3, 31, 3, 30), "Europe/Berlin")).toBe(Date.UTC(2024, 2, 31, 1, 30));
    expect(localTimeToMs(local(10, 27, 3, 30), "Europe/Berlin")).toBe(Date.UTC(2024, 9, 27, 2, 30));
    expect(localTimeToMs(local(6, 1, 12, 0), "Europe/Moscow")).toBe(Date.UTC(2024, 5, 1, 9, 0));
    expect(localTimeToMs(local(6, 1, 12, 0), "UTC")).toBe(Date.UTC(2024, 5, 1, 12, 0));
  });

  it("moves forward by the jump when the clocks skipped it, and is the first when it came twice", () => {
    // 02:30 did not happen in Berlin on 31 March 2024: it reads as 03:30 CEST.
    expect(localTimeToMs(local(3, 31, 2, 30), "Europe/Berlin")).toBe(Date.UTC(2024, 2, 31, 1, 30));
    // 02:30 happened twice on 27 October: first in CEST.
    expect(localTimeToMs(local(10, 27, 2, 30), "Europe/Berlin")).toBe(Date.UTC(2024, 9, 27, 0, 30));
    // New York: 01:30 happened twice on 3 November 2024, first in EDT (-4).
    expect(localTimeToMs(local(11, 3, 1, 30), "America/New_York")).toBe(Date.UTC(2024, 10, 3, 5, 30));
  });
});

describe("an import problem", () => {
  it("has a message in both languages naming its line", () => {
    const messages = m as unknown as Record<string, (inputs: Record<string, unknown>, options: { locale: "en" | "ru" }) => string>;
    for (const code of importProblemCodes) {
      for (const locale of ["en", "ru"] as const) {
        const text = messages[`import_problem_${code}`]?.({ line: 17, max: "20,000" }, { locale });
        expect(text, `${code} ${locale}`).toBeTruthy();
        if (code === "too_many_rows" || code.endsWith("_file")) expect(text).toContain("20,000");
        else if (code !== "empty") expect(text).toContain("17");
      }
    }
  });
});
