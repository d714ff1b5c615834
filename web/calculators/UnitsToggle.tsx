import * as m from "../../i18n/paraglide/messages.js";
import { Segmented } from "../shared/ui/Segmented";
import { setUnits, type UnitSystem } from "../shared/units/units";

/** Metric or imperial for every field and result on the screen; remembered in this browser. */
export function UnitsToggle({ units }: { units: UnitSystem }) {
  return (
    <Segmented
      name="calc-units"
      legend={m.calc_units()}
      legendHidden
      options={[
        { value: "metric", label: m.calc_units_metric() },
        { value: "imperial", label: m.calc_units_imperial() },
      ]}
      value={units}
      onChange={setUnits}
      className="w-full sm:w-auto"
      testId="calc-units"
    />
  );
}
