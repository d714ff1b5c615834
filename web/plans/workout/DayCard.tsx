import { BedDouble } from "lucide-react";
import type { PlanDay } from "../../../core/training/workout-plan";
import * as m from "../../../i18n/paraglide/messages.js";
import { cn } from "../../shared/ui/cn";
import { dayTypeLabels, weekdayName } from "../../../i18n/labels/plans";
import { ExerciseLine } from "./ExerciseLine";

/** A day of the plan: its type and exercises, or the rest day. */
export function DayCard({ day, today, title }: { day: PlanDay; today?: boolean; title?: string }) {
  const light = day.exercises.length > 0 && day.exercises.every((e) => e.intensity === "light");
  return (
    <article
      aria-label={title ?? weekdayName(day.weekday)}
      data-testid={`day-${day.weekday}`}
      className={cn("grid content-start gap-1 rounded-2xl border bg-surface p-4", today ? "border-accent" : "border-border")}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">
          {title ?? weekdayName(day.weekday)}
          {today && (
            <span className="ml-2 rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-fg">
              {m.plans_today()}
            </span>
          )}
        </h3>
        <span className="text-sm font-medium text-muted">
          {day.type ? dayTypeLabels[day.type]() : m.day_rest()}
          {light && ` · ${m.plans_light()}`}
        </span>
      </header>
      {day.type ? (
        <ul className="divide-y divide-border">
          {day.exercises.map((e) => (
            <ExerciseLine key={e.slug} exercise={e} />
          ))}
        </ul>
      ) : (
        <p className="flex items-center gap-2 text-sm text-muted">
          <BedDouble aria-hidden="true" className="size-4 shrink-0" />
          {m.day_rest_text()}
        </p>
      )}
    </article>
  );
}
