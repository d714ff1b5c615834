// What the member did last time for a set, as the "Previous" column shows it, or "—" when there is nothing.
import type { LoggedSet } from "../../core/training/double-progression";
import type { UnitSystem } from "../shared/units/units";
import { setText } from "./set-text";

export function previousText(set: LoggedSet | undefined, units: UnitSystem, loaded: boolean): string {
  return set ? setText(set, units, loaded) : "—";
}
