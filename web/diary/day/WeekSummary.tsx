import { useQuery } from "@tanstack/react-query";
import { useLayoutEffect, useRef } from "react";
import type { DiaryTotalsJson, DiaryWeekDayJson } from "../../../core/api/diary";
import * as m from "../../../i18n/paraglide/messages.js";
import { ApiFailure } from "../../shared/api/client";
import { formatDate } from "../../shared/i18n/format";
import { diaryWeekQuery } from "../../shared/queries/diary";
import { cn } from "../../shared/ui/cn";
import { macroSwatches } from "../../shared/ui/macro-swatches";
import { foodsText, formatColumn, kcalText } from "../format";
import type { DiaryOutboxChange } from "../../shared/offline/diary-outbox";
import { useHeldDays } from "./kept-days";
import { unsentDays, weekAverages, weekWithShown } from "./week";

/** The bars' height in rem; the line under them holds the day's name. */
const BARS_REM = 7;
const LABEL_REM = 2.5;

/** What a bar says beside its day's short name ("Fri 9"), which is its visible text. */
function dayFigures(d: DiaryWeekDayJson): string {
  if (d.entries === 0) return m.diary_week_day_empty();
  if (d.kcal.amount === null) return m.diary_week_day_unknown();
  const kcal = kcalText(d.kcal.amount);
  const eaten = d.target === null ? m.diary_week_day({ kcal }) : m.diary_week_day_of({ kcal, target: kcalText(d.target) });
  // Foods without energy are left out of the bar: it says so, as the day's own total does.
  return d.kcal.missing > 0 ? `${eaten}, ${m.diary_day_without_value({ foods: foodsText(d.kcal.missing) })}` : eaten;
}

/**
 * The seven days up to the one shown, as bars of energy eaten, each with a dashed mark at its own
 * day's target (a past day's kept one, decision 0074), and the daily averages of the days logged.
 * A bar opens its day. The day on screen is the device's (its unsent changes count at once), and so
 * is another day this device holds that an unsent change touches; the others are the server's,
 * read again after each sync. Without targets, or with them withheld
 * (eating-disorder signs on record, by the week's answer or the day's), there are no marks.
 */
export function WeekSummary({
  userId,
  date,
  shown,
  changes,
  targetsWithheld,
  go,
  takeFocus,
}: {
  userId: string;
  date: string;
  shown: { entries: number; totals: DiaryTotalsJson };
  /** The diary's changes not yet sent. */
  changes: readonly DiaryOutboxChange[];
  /** The day's own answer withholds the targets: no mark either, whatever an older week says. */
  targetsWithheld: boolean;
  /** Opens a day from its bar; the day screen remembers it while the day loads and this card is gone. */
  go(date: string): void;
  /** Whether `date` was opened from a bar and its bar should take the focus (asked once). */
  takeFocus(date: string): boolean;
}) {
  const query = useQuery(diaryWeekQuery(userId, date));
  const week = query.data;
  const otherDates = week ? week.days.map((d) => d.date).filter((d) => d !== date) : [];
  const held = useHeldDays(
    userId,
    otherDates,
    changes.some((c) => c.type === "entry"),
  );
  const list = useRef<HTMLOListElement>(null);
  // The bar pressed is gone with the day it was on: its day's bar, now the last, takes the focus,
  // unless the member has moved it elsewhere meanwhile.
  useLayoutEffect(() => {
    if (!week || !takeFocus(date)) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    list.current?.querySelector<HTMLButtonElement>('[aria-current="date"]')?.focus({ preventScroll: true });
  }, [week, date, takeFocus]);
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
    const withheld = targetsWithheld || week.targets?.source === "withheld";
    const own = [{ date, ...shown }, ...unsentDays(held, changes)];
    const days = weekWithShown(week.days, own).map((d) => (withheld ? { ...d, target: null } : d));
    const target = week.targets && !withheld && week.targets.source !== "withheld" ? week.targets.calories : null;
    const averages = weekAverages(days);
    const top = Math.max(...days.map((d) => Math.max(d.target ?? 0, d.kcal.amount ?? 0))) * 1.1 || 1;
    const share = (kcal: number) => Math.min(1, kcal / top);
    body = (
      <div className="grid gap-4">
        <div className="grid gap-1">
          {target !== null && (
            <p className="flex items-center justify-end gap-1.5 text-xs text-muted" data-testid="diary-week-target">
              <span aria-hidden="true" className="w-4 border-t-2 border-dashed border-text/60" />
              {days.every((d) => d.target === target)
                ? m.diary_week_target_line({ kcal: kcalText(target) })
                : m.diary_week_targets_legend()}
            </p>
          )}
          <ol ref={list} className="grid grid-cols-7 gap-1" aria-label={m.diary_week_title()}>
            {days.map((d) => {
              const kcal = d.kcal.amount;
              const current = d.date === date;
              const weekday = formatDate(d.date, { weekday: "short" });
              const dayNumber = formatDate(d.date, { day: "numeric" });
              return (
                <li key={d.date} className="grid">
                  <button
                    type="button"
                    onClick={() => !current && go(d.date)}
                    // The visible "Fri 9" first, so a voice command that names it finds the bar.
                    aria-label={`${weekday} ${dayNumber}, ${dayFigures(d)}`}
                    aria-current={current ? "date" : undefined}
                    className={cn(
                      "group grid justify-items-center rounded-lg px-0.5 focus-visible:outline-2 focus-visible:outline-ring",
                      current && "bg-surface-2",
                    )}
                    data-testid="diary-week-day"
                  >
                    <span className="relative flex w-full items-end justify-center" style={{ height: `${BARS_REM}rem` }}>
                      {d.entries > 0 && kcal !== null && d.kcal.missing > 0 && (
                        // Some of the day's foods have no energy: the bar is short of the day.
                        <span
                          aria-hidden="true"
                          className="absolute size-1.5 rounded-full bg-warning"
                          style={{ bottom: `${Math.max(share(kcal) * BARS_REM, 0.25) + 0.25}rem` }}
                          data-testid="diary-week-day-partial"
                        />
                      )}
                      {d.target !== null && (
                        <span
                          aria-hidden="true"
                          className="absolute inset-x-0 border-t-2 border-dashed border-text/60"
                          style={{ bottom: `${share(d.target) * BARS_REM}rem` }}
                        />
                      )}
                      <span
                        className={cn(
                          "w-full max-w-7 rounded-t-md transition-[height] group-hover:opacity-80",
                          d.entries === 0
                            ? "h-0.5 bg-border"
                            : kcal === null
                              ? "h-3 border border-dashed border-muted"
                              : d.target !== null && kcal > d.target
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
                      {/* The space is for the name read from the text ("Fri 9"): a grid does not lay it out. */}
                      <span>{weekday}</span> <span className="tabular-nums">{dayNumber}</span>
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
