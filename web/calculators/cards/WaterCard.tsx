import { ML_PER_US_FL_OZ } from "../../../core/formulas/units";
import { EFSA_WATER_AI, dailyWaterMl } from "../../../core/formulas/water";
import { formatAmount, formatNumber } from "../../shared/i18n/format";
import * as m from "../../../i18n/paraglide/messages.js";
import { CalcCard, Need, Result } from "../CalcCard";
import { missing, type Usable } from "../details";
import type { UnitSystem } from "../../shared/units/units";

const litres = (ml: number) => formatAmount(ml / 1000, m.calc_unit_l(), 2);

/** Daily water by body weight and activity, beside EFSA's adequate intake. */
export function WaterCard({ u, units }: { u: Usable; units: UnitSystem }) {
  const { weightKg, activity, sex } = u;
  const efsa =
    sex === null
      ? m.calc_water_efsa_both({ men: litres(EFSA_WATER_AI.male.totalMl), women: litres(EFSA_WATER_AI.female.totalMl) })
      : m.calc_water_efsa({ total: litres(EFSA_WATER_AI[sex].totalMl), drinks: litres(EFSA_WATER_AI[sex].fromDrinksMl) });
  if (weightKg === null || activity === null) {
    return (
      <CalcCard id="water" title={m.calc_water_title()} about={m.calc_water_about()}>
        <Need id="water" fields={missing(u, ["weightKg", "activity"])} />
        <p className="text-sm text-muted">{efsa}</p>
      </CalcCard>
    );
  }
  const water = dailyWaterMl(weightKg, activity);
  return (
    <CalcCard id="water" title={m.calc_water_title()} about={m.calc_water_about()}>
      <Result id="water" label={m.calc_water_result()} value={formatNumber(water.totalMl / 1000, 2)} unit={m.calc_unit_l_day()}>
        {units === "imperial" && (
          <p className="text-sm text-muted tabular-nums">
            ≈ {m.calc_water_fl_oz({ amount: formatNumber(water.totalMl / ML_PER_US_FL_OZ) })}
          </p>
        )}
        <p className="text-sm">{m.calc_water_drinks({ amount: litres(water.fromDrinksMl) })}</p>
      </Result>
      <p className="text-sm text-muted" data-testid="calc-water-efsa">
        {efsa}
      </p>
    </CalcCard>
  );
}
