// Routines (decision 0071): what a routine keeps of a workout, what it starts with, the rule that
// keeps a superset's exercises side by side, and how its card reads in both languages.
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { RoutineJson } from "../../core/api/routines";
import {
  moveInRoutine,
  movesSuperset,
  pairInRoutine,
  removeFromRoutine,
  routineFromEntries,
  routineToStart,
  supersetLetters,
  tidySupersets,
  unpairInRoutine,
} from "../../core/training/routines";
import type { WorkoutEntryJson } from "../../core/training/session";
import { routineCreateSchema, supersetsTogether } from "../../core/validation/routines";
import { syncSchema } from "../../core/validation/workouts";
import { switchLocale } from "../../web/shared/i18n/locale";
import { forgetStart, rememberStart, startedFrom } from "../../web/workout/routines/started-from";
import { routineChanges } from "../../web/workout/start";
import { copyName, exercisesPreview, exercisesText } from "../../web/workout/routines/routine-text";

const at = Date.UTC(2026, 10, 20, 18);
let n = 0;
const entry = (exercise: string, position: number, superset: string | null = null): WorkoutEntryJson => ({
  id: `00000000-0000-4000-8000-0000000001${String(n++).padStart(2, "0")}`,
  exercise,
  position,
  note: "",
  superset,
  updatedAt: at,
});
const all = () => true;
const routine = (exercises: RoutineJson["exercises"], name = "Push day"): RoutineJson => ({
  id: "r1",
  name,
  exercises,
  createdAt: at,
  updatedAt: at,
});

describe("what a routine keeps of a workout", () => {
  it("its exercises in the workout's order, each superset numbered in order of its first exercise", () => {
    const entries = [
      entry("cable-rope-pushdown", 4),
      entry("barbell-bench-press", 0),
      entry("dumbbell-fly", 1, "k2"),
      entry("push-up", 2, "k2"),
      entry("lateral-raise", 3, "k9"),
      entry("face-pull", 5, "k9"),
    ];
    expect(routineFromEntries(entries, all)).toEqual([
      { exercise: "barbell-bench-press", superset: null },
      { exercise: "dumbbell-fly", superset: 0 },
      { exercise: "push-up", superset: 0 },
      // A superset split by another exercise (an import, two devices) is kept whole where it starts.
      { exercise: "lateral-raise", superset: 1 },
      { exercise: "face-pull", superset: 1 },
      { exercise: "cable-rope-pushdown", superset: null },
    ]);
    expect(supersetsTogether(routineFromEntries(entries, all))).toBe(true);
  });

  it("leaves out what the member can no longer log, and a superset left with one exercise is none", () => {
    const entries = [entry("own-gone", 0, "k1"), entry("push-up", 1, "k1"), entry("goblet-squat", 2)];
    expect(routineFromEntries(entries, (slug) => slug !== "own-gone")).toEqual([
      { exercise: "push-up", superset: null },
      { exercise: "goblet-squat", superset: null },
    ]);
    expect(routineFromEntries(entries, () => false)).toEqual([]);
  });
});

describe("the superset rule", () => {
  const e = (superset: number | null) => ({ exercise: "push-up", superset });
  it("takes supersets of two or more side by side, and refuses one alone, split or used twice", () => {
    expect(supersetsTogether([e(null), e(0), e(0), e(0), e(1), e(1)])).toBe(true);
    expect(supersetsTogether([e(0)])).toBe(false);
    expect(supersetsTogether([e(0), e(0), e(1)])).toBe(false);
    expect(supersetsTogether([e(0), e(null), e(0)])).toBe(false);
    expect(supersetsTogether([e(0), e(0), e(1), e(1), e(0), e(0)])).toBe(false);
    expect(v.is(routineCreateSchema, { name: "A", exercises: [e(0), e(null), e(0)] })).toBe(false);
  });
});

describe("the editor's moves", () => {
  const ex = (exercise: string, superset: number | null = null) => ({ exercise, superset });
  const names = (list: { exercise: string; superset: number | null }[] | null) =>
    list?.map((e) => (e.superset === null ? e.exercise : `${e.exercise}${e.superset}`));
  // a, then the superset b+c, then d.
  const list = [ex("a"), ex("b", 0), ex("c", 0), ex("d")];

  it("swap partners inside a superset, move a superset whole at its edge, and step an exercise over a superset", () => {
    expect(names(moveInRoutine(list, 2, -1))).toEqual(["a", "c0", "b0", "d"]);
    expect(names(moveInRoutine(list, 1, -1))).toEqual(["b0", "c0", "a", "d"]);
    expect(names(moveInRoutine(list, 2, 1))).toEqual(["a", "d", "b0", "c0"]);
    expect(names(moveInRoutine(list, 3, -1))).toEqual(["a", "d", "b0", "c0"]);
    expect(names(moveInRoutine(list, 0, 1))).toEqual(["b0", "c0", "a", "d"]);
    expect(movesSuperset(list, 1, -1)).toBe(true);
    expect(movesSuperset(list, 1, 1)).toBe(false);
    expect(movesSuperset(list, 0, 1)).toBe(false);
  });

  it("keep a superset of three and adjacent supersets whole, and every result is a valid routine", () => {
    // a, the superset b+c+d, the superset e+f.
    const three = [ex("a"), ex("b", 0), ex("c", 0), ex("d", 0), ex("e", 1), ex("f", 1)];
    expect(names(moveInRoutine(three, 2, 1))).toEqual(["a", "b0", "d0", "c0", "e1", "f1"]);
    expect(names(moveInRoutine(three, 3, 1))).toEqual(["a", "e0", "f0", "b1", "c1", "d1"]);
    expect(names(moveInRoutine(three, 4, -1))).toEqual(["a", "e0", "f0", "b1", "c1", "d1"]);
    expect(names(removeFromRoutine(removeFromRoutine(three, 1), 1))).toEqual(["a", "d", "e0", "f0"]);
    for (const list of [three, [ex("a", 0), ex("b", 0)], [ex("a"), ex("b", 3), ex("c", 3), ex("d", 5), ex("e", 5), ex("f")]]) {
      list.forEach((_, i) => {
        for (const by of [-1, 1] as const) {
          const moved = moveInRoutine(list, i, by);
          if (moved) expect(supersetsTogether(moved), `${names(list)} ${i} ${by}`).toBe(true);
        }
        expect(supersetsTogether(removeFromRoutine(list, i))).toBe(true);
      });
    }
  });

  it("go nowhere past the ends", () => {
    expect(moveInRoutine(list, 0, -1)).toBeNull();
    expect(moveInRoutine(list, 3, 1)).toBeNull();
    expect(moveInRoutine([ex("b", 0), ex("c", 0)], 0, -1)).toBeNull();
    expect(moveInRoutine([ex("b", 0), ex("c", 0)], 1, 1)).toBeNull();
  });

  it("leave a superset of one no superset when its partner is removed, and number supersets in order", () => {
    expect(names(removeFromRoutine(list, 1))).toEqual(["a", "c", "d"]);
    expect(names(tidySupersets([ex("a", 4), ex("b", 4), ex("c", 1), ex("d", 1), ex("e", 7)]))).toEqual([
      "a0",
      "b0",
      "c1",
      "d1",
      "e",
    ]);
    expect([...supersetLetters([ex("a", 3), ex("b", 3), ex("c"), ex("d", 0), ex("e", 0)])]).toEqual([
      [3, "A"],
      [0, "B"],
    ]);
  });
});

describe("the editor's pairing", () => {
  const ex = (exercise: string, superset: number | null = null) => ({ exercise, superset });
  const names = (list: { exercise: string; superset: number | null }[]) =>
    list.map((e) => (e.superset === null ? e.exercise : `${e.exercise}${e.superset}`));

  it("pairs two exercises on their own, the picked one moved to follow its partner", () => {
    const list = [ex("a"), ex("b"), ex("c"), ex("d")];
    expect(names(pairInRoutine(list, 0, 2))).toEqual(["b", "c0", "a0", "d"]);
    expect(names(pairInRoutine(list, 3, 1))).toEqual(["a", "b0", "d0", "c"]);
    expect(names(pairInRoutine(list, 1, 2))).toEqual(["a", "c0", "b0", "d"]);
  });

  it("adds to a superset after its last exercise, and a superset left with one is none", () => {
    const list = [ex("a", 0), ex("b", 0), ex("c"), ex("d", 1), ex("e", 1)];
    expect(names(pairInRoutine(list, 2, 0))).toEqual(["a0", "b0", "c0", "d1", "e1"]);
    expect(names(pairInRoutine(list, 4, 0))).toEqual(["a0", "b0", "e0", "c", "d"]);
    expect(names(pairInRoutine(list, 0, 3))).toEqual(["b", "c", "d0", "e0", "a0"]);
  });

  it("takes an exercise out where it stands when it is first, else after the superset's last", () => {
    const three = [ex("a"), ex("b", 0), ex("c", 0), ex("d", 0), ex("e")];
    expect(names(unpairInRoutine(three, 1))).toEqual(["a", "b", "c0", "d0", "e"]);
    expect(names(unpairInRoutine(three, 2))).toEqual(["a", "b0", "d0", "c", "e"]);
    expect(names(unpairInRoutine(three, 3))).toEqual(["a", "b0", "c0", "d", "e"]);
    expect(names(unpairInRoutine([ex("a", 0), ex("b", 0)], 1))).toEqual(["a", "b"]);
    expect(names(unpairInRoutine(three, 0))).toEqual(names(three));
  });

  it("always gives a valid routine", () => {
    const lists = [
      [ex("a"), ex("b")],
      [ex("a"), ex("b", 0), ex("c", 0), ex("d", 0), ex("e", 1), ex("f", 1)],
      [ex("a", 3), ex("b", 3), ex("c"), ex("d", 5), ex("e", 5), ex("f")],
    ];
    for (const list of lists)
      list.forEach((_, i) => {
        expect(supersetsTogether(unpairInRoutine(list, i)), `${names(list)} out ${i}`).toBe(true);
        list.forEach((_, j) => {
          if (i === j || (list[i]!.superset !== null && list[i]!.superset === list[j]!.superset)) return;
          const paired = pairInRoutine(list, i, j);
          expect(supersetsTogether(paired), `${names(list)} ${i} with ${j}`).toBe(true);
          expect(paired[paired.findIndex((e) => e.exercise === list[i]!.exercise)]!.superset).not.toBeNull();
          expect([...paired].map((e) => e.exercise).sort()).toEqual(list.map((e) => e.exercise).sort());
        });
      });
  });
});

describe("a routine started", () => {
  it("opens an empty workout today under its name, its exercises in order, each superset under one new key", () => {
    const changes = routineChanges(
      "2026-11-20",
      routine([
        { exercise: "barbell-bench-press", superset: null },
        { exercise: "dumbbell-fly", superset: 3 },
        { exercise: "push-up", superset: 3 },
      ]),
      all,
      at,
    );
    expect(v.is(syncSchema, { changes })).toBe(true);
    const [session, ...entries] = changes;
    expect(session).toMatchObject({
      type: "session",
      date: "2026-11-20",
      name: "Push day",
      source: "free",
      weekday: null,
      status: "active",
      startedAt: at,
    });
    expect(entries.map((c) => c.type === "entry" && [c.exercise, c.position, c.sessionId === session!.id])).toEqual([
      ["barbell-bench-press", 0, true],
      ["dumbbell-fly", 1, true],
      ["push-up", 2, true],
    ]);
    const keys = entries.map((c) => (c.type === "entry" ? c.superset : undefined));
    expect(keys[0]).toBeNull();
    expect(keys[1]).toEqual(expect.any(String));
    expect(keys[2]).toBe(keys[1]);
    // Started again, the superset gets a key of its own: two workouts never share one.
    const again = routineChanges(
      "2026-11-21",
      routine([
        { exercise: "dumbbell-fly", superset: 3 },
        { exercise: "push-up", superset: 3 },
      ]),
      all,
      at,
    );
    expect(again[1]!.type === "entry" && again[1]!.superset).not.toBe(keys[1]);
  });

  it("leaves out an exercise removed since, and its partner is on its own", () => {
    const exercises = [
      { exercise: "own-00000000-0000-4000-8000-000000000abc", superset: 0 },
      { exercise: "push-up", superset: 0 },
      { exercise: "goblet-squat", superset: null },
    ];
    expect(routineToStart(exercises, (slug) => !slug.startsWith("own-"))).toEqual([
      { exercise: "push-up", superset: null },
      { exercise: "goblet-squat", superset: null },
    ]);
    const changes = routineChanges("2026-11-20", routine(exercises), (slug) => !slug.startsWith("own-"), at);
    expect(changes.slice(1).map((c) => c.type === "entry" && [c.exercise, c.position, c.superset])).toEqual([
      ["push-up", 0, null],
      ["goblet-squat", 1, null],
    ]);
  });
});

describe("a routine's card", () => {
  const name = (slug: string) =>
    ({ a: "Bench press", b: "Fly", c: "Push-up", d: "Dip", e: "Row", f: "Curl", g: "Squat" })[slug] ?? slug;
  const ex = (slug: string, superset: number | null = null) => ({ exercise: slug, superset });

  it("names its exercises in order, a superset's joined, and cuts the rest short", () => {
    switchLocale("en");
    expect(exercisesText(1)).toBe("1 exercise");
    expect(exercisesText(7)).toBe("7 exercises");
    expect(exercisesPreview([ex("a"), ex("b", 0), ex("c", 0), ex("d")], name)).toBe("Bench press · Fly + Push-up · Dip");
    expect(exercisesPreview([ex("a"), ex("b"), ex("c"), ex("d"), ex("e")], name)).toBe("Bench press · Fly · Push-up · Dip · Row");
    expect(exercisesPreview([ex("a"), ex("b"), ex("c"), ex("d"), ex("e"), ex("f"), ex("g")], name)).toBe(
      "Bench press · Fly · Push-up · Dip +3 more",
    );
    // "+N more" counts exercises, and a superset is not cut.
    expect(exercisesPreview([ex("a"), ex("b", 0), ex("c", 0), ex("d"), ex("e", 1), ex("f", 1), ex("g")], name)).toBe(
      "Bench press · Fly + Push-up · Dip +3 more",
    );
  });

  it("names a copy after the original, cut to fit a name's 80 characters", () => {
    switchLocale("en");
    expect(copyName("Push day")).toBe("Push day (copy)");
    const long = `${"Upper body, heavy ".repeat(4)}pressing`;
    expect(long.length).toBe(80);
    expect(copyName(long)).toHaveLength(80);
    expect(copyName(long)).toMatch(/^Upper body, heavy .+ \(copy\)$/);
    switchLocale("ru");
    expect(copyName("Ноги")).toBe("Ноги (копия)");
    switchLocale("en");
  });

  it("reads in Russian with its plural forms", () => {
    switchLocale("ru");
    expect([1, 3, 5, 21].map((count) => exercisesText(count))).toEqual([
      "1 упражнение",
      "3 упражнения",
      "5 упражнений",
      "21 упражнение",
    ]);
    expect(exercisesPreview([ex("a"), ex("b"), ex("c"), ex("d"), ex("e"), ex("f")], name)).toBe(
      "Bench press · Fly · Push-up · Dip и ещё 2",
    );
    switchLocale("en");
  });
});

describe("the routine a workout was started from, on this device", () => {
  it("is remembered per member, forgotten when answered, and only for the latest 20 workouts", () => {
    localStorage.removeItem("forma_routine_starts");
    rememberStart("m1", "s1", "r1");
    rememberStart("m2", "s2", "r2");
    expect(startedFrom("m1", "s1")).toBe("r1");
    // Another member's workout on a shared device is not this member's.
    expect(startedFrom("m1", "s2")).toBeNull();
    forgetStart("s1");
    expect(startedFrom("m1", "s1")).toBeNull();
    for (let i = 0; i < 25; i++) rememberStart("m1", `w${i}`, "r1");
    expect(startedFrom("m1", "w4")).toBeNull();
    expect(startedFrom("m1", "w5")).toBe("r1");
    expect(startedFrom("m1", "w24")).toBe("r1");
    // What another version left there is read as nothing, not as an error.
    localStorage.setItem("forma_routine_starts", "{oops");
    expect(startedFrom("m1", "w24")).toBeNull();
    rememberStart("m1", "s3", "r3");
    expect(startedFrom("m1", "s3")).toBe("r3");
  });
});
