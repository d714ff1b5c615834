// The history's words: each kind of record named in both languages (with its icon), a set's
// record sentence, a set's weight and work in kg or lb, its effort, and a workout's name.
import { act } from "@testing-library/react";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import type { RecordKind } from "../../core/api/workouts";
import { switchLocale } from "../../web/shared/i18n/locale";
import {
  recordIcons,
  recordKinds,
  recordLabel,
  recordLabels,
  recordSentence,
  recordsBySet,
  sortedKinds,
} from "../../web/workout/history/record-labels";
import { sessionTitle } from "../../web/workout/history/session-title";
import { effortText, setText, workText } from "../../web/workout/set-text";

const all: RecordKind[] = ["most_reps", "heaviest", "e1rm", "reps_at_weight", "set_volume", "longest_hold"];
const set = (weight: number | null, reps: number | null, seconds: number | null = null) => ({ weight, reps, seconds });

beforeEach(() => act(() => switchLocale("en")));
afterAll(() => act(() => switchLocale("en")));

describe("record labels", () => {
  it("name every kind, apart from each other, with an icon, in English and Russian", () => {
    expect([...recordKinds].sort()).toEqual([...all].sort());
    const english = all.map((k) => recordLabels[k]());
    expect(english).toEqual([
      "Most reps in a set",
      "Heaviest weight",
      "Best estimated 1RM",
      "Most reps at this weight",
      "Best set volume",
      "Longest hold",
    ]);
    act(() => switchLocale("ru"));
    const russian = all.map((k) => recordLabels[k]());
    expect(russian).toEqual([
      "Больше всего повторений в подходе",
      "Наибольший вес",
      "Лучший расчётный 1ПМ",
      "Больше всего повторений с этим весом",
      "Лучший объём подхода",
      "Самое долгое удержание",
    ]);
    expect(new Set(all.map((k) => recordIcons[k])).size).toBe(all.length);
  });

  it("list a set's records in one order and say them as a sentence", () => {
    expect(sortedKinds(["set_volume", "heaviest", "e1rm"])).toEqual(["heaviest", "e1rm", "set_volume"]);
    expect(recordSentence(["e1rm", "heaviest"])).toBe("Record: heaviest weight and best estimated 1RM");
    act(() => switchLocale("ru"));
    expect(recordSentence(["longest_hold"])).toBe("Рекорд: самое долгое удержание");
  });

  it("call a bodyweight exercise's heaviest the heaviest added weight", () => {
    expect(recordLabel("heaviest", false)).toBe("Heaviest added weight");
    expect(recordLabel("heaviest", true)).toBe("Heaviest weight");
    expect(recordSentence(["heaviest", "most_reps"], false)).toBe("Record: most reps in a set and heaviest added weight");
    act(() => switchLocale("ru"));
    expect(recordSentence(["heaviest", "most_reps"], false)).toBe(
      "Рекорд: больше всего повторений в подходе и наибольший дополнительный вес",
    );
  });

  it("map a session's records by set, leaving out sets without one", () => {
    const map = recordsBySet([
      { setId: "a", kinds: ["set_volume", "heaviest"] },
      { setId: "b", kinds: [] },
    ]);
    expect([...map]).toEqual([["a", ["heaviest", "set_volume"]]]);
  });

  it("leave out a bodyweight exercise's estimated 1RM, which would be of the added weight alone", () => {
    const records = [
      { setId: "pull-up", kinds: ["e1rm", "reps_at_weight"] as RecordKind[] },
      { setId: "dip", kinds: ["e1rm"] as RecordKind[] },
      { setId: "bench", kinds: ["e1rm"] as RecordKind[] },
    ];
    const map = recordsBySet(records, (setId) => setId === "bench");
    expect([...map]).toEqual([
      ["pull-up", ["reps_at_weight"]],
      ["bench", ["e1rm"]],
    ]);
  });
});

describe("set texts", () => {
  it("read a loaded set, an added weight, reps only and a hold", () => {
    expect(setText(set(60, 8), "metric", true)).toBe("60 kg ×\u00a08");
    expect(setText(set(10, 12), "metric", false)).toBe("+10 kg ×\u00a012");
    expect(setText(set(0, 12), "metric", false)).toBe("12 reps");
    expect(setText(set(null, null, 45), "metric", false)).toBe("45 s");
    expect(setText(set(10, null, 45), "metric", false)).toBe("+10 kg ×\u00a045 s");
    expect(setText(set(60, 8), "imperial", true)).toBe("132.3 lb ×\u00a08");
    expect(workText(set(null, null))).toBe("—");
  });

  it("give the effort when the member logged one", () => {
    expect(effortText({ rpe: 8.5, rir: null })).toBe("RPE 8.5");
    expect(effortText({ rpe: 9, rir: 1 })).toBe("RPE 9 · 1 in reserve");
    expect(effortText({ rpe: null, rir: null })).toBe("");
  });

  it("write Russian numbers and units with a no-break space", () => {
    act(() => switchLocale("ru"));
    expect(setText(set(62.5, 8), "metric", true)).toBe("62,5\u00a0кг ×\u00a08");
    expect(setText(set(null, 12), "metric", false)).toBe("12\u00a0повт.");
    expect(setText(set(null, null, 45), "metric", false)).toBe("45\u00a0с");
    expect(effortText({ rpe: 8.5, rir: 2 })).toBe("RPE 8,5 · 2 в запасе");
  });
});

describe("a workout's name", () => {
  it("is the member's own, else its plan day, else «Workout»", () => {
    expect(sessionTitle({ name: "Heavy bench", dayType: "upper" })).toBe("Heavy bench");
    expect(sessionTitle({ name: "  ", dayType: "upper" })).toBe("Upper body");
    expect(sessionTitle({ name: null, dayType: null })).toBe("Workout");
    act(() => switchLocale("ru"));
    expect(sessionTitle({ name: null, dayType: null })).toBe("Тренировка");
  });
});
