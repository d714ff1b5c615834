// A set's kind as stored: `kind` (warm-up or work) and, for a work set, its `variant` (decision
// 0067). SQL that counts work sets (volume, the history's set counts, records) reads `kind = 'work'`
// and so takes drop and failure sets in, as it should.
import type { SetKind } from "../../core/training/set-kinds";
import type { WorkoutSet } from "../db/schema";

type Stored = Pick<WorkoutSet, "kind" | "variant">;

export function storedKind(kind: SetKind): Stored {
  if (kind === "warmup" || kind === "work") return { kind, variant: null };
  return { kind: "work", variant: kind };
}

/** An unknown variant (a later version's) reads as a straight work set. */
export function setKindOf(s: Stored): SetKind {
  if (s.kind === "warmup") return "warmup";
  return s.variant === "drop" || s.variant === "failure" ? s.variant : "work";
}
