import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import type { SessionExercise, WorkoutSessionJson } from "../../core/training/session";
import { ApiFailure } from "../shared/api/client";
import { toastFailure } from "../shared/api/toast-failure";
import { formatNumber, localIsoDate } from "../shared/i18n/format";
import { useLocale } from "../shared/i18n/locale";
import { useScreenHref } from "../shared/navigation/paths";
import * as m from "../../i18n/paraglide/messages.js";
import { dayTypeLabels } from "../../i18n/labels/plans";
import { doseText } from "../../i18n/labels/dose";
import { exerciseBySlug } from "../shared/queries/exercises";
import { DemonstrationDisclosure } from "../shared/exercises/DemonstrationDisclosure";
import { profileKeys, useProfile } from "../shared/queries/profile";
import { buttonClass } from "../shared/ui/button-styles";
import { ConfirmDialog } from "../shared/ui/ConfirmDialog";
import { QueryState } from "../shared/ui/QueryState";
import { ScreenHeader } from "../shared/ui/ScreenHeader";
import { notify } from "../shared/ui/toast";
import { type DayAnswer, workoutApi, workoutDayQuery, workoutKeys } from "../shared/queries/workout";
import { clearOfRestBar, RestTimer, type RestState } from "./RestTimer";
import { SetRow } from "./SetRow";
import { progressText } from "./progress-text";
import { suggestionText } from "./suggestion-text";

/**
 * Today's workout: the plan's preview, then logging every set with a rest timer, then finishing
 * (Standard and Pro; the screen table locks it for Free).
 */
export default function WorkoutPage() {
  useLocale();
  const { user } = useProfile();
  const href = useScreenHref();
  const today = localIsoDate();
  const query = useQuery({
    ...workoutDayQuery(user?.id ?? "-", today),
    enabled: !!user,
    retry: (n, err) => !(err instanceof ApiFailure && err.status < 500) && n < 2,
  });
  if (!user) return null;
  const profilePath = href("/profile");
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:py-10">
      <Link
        to={profilePath}
        className="inline-flex items-center gap-2 justify-self-start text-sm font-medium text-accent underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {m.workout_back()}
      </Link>
      <ScreenHeader title={m.workout_title()} lead={m.workout_lead()} />
      {query.error instanceof ApiFailure && query.error.code === "no_plan" ? (
        <Notice text={m.workout_no_plan()} to={profilePath} />
      ) : (
        <QueryState
          query={query}
          loadingLabel={m.workout_loading()}
          failedText={m.workout_failed()}
          retryLabel={m.workout_retry()}
          skeletonClassName="h-96 rounded-2xl"
        >
          {(day) => <Workout userId={user.id} today={today} day={day} profilePath={profilePath} />}
        </QueryState>
      )}
    </section>
  );
}

function Notice({ text, to }: { text: string; to: string }) {
  return (
    <div className="grid justify-items-start gap-3 rounded-2xl border border-border bg-surface p-5">
      <p>{text}</p>
      <Link to={to} className={buttonClass("primary", "sm")}>
        {m.workout_back()}
      </Link>
    </div>
  );
}

function Workout({ userId, today, day, profilePath }: { userId: string; today: string; day: DayAnswer; profilePath: string }) {
  const queryClient = useQueryClient();
  const [rest, setRest] = useState<RestState | null>(null);
  const setSession = useCallback(
    (session: WorkoutSessionJson | null) => {
      queryClient.setQueryData(workoutDayQuery(userId, today).queryKey, { session, preview: session ? null : day.preview });
      void queryClient.invalidateQueries({ queryKey: workoutKeys.history(userId) });
    },
    [queryClient, userId, today, day.preview],
  );
  const start = useMutation({
    mutationFn: () => workoutApi.start(today),
    onSuccess: setSession,
    onError: (err) => toastFailure(err, m.workout_failed()),
  });
  const finish = useMutation({
    mutationFn: workoutApi.finish,
    onSuccess: (next) => {
      setSession(next);
      setRest(null);
      void queryClient.invalidateQueries({ queryKey: profileKeys.overview(userId) });
      notify.success(m.workout_finished());
    },
    onError: (err) => toastFailure(err, m.workout_save_failed()),
  });
  const discard = useMutation({
    mutationFn: workoutApi.discard,
    onSuccess: async () => {
      setRest(null);
      await queryClient.invalidateQueries({ queryKey: workoutDayQuery(userId, today).queryKey });
      void queryClient.invalidateQueries({ queryKey: workoutKeys.history(userId) });
      void queryClient.invalidateQueries({ queryKey: profileKeys.overview(userId) });
      notify.message(m.workout_discarded());
    },
    onError: (err) => toastFailure(err, m.workout_save_failed()),
  });
  const { session, preview } = day;
  // Runs once the rows show the newly logged set (it comes through the query cache, after the bar).
  const loggedSets = session?.sets.length ?? 0;
  const resting = rest !== null;
  useEffect(() => {
    if (resting) clearOfRestBar();
  }, [loggedSets, resting]);
  if (!session && !preview) return <Notice text={m.workout_rest_day()} to={profilePath} />;
  const exercises = session?.exercises ?? preview!.exercises;
  const dayType = session?.dayType ?? preview!.dayType;
  const deload = session?.deload ?? preview!.deload;
  const finished = session?.status === "finished";
  const total = exercises.reduce((n, e) => n + e.sets, 0);
  const done = session?.sets.length ?? 0;
  const volume = session?.sets.reduce((v, s) => v + (s.weight ?? 0) * (s.reps ?? 0), 0) ?? 0;
  const startButton = (
    <button
      type="button"
      className={buttonClass("primary")}
      disabled={start.isPending}
      aria-busy={start.isPending}
      onClick={() => start.mutate()}
    >
      {m.workout_start()}
    </button>
  );
  return (
    <div className="grid gap-4">
      <div className="grid gap-2 rounded-2xl border border-border bg-surface p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-lg font-semibold">{dayTypeLabels[dayType]()}</p>
          {!session && startButton}
        </div>
        {deload && <p className="text-sm text-muted">{m.plans_deload()}</p>}
        {session && (
          <div className="grid gap-1">
            <p className="text-sm text-muted" aria-live="polite">
              {finished
                ? m.workout_finished_at({ sets: String(done), volume: formatNumber(volume) })
                : progressText(done, total)}
            </p>
            <div
              className="h-2 overflow-hidden rounded-full bg-surface-2"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={total}
              aria-valuenow={done}
              aria-label={progressText(done, total)}
            >
              <div className="h-full bg-accent" style={{ width: `${Math.min(100, (done / Math.max(1, total)) * 100)}%` }} />
            </div>
          </div>
        )}
      </div>
      <ol className="grid gap-3">
        {exercises.map((e) => (
          <ExerciseCard
            key={e.slug}
            exercise={e}
            session={session}
            disabled={!session || finished}
            onLogged={(next) => {
              setSession(next);
              setRest({ endsAt: Date.now() + e.restSeconds * 1000, total: e.restSeconds });
            }}
            onChanged={setSession}
          />
        ))}
      </ol>
      {rest && !finished && <RestTimer rest={rest} onChange={setRest} />}
      <div className="flex flex-wrap gap-3">
        {session && !finished && (
          <button
            type="button"
            className={buttonClass("primary", "lg")}
            disabled={done === 0}
            onClick={() => finish.mutate(session.id)}
          >
            {m.workout_finish()}
          </button>
        )}
        {session && (
          <ConfirmDialog
            trigger={m.workout_discard()}
            triggerClassName={buttonClass("ghost", "lg")}
            title={m.workout_discard_title()}
            text={m.workout_discard_text()}
            cancelLabel={m.plans_cancel()}
            confirmLabel={m.workout_discard()}
            pending={discard.isPending}
            onConfirm={(close) => discard.mutate(session.id, { onSuccess: close })}
          />
        )}
      </div>
    </div>
  );
}

function ExerciseCard(props: {
  exercise: SessionExercise;
  session: WorkoutSessionJson | null;
  disabled: boolean;
  onLogged: (s: WorkoutSessionJson) => void;
  onChanged: (s: WorkoutSessionJson) => void;
}) {
  const locale = useLocale();
  const { exercise: e, session } = props;
  const logged = session?.sets.filter((s) => s.exercise === e.slug) ?? [];
  const entry = exerciseBySlug.get(e.slug);
  const name = entry?.name[locale] ?? e.slug;
  return (
    <li className="grid gap-2 rounded-2xl border border-border bg-surface p-4" aria-label={name}>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold">{name}</h2>
        <span className="text-sm tabular-nums text-muted">
          {doseText(e)} · {m.plans_rest({ seconds: String(e.restSeconds) })}
        </span>
      </header>
      <p className="text-sm text-muted">{suggestionText(e.suggestion)}</p>
      {entry && <DemonstrationDisclosure exercise={entry} />}
      {session && (
        <ul className="grid gap-1">
          {Array.from({ length: Math.max(e.sets, logged.length) }, (_, i) => {
            const before = logged.find((s) => s.index === i - 1);
            return (
              <SetRow
                // A new key when this set or the one before is logged: the row starts from the newest values.
                key={`${i}-${logged.find((s) => s.index === i) ? "logged" : "open"}-${before?.weight}-${before?.reps ?? before?.seconds}`}
                exercise={e}
                index={i}
                logged={logged.find((s) => s.index === i)}
                prefill={before ?? e.suggestion}
                disabled={props.disabled}
                bodyweight={!!entry && entry.equipment.every((q) => q === "bodyweight")}
                sessionId={session.id}
                onLogged={props.onLogged}
                onRemoved={props.onChanged}
              />
            );
          })}
        </ul>
      )}
    </li>
  );
}
