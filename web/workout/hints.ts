// What each row's empty fields show (and take when checked): a work set (or one to failure)
// repeats the one done above it; the first takes today's suggestion, filled in from last time's
// set at the same place. A warm-up or a drop set repeats the one of its kind above it, else last
// time's at its place (a drop set is lighter than the set before it by design, so that set's
// numbers are no guess for it).
import type { LoggedSet, Suggestion } from "../../core/training/double-progression";
import type { LoggedSetJson } from "../../core/training/session";
import { previousLines, setPlaces, type KindedSet, type Line } from "../../core/training/set-kinds";
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
  const above: Record<Line, LoggedSet | null> = { warmup: null, straight: null, drop: null };
  return slots.map((slot, index) => {
    const set = slot.setId ? done.get(slot.setId) : undefined;
    const { line, at } = places[index]!;
    const prev = lines[line][at];
    let hint = above[line];
    if (!hint) {
      hint =
        line === "straight" && suggestion
          ? { weight: suggestion.weight ?? prev?.weight ?? null, reps: suggestion.reps ?? prev?.reps ?? null, seconds: suggestion.seconds ?? prev?.seconds ?? null }
          : prev
            ? values(prev)
            : none;
    }
    if (set) above[line] = values(set);
    return hint;
  });
}
