import { ChartLine } from "lucide-react";
import type { RecordKind } from "../../../core/api/workouts";
import type { LastTimeComparison } from "../../../core/training/last-time";
import type { LoggedSetJson, WorkoutSessionJson } from "../../../core/training/session";
import { setPlaces } from "../../../core/training/set-kinds";
import { supersetPlaces } from "../../../core/training/supersets";
import * as m from "../../../i18n/paraglide/messages.js";
import { cn } from "../../shared/ui/cn";
import { useLocale } from "../../shared/i18n/locale";
import { useUnits, type UnitSystem } from "../../shared/units/units";
import { exerciseTraits } from "./exercise-traits";
import { useOwnExercises } from "../exercise-names";
import { LastTimeLine } from "./LastTimeLine";
import { HistoryLink } from "./links";
import { recordIcons, recordLabel, recordSentence } from "./record-labels";
import { badgeTone, setMark, setTitle } from "../set-kind-text";
import { effortText, setText } from "../set-text";
import { setsByEntry } from "./session-stats";

/**
 * The session's exercises in the order done (a superset's marked), each with its sets, the records
 * they set and, under its first place in the workout, its total against the time before.
 */
export function SessionSets(props: {
  session: WorkoutSessionJson;
  records: Map<string, RecordKind[]>;
  recordsPending: boolean;
  lastTime: ReadonlyMap<string, LastTimeComparison & { date: string }>;
}) {
  const locale = useLocale();
  const units = useUnits();
  const { own } = useOwnExercises();
  const supersets = supersetPlaces(props.session.entries);
  const firstPlace = new Map<string, string>();
  for (const entry of props.session.entries) if (!firstPlace.has(entry.exercise)) firstPlace.set(entry.exercise, entry.id);
  // A finished workout's exercises with nothing logged (a plan's exercises not done) are named once
  // at the end, not shown as cards saying "No sets" under a summary that counts one exercise.
  const finished = props.session.status === "finished";
  const byEntry = setsByEntry(props.session);
  const skipped = finished ? byEntry.filter(({ entry, sets }) => sets.length === 0 && !entry.note) : [];
  const shown = finished ? byEntry.filter((e) => !skipped.includes(e)) : byEntry;
  return (
    <div className="grid gap-4">
      {props.recordsPending && props.records.size > 0 && <p className="text-sm text-muted">{m.history_records_pending()}</p>}
      {shown.map(({ entry, sets }) => {
        const traits = exerciseTraits(entry.exercise, locale, sets, own(entry.exercise));
        const heading = `entry-${entry.id}`;
        const superset = supersets.get(entry.id);
        const lastTime = firstPlace.get(entry.exercise) === entry.id ? props.lastTime.get(entry.exercise) : undefined;
        return (
          <section
            key={entry.id}
            aria-labelledby={heading}
            aria-describedby={superset ? `${heading}-superset` : undefined}
            className={cn("grid gap-3 rounded-2xl border border-border bg-surface p-4", superset && "border-l-4 border-l-accent")}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <div className="grid gap-0.5">
                {superset && (
                  <p id={`${heading}-superset`} className="text-xs font-semibold text-accent">
                    {m.workout_superset_label({
                      letter: superset.letter,
                      index: String(superset.index),
                      size: String(superset.size),
                    })}
                  </p>
                )}
                <h3 id={heading} className="text-lg font-semibold">
                  {traits.name}
                </h3>
              </div>
              <HistoryLink
                to={{ exercise: entry.exercise }}
                aria-label={`${m.history_exercise_progress()}: ${traits.name}`}
                className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent underline-offset-4 hover:underline"
              >
                <ChartLine aria-hidden="true" className="size-4" />
                {m.history_exercise_progress()}
              </HistoryLink>
            </div>
            {lastTime && <LastTimeLine comparison={lastTime} thisDate={props.session.date} units={units} />}
            {entry.note && (
              <p className="rounded-xl bg-surface-2/60 px-3 py-2 text-sm whitespace-pre-line">
                <span className="sr-only">{m.history_note()}: </span>
                {entry.note}
              </p>
            )}
            {sets.length === 0 ? (
              <p className="text-sm text-muted">{m.history_no_sets()}</p>
            ) : (
              <ol className="grid gap-1.5">
                {numbered(sets).map(({ set, n }) => (
                  <SetLine key={set.id} set={set} n={n} units={units} loaded={traits.loaded} kinds={props.records.get(set.id)} />
                ))}
              </ol>
            )}
          </section>
        );
      })}
      {skipped.length > 0 && (
        <p className="text-sm text-muted" data-testid="history-skipped">
          {m.history_skipped({
            names: skipped.map(({ entry }) => exerciseTraits(entry.exercise, locale, [], own(entry.exercise)).name).join(", "),
          })}
        </p>
      )}
    </div>
  );
}

/** Each kind numbered apart: W, W, 1, 2, 3, D. */
export const numbered = (sets: readonly LoggedSetJson[]) => {
  const places = setPlaces(sets.map((s) => s.kind));
  return sets.map((set, i) => ({ set, n: places[i]!.number }));
};

function SetLine(props: { set: LoggedSetJson; n: number; units: UnitSystem; loaded: boolean; kinds: RecordKind[] | undefined }) {
  const { set, kinds } = props;
  const warmup = set.kind === "warmup";
  const effort = effortText(set);
  return (
    <li className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1 py-1" data-testid="history-set">
      <span
        aria-hidden="true"
        className={cn("grid size-7 shrink-0 place-items-center rounded-full font-bold", badgeTone[set.kind])}
      >
        {setMark(set.kind, props.n)}
      </span>
      <span className="flex flex-wrap items-baseline gap-x-3">
        <span className="sr-only">{setTitle(set.kind, props.n)}: </span>
        <span className={warmup ? "text-muted tabular-nums" : "font-medium tabular-nums"}>
          {setText(set, props.units, props.loaded)}
        </span>
        {effort && <span className="text-sm text-muted">{effort}</span>}
        {kinds && <span className="sr-only">. {recordSentence(kinds, props.loaded)}</span>}
      </span>
      {kinds && (
        // Under the set's numbers, beside nothing: the labels wrap on a phone without pushing the numbers.
        <span className="col-start-2 flex flex-wrap gap-1.5" aria-hidden="true" data-testid="set-records">
          {kinds.map((kind) => {
            const Icon = recordIcons[kind];
            return (
              <span
                key={kind}
                className="inline-flex items-center gap-1 rounded-full bg-warning/15 px-2 py-0.5 text-xs font-semibold text-warning"
              >
                <Icon className="size-3.5" />
                {recordLabel(kind, props.loaded)}
              </span>
            );
          })}
        </span>
      )}
    </li>
  );
}
