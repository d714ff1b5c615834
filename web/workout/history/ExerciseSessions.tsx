import type { ExerciseHistoryJson } from "../../../core/api/workouts";
import * as m from "../../../i18n/paraglide/messages.js";
import { formatDate } from "../../shared/i18n/format";
import type { UnitSystem } from "../../shared/units/units";
import { HistoryLink } from "./links";
import { numbered } from "./SessionSets";
import { cn } from "../../shared/ui/cn";
import { markTone, setMark, setTitle } from "../set-kind-text";
import { effortText, setText } from "../set-text";

/** The sessions with this exercise, newest first, each with its sets and its note; the date opens the workout. */
export function ExerciseSessions(props: { sessions: ExerciseHistoryJson["sessions"]; units: UnitSystem; loaded: boolean }) {
  return (
    <section aria-labelledby="sessions-title" className="grid gap-3 rounded-2xl border border-border bg-surface p-4">
      <h3 id="sessions-title" className="text-lg font-semibold">
        {m.history_sessions_title()}
      </h3>
      <ol className="grid divide-y divide-border">
        {props.sessions.map((s) => {
          const date = formatDate(s.date, { weekday: "short", day: "numeric", month: "long", year: "numeric" });
          return (
            <li key={s.id} className="grid gap-1.5 py-3 first:pt-0 last:pb-0">
              <HistoryLink
                to={{ session: s.id }}
                className="justify-self-start font-semibold text-accent underline-offset-4 hover:underline"
                aria-label={m.history_open_session({ date })}
              >
                <time dateTime={s.date}>{date}</time>
              </HistoryLink>
              <ol className="flex flex-wrap gap-1.5 text-sm tabular-nums">
                {numbered(s.sets).map(({ set, n }) => {
                  const warmup = set.kind === "warmup";
                  const effort = effortText(set);
                  return (
                    <li
                      key={set.id}
                      className={
                        warmup ? "rounded-lg border border-border px-2 py-1 text-muted" : "rounded-lg bg-surface-2 px-2 py-1"
                      }
                    >
                      <span className="sr-only">{setTitle(set.kind, n)}: </span>
                      {set.kind !== "work" && (
                        <span aria-hidden="true" className={cn("mr-1 text-xs font-bold", markTone[set.kind])}>
                          {setMark(set.kind, n)}
                        </span>
                      )}
                      {setText(set, props.units, props.loaded)}
                      {effort && <span className="text-muted"> · {effort}</span>}
                    </li>
                  );
                })}
              </ol>
              {/* (An answer from before notes travelled has none.) */}
              {s.note && (
                <p className="text-sm break-words whitespace-pre-line text-muted">
                  <span className="font-medium">{m.history_note()}:</span> {s.note}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
