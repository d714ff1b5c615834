import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { DiaryTotalsJson, DiaryWeekDayJson } from "../../../core/api/diary";
import * as m from "../../../i18n/paraglide/messages.js";
import { ApiFailure } from "../../shared/api/client";
import { formatDate } from "../../shared/i18n/format";
import { diaryWeekQuery } from "../../shared/queries/diary";
import { cn } from "../../shared/ui/cn";
import { macroSwatches } from "../../shared/ui/macro-swatches";
import { formatColumn, kcalText } from "../format";
import { weekAverages, weekWithShown } from "./week";

/** The bars' height in rem; the line under them holds the day's name. */
const BARS_REM = 7;
const LABEL_REM = 2.5;

function dayLabel(d: DiaryWeekDayJson): string {
  const day = formatDate(d.date, { weekday: "long", day: "numeric", month: "long" });
  if (d.entries === 0) return m.diary_week_day_empty({ day });
  return d.kcal.amount === null ? m.diary_week_day_unknown({ day }) : m.diary_week_day({ day, kcal: kcalText(d.kcal.amount) });
}

/**
 * The seven days up to the one shown, as bars of energy eaten against the target's line, and the
 * daily averages of the days logged. A bar opens its day. The day on screen is the device's (its
 * unsent changes count at once); the others are the server's, read again after each sync. Without
 * targets, or with them withheld (eating-disorder signs on record), there is no line.
 */
export function WeekSummary({
  userId,
  date,
  shown,
  go,
}: {
  userId: string;
  date: string;
  shown: { entries: number; totals: DiaryTotalsJson };
  go(date: string): void;
}) {
  // The week before stays on screen while the next one loads, dimmed, so the card does not jump.
  const query = useQuery({ ...diaryWeekQuery(userId, date), placeholderData: keepPreviousData });
  const week = query.data;
  let body;
  if (!week) {
    const offline = query.fetchStatus === "paused" || (query.isError && !(query.error instanceof ApiFailure));
    body = offline ? (
      <p className="text-sm text-muted">{m.diary_week_offline()}</p>
    ) : query.isError ? (
      <p className="flex flex-wrap gap-x-3 text-sm text-muted">
        {m.diary_week_failed()}
        <button
          type="button"
          className="font-semibold text-accent underline-offset-4 hover:underline"
          onClick={() => void query.refetch()}
        >
          {m.diary_day_retry()}
        </button>
      </p>
    ) : (
      <div role="status" aria-label={m.diary_week_loading()} className="h-44 animate-pulse rounded-xl bg-surface-2" />
    );
  } else {
    const days = weekWithShown(week.days, { date, ...shown });
    const target = week.targets && week.targets.source !== "withheld" ? week.targets.calories : null;
    const averages = weekAverages(days);
    const top = Math.max(target ?? 0, ...days.map((d) => d.kcal.amount ?? 0)) * 1.1 || 1;
    const share = (kcal: number) => Math.min(1, kcal / top);
    body = (
      <div
        className={cn("grid gap-4 transition-opacity", query.isPlaceholderData && "opacity-60")}
        aria-busy={query.isPlaceholderData || undefined}
      >
        <div className="relative">
          {target !== null && (
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-x-0 border-t border-dashed border-text/50"
              style={{ bottom: `${LABEL_REM + share(target) * BARS_REM}rem` }}
              data-testid="diary-week-target"
            >
              <span className="absolute right-0 bottom-0.5 rounded bg-surface px-1 text-xs text-muted">
                {m.diary_week_target_line({ kcal: kcalText(target) })}
              </span>
            </div>
          )}
          <ol className="grid grid-cols-7 gap-1" aria-label={m.diary_week_title()}>
            {days.map((d) => {
              const kcal = d.kcal.amount;
              const current = d.date === date;
              return (
                <li key={d.date} className="grid">
                  <button
                    type="button"
                    onClick={() => go(d.date)}
                    aria-label={dayLabel(d)}
                    aria-current={current ? "date" : undefined}
                    className={cn(
                      "group grid justify-items-center rounded-lg px-0.5 focus-visible:outline-2 focus-visible:outline-ring",
                      current && "bg-surface-2",
                    )}
                    data-testid="diary-week-day"
                  >
                    <span className="flex w-full items-end justify-center" style={{ height: `${BARS_REM}rem` }}>
                      <span
                        className={cn(
                          "w-full max-w-7 rounded-t-md transition-[height] group-hover:opacity-80",
                          d.entries === 0
                            ? "h-0.5 bg-border"
                            : kcal === null
                              ? "h-3 border border-dashed border-muted"
                              : target !== null && kcal > target
                                ? "bg-warning"
                                : "bg-accent",
                        )}
                        style={
                          d.entries > 0 && kcal !== null ? { height: `${Math.max(share(kcal) * BARS_REM, 0.25)}rem` } : undefined
                        }
                      />
                    </span>
                    <span
                      className={cn(
                        "grid pt-1 text-center text-xs leading-tight",
                        current ? "font-bold text-text" : "text-muted",
                      )}
                      style={{ height: `${LABEL_REM}rem` }}
                    >
                      <span>{formatDate(d.date, { weekday: "short" })}</span>
                      <span className="tabular-nums">{formatDate(d.date, { day: "numeric" })}</span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ol>
        </div>
        {averages.logged === 0 ? (
          <p className="text-sm text-muted">{m.diary_week_empty()}</p>
        ) : (
          <div className="grid gap-2">
            <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="font-medium">{m.diary_week_average()}</span>
              <span className="text-muted">{m.diary_week_logged({ count: String(averages.logged) })}</span>
            </p>
            <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4 lg:grid-cols-2" data-testid="diary-week-averages">
              <div className="grid rounded-lg bg-surface-2 px-3 py-2">
                <dt className="text-xs text-muted">{m.diary_n_kcal()}</dt>
                <dd className="font-semibold tabular-nums">{averages.kcal === null ? "?" : kcalText(averages.kcal)}</dd>
              </div>
              {macroSwatches.map((s) => (
                <div key={s.key} className="grid rounded-lg bg-surface-2 px-3 py-2">
                  <dt className="flex items-center gap-1.5 text-xs text-muted">
                    <span aria-hidden="true" className={cn("size-2 rounded-full", s.swatch)} />
                    {s.label()}
                  </dt>
                  <dd className="font-semibold tabular-nums">
                    {averages[s.key] === null ? "?" : formatColumn(s.key, averages[s.key]!)}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="text-xs text-muted">{m.diary_week_average_note()}</p>
          </div>
        )}
      </div>
    );
  }
  return (
    <section
      aria-labelledby="diary-week-title"
      className="grid content-start gap-3 rounded-2xl border border-border bg-surface p-4 sm:p-5"
      data-testid="diary-week"
    >
      <header className="grid gap-1">
        <h2 id="diary-week-title" className="text-lg font-semibold">
          {m.diary_week_title()}
        </h2>
        <p className="text-sm text-muted">{m.diary_week_lead()}</p>
      </header>
      {body}
    </section>
  );
}
