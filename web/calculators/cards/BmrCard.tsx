import { useState } from "react";
import { bmrHarrisBenedict, bmrKatchMcArdle, bmrMifflin } from "../../../core/formulas/body";
import { formatNumber } from "../../i18n/format";
import * as m from "../../paraglide/messages.js";
import { CalcCard, Need, Result } from "../CalcCard";
import { missing, type Typed, type Usable } from "../details";
import { calcLimits, fieldError, usable } from "../limits";
import { NumberField } from "../NumberField";
import type { UnitSystem } from "../units";

/**
 * BMR by three equations. Katch-McArdle needs the body-fat percentage: it follows the Navy
 * estimate of the body-fat card until the member types their own.
 */
export function BmrCard({ u, units, navyPercent }: { u: Usable; units: UnitSystem; navyPercent: number | null }) {
  const [typed, setTyped] = useState<Typed | undefined>(undefined);
  const fromNavy = typed === undefined && navyPercent !== null;
  const bodyFat: Typed = typed !== undefined ? typed : navyPercent === null ? null : Math.round(navyPercent * 10) / 10;
  const fat = usable(bodyFat, calcLimits.bodyFat);
  const need = missing(u, ["sex", "age", "heightCm", "weightKg"]);
  const { sex, age, heightCm, weightKg } = u;
  const ready = sex !== null && age !== null && heightCm !== null && weightKg !== null;
  const kcal = m.unit_kcal_day();

  return (
    <CalcCard id="bmr" title={m.calc_bmr_title()} about={m.calc_bmr_about()}>
      {ready ? (
        <Result id="bmr" label={m.calc_bmr_mifflin()} value={formatNumber(bmrMifflin(sex, weightKg, heightCm, age))} unit={kcal}>
          <p className="text-xs text-muted">{m.calc_bmr_mifflin_note()}</p>
        </Result>
      ) : (
        <Need id="bmr" fields={need} />
      )}
      <dl className="grid gap-2 text-sm">
        <div className="flex items-baseline justify-between gap-3 border-b border-border pb-2">
          <dt>{m.calc_bmr_harris()}</dt>
          <dd className="font-semibold tabular-nums" data-testid="calc-bmr-harris">
            {ready ? `${formatNumber(bmrHarrisBenedict(sex, weightKg, heightCm, age))} ${kcal}` : "—"}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-3">
          <dt>{m.calc_bmr_katch()}</dt>
          <dd className="text-right font-semibold tabular-nums" data-testid="calc-bmr-katch">
            {weightKg !== null && fat !== null ? (
              `${formatNumber(bmrKatchMcArdle(weightKg, fat))} ${kcal}`
            ) : (
              <span className="font-normal text-muted">{weightKg === null ? "—" : m.calc_bmr_katch_need()}</span>
            )}
          </dd>
        </div>
      </dl>
      <NumberField
        id="calc-body-fat-percent"
        label={m.calc_bmr_body_fat()}
        unit="%"
        value={bodyFat}
        onChange={setTyped}
        error={fieldError(bodyFat, calcLimits.bodyFat, "percent", units)}
        hint={fromNavy ? m.calc_bmr_body_fat_from_navy() : m.calc_bmr_body_fat_hint()}
        className="sm:max-w-64"
      />
    </CalcCard>
  );
}
