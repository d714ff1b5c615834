import { useState } from "react";
import { cmToFeetInches, feetInchesToCm } from "../../../core/formulas/units";
import { FieldError } from "../forms/FieldError";
import { parseDecimal, toFieldText } from "../forms/number";
import { NumberInput, sameTyped } from "../forms/NumberInput";
import { formatNumber } from "../i18n/format";
import * as m from "../../../i18n/paraglide/messages.js";

/** A height in cm; null while nothing is typed, NaN when what is typed cannot be read. */
type Cm = number | null;

function texts(cm: Cm): [feet: string, inches: string] {
  if (cm === null || Number.isNaN(cm)) return ["", ""];
  const { feet, inches } = cmToFeetInches(cm);
  return [formatNumber(feet), toFieldText(inches, 1)];
}

/** The height two typed boxes mean: null while both are empty, NaN when one cannot be read. */
function typedCm(feet: string, inches: string): Cm {
  const f = parseDecimal(feet);
  const i = parseDecimal(inches);
  return f === null && i === null ? null : feetInchesToCm(f ?? 0, i ?? 0);
}

/**
 * A height typed as feet plus inches, kept in cm: two boxes, one value (the calculators and the
 * body metrics in imperial). The texts follow a new height from outside (a reset, a profile) but
 * never rewrite what is being typed. `onLeave` runs when focus leaves both boxes.
 */
export function FeetInchesInput({
  id,
  legend,
  value,
  onChange,
  error,
  onLeave,
}: {
  id: string;
  legend: string;
  value: Cm;
  onChange: (cm: Cm) => void;
  error?: string;
  onLeave?: () => void;
}) {
  const [[feet, inches], setTexts] = useState(() => texts(value));
  // The shown inches are rounded, so texts already showing the value are left alone too.
  const shown = texts(value);
  if (!sameTyped(typedCm(feet, inches), value) && (feet !== shown[0] || inches !== shown[1])) setTexts(shown);
  const type = (nextFeet: string, nextInches: string) => {
    setTexts([nextFeet, nextInches]);
    onChange(typedCm(nextFeet, nextInches));
  };
  const errorId = `${id}-error`;
  return (
    <fieldset
      className="grid content-start gap-1"
      onBlur={(e) => {
        if (onLeave && !e.currentTarget.contains(e.relatedTarget)) onLeave();
      }}
    >
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        <NumberInput
          id={id}
          text={feet}
          onText={(t) => type(t, inches)}
          unit={m.calc_unit_ft()}
          ariaLabel={m.calc_height_feet()}
          invalid={!!error}
          describedBy={errorId}
          integer
        />
        <NumberInput
          id={`${id}-in`}
          text={inches}
          onText={(t) => type(feet, t)}
          unit={m.calc_unit_in()}
          ariaLabel={m.calc_height_inches()}
          invalid={!!error}
          describedBy={errorId}
        />
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
