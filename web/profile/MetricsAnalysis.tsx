import { activityMultipliers, bmi, bmiCategory, bmrMifflin, idealWeightRange, tdee } from "../../core/formulas/body";
import { sexOf } from "../../core/formulas/sex";
import { healthOfProfile, type ProfileJson } from "../../core/profile";
import { adultBmiApplies } from "../../core/safety/health-context";
import { formatFixed, formatNumber, localIsoDate, unitSpace } from "../shared/i18n/format";
import { formatHeight, formatWeight, oneFullStop, weightUnit } from "../shared/units/format";
import { useUnits, weightIn } from "../shared/units/units";
import { BmiScale, bmiCategoryLabels, bmiTones } from "../shared/metrics/BmiScale";
import * as m from "../../i18n/paraglide/messages.js";
import { cn } from "../shared/ui/cn";

const toneText = { good: "text-accent", warn: "text-warning", bad: "text-danger" } as const;

function Tile({
  title,
  value,
  unit,
  children,
  className,
}: {
  title: string;
  value: string;
  unit?: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("grid content-start gap-1.5 rounded-xl border border-border bg-surface-2/50 p-4", className)}>
      <h3 className="text-sm font-medium text-muted">{title}</h3>
      <p className="text-2xl font-bold tabular-nums">
        <span>{value}</span>
        {unit && (
          <span className="text-sm font-medium text-muted">
            {unitSpace()}
            {unit}
          </span>
        )}
      </p>
      <div className="text-sm text-muted">{children}</div>
    </div>
  );
}

/**
 * BMI with its category, BMR (Mifflin-St Jeor), TDEE and the healthy weight range. Under 18 and
 * in pregnancy the adult categories and the range built on them give way to a note; with
 * eating-disorder signs on record, BMR and TDEE do. Weights and the height read in the member's units.
 */
export function MetricsAnalysis({ profile }: { profile: ProfileJson }) {
  const units = useUnits();
  const { weight, height, age, gender, activity } = profile;
  if (weight === null || height === null || age === null || gender === null || activity === null) {
    return <p className="text-muted">{m.analysis_missing()}</p>;
  }
  const sex = sexOf(gender);
  const bmiValue = bmi(weight, height);
  const category = bmiCategory(bmiValue);
  const health = healthOfProfile(profile, localIsoDate());
  const pregnant = health.lifeStage === "pregnancy";
  const adult = adultBmiApplies(age) && !pregnant;
  const bmr = bmrMifflin(sex, weight, height, age);
  const [low, high] = idealWeightRange(height);
  const distance =
    weight < low
      ? oneFullStop(m.analysis_ideal_below({ amount: formatWeight(low - weight, units) }))
      : weight > high
        ? oneFullStop(m.analysis_ideal_above({ amount: formatWeight(weight - high, units) }))
        : m.analysis_ideal_within();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Tile title={m.analysis_bmi()} value={formatFixed(bmiValue, 1)} className="sm:col-span-2">
        {adult ? (
          <>
            <p className={cn("mb-2 font-semibold", toneText[bmiTones[category]])}>{bmiCategoryLabels[category]()}</p>
            <BmiScale value={bmiValue} category={category} />
          </>
        ) : pregnant ? (
          <p data-testid="bmi-pregnancy-note">{m.bmi_pregnancy_note()}</p>
        ) : (
          <p data-testid="bmi-minor-note">{m.bmi_minor_note()}</p>
        )}
      </Tile>
      {profile.eatingDisorderSigns ? (
        // Energy figures are calorie targets by another name: paused with them (TargetsPaused).
        <p
          className="rounded-xl border border-border bg-surface-2/50 p-4 text-sm sm:col-span-2"
          data-testid="analysis-energy-paused"
        >
          {m.hc_profile_energy_eating()}
        </p>
      ) : (
        <>
          <Tile title={m.analysis_bmr()} value={formatNumber(bmr)} unit={m.unit_kcal_day()}>
            {m.analysis_bmr_hint()}
          </Tile>
          <Tile title={m.analysis_tdee()} value={formatNumber(tdee(bmr, activity))} unit={m.unit_kcal_day()}>
            {health.lifeStage === "none" ? (
              m.analysis_tdee_hint({ factor: formatNumber(activityMultipliers[activity], 3) })
            ) : (
              // Not "eat this to keep your weight": in pregnancy and while breastfeeding the target is more.
              <>
                {m.analysis_tdee_hint_stage({ factor: formatNumber(activityMultipliers[activity], 3) })}{" "}
                {(pregnant ? m.hc_calc_energy_pregnancy : m.hc_calc_energy_lactation)({ kcal: formatNumber(health.extraEnergyKcal) })}
              </>
            )}
          </Tile>
        </>
      )}
      {adult && (
        <Tile
          title={m.analysis_ideal()}
          value={`${formatFixed(weightIn(low, units), 1)}–${formatFixed(weightIn(high, units), 1)}`}
          unit={weightUnit(units)}
          className="sm:col-span-2"
        >
          {oneFullStop(m.analysis_ideal_hint({ height: formatHeight(height, units) }))}{" "}
          <strong className="font-semibold text-text">{distance}</strong>
        </Tile>
      )}
    </div>
  );
}
