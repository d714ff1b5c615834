import type { LoggedSet } from "../../core/training/double-progression";
import { parseDecimal } from "../shared/forms/number";
import { weightFrom } from "../shared/units/units";
import type { SetContext } from "./set-fields";
import type { EntrySets } from "./use-entry-sets";

/** A row's weight in kg: what is typed in it, else its placeholder; null for neither. */
export function rowWeight(
  sets: EntrySets,
  index: number,
  hints: readonly LoggedSet[],
  ctx: Pick<SetContext, "units">,
): number | null {
  const typed = parseDecimal(sets.draft(sets.slots[index]!.key)?.weight ?? "");
  if (typed !== null && !Number.isNaN(typed)) return weightFrom(typed, ctx.units);
  return hints[index]?.weight || null;
}
