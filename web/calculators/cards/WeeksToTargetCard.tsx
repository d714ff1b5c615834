import { useState } from "react";
import { SAFE_WEEKLY_LOSS_SHARE, weeklyChangeShare, weeksToTarget } from "../../../core/formulas/energy-balance";
import { deficitAllowed } from "../../../core/safety/deficit";
import { formatAmount, formatDate, formatNumber, formatPercent } from "../../shared/i18n/format";
import * as m from "../../../i18n/paraglide/messages.js";
import { CalcCard, Need, Result, Warning } from "../CalcCard";
import { missing, type Typed, type Usable } from "../details";
import { formatWeight, weeksWord } from "../format";
import { calcLimits, usable } from "../limits";
import { MeasureField } from "../MeasureField";
import { Segmented } from "../../shared/ui/Segmented";
import type { UnitSystem } from "../units";

type Direction = "deficit" | "surplus";
const amounts = ["250", "500", "750", "1000"] as const;
type Amount = (typeof amounts)[number];
const DAY_MS = 86_400_000;

/**
 * Weeks to the target weight at a steady daily deficit or surplus. The target starts from the
 * profile's goal weight; the direction follows the target until the member picks one.
 */
export function WeeksToTargetCard({ u, units, profileTarget }: { u: Usable; units: UnitSystem; profileTarget: number | null }) {
  // The arrival date counts from when the screen opened, so it does not move while it is open.
  const [today] = useState(() => new Date());
  const [typed, setTyped] = useState<Typed | undefined>(undefined);
  const [picked, setPicked] = useState<Direction | null>(null);
  const [amount, setAmount] = useState<Amount>("500");
  const targetTyped: Typed = typed !== undefined ? typed : profileTarget;
  const target = usable(targetTyped, calcLimits.weight);
  const current = u.weightKg;
  const direction: Direction = picked ?? (current !== null && target !== null && target > current ? "surplus" : "deficit");

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
            { value: "deficit", label: m.calc_weeks_deficit() },
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
      {direction === "deficit" && u.age !== null && !deficitAllowed({ age: u.age }, null) && (
        <Warning testId="calc-weeks-minor">{m.calc_weeks_minor()}</Warning>
      )}
      {current === null || target === null ? (
        <Need id="weeks-to-target" fields={need} live />
      ) : (
        <WeeksResult
          currentKg={current}
          targetKg={target}
          dailyKcal={(direction === "deficit" ? -1 : 1) * Number(amount)}
          units={units}
          today={today}
        />
      )}
    </CalcCard>
  );
}

function WeeksResult({
  currentKg,
  targetKg,
  dailyKcal,
  units,
  today,
}: {
  currentKg: number;
  targetKg: number;
  dailyKcal: number;
  units: UnitSystem;
  today: Date;
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
      </Result>
      {result.direction === "lose" && share > SAFE_WEEKLY_LOSS_SHARE && (
        <Warning testId="calc-weeks-to-target-fast">
          {m.calc_weeks_too_fast({ share: formatPercent(share * 100, 1), safe: formatPercent(SAFE_WEEKLY_LOSS_SHARE * 100, 0) })}
        </Warning>
      )}
    </>
  );
}
