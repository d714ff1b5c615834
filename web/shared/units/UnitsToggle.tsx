import * as m from "../../../i18n/paraglide/messages.js";
import { Segmented } from "../ui/Segmented";
import { useChooseUnits } from "./account-units";
import { useUnits, type UnitSystem } from "./units";

/**
 * Metric or imperial for every weight and measurement: remembered on this device, and a member's
 * with the account (the calculators' screen, Settings).
 */
export function UnitsToggle(props: {
  name: string;
  legendHidden?: boolean;
  className?: string;
  testId: string;
  /** A form's own units and choice (useUnitsWhileEditing), when they may lag the device's. */
  value?: UnitSystem;
  onChange?: (next: UnitSystem) => void;
}) {
  const device = useUnits();
  const chooseDevice = useChooseUnits();
  const units = props.value ?? device;
  const chooseUnits = props.onChange ?? chooseDevice;
  return (
    <Segmented
      name={props.name}
      legend={m.calc_units()}
      legendHidden={props.legendHidden}
      options={[
        { value: "metric", label: m.calc_units_metric() },
        { value: "imperial", label: m.calc_units_imperial() },
      ]}
      value={units}
      onChange={chooseUnits}
      className={props.className}
      testId={props.testId}
    />
  );
}
