import * as m from "../../i18n/paraglide/messages.js";
import type { Typed } from "./details";
import { calcLimits } from "./limits";
import { fieldError } from "../shared/units/limits";
import { FeetInchesInput } from "../shared/units/FeetInchesInput";
import { MeasureField } from "./MeasureField";
import type { UnitSystem } from "../shared/units/units";

type Props = { id: string; units: UnitSystem; value: Typed; onChange: (cm: Typed) => void };

/** Height: centimetres, or feet plus inches in imperial. */
export function HeightField(props: Props) {
  if (props.units === "metric") {
    return <MeasureField {...props} kind="length" label={m.calc_field_height()} limits={calcLimits.height} />;
  }
  return (
    <FeetInchesInput
      id={props.id}
      legend={m.calc_field_height()}
      value={props.value}
      onChange={props.onChange}
      error={fieldError(props.value, calcLimits.height, "height", props.units)}
    />
  );
}
