import { Link } from "@tanstack/react-router";
import { ChevronRight } from "lucide-react";
import type { DiaryDayJson, DiaryTotalsJson } from "../../../core/api/diary";
import * as m from "../../../i18n/paraglide/messages.js";
import { formatNumber } from "../../shared/i18n/format";
import { cn } from "../../shared/ui/cn";
import { TargetsPaused } from "../../shared/health/TargetsPaused";
import { macroSwatches } from "../../shared/ui/macro-swatches";
import { foodsText, formatColumn, macroNumber } from "../format";
import { RING, ringDash } from "./ring";

// Whose targets a past day is judged against (decision 0074).
const ofTexts = { kept: m.diary_day_targets_kept, today: m.diary_day_targets_today, health: m.diary_day_targets_health } as const;

const withheldTexts = {
  "eating-disorder": m.diary_day_withheld_eating,
  minor: m.diary_day_withheld_minor,
  underweight: m.diary_day_withheld_underweight,
  pregnancy: m.diary_day_withheld_pregnancy,
  lactation: m.diary_day_withheld_lactation,
  "life-stage-unasked": m.diary_day_withheld_life_stage,
} as const;

/** "2 foods without a value", said beside a total that leaves them out. */
function Unknown({ count }: { count: number }) {
  if (!count) return null;
  return <span className="text-warning">{m.diary_day_without_value({ foods: foodsText(count) })}</span>;
}

/**
 * The day's energy and macros eaten against the targets, with what is left; where the targets
 * come from and why they are what they are, in a line each. Without targets (the profile lacks
 * the body's numbers) the totals alone, and a card that leads to the profile; with targets
 * withheld (eating-disorder signs on record) the totals alone, and why, with the way back.
 */
export function DaySummary({
  userId,
  totals,
  targets: sent,
  targetsOffline = false,
  profileHref,
  askingLifeStage = false,
}: {
  userId: string;
  totals: DiaryTotalsJson;
  targets: DiaryDayJson["targets"];
  /** The day stands in offline (never read here): its targets come with the server's answer. */
  targetsOffline?: boolean;
  profileHref: string;
  /** The question about pregnancy and breastfeeding stands below (the deficit waits for it). */
  askingLifeStage?: boolean;
}) {
  const withheld = sent?.source === "withheld";
  const targets = sent && sent.source !== "withheld" ? sent : null;
  const kcal = totals.kcal.amount ?? 0;
  const target = targets?.calories ?? null;
  // What is left, from the numbers as shown (whole kcal), so "1 680 − 1 600" reads 80; unknown
  // while no entry of the day knows its energy (not the whole target).
  const known = totals.kcal.amount !== null;
  const left = target === null ? null : target - Math.round(kcal);
  const over = left !== null && left < 0;
  return (
    <section aria-labelledby="diary-summary-title" className="grid content-start gap-4 rounded-2xl border border-border bg-surface p-4 sm:p-5" data-testid="diary-summary">
      <h2 id="diary-summary-title" className="sr-only">
        {m.diary_day_summary_title()}
      </h2>
      <div className="flex items-center gap-4" data-testid="diary-energy">
        <div className="relative size-24 shrink-0" aria-hidden="true">
          <svg viewBox="0 0 100 100" className="size-full -rotate-90">
            <circle cx="50" cy="50" r={RING.r} fill="none" strokeWidth={RING.width} className="stroke-surface-2" />
            {target !== null && kcal > 0 && (
              <circle
                cx="50"
                cy="50"
                r={RING.r}
                fill="none"
                strokeWidth={RING.width}
                strokeLinecap="round"
                strokeDasharray={ringDash(kcal / target)}
                className={over ? "stroke-warning" : "stroke-accent"}
              />
            )}
          </svg>
          <span className="absolute inset-0 grid place-content-center text-center leading-tight">
            <span className="text-lg font-bold tabular-nums">{totals.kcal.amount === null ? "?" : formatNumber(kcal)}</span>
            <span className="text-xs text-muted">{m.calc_unit_kcal()}</span>
          </span>
        </div>
        <dl className="grid min-w-0 flex-1 gap-1 text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-x-2">
            <dt className="text-muted">{m.diary_day_eaten()}</dt>
            <dd className="font-semibold tabular-nums" data-testid="diary-kcal-eaten">
              {totals.kcal.amount === null ? m.diary_day_unknown() : formatColumn("kcal", kcal)}
            </dd>
          </div>
          {target !== null && left !== null && (
            <>
              <div className="flex flex-wrap items-baseline justify-between gap-x-2">
                <dt className="text-muted">{m.diary_day_target()}</dt>
                <dd className="tabular-nums">{formatColumn("kcal", target)}</dd>
              </div>
              <div className="flex flex-wrap items-baseline justify-between gap-x-2">
                <dt className="text-muted">{over ? m.diary_day_over() : m.diary_day_left()}</dt>
                <dd className={cn("font-semibold tabular-nums", over && "text-warning")} data-testid="diary-kcal-left">
                  {known ? formatColumn("kcal", Math.abs(left)) : m.diary_day_unknown()}
                </dd>
              </div>
            </>
          )}
        </dl>
      </div>
      {totals.kcal.missing > 0 && (
        <p className="text-sm">
          <Unknown count={totals.kcal.missing} />
        </p>
      )}
      <ul className="grid gap-3">
        {macroSwatches.map((s) => {
          const total = totals[s.key];
          const eaten = total.amount ?? 0;
          const goal = targets?.[s.key] ?? null;
          // Whole grams left or over, from the numbers as shown; within half a gram is on target.
          // None while no entry knows the nutrient: the note says how many do not.
          const rest = goal === null || total.amount === null ? null : Math.round(goal - eaten);
          return (
            <li key={s.key} className="grid gap-1" data-testid={`diary-macro-${s.key}`}>
              <span className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span className="font-medium">{s.label()}</span>
                <span className="tabular-nums">
                  {goal === null
                    ? formatColumn(s.key, eaten)
                    : m.diary_day_of_target({ amount: total.amount === null ? "?" : macroNumber(eaten), target: formatColumn(s.key, goal) })}
                </span>
              </span>
              {goal !== null && rest !== null && (
                <span className="h-2 overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
                  <span className={cn("block h-full rounded-full", rest < 0 ? "bg-warning" : s.swatch)} style={{ width: `${Math.min(100, goal > 0 ? (eaten / goal) * 100 : 0)}%` }} />
                </span>
              )}
              {(rest !== null || total.missing > 0) && (
                <span className="flex flex-wrap gap-x-2 text-xs text-muted">
                  {rest !== null &&
                    (rest > 0
                      ? m.diary_day_amount_left({ amount: formatColumn(s.key, rest) })
                      : rest < 0
                        ? m.diary_day_amount_over({ amount: formatColumn(s.key, -rest) })
                        : m.diary_day_on_target())}
                  <Unknown count={total.missing} />
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {withheld ? (
        <TargetsPaused userId={userId} compact />
      ) : targets ? (
        <div className="grid gap-1 border-t border-border pt-3 text-sm text-muted" data-testid="diary-targets-note">
          {targets.of && <p data-testid="diary-targets-of">{ofTexts[targets.of]()}</p>}
          <p>{targets.source === "plan" ? m.diary_day_targets_plan() : m.diary_day_targets_calculator()}</p>
          {targets.deficitWithheld && (
            <p>
              {/* A past day kept from before she answered says so; the question no longer stands. */}
              {targets.deficitWithheld === "life-stage-unasked" && !askingLifeStage
                ? m.diary_day_withheld_life_stage_then()
                : withheldTexts[targets.deficitWithheld]()}
            </p>
          )}
          {targets.extraEnergyKcal > 0 && <p>{m.diary_day_extra_energy({ kcal: formatNumber(targets.extraEnergyKcal) })}</p>}
        </div>
      ) : targetsOffline ? (
        <p className="border-t border-border pt-3 text-sm text-muted" data-testid="diary-targets-offline">
          {m.diary_day_targets_offline()}
        </p>
      ) : (
        <div className="grid gap-2 rounded-xl bg-surface-2 p-3 text-sm" data-testid="diary-no-targets">
          <p>{m.diary_day_no_targets()}</p>
          <Link to={profileHref} className="inline-flex items-center gap-1 font-semibold text-accent underline-offset-4 hover:underline">
            {m.diary_day_no_targets_link()}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      )}
    </section>
  );
}
