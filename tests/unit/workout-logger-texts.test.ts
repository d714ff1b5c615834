// The logger's texts with numbers: last time's set beside each row ("60 kg × 8"), the preview's
// summary of last time, and the suggestion line, in kg and lb, in English and Russian.
import { act } from "@testing-library/react";
import { afterAll, describe, expect, it } from "vitest";
import type { LoggedSet, Suggestion } from "../../core/training/double-progression";
import { switchLocale } from "../../web/shared/i18n/locale";
import { previousSummary } from "../../web/workout/previous-summary";
import { previousText } from "../../web/workout/previous-text";
import { suggestionText } from "../../web/workout/suggestion-text";

const set = (weight: number | null, reps: number | null, seconds: number | null = null): LoggedSet => ({ weight, reps, seconds });
const suggestion = (s: Partial<Suggestion> & Pick<Suggestion, "reason">): Suggestion => ({ weight: null, reps: null, seconds: null, ...s });

describe("the Previous column", () => {
  afterAll(() => act(() => switchLocale("en")));

  it("reads a loaded set, an added weight, reps only, a hold, or a dash", () => {
    act(() => switchLocale("en"));
    expect(previousText(set(60, 8), "metric", true)).toBe("60 kg ×\u00a08");
    expect(previousText(set(62.5, 8), "metric", true)).toBe("62.5 kg ×\u00a08");
    expect(previousText(set(10, 12), "metric", false)).toBe("+10 kg ×\u00a012");
    expect(previousText(set(null, 12), "metric", false)).toBe("12 reps");
    expect(previousText(set(null, null, 45), "metric", false)).toBe("45 s");
    expect(previousText(undefined, "metric", true)).toBe("—");
  });

  it("shows kg in pounds when the member reads pounds", () => {
    act(() => switchLocale("en"));
    expect(previousText(set(60, 8), "imperial", true)).toBe("132.3 lb ×\u00a08");
    expect(previousText(set(61.235, 5), "imperial", true)).toBe("135 lb ×\u00a05");
  });

  it("writes Russian numbers and units with a no-break space", () => {
    act(() => switchLocale("ru"));
    expect(previousText(set(62.5, 8), "metric", true)).toBe("62,5\u00a0кг ×\u00a08");
    expect(previousText(set(null, 12), "metric", false)).toBe("12\u00a0повт.");
    expect(previousText(set(null, null, 45), "metric", false)).toBe("45\u00a0с");
  });

  it("sums last time up for the plan's preview: one weight and its reps, or each set", () => {
    act(() => switchLocale("en"));
    expect(previousSummary([set(60, 8), set(60, 8), set(60, 7)], "metric", true)).toBe("60 kg ×\u00a08, 8, 7");
    expect(previousSummary([set(60, 8), set(65, 6)], "metric", true)).toBe("60 kg ×\u00a08 · 65 kg ×\u00a06");
    expect(previousSummary([], "metric", true)).toBeNull();
  });
});

describe("the suggestion line", () => {
  afterAll(() => act(() => switchLocale("en")));

  it("says the target and why", () => {
    act(() => switchLocale("en"));
    expect(suggestionText(suggestion({ reason: "add_load", weight: 62.5, reps: 8 }), "metric")).toBe(
      "Next: 62.5 kg ×\u00a08 — every set reached the top of the range",
    );
    expect(suggestionText(suggestion({ reason: "first_time", reps: 8 }), "metric")).toBe("Next: 8 reps — to start: stop 2–3 reps short of failure");
    expect(suggestionText(suggestion({ reason: "add_time", seconds: 50 }), "metric")).toBe("Next: 50 s — you held the full time last time");
    expect(suggestionText(suggestion({ reason: "add_reps", weight: 60, reps: 9 }), "imperial")).toBe("Next: 132.3 lb ×\u00a09 — add reps before adding weight");
  });

  it("reads naturally in Russian", () => {
    act(() => switchLocale("ru"));
    expect(suggestionText(suggestion({ reason: "add_load", weight: 62.5, reps: 8 }), "metric")).toBe(
      "Цель: 62,5\u00a0кг ×\u00a08\u00a0— во всех подходах вы дошли до верхней границы диапазона",
    );
    expect(suggestionText(suggestion({ reason: "deload", weight: 55, reps: 8 }), "metric")).toBe("Цель: 55\u00a0кг ×\u00a08\u00a0— разгрузочная неделя: все подходы с запасом");
  });
});
