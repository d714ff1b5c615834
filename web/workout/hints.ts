// What each row's empty fields show (and take when checked): a work set (or one to failure)
// repeats the one done above it; the first takes today's suggestion, filled in from last time's
// set at the same place; a warm-up repeats the warm-up above it; a drop set the drop set above it,
// else last time's drop set at its place (a drop set is lighter than the set before it by design,
// so that set's numbers are no guess for it).
import type { LoggedSet, Suggestion } from "../../core/training/double-progression";
import type { LoggedSetJson } from "../../core/training/session";
import { previousLines, setPlaces, type KindedSet } from "../../core/training/set-kinds";
import type { Slot } from "./rows";

const none: LoggedSet = { weight: null, reps: null, seconds: null };
const values = ({ weight, reps, seconds }: LoggedSet): LoggedSet => ({ weight, reps, seconds });

export function rowHints(
  slots: readonly Slot[],
  done: ReadonlyMap<string, LoggedSetJson>,
  suggestion: Suggestion | null,
  previous: readonly KindedSet[],
): LoggedSet[] {
  const lines = previousLines(previous);
  const places = setPlaces(slots.map((s) => s.kind));
  let lastWork: LoggedSet | null = null;
  let lastWarmup: LoggedSet | null = null;
  let lastDrop: LoggedSet | null = null;
  return slots.map((slot, index) => {
    const set = slot.setId ? done.get(slot.setId) : undefined;
    const line = places[index]!.line;
    if (slot.kind === "warmup") {
      const hint = lastWarmup ?? none;
      if (set) lastWarmup = values(set);
      return hint;
    }
    if (slot.kind === "drop") {
      const prev = line === null ? undefined : lines.drop[line];
      const hint = lastDrop ?? (prev ? values(prev) : none);
      if (set) lastDrop = values(set);
      return hint;
    }
    const prev = line === null ? undefined : lines.straight[line];
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
