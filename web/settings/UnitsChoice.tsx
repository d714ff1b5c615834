import * as m from "../../i18n/paraglide/messages.js";
import { UnitsToggle } from "../shared/units/UnitsToggle";

/** The units of every screen and every device of the member's: saved as they are chosen. */
export function UnitsChoice() {
  return (
    <div className="grid gap-2 border-t border-border pt-5">
      <UnitsToggle name="settings-units" className="sm:max-w-sm" testId="settings-units" />
      <p className="text-sm text-muted">{m.settings_units_lead()}</p>
    </div>
  );
}
