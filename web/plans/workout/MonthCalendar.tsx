import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { blockWeekOn } from "../../../core/training/progression";
import { type StoredWorkoutPlan, weekdayOf, weekdays } from "../../../core/training/workout-plan";
import { formatDate, localIsoDate } from "../../shared/i18n/format";
import * as m from "../../../i18n/paraglide/messages.js";
import { buttonClass } from "../../shared/ui/button-styles";
import { cn } from "../../shared/ui/cn";
import { dayTypeLabels, weekdayName } from "../../../i18n/labels/plans";
import { DayCard } from "./DayCard";

const iso = (y: number, month: number, d: number) => new Date(Date.UTC(y, month, d)).toISOString().slice(0, 10);

/** The month's days in Monday-first weeks, with blanks before the 1st. */
function monthGrid(year: number, month: number): (string | null)[] {
  const first = iso(year, month, 1);
  const blanks = weekdays.indexOf(weekdayOf(first));
  const length = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return [...Array<null>(blanks).fill(null), ...Array.from({ length }, (_, i) => iso(year, month, i + 1))];
}

/** The plan on a month's calendar: training days by type, deload weeks marked, today ringed. */
export function MonthCalendar({ stored, today }: { stored: StoredWorkoutPlan; today: string }) {
  const [cursor, setCursor] = useState(() => ({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) - 1 }));
  const [selected, setSelected] = useState(today);
  const move = (by: number) =>
    setCursor((c) => ({ year: c.year + Math.floor((c.month + by) / 12), month: (((c.month + by) % 12) + 12) % 12 }));
  const monthName = formatDate(iso(cursor.year, cursor.month, 1), { month: "long", year: "numeric" });
  // The plan's own first day, in the member's calendar: the days before it had nothing planned.
  const since = localIsoDate(new Date(stored.generatedAt));
  const before = (date: string) => date < since;
  const dayOf = (date: string) => stored.plan.week.find((d) => d.weekday === weekdayOf(date))!;
  const weekOf = (date: string) => blockWeekOn(stored.plan.block, stored.startMonday, date);
  const chosenWeek = weekOf(selected);
  return (
    <div className="grid gap-4">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className={buttonClass("ghost", "sm")}
          onClick={() => move(-1)}
          aria-label={m.plans_calendar_prev()}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <h3 className="font-semibold first-letter:uppercase" aria-live="polite">
          {monthName}
        </h3>
        <button type="button" className={buttonClass("ghost", "sm")} onClick={() => move(1)} aria-label={m.plans_calendar_next()}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div
        role="group"
        aria-label={m.plans_calendar_label({ month: monthName })}
        className="grid grid-cols-7 gap-1 text-center"
        data-testid="plan-calendar"
      >
        {weekdays.map((d) => (
          <span key={d} aria-hidden="true" className="pb-1 text-xs font-semibold text-muted">
            {weekdayName(d, "short")}
          </span>
        ))}
        {monthGrid(cursor.year, cursor.month).map((date, i) => {
          if (!date) return <span key={`blank-${i}`} />;
          if (before(date))
            return (
              <button
                key={date}
                type="button"
                onClick={() => setSelected(date)}
                aria-pressed={selected === date}
                data-before-plan=""
                className={cn(
                  "grid min-h-14 content-start gap-0.5 rounded-lg border p-1 text-left text-xs text-muted transition-colors focus-visible:outline-2",
                  selected === date ? "border-accent" : "border-transparent hover:border-border",
                )}
              >
                <span className="sr-only">{formatDate(date, { month: "long" })} </span>
                <span className="tabular-nums">{Number(date.slice(8))}</span>
                <span className="sr-only">, {m.ui_calendar_before_plan()}</span>
              </button>
            );
          const day = dayOf(date);
          const deload = weekOf(date).kind === "deload";
          return (
            <button
              key={date}
              type="button"
              onClick={() => setSelected(date)}
              aria-pressed={selected === date}
              aria-current={date === today ? "date" : undefined}
              className={cn(
                "grid min-h-14 content-start gap-0.5 rounded-lg border p-1 text-left text-xs transition-colors focus-visible:outline-2",
                day.type ? "bg-accent/10" : "bg-surface",
                deload && "bg-surface-2",
                selected === date ? "border-accent" : "border-transparent hover:border-border",
                date === today && "ring-2 ring-accent",
              )}
            >
              {/* The visible text is part of the name (axe); the month and the rest are for screen readers. */}
              <span className="sr-only">{formatDate(date, { month: "long" })} </span>
              <span className="font-semibold tabular-nums">{Number(date.slice(8))}</span>{" "}
              {day.type ? (
                <span className="sr-only leading-tight text-muted sm:not-sr-only sm:block">{dayTypeLabels[day.type]()}</span>
              ) : (
                <span className="sr-only">{m.day_rest()}</span>
              )}
              {deload && <span className="sr-only">, {m.plans_deload_short()}</span>}
              {day.type && <span aria-hidden="true" className="size-1.5 rounded-full bg-accent sm:hidden" />}
            </button>
          );
        })}
      </div>
      {before(selected) ? (
        <p className="text-sm text-muted" data-testid="calendar-before-plan">
          {m.ui_calendar_before_plan_day({ date: formatDate(since, { day: "numeric", month: "long" }) })}
        </p>
      ) : (
        <>
          <p className="text-sm text-muted">
            {m.plans_block_week({ week: String(chosenWeek.week), total: String(stored.plan.block.length) })}
            {chosenWeek.kind === "deload" && ` · ${m.plans_deload()}`}
          </p>
          <DayCard
            day={dayOf(selected)}
            today={selected === today}
            title={formatDate(selected, { weekday: "long", day: "numeric", month: "long" })}
          />
        </>
      )}
    </div>
  );
}
