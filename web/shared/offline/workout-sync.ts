// Sends the workout log's outbox (decision 0042) with the shared engine (outbox-engine.ts): up to
// a sync's worth of changes per request, a moment after each change. The answers update the
// cached day, session and history.
import type { QueryClient } from "@tanstack/react-query";
import type { WorkoutDayJson, WorkoutDetailJson, WorkoutSyncJson } from "../../../core/api/workouts";
import type { WorkoutSessionJson } from "../../../core/training/session";
import type { WorkoutChange } from "../../../core/validation/workouts";
import * as v from "valibot";
import { changeSchema, logLimits } from "../../../core/validation/workouts";
import { ApiFailure } from "../api/client";
import { refreshOverview } from "../queries/profile";
import { storeAnswers } from "../queries/store-answer";
import { sendWorkoutChanges, workoutKeys } from "../queries/workout";
import { idleSnapshot, OutboxEngine, type OutboxRules, type OutboxSnapshot, type SyncPhase } from "./outbox-engine";
import { stampedAgain, stampedInto, type Stamps } from "./stamp";
import { workoutOutboxKey } from "./outbox-keys";
import { changeKey, coalesce, inSendingOrder, withoutAnswered } from "./workout-outbox";

export { idleSnapshot, type SyncPhase };
export type SyncSnapshot = OutboxSnapshot<WorkoutChange>;

/**
 * Lays a sync's answer over the cached reads of the log; the rest is read again when next shown.
 * A read on its way holds what the server had before this sync: it is called off and made again.
 */
async function applyAnswer(queryClient: QueryClient, userId: string, answer: WorkoutSyncJson, sent: readonly WorkoutChange[]) {
  const byId = new Map(answer.sessions.map((s) => [s.id, s]));
  // The answer leaves removed sessions out: a discarded workout is known gone from what was sent.
  const removed = new Set(sent.filter((c) => c.type === "session" && c.deleted).map((c) => c.id));
  const again = await storeAnswers(queryClient, { queryKey: workoutKeys.all(userId) }, () =>
    layOver(queryClient, userId, answer, byId, removed),
  );
  // The day is kept up to date from the answers, so it is read again only if a read was called off,
  // or when a finished workout changed or went (finished now, corrected, removed): its "previous"
  // numbers are last time's, and a workout started or repeated next shows them. An exercise's
  // history holds finished workouts only (each logger card reads it for its records): the same.
  // Neither is read again with every set of the open workout.
  const pastChanged = answer.sessions.some((s) => s.status === "finished") || removed.size > 0;
  void queryClient.invalidateQueries({
    queryKey: workoutKeys.all(userId),
    predicate: (q) => again.has(q.queryHash) || (q.queryKey[2] === "day" || q.queryKey[2] === "exercise" ? pastChanged : true),
  });
  // The profile's counts (workouts done, the streak) come from the same log.
  refreshOverview(queryClient, userId);
}

function layOver(
  queryClient: QueryClient,
  userId: string,
  answer: WorkoutSyncJson,
  byId: Map<string, WorkoutSessionJson>,
  removed: ReadonlySet<string>,
) {
  queryClient.setQueriesData<WorkoutDayJson>({ queryKey: [...workoutKeys.all(userId), "day"] }, (day) => {
    if (!day) return day;
    const active = day.active ? byId.get(day.active.id) : undefined;
    const opened = answer.sessions.filter((s) => s.status === "active").sort((a, b) => b.startedAt - a.startedAt)[0];
    let next: WorkoutSessionJson | null = day.active;
    if (active) next = active.status === "active" ? active : null;
    else if (day.active && removed.has(day.active.id)) next = null;
    // One finished or discarded gives way to one started since, in the same sync.
    next ??= opened ?? null;
    return next === day.active ? day : { ...day, active: next };
  });
  for (const session of answer.sessions) {
    queryClient.setQueryData<WorkoutDetailJson>(workoutKeys.detail(userId, session.id), (d) => (d ? { ...d, session } : d));
  }
}

class WorkoutSync extends OutboxEngine<WorkoutChange> {
  constructor(
    rules: OutboxRules<WorkoutChange>,
    private readonly stamps: Stamps<WorkoutChange>,
  ) {
    super(rules);
  }

  /** Keeps the changes on the device (IndexedDB) before they show, then sends them a moment later. */
  record(changes: WorkoutChange[]): Promise<void> {
    return this.change(stampedInto(this.stamps, changes));
  }
}

const workoutStamps = (userId: string, queryClient: QueryClient): Stamps<WorkoutChange> => ({
  key: changeKey,
  coalesce,
  cached: () => queryClient.getQueriesData({ queryKey: workoutKeys.all(userId) }),
  valid: (c) => v.is(changeSchema, c),
});

function workoutRules(userId: string, queryClient: QueryClient, stamps: Stamps<WorkoutChange>): OutboxRules<WorkoutChange> {
  return {
    storageKey: workoutOutboxKey(userId),
    key: changeKey,
    inSendingOrder,
    withoutAnswered,
    perRequest: logLimits.opsPerSync,
    sendDelayMs: 400,
    async send(batch: readonly WorkoutChange[]) {
      const answer = await sendWorkoutChanges(userId, [...batch]);
      // The answer first: with the outbox emptied before it, the open workout would vanish for a frame.
      await applyAnswer(queryClient, userId, answer, batch);
      return { refused: answer.results.filter((r) => r.result === "rejected").length };
    },
    // A bad request: the screens check every value first, so a change this device finds bad is a
    // bug's trace. With none, the server refused one the device takes (its rule is stricter, or a
    // workout's limit was met): the engine finds which by halves, and the member's other sets stay.
    neverTaken(err: unknown, batch: readonly WorkoutChange[]) {
      if (!(err instanceof ApiFailure) || err.status !== 400) return null;
      const bad = batch.filter((c) => !v.is(changeSchema, c));
      return bad.length ? bad : "unnamed";
    },
    // A change refused only for a reset clock's stamp is stamped again, not dropped.
    mend: (err, batch) => (err instanceof ApiFailure && err.status === 400 ? stampedAgain(stamps, batch) : null),
  };
}

const engines = new Map<string, WorkoutSync>();

/** The member's sync, one per member for the page's life. */
export function workoutSync(userId: string, queryClient: QueryClient): WorkoutSync {
  let engine = engines.get(userId);
  if (!engine || engine.stopped) {
    const stamps = workoutStamps(userId, queryClient);
    engines.set(userId, (engine = new WorkoutSync(workoutRules(userId, queryClient, stamps), stamps)));
  }
  return engine;
}
