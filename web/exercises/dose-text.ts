import type { Dose } from "../../core/training/dose";
import * as m from "../paraglide/messages.js";

/** "4 sets × 5–8 reps, rest 150 s" or "3 sets × 40 s, rest 45 s": a dose as the exercise page writes it. */
export function doseText(d: Dose): string {
  const amount = d.reps
    ? m.exercise_sets_reps({ sets: String(d.sets), min: String(d.reps[0]), max: String(d.reps[1]) })
    : m.exercise_sets_seconds({ sets: String(d.sets), seconds: String(d.seconds ?? 0) });
  return `${amount}, ${m.exercise_rest({ seconds: String(d.restSeconds) })}`;
}
