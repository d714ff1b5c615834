import { idealWeightRange } from "../../../core/formulas/body";
import { adultBmiApplies } from "../../../core/safety/health-context";
import { formatFixed } from "../../shared/i18n/format";
import * as m from "../../../i18n/paraglide/messages.js";
import { Badge, CalcCard, Need, Result } from "../CalcCard";
import { missing, type Usable } from "../details";
import { formatHeight, formatWeight, weightUnit } from "../format";
import { weightIn, type UnitSystem } from "../../shared/units/units";

/** The weights that give a healthy adult BMI at the member's height, and where their weight sits; under 18, a note instead. */
export function IdealWeightCard({ u, units }: { u: Usable; units: UnitSystem }) {
  const { heightCm, weightKg } = u;
  return (
    <CalcCard id="ideal-weight" title={m.calc_ideal_title()} about={m.calc_ideal_about()}>
      {heightCm === null ? (
        <Need id="ideal-weight" fields={missing(u, ["heightCm"])} />
      ) : !adultBmiApplies(u.age) ? (
        <p className="text-sm text-muted" data-testid="ideal-weight-minor-note">
          {m.bmi_minor_note()}
        </p>
      ) : (
        <IdealResult heightCm={heightCm} weightKg={weightKg} units={units} />
      )}
    </CalcCard>
  );
}

function IdealResult({ heightCm, weightKg, units }: { heightCm: number; weightKg: number | null; units: UnitSystem }) {
  const [low, high] = idealWeightRange(heightCm);
  const place =
    weightKg === null ? null : weightKg < low ? (
      <Badge tone="warn">{m.calc_ideal_below({ amount: formatWeight(low - weightKg, units) })}</Badge>
    ) : weightKg > high ? (
      <Badge tone="warn">{m.calc_ideal_above({ amount: formatWeight(weightKg - high, units) })}</Badge>
    ) : (
      <Badge tone="good">{m.calc_ideal_within()}</Badge>
    );
  return (
    <Result
      id="ideal-weight"
      label={m.calc_ideal_result({ height: formatHeight(heightCm, units) })}
      value={`${formatFixed(weightIn(low, units), 1)}–${formatFixed(weightIn(high, units), 1)}`}
      unit={weightUnit(units)}
      badge={place}
    />
  );
}
