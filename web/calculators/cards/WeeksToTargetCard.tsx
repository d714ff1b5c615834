import { useState, type ReactNode } from "react";
import { bmrMifflin, tdee } from "../../../core/formulas/body";
import { SAFE_WEEKLY_LOSS_SHARE, weeklyChangeShare, weeksToTarget } from "../../../core/formulas/energy-balance";
import { calorieFloor } from "../../../core/nutrition/targets";
import type { DeficitBlock, HealthContext } from "../../../core/safety/health-context";
import { underweightTarget } from "../../../core/safety/target-weight";
import { formatAmount, formatDate, formatNumber, formatPercent } from "../../shared/i18n/format";
import * as m from "../../../i18n/paraglide/messages.js";
import { CalcCard, Need, Result, Warning } from "../CalcCard";
import { missing, readyDetails, type Typed, type Usable } from "../details";
import { formatWeight, weeksWord } from "../format";
import { calcLimits } from "../limits";
import { usable } from "../../shared/units/limits";
import { MeasureField } from "../MeasureField";
import { Segmented } from "../../shared/ui/Segmented";
import { LifeStageUnasked } from "../LifeStageUnasked";
import type { UnitSystem } from "../../shared/units/units";

type Direction = "deficit" | "surplus";
const amounts = ["250", "500", "750", "1000"] as const;
type Amount = (typeof amounts)[number];
const DAY_MS = 86_400_000;

/** Why there is no deficit to choose. */
const noDeficitTexts: Record<DeficitBlock, () => string> = {
  "eating-disorder": m.hc_calc_weeks_eating,
  minor: m.calc_weeks_minor,
  underweight: m.hc_calc_weeks_underweight,
  pregnancy: m.hc_calc_weeks_pregnancy,
  lactation: m.hc_calc_weeks_lactation,
  "life-stage-unasked": m.calc_life_stage_unasked_weeks,
};

/**
 * Weeks to the target weight at a steady daily deficit or surplus. The target starts from the
 * profile's goal weight; the direction follows the target until the member picks one. The health
 * context decides whether a deficit is offered at all, and a deficit never takes the day's intake
 * under the safe floor (1,200 kcal for women, 1,500 for men): it is held there and the weeks
 * counted for what is left. An adult's target under BMI 18.5 for the height gets no deficit plan,
 * only the reason: a deficit never ends at an underweight weight.
 */
export function WeeksToTargetCard({
  u,
  health,
  units,
  profileTarget,
}: {
  u: Usable;
  health: HealthContext;
  units: UnitSystem;
  profileTarget: number | null;
}) {
  // The arrival date counts from when the screen opened, so it does not move while it is open.
  const [today] = useState(() => new Date());
  const [typed, setTyped] = useState<Typed | undefined>(undefined);
  const [picked, setPicked] = useState<Direction | null>(null);
  const [amount, setAmount] = useState<Amount>("500");
  const targetTyped: Typed = typed !== undefined ? typed : profileTarget;
  const target = usable(targetTyped, calcLimits.weight);
  const current = u.weightKg;
  const block = health.deficitBlock;
  // An unanswered question comes with the way back to it.
  const NoDeficit = block === "life-stage-unasked" ? LifeStageUnasked : Warning;
  const direction: Direction = block ? "surplus" : (picked ?? (current !== null && target !== null && target > current ? "surplus" : "deficit"));

  // Counted from the details on the screen, like the health context (adults only: under 18 BMI needs growth charts).
  const lowTarget = direction === "deficit" && target !== null ? underweightTarget(target, u.heightCm, u.age) : null;

  const need = [...missing(u, ["weightKg"]), ...(target === null ? [m.calc_need_target()] : [])];
  return (
    <CalcCard id="weeks-to-target" title={m.calc_weeks_title()} about={m.calc_weeks_about()}>
      <div className="grid gap-3 sm:grid-cols-2">
        <MeasureField
          id="calc-target"
          label={m.calc_weeks_target()}
          kind="weight"
          units={units}
          value={targetTyped}
          onChange={setTyped}
          limits={calcLimits.weight}
          hint={typed === undefined && profileTarget !== null ? m.calc_weeks_target_from_profile() : undefined}
        />
        <Segmented
          name="calc-direction"
          legend={m.calc_weeks_direction()}
          options={[
            { value: "deficit", label: m.calc_weeks_deficit(), disabled: block !== null },
            { value: "surplus", label: m.calc_weeks_surplus() },
          ]}
          value={direction}
          onChange={setPicked}
          testId="calc-weeks-direction"
        />
      </div>
      <Segmented
        name="calc-amount"
        legend={m.calc_weeks_amount()}
        options={amounts.map((a) => ({
          value: a,
          label: `${direction === "deficit" ? "−" : "+"}${formatAmount(Number(a), m.calc_unit_kcal())}`,
        }))}
        value={amount}
        onChange={setAmount}
        columns="grid-cols-2 sm:grid-cols-4"
        testId="calc-weeks-amount"
      />
      {block && <NoDeficit testId="calc-weeks-no-deficit">{noDeficitTexts[block]()}</NoDeficit>}
      {current === null || target === null ? (
        <Need id="weeks-to-target" fields={need} live />
      ) : direction === "surplus" ? (
        // Without a deficit to offer, a lower target has no result: the note above says why.
        block && target < current ? null : (
          <WeeksResult currentKg={current} targetKg={target} dailyKcal={Number(amount)} units={units} today={today} />
        )
      ) : lowTarget ? (
        <Warning testId="calc-weeks-target-underweight">
          {m.hc_calc_weeks_target_underweight({
            target: formatWeight(target, units, 1),
            bmi: formatNumber(lowTarget.bmi, 1),
            healthy: formatWeight(lowTarget.healthyFromKg, units, 1),
          })}
        </Warning>
      ) : (
        <DeficitResult u={u} currentKg={current} targetKg={target} amount={Number(amount)} units={units} today={today} />
      )}
    </CalcCard>
  );
}

/**
 * A deficit, checked against the safe floor: the day's intake is the maintenance (Mifflin-St Jeor
 * and the activity) minus the deficit, and never under the floor for the sex.
 */
function DeficitResult({
  u,
  currentKg,
  targetKg,
  amount,
  units,
  today,
}: {
  u: Usable;
  currentKg: number;
  targetKg: number;
  amount: number;
  units: UnitSystem;
  today: Date;
}) {
  const d = readyDetails(u, ["sex", "age", "heightCm", "activity"]);
  if ("need" in d) return <Need id="weeks-to-target" fields={d.need} live />;
  const maintenance = Math.round(tdee(bmrMifflin(d.sex, currentKg, d.heightCm, d.age), d.activity));
  const floor = calorieFloor[d.sex];
  const deficit = Math.min(amount, Math.max(0, maintenance - floor));
  if (deficit === 0) {
    return (
      <Warning testId="calc-weeks-floor-none">
        {m.hc_calc_weeks_floor_none({ maintenance: formatNumber(maintenance), floor: formatNumber(floor) })}
      </Warning>
    );
  }
  const intake = (
    <p className="text-sm" data-testid="calc-weeks-intake">
      {m.hc_calc_weeks_intake({ intake: formatNumber(maintenance - deficit), maintenance: formatNumber(maintenance), deficit: formatNumber(deficit) })}
    </p>
  );
  return (
    <>
      <WeeksResult currentKg={currentKg} targetKg={targetKg} dailyKcal={-deficit} units={units} today={today} extra={intake} />
      {deficit < amount && (
        <Warning testId="calc-weeks-floor">
          {m.hc_calc_weeks_floor({ amount: formatNumber(amount), floor: formatNumber(floor), deficit: formatNumber(deficit) })}
        </Warning>
      )}
    </>
  );
}

function WeeksResult({
  currentKg,
  targetKg,
  dailyKcal,
  units,
  today,
  extra,
}: {
  currentKg: number;
  targetKg: number;
  dailyKcal: number;
  units: UnitSystem;
  today: Date;
  /** A line under the rate (the day's intake of a deficit). */
  extra?: ReactNode;
}) {
  const result = weeksToTarget(currentKg, targetKg, dailyKcal);
  if ("error" in result) {
    // A zero change cannot be chosen here, so the only error left is the wrong direction.
    return (
      <Warning testId="calc-weeks-to-target-wrong">
        {targetKg < currentKg ? m.calc_weeks_wrong_lose() : m.calc_weeks_wrong_gain()}
      </Warning>
    );
  }
  if (result.direction === "none") {
    return (
      <p className="grid min-h-24 place-content-center rounded-xl bg-accent/10 p-4 text-center font-semibold">
        {m.calc_weeks_reached()}
      </p>
    );
  }
  const digits = result.weeks < 10 ? 1 : 0;
  const arrival = new Date(today.getTime() + Math.round(result.weeks * 7) * DAY_MS);
  const share = weeklyChangeShare(currentKg, result.weeklyKg);
  return (
    <>
      <Result
        live
        id="weeks-to-target"
        label={m.calc_weeks_result()}
        value={formatNumber(result.weeks, digits)}
        unit={weeksWord(result.weeks, digits)}
      >
        <p className="text-sm" data-testid="calc-weeks-to-target-date">
          {m.calc_weeks_date({ date: formatDate(arrival) })}
        </p>
        <p className="text-sm text-muted">
          {m.calc_weeks_rate({ amount: formatWeight(result.weeklyKg, units, 2), share: formatPercent(share * 100, 1) })}
        </p>
        {extra}
      </Result>
      {result.direction === "lose" && share > SAFE_WEEKLY_LOSS_SHARE && (
        <Warning testId="calc-weeks-to-target-fast">
          {m.calc_weeks_too_fast({ share: formatPercent(share * 100, 1), safe: formatPercent(SAFE_WEEKLY_LOSS_SHARE * 100, 0) })}
        </Warning>
      )}
    </>
  );
}
