import { ChevronRight, CloudOff } from "lucide-react";
import type { WorkoutSummaryJson } from "../../../core/api/workouts";
import * as m from "../../../i18n/paraglide/messages.js";
import { formatDate, formatNumber } from "../../shared/i18n/format";
import { useLocale } from "../../shared/i18n/locale";
import { useUnits } from "../../shared/units/units";
import { liftedStat } from "./lifted-stat";
import { HistoryLink } from "./links";
import { sessionTitle } from "./session-title";
import { Stats } from "./Stats";
import { exerciseName, useOwnExercises } from "../exercise-names";

/** Exercises a card names; the rest are counted ("and 2 more"). */
const namedOnCard = 3;

/** One past workout in the list: what was done, exercise by exercise; the whole card opens it (its name is the link). */
export function WorkoutCard({ workout: w, unsent = false }: { workout: WorkoutSummaryJson; unsent?: boolean }) {
  const units = useUnits();
  const locale = useLocale();
  const { own } = useOwnExercises();
  // An answer from the worker of the version before (while a deploy rolls out) has no lines.
  const lines = w.lines ?? [];
  const rest = lines.length - namedOnCard;
  const title = sessionTitle(w);
  const date = formatDate(w.date, { weekday: "short", day: "numeric", month: "long", year: "numeric" });
  return (
    <article className="relative grid gap-3 rounded-2xl border border-border bg-surface p-4 transition-colors focus-within:border-accent hover:border-accent">
      <header className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <p className="text-sm text-muted">
            <time dateTime={w.date}>{date}</time>
          </p>
          <h3 className="text-lg font-semibold">
            <HistoryLink
              to={{ session: w.id }}
              aria-label={`${title}, ${date}`}
              className="underline-offset-4 outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:underline focus-visible:after:outline-2 focus-visible:after:outline-ring"
            >
              {title}
            </HistoryLink>
          </h3>
        </div>
        <span className="flex shrink-0 items-center gap-2">
          {w.status === "active" && (
            <span className="rounded-full bg-accent/15 px-2.5 py-0.5 text-xs font-semibold text-accent">
              {m.history_in_progress()}
            </span>
          )}
          <ChevronRight aria-hidden="true" className="size-5 text-muted" />
        </span>
      </header>
      <Stats
        items={[
          [
            m.history_stat_duration(),
            w.durationMinutes === null ? "—" : m.history_minutes({ minutes: formatNumber(w.durationMinutes) }),
          ],
          [m.history_stat_exercises(), formatNumber(w.exercises)],
          [m.history_stat_sets(), formatNumber(w.sets)],
          liftedStat(w, units),
        ]}
      />
      {lines.length > 0 && (
        <ul className="grid gap-0.5 text-sm" data-testid="workout-card-lines">
          {lines.slice(0, namedOnCard).map((line, i) => (
            <li key={i} className="flex min-w-0 gap-2">
              <span aria-hidden="true" className="shrink-0 text-muted tabular-nums">
                {formatNumber(line.sets)} ×
              </span>
              <span className="min-w-0 truncate">{exerciseName(line.exercise, locale, own(line.exercise))}</span>
              <span className="sr-only">{m.history_card_sets({ count: formatNumber(line.sets) })}</span>
            </li>
          ))}
          {rest > 0 && <li className="text-muted">{m.history_card_more({ count: formatNumber(rest) })}</li>}
        </ul>
      )}
      {unsent && (
        <p className="flex items-center gap-2 text-sm text-muted" data-testid="workout-unsent">
          <CloudOff aria-hidden="true" className="size-4 shrink-0 text-warning" />
          {m.history_on_device()}
        </p>
      )}
    </article>
  );
}
