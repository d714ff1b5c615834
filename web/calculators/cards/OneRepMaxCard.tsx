import { useState } from "react";
import { brzycki, epley, estimateOneRepMax, percentTable } from "../../../core/formulas/one-rep-max";
import { formatAmount, formatNumber, formatPercent } from "../../shared/i18n/format";
import * as m from "../../../i18n/paraglide/messages.js";
import { CalcCard, Need, Result } from "../CalcCard";
import type { Typed } from "../details";
import { weightUnit } from "../format";
import { calcLimits } from "../limits";
import { fieldError, usable } from "../../shared/units/limits";
import { MeasureField } from "../MeasureField";
import { NumberField } from "../NumberField";
import { weightIn, type UnitSystem } from "../../shared/units/units";

/** One-rep max from a set of 1-12 reps by Epley and Brzycki, and the training loads from it. */
export function OneRepMaxCard({ units }: { units: UnitSystem }) {
  const [liftedKg, setLiftedKg] = useState<Typed>(null);
  const [reps, setReps] = useState<Typed>(null);
  const lifted = usable(liftedKg, calcLimits.lifted);
  const count = usable(reps, calcLimits.reps, true);
  const need = [...(lifted === null ? [m.calc_need_lifted()] : []), ...(count === null ? [m.calc_need_reps()] : [])];

  return (
    <CalcCard id="one-rep-max" title={m.calc_orm_title()} about={m.calc_orm_about()}>
      <div className="grid grid-cols-2 gap-3">
        <MeasureField
          id="calc-lifted"
          label={m.calc_orm_weight()}
          kind="weight"
          units={units}
          value={liftedKg}
          onChange={setLiftedKg}
          limits={calcLimits.lifted}
        />
        <NumberField
          id="calc-reps"
          label={m.calc_orm_reps()}
          value={reps}
          onChange={setReps}
          error={fieldError(reps, calcLimits.reps, "plain", units, true)}
          integer
        />
      </div>
      {lifted === null || count === null ? (
        <Need id="one-rep-max" fields={need} live />
      ) : (
        <OneRepMaxResult weight={weightIn(lifted, units)} reps={count} units={units} />
      )}
    </CalcCard>
  );
}

/** Worked in the units shown: both formulas scale with the weight, so the result is the same. */
function OneRepMaxResult({ weight, reps, units }: { weight: number; reps: number; units: UnitSystem }) {
  const unit = weightUnit(units);
  const average = estimateOneRepMax(weight, reps);
  return (
    <>
      <Result live id="one-rep-max" label={m.calc_orm_average()} value={formatNumber(average, 1)} unit={unit}>
        <dl className="mt-1 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-1.5">
            <dt className="text-muted">{m.calc_orm_epley()}</dt>
            <dd className="font-semibold tabular-nums" data-testid="calc-one-rep-max-epley">
              {formatAmount(epley(weight, reps), unit, 1)}
            </dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-muted">{m.calc_orm_brzycki()}</dt>
            <dd className="font-semibold tabular-nums" data-testid="calc-one-rep-max-brzycki">
              {formatAmount(brzycki(weight, reps), unit, 1)}
            </dd>
          </div>
        </dl>
      </Result>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="calc-one-rep-max-table">
          <caption className="pb-2 text-left text-sm font-semibold">{m.calc_orm_table()}</caption>
          <thead>
            <tr className="border-b border-border text-left text-xs text-muted">
              <th scope="col" className="py-2 pr-2 font-medium">
                {m.calc_orm_percent()}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                {m.calc_orm_load({ unit })}
              </th>
              <th scope="col" className="py-2 pl-2 text-right font-medium">
                {m.calc_orm_reps_approx()}
              </th>
            </tr>
          </thead>
          <tbody>
            {percentTable(average).map((row) => (
              <tr key={row.percent} className="border-b border-border last:border-0">
                <th scope="row" className="py-1.5 pr-2 text-left font-medium tabular-nums">
                  {formatPercent(row.percent, 0)}
                </th>
                <td className="px-2 py-1.5 text-right tabular-nums">{formatNumber(row.weight, 1)}</td>
                <td className="py-1.5 pl-2 text-right tabular-nums">{formatNumber(row.reps)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
