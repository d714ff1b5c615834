import { useState } from "react";
import { bmrHarrisBenedict, bmrKatchMcArdle, bmrMifflin } from "../../../core/formulas/body";
import { formatAmount, formatNumber } from "../../shared/i18n/format";
import * as m from "../../../i18n/paraglide/messages.js";
import { targetsAllowed, type HealthContext } from "../../../core/safety/health-context";
import { CalcCard, Need, PausedCard, Result } from "../CalcCard";
import { readyDetails, type Typed, type Usable } from "../details";
import { calcLimits } from "../limits";
import { fieldError, usable } from "../../shared/units/limits";
import { NumberField } from "../NumberField";

/**
 * BMR by three equations. Katch-McArdle needs the body-fat percentage: it follows the Navy
 * estimate of the body-fat card until the member types their own. With eating-disorder signs on
 * record, none, as for the TDEE card.
 */
export function BmrCard({ u, navyPercent, health }: { u: Usable; navyPercent: number | null; health: HealthContext }) {
  if (!targetsAllowed(health)) {
    return (
      <PausedCard id="bmr" title={m.calc_bmr_title()} about={m.calc_bmr_about()}>
        {m.hc_calc_energy_eating()}
      </PausedCard>
    );
  }
  return <EnergyByEquations u={u} navyPercent={navyPercent} />;
}

function EnergyByEquations({ u, navyPercent }: { u: Usable; navyPercent: number | null }) {
  const [typed, setTyped] = useState<Typed | undefined>(undefined);
  const fromNavy = typed === undefined && navyPercent !== null;
  const bodyFat: Typed = typed !== undefined ? typed : navyPercent === null ? null : Math.round(navyPercent * 10) / 10;
  const fat = usable(bodyFat, calcLimits.bodyFat);
  const body = readyDetails(u, ["sex", "age", "heightCm", "weightKg"]);
  const { weightKg } = u;
  const kcal = m.unit_kcal_day();

  return (
    <CalcCard id="bmr" title={m.calc_bmr_title()} about={m.calc_bmr_about()}>
      {"need" in body ? (
        <Need id="bmr" fields={body.need} />
      ) : (
        <Result
          id="bmr"
          label={m.calc_bmr_mifflin()}
          value={formatNumber(bmrMifflin(body.sex, body.weightKg, body.heightCm, body.age))}
          unit={kcal}
        >
          <p className="text-xs text-muted">{m.calc_bmr_mifflin_note()}</p>
        </Result>
      )}
      <dl className="grid gap-2 text-sm">
        <div className="flex items-baseline justify-between gap-3 border-b border-border pb-2">
          <dt>{m.calc_bmr_harris()}</dt>
          <dd className="text-right font-semibold whitespace-nowrap tabular-nums" data-testid="calc-bmr-harris">
            {"need" in body ? "—" : formatAmount(bmrHarrisBenedict(body.sex, body.weightKg, body.heightCm, body.age), kcal)}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-3">
          <dt>{m.calc_bmr_katch()}</dt>
          <dd className="text-right font-semibold tabular-nums" data-testid="calc-bmr-katch">
            {weightKg !== null && fat !== null ? (
              formatAmount(bmrKatchMcArdle(weightKg, fat), kcal)
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
        error={fieldError(bodyFat, calcLimits.bodyFat, "percent")}
        hint={fromNavy ? m.calc_bmr_body_fat_from_navy() : m.calc_bmr_body_fat_hint()}
        className="sm:max-w-64"
      />
    </CalcCard>
  );
}
