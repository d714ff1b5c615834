// Strength levels by bodyweight multiple of the estimated one-rep max, per lift and sex. The
// thresholds follow the usual strength-standard tables (beginner: a few weeks of training,
// novice: several months, intermediate: one to two years, advanced: several years, elite:
// competitive strength); they are coaching guides, not competition records.
import type { Sex } from "./sex";

export const lifts = ["squat", "bench", "deadlift", "overhead_press", "pull_up"] as const;
export type Lift = (typeof lifts)[number];

export const strengthLevels = ["beginner", "novice", "intermediate", "advanced", "elite"] as const;
export type StrengthLevel = (typeof strengthLevels)[number];

/**
 * Bodyweight multiples at which each level starts (beginner starts at 0). For the pull-up the
 * load is bodyweight plus any added weight, so 1.0 is one clean bodyweight rep.
 */
export const levelThresholds: Record<Sex, Record<Lift, [novice: number, intermediate: number, advanced: number, elite: number]>> = {
  male: {
    squat: [1.0, 1.5, 2.0, 2.5],
    bench: [0.75, 1.0, 1.5, 1.9],
    deadlift: [1.25, 1.75, 2.25, 2.9],
    overhead_press: [0.5, 0.7, 0.95, 1.2],
    pull_up: [1.0, 1.25, 1.5, 1.8],
  },
  female: {
    squat: [0.75, 1.1, 1.5, 1.95],
    bench: [0.5, 0.7, 0.95, 1.25],
    deadlift: [1.0, 1.35, 1.8, 2.35],
    overhead_press: [0.35, 0.5, 0.65, 0.85],
    pull_up: [0.8, 1.0, 1.2, 1.45],
  },
};

export interface LiftLevel {
  level: StrengthLevel;
  /** One-rep max as a multiple of bodyweight. */
  ratio: number;
  /** 0…1 progress from this level's start to the next one's (1 at elite). */
  progress: number;
  /** One-rep max in kg where the next level starts, or null at elite. */
  nextAtKg: number | null;
}

export function liftLevel(sex: Sex, lift: Lift, bodyweight: number, oneRepMax: number): LiftLevel {
  const ratio = oneRepMax / bodyweight;
  const starts = [0, ...levelThresholds[sex][lift]];
  let i = 0;
  while (i < starts.length - 1 && ratio >= starts[i + 1]!) i++;
  const next = starts[i + 1];
  const progress = next === undefined ? 1 : (ratio - starts[i]!) / (next - starts[i]!);
  return { level: strengthLevels[i]!, ratio, progress, nextAtKg: next === undefined ? null : next * bodyweight };
}
