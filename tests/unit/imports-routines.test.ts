// Reading the routines of "Download my data" (workouts/routines.json): the superset letters back
// to numbers, an exercise the export could not name kept by its id, and what is refused by place.
import { describe, expect, it } from "vitest";
import { parseRoutines } from "../../core/imports/routines";

const ex = (exercise: string, superset: string | null = null, name: string | null = exercise) => ({ exercise, name, superset });
const routine = (id: string, exercises: unknown[], name = "Push day") => ({
  id,
  name,
  exercises,
  createdAt: "x",
  updatedAt: "y",
});

describe("the routines of our own download", () => {
  it("reads each routine's name, exercises in order and supersets, letters as numbers", () => {
    const read = parseRoutines(
      JSON.stringify([
        routine("r1", [ex("goblet-squat", "A"), ex("own-1", "A"), ex("push-up"), ex("dip", "B"), ex("row", "B")], "  Legs  day "),
        routine("r2", [ex("gone-from-library", null, null)]),
      ]),
    );
    expect(read.problems).toEqual([]);
    expect(read.routines).toEqual([
      {
        id: "r1",
        name: "Legs day",
        exercises: [
          { exercise: "goblet-squat", name: "goblet-squat", superset: 0 },
          { exercise: "own-1", name: "own-1", superset: 0 },
          { exercise: "push-up", name: "push-up", superset: null },
          { exercise: "dip", name: "dip", superset: 1 },
          { exercise: "row", name: "row", superset: 1 },
        ],
      },
      // The export names an exercise it does not know null: kept by its id for the worker to judge.
      { id: "r2", name: "Push day", exercises: [{ exercise: "gone-from-library", name: null, superset: null }] },
    ]);
  });

  it("refuses by place a routine it would not have written, and the whole file when it is not a list of at most 50", () => {
    const ok = routine("ok", [ex("push-up")]);
    const bad = [
      routine("a", [ex("push-up", "a")]),
      routine("b", [ex("push-up", "A"), ex("dip")]),
      routine(
        "c",
        Array.from({ length: 31 }, () => ex("push-up")),
      ),
      routine("d", []),
      routine("e", [ex("push-up", null, "")]),
      routine("f", [ex("Push Up!")]),
      { ...ok, id: 7 },
      ok,
    ];
    const read = parseRoutines(JSON.stringify([ok, ...bad]));
    expect(read.routines.map((r) => r.id)).toEqual(["ok"]);
    // The repeated "ok" is the last one's problem: the app writes each routine once.
    expect(read.problems).toEqual(bad.map((_, i) => ({ line: i + 2, code: "routine" })));
    for (const text of ["{}", "nope", JSON.stringify(Array.from({ length: 51 }, (_, i) => routine(`r${i}`, [ex("push-up")])))])
      expect(parseRoutines(text)).toEqual({ routines: [], problems: [{ line: 0, code: "routines_file" }] });
  });
});
