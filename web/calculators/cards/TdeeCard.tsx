import { activityMultipliers, bmrMifflin, tdee } from "../../../core/formulas/body";
import { activityLevels } from "../../../core/plans";
import { formatNumber } from "../../shared/i18n/format";
import { activityLabels } from "../../../i18n/labels/body";
import * as m from "../../../i18n/paraglide/messages.js";
import { cn } from "../../shared/ui/cn";
import { targetsAllowed, type HealthContext } from "../../../core/safety/health-context";
import { Badge, CalcCard, Need, PausedCard, Result } from "../CalcCard";
import { missing, readyDetails, type Usable } from "../details";

/**
 * Daily energy: the member's level as the result, and all five levels in a table. With
 * eating-disorder signs on record, none: maintenance calories are a calorie target by another name.
 */
export function TdeeCard({ u, health }: { u: Usable; health: HealthContext }) {
  const { activity } = u;
  if (!targetsAllowed(health)) {
    return (
      <PausedCard id="tdee" title={m.calc_tdee_title()} about={m.calc_tdee_about()}>
        {m.hc_calc_energy_eating()}
      </PausedCard>
    );
  }
  const body = readyDetails(u, ["sex", "age", "heightCm", "weightKg"]);
  if ("need" in body) {
    // The table needs no activity level, but the result does: ask for everything at once.
    return (
      <CalcCard id="tdee" title={m.calc_tdee_title()} about={m.calc_tdee_about()}>
        <Need id="tdee" fields={missing(u, ["sex", "age", "heightCm", "weightKg", "activity"])} />
      </CalcCard>
    );
  }
  const bmr = bmrMifflin(body.sex, body.weightKg, body.heightCm, body.age);
  const kcal = m.unit_kcal_day();
  return (
    <CalcCard id="tdee" title={m.calc_tdee_title()} about={m.calc_tdee_about()}>
      {activity === null ? (
        <Need id="tdee" fields={missing(u, ["activity"])} />
      ) : (
        <Result
          id="tdee"
          label={m.calc_tdee_result({ level: activityLabels[activity][0]().toLocaleLowerCase() })}
          value={formatNumber(tdee(bmr, activity))}
          unit={kcal}
        />
      )}
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="pb-2 text-left text-sm font-semibold">{m.calc_tdee_table()}</caption>
          <thead>
            <tr className="border-b border-border text-left text-xs text-muted">
              <th scope="col" className="py-2 pr-2 font-medium">
                {m.metrics_activity()}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                {m.calc_tdee_factor()}
              </th>
              <th scope="col" className="py-2 pl-2 text-right font-medium">
                {kcal}
              </th>
            </tr>
          </thead>
          <tbody>
            {activityLevels.map((level) => {
              const yours = level === activity;
              return (
                <tr
                  key={level}
                  className={cn("border-b border-border last:border-0", yours && "bg-accent/10 font-semibold")}
                  aria-current={yours ? "true" : undefined}
                  data-testid={`calc-tdee-row-${level}`}
                >
                  <th scope="row" className="py-2 pr-2 pl-2 text-left font-medium">
                    <span className="flex flex-wrap items-center gap-2">
                      {activityLabels[level][0]()}
                      {yours && <Badge tone="good">{m.calc_tdee_yours()}</Badge>}
                    </span>
                  </th>
                  <td className="px-2 py-2 text-right whitespace-nowrap tabular-nums">
                    × {formatNumber(activityMultipliers[level], 3)}
                  </td>
                  <td className="py-2 pr-2 pl-2 text-right tabular-nums">{formatNumber(tdee(bmr, level))}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </CalcCard>
  );
}
