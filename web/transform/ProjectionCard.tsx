import { weeklyRates, type Projection } from "../../core/transform/projection";
import * as m from "../../i18n/paraglide/messages.js";
import { FormAlert } from "../shared/forms/FormAlert";
import { formatNumber, formatPercent, withUnit } from "../shared/i18n/format";
import { formatWeight, oneFullStop, weightUnit } from "../shared/units/format";
import { useUnits, weightIn, type UnitSystem } from "../shared/units/units";

const range = (a: number, b: number, digits = 1) => {
  const [lo, hi] = a <= b ? [a, b] : [b, a];
  return lo === hi ? formatNumber(lo, digits) : `${formatNumber(lo, digits)}–${formatNumber(hi, digits)}`;
};
/** "3.2–4.1 kg" / «7–9 фунт.»: a range of weights in the member's units. */
const weightRange = ([a, b]: readonly [number, number], units: UnitSystem) =>
  withUnit(range(weightIn(a, units), weightIn(b, units)), weightUnit(units));

/**
 * The numbers beside the picture: the weight change over the months, and what it is not. A bulk
 * from BMI 25 up says what the gain means for health (`adult`: adult BMI bands apply, from 18).
 */
export function ProjectionCard({ projection, adult }: { projection: Projection | null; adult: boolean }) {
  const units = useUnits();
  return (
    <section className="grid gap-2 rounded-2xl border border-border bg-surface p-4" aria-labelledby="projection-title" data-testid="projection">
      <h3 id="projection-title" className="font-semibold">
        {m.transform_projection_title()}
      </h3>
      {projection ? (
        <>
          <p>
            {oneFullStop(
              (projection.type === "cut" ? m.transform_projection_cut : m.transform_projection_bulk)({
                rate: rateText(projection.type),
                weeks: formatNumber(projection.weeks),
                change: weightRange(projection.changeKg, units),
                start: formatWeight(projection.startKg, units),
                end: weightRange(projection.endKg, units),
              }),
            )}
          </p>
          {projection.limitedByFloor && <p className="text-sm text-muted">{m.transform_projection_floor({ floor: formatWeight(projection.floorKg, units) })}</p>}
          {adult && <HighBmiNote projection={projection} />}
        </>
      ) : (
        <p className="text-muted">{m.transform_projection_none()}</p>
      )}
      <p className="text-sm text-muted">{m.transform_disclaimer()}</p>
    </section>
  );
}

/** A bulk from BMI 25 up: the gain, the BMI it leads to, its health risk and a slower way. */
export function HighBmiNote({ projection }: { projection: Projection }) {
  const units = useUnits();
  if (!projection.highBmiGain) return null;
  return (
    <FormAlert tone="info" testId="transform-high-bmi">
      <p>
        {m.hc_transform_high_bmi({
          bmi: formatNumber(projection.startBmi, 1),
          change: weightRange(projection.changeKg, units),
          end: range(projection.endBmi[0], projection.endBmi[1]),
        })}
      </p>
    </FormAlert>
  );
}

/** "0.5–1%" / «0,5–1 %»: the weekly pace of the goal in the reader's language. */
function rateText(type: Projection["type"]): string {
  const [slow, fast] = weeklyRates[type];
  const high = formatPercent(fast * 100, 2);
  return `${formatNumber(slow * 100, 2)}–${high}`;
}
