import type { ReactNode } from "react";
import type { Typed } from "./details";
import { lengthUnit, weightUnit } from "./format";
import { fieldError, type Limits } from "../shared/units/limits";
import { NumberField } from "./NumberField";
import { lengthFrom, lengthIn, weightFrom, weightIn, type UnitSystem } from "../shared/units/units";

const convert = (value: Typed, to: (n: number, units: UnitSystem) => number, units: UnitSystem): Typed =>
  value === null || Number.isNaN(value) ? value : to(value, units);

/**
 * A weight (kg or lb) or a tape measurement (cm or in): kept in metric, shown and typed in the
 * member's units, with the range error in those units.
 */
export function MeasureField(props: {
  id: string;
  label: string;
  kind: "weight" | "length";
  units: UnitSystem;
  /** kg or cm. */
  value: Typed;
  onChange: (metric: Typed) => void;
  limits: Limits;
  hint?: ReactNode;
}) {
  const { kind, units } = props;
  const toShown = kind === "weight" ? weightIn : lengthIn;
  const fromShown = kind === "weight" ? weightFrom : lengthFrom;
  return (
    <NumberField
      id={props.id}
      label={props.label}
      unit={kind === "weight" ? weightUnit(units) : lengthUnit(units)}
      value={convert(props.value, toShown, units)}
      onChange={(shown) => props.onChange(convert(shown, fromShown, units))}
      error={fieldError(props.value, props.limits, kind, units)}
      hint={props.hint}
    />
  );
}
