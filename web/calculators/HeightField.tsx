import { useState } from "react";
import { cmToFeetInches, feetInchesToCm } from "../../core/formulas/units";
import { parseDecimal } from "../shared/forms/number";
import { FieldError } from "../shared/forms/FieldError";
import { formatNumber } from "../shared/i18n/format";
import * as m from "../../i18n/paraglide/messages.js";
import type { Typed } from "./details";
import { toFieldText } from "./format";
import { calcLimits } from "./limits";
import { fieldError } from "../shared/units/limits";
import { MeasureField } from "./MeasureField";
import { NumberInput, sameTyped } from "./NumberField";
import type { UnitSystem } from "../shared/units/units";

type Props = { id: string; units: UnitSystem; value: Typed; onChange: (cm: Typed) => void };

/** Height: centimetres, or feet plus inches in imperial. */
export function HeightField(props: Props) {
  if (props.units === "metric") {
    return <MeasureField {...props} kind="length" label={m.calc_field_height()} limits={calcLimits.height} />;
  }
  return <FeetInchesField {...props} />;
}

function texts(cm: Typed): [feet: string, inches: string] {
  if (cm === null || Number.isNaN(cm)) return ["", ""];
  const { feet, inches } = cmToFeetInches(cm);
  return [formatNumber(feet), toFieldText(inches, 1)];
}

/** The height two typed boxes mean: null while both are empty, NaN when one cannot be read. */
function typedCm(feet: string, inches: string): Typed {
  const f = parseDecimal(feet);
  const i = parseDecimal(inches);
  return f === null && i === null ? null : feetInchesToCm(f ?? 0, i ?? 0);
}

/** Two boxes, one value: the field keeps both texts and tells the page the height in cm. */
function FeetInchesField({ id, units, value, onChange }: Props) {
  const [[feet, inches], setTexts] = useState(() => texts(value));
  // A new height from outside (profile reset) no longer matches the texts: show it. The shown
  // inches are rounded, so texts already showing the value are left alone too.
  const shown = texts(value);
  if (!sameTyped(typedCm(feet, inches), value) && (feet !== shown[0] || inches !== shown[1])) setTexts(shown);
  const type = (nextFeet: string, nextInches: string) => {
    setTexts([nextFeet, nextInches]);
    onChange(typedCm(nextFeet, nextInches));
  };
  const error = fieldError(value, calcLimits.height, "height", units);
  const errorId = `${id}-error`;
  return (
    <fieldset className="grid content-start gap-1" aria-describedby={errorId}>
      <legend className="mb-1 text-sm font-medium">{m.calc_field_height()}</legend>
      <div className="grid grid-cols-2 gap-2">
        <NumberInput
          id={id}
          text={feet}
          onText={(t) => type(t, inches)}
          unit={m.calc_unit_ft()}
          ariaLabel={m.calc_height_feet()}
          invalid={!!error}
          integer
        />
        <NumberInput
          id={`${id}-in`}
          text={inches}
          onText={(t) => type(feet, t)}
          unit={m.calc_unit_in()}
          ariaLabel={m.calc_height_inches()}
          invalid={!!error}
        />
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
