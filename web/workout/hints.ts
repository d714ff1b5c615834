// What each row's empty fields show (and take when checked): a work set repeats the work set
// done above it; the first takes today's suggestion, filled in from last time's set at the same
// place; a warm-up repeats the warm-up above it.
import type { LoggedSet, Suggestion } from "../../core/training/double-progression";
import type { LoggedSetJson } from "../../core/training/session";
import type { Slot } from "./rows";

const none: LoggedSet = { weight: null, reps: null, seconds: null };
const values = ({ weight, reps, seconds }: LoggedSet): LoggedSet => ({ weight, reps, seconds });

export function rowHints(
  slots: readonly Slot[],
  done: ReadonlyMap<string, LoggedSetJson>,
  suggestion: Suggestion | null,
  previous: readonly LoggedSet[],
): LoggedSet[] {
  let work = 0;
  let lastWork: LoggedSet | null = null;
  let lastWarmup: LoggedSet | null = null;
  return slots.map((slot) => {
    const set = slot.setId ? done.get(slot.setId) : undefined;
    if (slot.kind === "warmup") {
      const hint = lastWarmup ?? none;
      if (set) lastWarmup = values(set);
      return hint;
    }
    const prev = previous[work++];
    let hint: LoggedSet = lastWork ?? none;
    if (!lastWork) {
      hint = suggestion
        ? { weight: suggestion.weight ?? prev?.weight ?? null, reps: suggestion.reps ?? prev?.reps ?? null, seconds: suggestion.seconds ?? prev?.seconds ?? null }
        : prev
          ? values(prev)
          : none;
    }
    if (set) lastWork = values(set);
    return hint;
  });
}
