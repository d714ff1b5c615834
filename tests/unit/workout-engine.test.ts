import { describe, expect, it } from "vitest";
import { exercises } from "../../content/exercises/index";
import { type Equipment, muscleGroups } from "../../core/training/exercise";
import { goals } from "../../core/plans";
import { generateWorkoutPlan } from "../../core/training/generate-workout";
import { canDo } from "../../core/training/pick-exercises";
import { blockFor, blockWeekOn, setsInWeek } from "../../core/training/progression";
import { type Tier, type Weekday, type WorkoutInputs, type WorkoutPlan, tiers, weekdays } from "../../core/training/workout-plan";

const equipmentSets: Record<string, Equipment[]> = {
  gym: ["barbell", "dumbbell", "bench", "cable", "machine", "smith_machine", "ez_bar", "pullup_bar", "dip_bars", "band", "kettlebell"],
  dumbbells: ["dumbbell", "bench"],
  bar: ["pullup_bar"],
  bands: ["band"],
  none: [],
};

/** Every set of 2 to 6 weekdays: 119 schedules. */
function* schedules(): Generator<Weekday[]> {
  for (let mask = 0; mask < 1 << 7; mask++) {
    const days = weekdays.filter((_, i) => mask & (1 << i));
    if (days.length >= 2 && days.length <= 6) yield days;
  }
}

const base: WorkoutInputs = { sex: "female", age: 30, weightKg: 65, goal: "MAINTAIN", tier: "popular", weekdays: ["MONDAY", "WEDNESDAY", "FRIDAY"], equipment: equipmentSets.gym!, variant: 0 };
const plan = (over: Partial<WorkoutInputs>) => generateWorkoutPlan({ ...base, ...over }, exercises);
const bySlug = new Map(exercises.map((e) => [e.slug, e]));
const dayIndex = (d: Weekday) => weekdays.indexOf(d);

/** Checks the engine's rules on one plan; returns a description of the first broken rule. */
function broken(p: WorkoutPlan): string | null {
  const { inputs } = p;
  if (p.week.map((d) => d.weekday).join() !== weekdays.join()) return "week is not MONDAY..SUNDAY";
  const training = p.week.filter((d) => d.type !== null);
  if (training.map((d) => d.weekday).join() !== [...inputs.weekdays].sort((a, b) => dayIndex(a) - dayIndex(b)).join()) return "training days differ from the chosen weekdays";
  if (p.week.some((d) => d.type === null && d.exercises.length > 0)) return "exercises on a rest day";
  const equipment = new Set(inputs.equipment);
  for (const day of training) {
    if (day.exercises.length < 3) return `${day.weekday} has fewer than 3 exercises`;
    if (new Set(day.exercises.map((e) => e.slug)).size !== day.exercises.length) return `${day.weekday} repeats an exercise`;
    for (const e of day.exercises) {
      const ex = bySlug.get(e.slug)!;
      if (!canDo(ex, equipment)) return `${e.slug} needs equipment the member lacks`;
      if (e.sets < 1 || e.sets > 5 || e.restSeconds < 15 || e.restSeconds > 180) return `${e.slug} dose out of range`;
      if (ex.measure === "reps" ? !e.reps || e.reps[0] > e.reps[1] : !e.seconds) return `${e.slug} lacks reps or seconds`;
    }
  }
  for (const group of muscleGroups) {
    if (p.uncovered.includes(group)) continue;
    const days = training.filter((d) => d.exercises.some((e) => e.group === group));
    const needed = training.length >= 3 ? 2 : 1;
    if (days.length < needed) return `${group} trained on ${days.length} days`;
    const hard = days.filter((d) => d.exercises.some((e) => e.group === group && e.intensity === "hard"));
    if (hard.length === 0) return `${group} never trained hard`;
    for (const a of hard) {
      for (const b of hard) {
        if ((dayIndex(b.weekday) - dayIndex(a.weekday) + 7) % 7 === 1) return `${group} hard on ${a.weekday} and ${b.weekday}`;
      }
    }
  }
  return null;
}

describe("workout plan engine", () => {
  it("keeps every rule for every schedule, tier, goal and set of equipment", () => {
    let count = 0;
    for (const days of schedules())
      for (const tier of tiers)
        for (const goal of goals)
          for (const equipment of Object.values(equipmentSets)) {
            const p = plan({ weekdays: days, tier, goal, equipment });
            const problem = broken(p);
            if (problem) throw new Error(`${tier} ${goal} [${equipment.join(",")}] on ${days.join(",")}: ${problem}`);
            count++;
          }
    expect(count).toBe(119 * 3 * 3 * 5);
  });

  it("gives the same plan for the same inputs and another selection for another variant", () => {
    const inputs = { weekdays: ["MONDAY", "TUESDAY", "THURSDAY", "FRIDAY"] as Weekday[], goal: "GAIN_MUSCLE" as const };
    expect(plan(inputs)).toEqual(plan(inputs));
    const slugs = (p: WorkoutPlan) => p.week.flatMap((d) => d.exercises.map((e) => e.slug));
    expect(slugs(plan({ ...inputs, variant: 1 }))).not.toEqual(slugs(plan(inputs)));
    expect(broken(plan({ ...inputs, variant: 1 }))).toBeNull();
  });

  it("picks the split for the number of days", () => {
    const types = (days: Weekday[]) => plan({ weekdays: days }).week.flatMap((d) => (d.type ? [d.type] : []));
    expect(types(["MONDAY", "THURSDAY"])).toEqual(["full_body", "full_body"]);
    expect(types(["MONDAY", "WEDNESDAY", "FRIDAY"])).toEqual(["full_body", "full_body", "full_body"]);
    expect(types(["MONDAY", "TUESDAY", "THURSDAY", "FRIDAY"])).toEqual(["upper", "lower", "upper", "lower"]);
    expect(new Set(types(weekdays.slice(0, 6)))).toEqual(new Set(["push_day", "pull_day", "leg_day"]));
    expect(new Set(types(weekdays.slice(0, 5)))).toEqual(new Set(["upper", "lower", "push_day", "pull_day", "leg_day"]));
  });

  it("makes the middle of three days in a row a light day of two sets", () => {
    const p = plan({ weekdays: ["MONDAY", "TUESDAY", "WEDNESDAY"] });
    const tuesday = p.week[1]!;
    expect(tuesday.exercises.every((e) => e.intensity === "light" && e.sets === 2)).toBe(true);
    expect(p.week[0]!.exercises.every((e) => e.intensity === "hard")).toBe(true);
    expect(p.week[2]!.exercises.every((e) => e.intensity === "hard")).toBe(true);
  });

  it("says which groups the equipment cannot train and trains the rest", () => {
    const bodyweight = plan({ equipment: [] });
    expect(bodyweight.uncovered).toEqual(["back"]);
    expect(bodyweight.week.some((d) => d.exercises.some((e) => e.group === "back"))).toBe(false);
    expect(plan({ equipment: ["pullup_bar"] }).uncovered).toEqual([]);
  });

  it("keeps beginners on beginner exercises and fewer sets, and gives advanced members more work", () => {
    const count = (tier: Tier) => plan({ tier }).week.reduce((n, d) => n + d.exercises.length, 0);
    const beginner = plan({ tier: "beginner" });
    for (const e of beginner.week.flatMap((d) => d.exercises)) {
      expect(bySlug.get(e.slug)!.level).toBe("beginner");
      expect(e.sets).toBeLessThanOrEqual(3);
    }
    expect(count("beginner")).toBeLessThan(count("popular"));
    expect(count("popular")).toBeLessThan(count("advanced"));
  });

  it("prefers the staple lifts when a gym is at hand", () => {
    const slugs = plan({ weekdays: ["MONDAY", "TUESDAY", "THURSDAY", "FRIDAY"] }).week.flatMap((d) => d.exercises.map((e) => e.slug));
    expect(slugs).not.toContain("jump-squat");
    expect(slugs).not.toContain("clap-push-up");
    expect(slugs.some((s) => ["barbell-back-squat", "goblet-squat", "leg-press"].includes(s))).toBe(true);
  });

  it("sets reps and rest by goal and adds rest and caps sets for older members", () => {
    const first = (p: WorkoutPlan) => p.week[0]!.exercises[0]!;
    expect(first(plan({ goal: "GAIN_MUSCLE" })).reps).toEqual([6, 10]);
    expect(first(plan({ goal: "LOSE_WEIGHT" })).reps).toEqual([8, 12]);
    expect(first(plan({ goal: "GAIN_MUSCLE", age: 55 })).restSeconds).toBe(150);
    expect(plan({ age: 70, goal: "GAIN_MUSCLE" }).week.flatMap((d) => d.exercises).every((e) => e.sets <= 3)).toBe(true);
  });

  it("throws for a schedule the API refuses", () => {
    expect(() => plan({ weekdays: ["MONDAY"] })).toThrow(RangeError);
    expect(() => plan({ weekdays: ["MONDAY", "MONDAY", "FRIDAY"] })).toThrow(RangeError);
    expect(() => plan({ weekdays: weekdays.slice() })).toThrow(RangeError);
  });
});

describe("progression block", () => {
  it("builds for longer before a deload the less trained the member is", () => {
    expect(blockFor("beginner", 30)).toHaveLength(6);
    expect(blockFor("popular", 30)).toHaveLength(5);
    expect(blockFor("advanced", 30)).toHaveLength(4);
    expect(blockFor("beginner", 55)).toHaveLength(4);
    const block = blockFor("popular", 30);
    expect(block.at(-1)).toMatchObject({ kind: "deload", setsFactor: 0.5, loadFactor: 0.9 });
    expect(block.slice(0, -1).every((w) => w.kind === "build" && w.setsFactor === 1)).toBe(true);
  });

  it("finds the block week of a date and halves the sets in the deload", () => {
    const block = blockFor("advanced", 30);
    expect(blockWeekOn(block, "2026-11-02", "2026-11-08").week).toBe(1);
    expect(blockWeekOn(block, "2026-11-02", "2026-11-23").kind).toBe("deload");
    expect(blockWeekOn(block, "2026-11-02", "2026-11-30").week).toBe(1);
    expect(setsInWeek(5, block[3]!)).toBe(3);
    expect(setsInWeek(1, block[3]!)).toBe(1);
  });
});
