import { weeklyRates, type Projection } from "../../core/transform/projection";
import * as m from "../../i18n/paraglide/messages.js";
import { formatNumber, formatPercent } from "../shared/i18n/format";

const range = (a: number, b: number, digits = 1) => {
  const [lo, hi] = a <= b ? [a, b] : [b, a];
  return lo === hi ? formatNumber(lo, digits) : `${formatNumber(lo, digits)}–${formatNumber(hi, digits)}`;
};

/** The numbers beside the picture: the weight change over the months, and what it is not. */
export function ProjectionCard({ projection }: { projection: Projection | null }) {
  return (
    <section className="grid gap-2 rounded-2xl border border-border bg-surface p-4" aria-labelledby="projection-title" data-testid="projection">
      <h3 id="projection-title" className="font-semibold">
        {m.transform_projection_title()}
      </h3>
      {projection ? (
        <>
          <p>
            {(projection.type === "cut" ? m.transform_projection_cut : m.transform_projection_bulk)({
              rate: rateText(projection.type),
              weeks: formatNumber(projection.weeks),
              change: range(projection.changeKg[0], projection.changeKg[1]),
              start: formatNumber(projection.startKg, 1),
              end: range(projection.endKg[0], projection.endKg[1]),
            })}
          </p>
          {projection.limitedByFloor && <p className="text-sm text-muted">{m.transform_projection_floor({ floor: formatNumber(projection.floorKg, 1) })}</p>}
        </>
      ) : (
        <p className="text-muted">{m.transform_projection_none()}</p>
      )}
      <p className="text-sm text-muted">{m.transform_disclaimer()}</p>
    </section>
  );
}

/** "0.5–1%" / «0,5–1 %»: the weekly pace of the goal in the reader's language. */
function rateText(type: Projection["type"]): string {
  const [slow, fast] = weeklyRates[type];
  const high = formatPercent(fast * 100, 2);
  return `${formatNumber(slow * 100, 2)}–${high}`;
}
