import { describe, expect, it } from "vitest";
import { matchExercise, normaliseName, suggestExercises } from "../../core/imports/names";
import { exercises } from "../../content/exercises";

// Exercise names of Strong's and Hevy's exports (their default exercises) find the library's
// exercise when the name clearly is it, and stay unmatched (with suggestions) when it could be
// another movement or the library has none.

/** Default names of Strong and Hevy → the library's exercise, or null where none is clearly it. */
const defaults: [string, string | null][] = [
  ["Bench Press (Barbell)", "barbell-bench-press"],
  ["Bench Press (Dumbbell)", "dumbbell-bench-press"],
  ["Incline Bench Press (Barbell)", "incline-barbell-bench-press"],
  ["Incline Bench Press (Dumbbell)", "incline-dumbbell-press"],
  ["Decline Bench Press (Barbell)", "decline-barbell-bench-press"],
  ["Bench Press - Close Grip (Barbell)", "close-grip-bench-press"],
  ["Incline Bench Press (Smith Machine)", "smith-machine-incline-press"],
  ["Chest Fly (Dumbbell)", "dumbbell-fly"],
  ["Incline Chest Fly (Dumbbell)", "incline-dumbbell-fly"],
  ["Chest Press (Machine)", "machine-chest-press"],
  ["Butterfly (Pec Deck)", "pec-deck-fly"],
  ["Cable Fly Crossovers", "cable-crossover"],
  ["Chest Dip", "chest-dip"],
  ["Chest Dip (Weighted)", "weighted-chest-dip"],
  ["Push Up", "push-up"],
  ["Diamond Push Up", "diamond-push-up"],
  ["Incline Push Ups", "incline-push-up"],
  ["Squat (Barbell)", "barbell-back-squat"],
  ["Front Squat (Barbell)", "barbell-front-squat"],
  ["Squat (Bodyweight)", "bodyweight-squat"],
  ["Goblet Squat (Kettlebell)", "goblet-squat"],
  ["Hack Squat (Machine)", "machine-hack-squat"],
  ["Leg Press", "leg-press"],
  ["Leg Press (Machine)", "leg-press"],
  ["Leg Extension (Machine)", "leg-extension"],
  ["Lying Leg Curl (Machine)", "lying-leg-curl"],
  ["Standing Calf Raise (Machine)", "standing-calf-raise"],
  ["Seated Calf Raise", "seated-calf-raise"],
  ["Bulgarian Split Squat", "bulgarian-split-squat"],
  ["Walking Lunge (Dumbbell)", "dumbbell-walking-lunge"],
  ["Deadlift (Barbell)", "conventional-deadlift"],
  ["Romanian Deadlift (Barbell)", "barbell-romanian-deadlift"],
  ["Sumo Deadlift", "sumo-deadlift"],
  ["Hip Thrust (Barbell)", "barbell-hip-thrust"],
  ["Good Morning (Barbell)", "barbell-good-morning"],
  ["Pull Up", "pull-up"],
  ["Pull Up (Weighted)", "weighted-pull-up"],
  ["Pull Up (Band)", "band-assisted-pull-up"],
  ["Chin Up", "chin-up"],
  ["Lat Pulldown (Cable)", "lat-pulldown"],
  ["Reverse Grip Lat Pulldown (Cable)", "reverse-grip-lat-pulldown"],
  ["Seated Cable Row - V Grip (Cable)", "seated-cable-row"],
  ["Bent Over Row (Barbell)", "bent-over-barbell-row"],
  ["Pendlay Row (Barbell)", "pendlay-row"],
  ["T Bar Row", "t-bar-row"],
  ["Dumbbell Row", "one-arm-dumbbell-row"],
  ["Face Pull (Cable)", "face-pull"],
  ["Back Extension (Hyperextension)", "roman-chair-back-extension"],
  ["Overhead Press (Barbell)", "barbell-overhead-press"],
  ["Standing Military Press (Barbell)", "barbell-overhead-press"],
  ["Overhead Press (Dumbbell)", "seated-dumbbell-shoulder-press"],
  ["Shoulder Press (Dumbbell)", "seated-dumbbell-shoulder-press"],
  ["Seated Shoulder Press (Machine)", "machine-shoulder-press"],
  ["Arnold Press (Dumbbell)", "arnold-press"],
  ["Lateral Raise (Dumbbell)", "dumbbell-lateral-raise"],
  ["Lateral Raise (Cable)", "cable-lateral-raise"],
  ["Single Arm Lateral Raise (Cable)", "cable-lateral-raise"],
  ["Front Raise (Dumbbell)", "dumbbell-front-raise"],
  ["Reverse Fly (Cable)", "cable-rear-delt-fly"],
  ["Rear Delt Reverse Fly (Machine)", "reverse-pec-deck"],
  ["Shrug (Barbell)", "barbell-shrug"],
  ["Upright Row (Barbell)", "barbell-upright-row"],
  ["Bicep Curl (Barbell)", "barbell-curl"],
  ["Bicep Curl (Dumbbell)", "alternating-dumbbell-curl"],
  ["Bicep Curl (Cable)", "cable-straight-bar-curl"],
  ["EZ Bar Biceps Curl", "ez-bar-curl"],
  ["Hammer Curl (Dumbbell)", "dumbbell-hammer-curl"],
  ["Concentration Curl", "dumbbell-concentration-curl"],
  ["Seated Incline Curl (Dumbbell)", "incline-dumbbell-curl"],
  ["Triceps Pushdown (Cable - Straight Bar)", "cable-straight-bar-pushdown"],
  ["Triceps Rope Pushdown", "cable-rope-pushdown"],
  ["Triceps Pressdown", "cable-straight-bar-pushdown"],
  ["Overhead Triceps Extension (Cable)", "cable-overhead-triceps-extension"],
  ["Plank", "front-plank"],
  ["Side Plank", "side-plank"],
  ["Hanging Leg Raise", "hanging-leg-raise"],
  ["Cable Crunch", "kneeling-cable-crunch"],
  ["Bicycle Crunch", "bicycle-crunch"],
  ["Ab Wheel", "ab-wheel-rollout"],
  ["V Up", "v-up"],
  ["Toes to Bar", "toes-to-bar"],
  ["Kettlebell Swing", "kettlebell-swing"],
  ["Farmers Walk", "farmers-carry"],
  // Not clearly one of the library's: another movement, another tool, or none like it.
  ["Romanian Deadlift (Dumbbell)", null],
  ["Deadlift (Trap bar)", null],
  ["Squat (Dumbbell)", null],
  ["Bench Press (Smith Machine)", null],
  ["Seated Leg Curl (Machine)", null],
  ["Hip Abduction (Machine)", null],
  ["Lat Pulldown (Machine)", null],
  ["Bent Over Row (Dumbbell)", null],
  ["Triceps Extension (Dumbbell)", null],
  ["Chin Up (Assisted)", null],
  ["Wide Pull Up", null],
  ["21s Bicep Curl", null],
  ["Running", null],
  ["Rowing Machine", null],
  ["Burpee", null],
];

describe("a default exercise name of Strong or Hevy", () => {
  const slugs = new Set(exercises.map((e) => e.slug));

  it("names exercises the library has", () => {
    const missing = defaults.filter(([, slug]) => slug !== null && !slugs.has(slug));
    expect(missing).toEqual([]);
    expect(defaults.length).toBeGreaterThanOrEqual(40);
  });

  it.each(defaults)("%s → %s", (name, slug) => {
    expect(matchExercise(name, exercises)).toBe(slug);
  });
});

describe("matching reads a name's words, not its spelling", () => {
  it("whatever the order, brackets, hyphens, case, plural and abbreviations", () => {
    for (const name of ["pull-up", "PULLUPS", "Pull ups", "pull up (bodyweight)"]) expect(matchExercise(name, exercises), name).toBe("pull-up");
    for (const name of ["Barbell Bench Press", "bench press - barbell", "BB bench press"]) expect(matchExercise(name, exercises), name).toBe("barbell-bench-press");
    expect(matchExercise("DB Lateral Raises", exercises)).toBe("dumbbell-lateral-raise");
    expect(matchExercise("Incline Dumbbell Flyes", exercises)).toBe("incline-dumbbell-fly");
  });

  it("and an empty name or one of no words matches nothing", () => {
    expect(matchExercise("", exercises)).toBeNull();
    expect(matchExercise(" - ( ) ", exercises)).toBeNull();
    expect(suggestExercises("", exercises)).toEqual([]);
  });
});

describe("a name left unmatched", () => {
  it("gets the library's exercises most like it, best first", () => {
    expect(suggestExercises("Romanian Deadlift (Dumbbell)", exercises)).toContain("barbell-romanian-deadlift");
    expect(suggestExercises("Seated Leg Curl (Machine)", exercises)[0]).toBe("lying-leg-curl");
    expect(suggestExercises("Squat (Smith Machine)", exercises, 5)).toContain("barbell-back-squat");
    expect(suggestExercises("Bench Press (Smith Machine)", exercises, 2)).toHaveLength(2);
  });

  it("and none when it shares no word with any but its equipment", () => {
    expect(suggestExercises("Burpee", exercises)).toEqual([]);
    expect(suggestExercises("Rowing (Machine)", exercises)).toEqual([]);
  });
});

describe("the name remembered for next time", () => {
  it("is the file's name trimmed, with spaces collapsed, in lowercase", () => {
    expect(normaliseName("  Bench Press   (Barbell) ")).toBe("bench press (barbell)");
    expect(normaliseName("Жим ЛЁЖА")).toBe("жим лёжа");
    expect(normaliseName("Squat (Barbell)")).toBe(normaliseName("squat  (barbell)"));
  });
});
