// Formatters are built once per language and options (web/shared/i18n/intl.ts): a number or a
// date must still follow the reader's language through every switch.
import { act } from "@testing-library/react";
import { afterAll, describe, expect, it } from "vitest";
import { formatDate, formatNumber, formatPercent } from "../../web/shared/i18n/format";
import { switchLocale } from "../../web/shared/i18n/locale";

afterAll(() => act(() => switchLocale("en")));

describe("numbers and dates in the reader's language", () => {
  it("follow each language switch, there and back", () => {
    act(() => switchLocale("en"));
    expect([formatNumber(1234.5, 1), formatDate("2026-03-14"), formatPercent(23.4)]).toEqual(["1,234.5", "March 14, 2026", "23.4%"]);
    act(() => switchLocale("ru"));
    expect([formatNumber(1234.5, 1), formatPercent(23.4)]).toEqual(["1\u00a0234,5", "23,4\u00a0%"]);
    expect(formatDate("2026-03-14")).toMatch(/^14 марта 2026\sг\.$/);
    act(() => switchLocale("en"));
    expect([formatNumber(1234.5, 1), formatNumber(1234.5), formatDate("2026-03-14", { month: "short", day: "numeric" })]).toEqual([
      "1,234.5",
      "1,235",
      "Mar 14",
    ]);
  });
});
