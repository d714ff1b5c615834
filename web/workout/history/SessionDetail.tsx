import { useQuery } from "@tanstack/react-query";
import { Pencil, TrendingUp, Trophy } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { WorkoutDetailJson } from "../../../core/api/workouts";
import { compareExercises, type LastTimeComparison } from "../../../core/training/last-time";
import type { WorkoutSessionJson } from "../../../core/training/session";
import * as m from "../../../i18n/paraglide/messages.js";
import { ApiFailure } from "../../shared/api/client";
import { formatDate, formatNumber } from "../../shared/i18n/format";
import { useSessionWithChanges, useWorkoutChanges } from "../../shared/offline/workout-log";
import { workoutDetailQuery } from "../../shared/queries/workout";
import { buttonClass } from "../../shared/ui/button-styles";
import { useUnits } from "../../shared/units/units";
import { useDeviceLog } from "./device-log";
import { BackTo, HistoryLink } from "./links";
import { sessionOnDevice } from "./list-with-changes";
import { Loaded } from "./Loaded";
import { recordsBySet } from "./record-labels";
import { exerciseTraits } from "./exercise-traits";
import { useOwnExercises } from "../exercise-names";
import { useLocale } from "../../shared/i18n/locale";
import { betterText } from "./last-time-text";
import { RepeatWorkout } from "./RepeatWorkout";
import { SaveRoutine } from "../routines/SaveRoutine";
import { UpdateRoutine } from "../routines/UpdateRoutine";
import { forgetMadeHere, madeHere } from "./made-here";
import { SessionEditor } from "./SessionEditor";
import { SessionSets } from "./SessionSets";
import { liftedStat } from "./lifted-stat";
import { sessionStats } from "./session-stats";
import { sessionTitle } from "./session-title";
import { Stats } from "./Stats";
import { UnsentNote } from "./UnsentNote";

/**
 * One past workout: its exercises and sets with the records they set, and its correction. One the
 * server has not answered (not sent yet, or no network) shows as this device holds it, if it does.
 */
export function SessionDetail({ userId, id }: { userId: string; id: string }) {
  const query = useQuery({
    ...workoutDetailQuery(userId, id),
    retry: (n, err) => !(err instanceof ApiFailure && err.status < 500) && n < 2,
  });
  const held = useHeldDetail(userId, id, query.isFetching);
  const data = query.data ?? held;
  const missing = query.error instanceof ApiFailure && query.error.status === 404;
  return (
    <div className="grid gap-6" data-testid="workout-session">
      <BackTo to="list" label={m.history_back_to_list()} />
      <Loaded
        query={{ ...query, data }}
        loadingLabel={m.history_session_loading()}
        failedText={m.history_session_failed()}
        offlineText={m.history_session_offline()}
        skeletonClassName="h-[28rem] rounded-2xl"
        failure={
          missing ? <p className="rounded-2xl border border-border bg-surface p-5">{m.history_session_missing()}</p> : undefined
        }
      >
        {(detail) => <Detail userId={userId} detail={detail} />}
      </Loaded>
    </div>
  );
}

/**
 * The workout as this device holds it, without records (the server works them out). It stays
 * while the workout is read again after it was sent: the outbox lets it go a moment before.
 */
function useHeldDetail(userId: string, id: string, refreshing: boolean): WorkoutDetailJson | undefined {
  const { changes, device } = useDeviceLog(userId);
  const session = sessionOnDevice(id, changes, device);
  const [last, setLast] = useState<WorkoutSessionJson | undefined>(undefined);
  if (session && JSON.stringify(session) !== JSON.stringify(last)) setLast(session);
  const shown = session ?? (refreshing ? last : undefined);
  return shown && { session: shown, records: [], previous: {} };
}

function Detail({ userId, detail }: { userId: string; detail: WorkoutDetailJson }) {
  const session = useSessionWithChanges(userId, detail.session);
  const locale = useLocale();
  const { own } = useOwnExercises();
  const { record, sync, changes } = useWorkoutChanges(userId);
  // A past workout logged a moment ago opens on the form, to add what was done.
  const [editing, setEditing] = useState(() => madeHere(detail.session.id));
  // Discarded on this device (the server hears it when the changes are sent).
  if (!session) return <p className="rounded-2xl border border-border bg-surface p-5">{m.history_discarded()}</p>;
  const records = recordsBySet(detail.records, (setId) => {
    const set = session.sets.find((s) => s.id === setId);
    return !set || exerciseTraits(set.exercise, locale, [], own(set.exercise)).loaded;
  });
  const pending = changes.some((c) => (c.type === "session" ? c.id : c.sessionId) === session.id);
  // Against the time before once the workout is finished (an open one is still partway).
  const lastTime =
    session.status === "finished"
      ? compareExercises(session.sets, detail.previous, (slug, sets) => {
          const traits = exerciseTraits(slug, locale, sets, own(slug));
          return { measure: traits.measure, loaded: traits.loaded };
        })
      : new Map();
  return (
    <>
      <Header
        userId={userId}
        session={session}
        recordCount={session.sets.filter((s) => records.has(s.id)).length}
        lastTime={lastTime}
        editing={editing}
        onEdit={() => setEditing(true)}
      />
      {pending && <UnsentNote sync={sync} />}
      {editing ? (
        <SessionEditor
          session={session}
          record={record}
          fresh={madeHere(session.id)}
          onDone={() => {
            forgetMadeHere(session.id);
            setEditing(false);
          }}
        />
      ) : (
        <SessionSets session={session} records={records} recordsPending={pending} lastTime={lastTime} />
      )}
    </>
  );
}

function Header(props: {
  userId: string;
  session: WorkoutSessionJson;
  recordCount: number;
  lastTime: ReadonlyMap<string, LastTimeComparison>;
  editing: boolean;
  onEdit: () => void;
}) {
  const { session, editing } = props;
  const units = useUnits();
  const heading = useRef<HTMLHeadingElement>(null);
  const wasEditing = useRef(false);
  // Leaving the form (saved or not), the focus goes back to the workout's name, not to the page's top.
  useEffect(() => {
    if (!editing && wasEditing.current) heading.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const stats = sessionStats(session);
  const up = [...props.lastTime.values()].filter((c) => c.change > 0).length;
  const finished = session.status === "finished";
  return (
    <header className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <p className="text-sm text-muted">
            <time dateTime={session.date}>
              {formatDate(session.date, { weekday: "long", day: "numeric", month: "long", year: "numeric" })}
            </time>
          </p>
          <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
            {sessionTitle(session)}
          </h2>
        </div>
        {!editing &&
          (finished ? (
            <RepeatWorkout userId={props.userId} session={session}>
              <SaveRoutine userId={props.userId} session={session} />
              <button type="button" className={buttonClass("secondary", "sm")} onClick={props.onEdit}>
                <Pencil aria-hidden="true" className="size-4" />
                {m.history_edit()}
              </button>
            </RepeatWorkout>
          ) : (
            <HistoryLink to="logger" className={buttonClass("primary", "sm")}>
              {m.plans_continue_workout()}
            </HistoryLink>
          ))}
      </div>
      {finished && !editing && <UpdateRoutine userId={props.userId} session={session} />}
      <div className="grid gap-3 rounded-2xl border border-border bg-surface p-4">
        <Stats
          items={[
            [
              m.history_stat_duration(),
              stats.durationMinutes === null
                ? m.history_in_progress()
                : m.history_minutes({ minutes: formatNumber(stats.durationMinutes) }),
            ],
            [m.history_stat_exercises(), formatNumber(stats.exercises)],
            [m.history_stat_sets(), formatNumber(stats.sets)],
            liftedStat(stats, units),
          ]}
        />
        {props.recordCount > 0 && (
          <p className="flex items-center gap-2 font-semibold text-warning" data-testid="session-records">
            <Trophy aria-hidden="true" className="size-5" />
            {m.history_records_count({ count: formatNumber(props.recordCount) })}
          </p>
        )}
        {/* Said when something went up; each exercise's line says the rest. */}
        {up > 0 && (
          <p className="flex items-center gap-2 font-semibold" data-testid="session-better">
            <TrendingUp aria-hidden="true" className="size-5 shrink-0 text-accent" />
            {betterText(props.lastTime.size, { up: formatNumber(up) })}
          </p>
        )}
      </div>
      {session.note && !editing && (
        <figure className="grid gap-1" data-testid="session-note">
          <figcaption className="text-sm font-medium text-muted">{m.workout_session_note_label()}</figcaption>
          <blockquote className="whitespace-pre-line break-words">{session.note}</blockquote>
        </figure>
      )}
    </header>
  );
}
