import type { MacroAmount } from "../../../core/formulas/macros";
import { nutritionTargets } from "../../../core/nutrition/targets";
import { formatAmount, formatNumber, unitSpace } from "../../shared/i18n/format";
import { goalLabels } from "../../../i18n/labels/body";
import * as m from "../../../i18n/paraglide/messages.js";
import { CalcCard, Need, PausedCard, Result, Warning } from "../CalcCard";
import { readyDetails, type Usable } from "../details";
import { targetsAllowed, type HealthContext } from "../../../core/safety/health-context";
import { macroSwatches } from "../../shared/ui/macro-swatches";
import { LifeStageUnasked } from "../LifeStageUnasked";

const macros = macroSwatches;

/**
 * Calories for the goal from the TDEE and their split into protein, fat and carbohydrate. The
 * health context decides: no deficit under 18, when underweight, pregnant or breastfeeding, and
 * pregnancy and breastfeeding add their extra energy to maintenance.
 */
export function MacrosCard({ u, health }: { u: Usable; health: HealthContext }) {
  const { goal } = u;
  const goalLine = (
    <p className="text-sm">
      <span className="font-semibold">{m.calc_macros_goal({ goal: goalLabels[goal]().toLocaleLowerCase() })}</span>{" "}
      <span className="text-muted">{m.calc_macros_goal_hint()}</span>
    </p>
  );
  const d = readyDetails(u, ["sex", "age", "heightCm", "weightKg", "activity"]);
  if ("need" in d) {
    return (
      <CalcCard id="macros" title={m.calc_macros_title()} about={m.calc_macros_about()}>
        {goalLine}
        <Need id="macros" fields={d.need} />
      </CalcCard>
    );
  }
  // Eating-disorder signs on record: no calorie or macro target here either, as in the plan and the diary.
  if (!targetsAllowed(health)) {
    return (
      <PausedCard id="macros" title={m.calc_macros_title()} about={m.calc_macros_about()}>
        <span className="block font-semibold">{m.health_targets_off_title()}</span>
        {m.health_targets_off_text()}
      </PausedCard>
    );
  }
  const { sex, age, heightCm, weightKg, activity } = d;
  // The same targets the nutrition plan uses (safe calorie floor, protein capped at BMI 25).
  const { targets: split, deficitWithheld, extraEnergyKcal } = nutritionTargets({ sex, age, heightCm, weightKg, activity, goal }, health);
  const calories = split.calories;
  const share = (a: MacroAmount) => Math.round(a.share * 100);
  return (
    <CalcCard id="macros" title={m.calc_macros_title()} about={m.calc_macros_about()}>
      {goalLine}
      <Result id="macros" label={m.calc_macros_target()} value={formatNumber(calories)} unit={m.unit_kcal_day()}>
        <div
          role="img"
          aria-label={m.calc_macros_bar({
            protein: String(share(split.protein)),
            fat: String(share(split.fat)),
            carbs: String(share(split.carbs)),
          })}
          className="mt-2 flex h-3 overflow-hidden rounded-full bg-surface"
        >
          {macros.map((x) => (
            <span key={x.key} className={x.swatch} style={{ width: `${Math.min(100, split[x.key].share * 100)}%` }} />
          ))}
        </div>
      </Result>
      <ul className="grid grid-cols-3 gap-2">
        {macros.map((x) => (
          <li key={x.key} className="grid min-w-0 gap-0.5 rounded-xl border border-border p-2.5 sm:p-3" data-testid={`calc-macros-${x.key}`}>
            <span className="flex items-center gap-1.5 text-xs font-medium text-muted">
              <span aria-hidden="true" className={`size-2.5 rounded-full ${x.swatch}`} />
              {x.label()}
            </span>
            <span className="text-xl font-bold tabular-nums">
              {formatNumber(split[x.key].grams)}
              <span className="text-sm font-medium text-muted">
                {unitSpace()}
                {m.calc_unit_g()}
              </span>
            </span>
            <span className="text-xs text-muted tabular-nums">{formatAmount(split[x.key].kcal, m.calc_unit_kcal())}</span>
          </li>
        ))}
      </ul>
      {split.exceedsCalories && <Warning testId="calc-macros-exceeds">{m.calc_macros_exceeds()}</Warning>}
      {deficitWithheld === "minor" && <Warning testId="calc-macros-minor">{m.calc_macros_minor()}</Warning>}
      {deficitWithheld === "underweight" && <Warning testId="calc-macros-underweight">{m.hc_calc_macros_underweight()}</Warning>}
      {deficitWithheld === "life-stage-unasked" && (
        <LifeStageUnasked testId="calc-macros-life-stage-unasked">{m.calc_life_stage_unasked_macros()}</LifeStageUnasked>
      )}
      {health.lifeStage !== "none" && (
        <Warning testId="calc-macros-life-stage">
          {(health.lifeStage === "pregnancy" ? m.hc_calc_energy_pregnancy : m.hc_calc_energy_lactation)({ kcal: formatNumber(extraEnergyKcal) })}
        </Warning>
      )}
    </CalcCard>
  );
}
