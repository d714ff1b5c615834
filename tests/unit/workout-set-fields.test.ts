// A set row's fields read into a set: an empty field takes the placeholder while logging, and a
// done set's edit keeps what was not changed, except an optional weight cleared, which is none.
import { afterEach, describe, expect, it } from "vitest";
import { switchLocale } from "../../web/shared/i18n/locale";
import { readEdit, readSet, type SetContext, type SetValues } from "../../web/workout/set-fields";

afterEach(() => switchLocale("en"));

const ctx = (over: Partial<SetContext> = {}): SetContext => ({
  measure: "reps",
  loaded: true,
  units: "metric",
  effort: "off",
  ...over,
});
const done: SetValues = { weight: 10, reps: 8, seconds: null, rpe: null, rir: null };

describe("a set's fields", () => {
  it("take the placeholder where left empty while logging", () => {
    expect(readSet({ weight: "", work: "", effort: "" }, { weight: 60, reps: 5, seconds: null }, ctx())).toEqual({
      ok: true,
      values: { weight: 60, reps: 5, seconds: null, rpe: null, rir: null },
    });
  });

  it("clear an added weight of a done set to body weight, and an own exercise's weight to none", () => {
    const cleared = { weight: "", work: "8", effort: "" };
    expect(readEdit(cleared, done, ctx({ loaded: false }))).toEqual({ ok: true, values: { ...done, weight: null } });
    expect(readEdit(cleared, done, ctx({ weightOptional: true }))).toEqual({ ok: true, values: { ...done, weight: null } });
    // A space is empty too; the reps typed are read.
    expect(readEdit({ weight: " ", work: "12", effort: "" }, done, ctx({ loaded: false }))).toEqual({
      ok: true,
      values: { ...done, weight: null, reps: 12 },
    });
  });

  it("keep a done set's load where the load is needed, and its reps where they were cleared", () => {
    expect(readEdit({ weight: "", work: "", effort: "" }, done, ctx())).toEqual({ ok: true, values: done });
    expect(readEdit({ weight: "12,5", work: "", effort: "" }, done, ctx({ loaded: false }))).toEqual({
      ok: true,
      values: { ...done, weight: 12.5 },
    });
  });

  it("refuse a number out of range with the field named, in the member's language", () => {
    switchLocale("ru");
    const read = readEdit({ weight: "", work: "1000", effort: "" }, done, ctx({ loaded: false }));
    expect(read.ok).toBe(false);
    expect(!read.ok && Object.keys(read.errors)).toEqual(["work"]);
    expect(!read.ok && read.errors.work).toMatch(/[а-яё]/u);
  });
});
