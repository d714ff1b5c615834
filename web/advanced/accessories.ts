import type { Lift } from "../../core/formulas/strength-levels";

/** Library exercises that build each lift's weak points (a test checks that they exist). */
export const accessories: Record<Lift, string[]> = {
  squat: ["bulgarian-split-squat", "barbell-front-squat", "leg-press", "barbell-good-morning"],
  bench: ["close-grip-bench-press", "dumbbell-bench-press", "weighted-chest-dip", "incline-dumbbell-press"],
  deadlift: ["barbell-romanian-deadlift", "barbell-hip-thrust", "bent-over-barbell-row", "rack-pull"],
  overhead_press: ["seated-dumbbell-shoulder-press", "push-press", "dumbbell-lateral-raise", "cable-overhead-triceps-extension"],
  pull_up: ["lat-pulldown", "negative-pull-up", "chest-supported-dumbbell-row", "dumbbell-hammer-curl"],
};
