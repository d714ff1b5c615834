// Sends the workout log's outbox (decision 0042): after each change (a moment later, so a burst
// of edits is one request), when the browser comes back online, and when the app starts; a
// change leaves the outbox only once the server has answered it. A failed send is tried again
// with growing waits. The answers update the cached day, session and history.
import { onlineManager, type QueryClient } from "@tanstack/react-query";
import type { WorkoutDayJson, WorkoutDetailJson, WorkoutSyncJson } from "../../../core/api/workouts";
import type { WorkoutSessionJson } from "../../../core/training/session";
import type { WorkoutChange } from "../../../core/validation/workouts";
import * as v from "valibot";
import { changeSchema, logLimits } from "../../../core/validation/workouts";
import { ApiFailure } from "../api/client";
import { profileKeys } from "../queries/profile";
import { sendWorkoutChanges, workoutKeys } from "../queries/workout";
import { coalesce, inSendingOrder, readOutbox, updateOutbox, withoutAnswered } from "./workout-outbox";

export type SyncPhase = "synced" | "unsent" | "sending" | "failed";

export interface SyncSnapshot {
  /** The outbox has been read from the device (false until then, and while prerendered). */
  loaded: boolean;
  changes: readonly WorkoutChange[];
  phase: SyncPhase;
  /** The server refused a change for good (its session is gone, say): the screen says so once. */
  refused: number;
}

export const idleSnapshot: SyncSnapshot = { loaded: false, changes: [], phase: "synced", refused: 0 };

const sendDelayMs = 400;
const retryMs = [5_000, 15_000, 60_000, 300_000];

/** Lays a sync's answer over the cached reads of the log; the rest is read again when next shown. */
function applyAnswer(queryClient: QueryClient, userId: string, answer: WorkoutSyncJson) {
  const byId = new Map(answer.sessions.map((s) => [s.id, s]));
  queryClient.setQueriesData<WorkoutDayJson>({ queryKey: [...workoutKeys.all(userId), "day"] }, (day) => {
    if (!day) return day;
    const active = day.active ? byId.get(day.active.id) : undefined;
    const opened = answer.sessions.filter((s) => s.status === "active").sort((a, b) => b.startedAt - a.startedAt)[0];
    let next: WorkoutSessionJson | null = day.active;
    if (active) next = active.status === "active" ? active : null;
    else if (!day.active && opened) next = opened;
    return next === day.active ? day : { ...day, active: next };
  });
  for (const session of answer.sessions) {
    queryClient.setQueryData<WorkoutDetailJson>(workoutKeys.detail(userId, session.id), (d) => (d ? { ...d, session } : d));
  }
  void queryClient.invalidateQueries({ queryKey: workoutKeys.all(userId), predicate: (q) => q.queryKey[2] !== "day" });
  // The profile's counts (workouts done, the streak) come from the same log.
  void queryClient.invalidateQueries({ queryKey: profileKeys.overview(userId) });
}

class WorkoutSync {
  private snapshot: SyncSnapshot = idleSnapshot;
  private listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  private sending = false;
  private started = false;

  constructor(
    private readonly userId: string,
    private readonly queryClient: QueryClient,
  ) {}

  get = () => this.snapshot;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    if (!this.started) this.start();
    return () => this.listeners.delete(listener);
  };

  private set(next: Partial<SyncSnapshot>) {
    const merged = { ...this.snapshot, ...next };
    const phase: SyncPhase = this.sending ? "sending" : merged.phase === "failed" && merged.changes.length ? "failed" : merged.changes.length ? "unsent" : "synced";
    this.snapshot = { ...merged, phase };
    for (const listener of this.listeners) listener();
  }

  private start() {
    this.started = true;
    onlineManager.subscribe((online) => {
      if (online) this.sendSoon(0);
    });
    // The browser's own event too: a page loaded offline has an online manager that still says
    // online (it changes only on events), so its "back online" would not be news to it.
    window.addEventListener("online", () => this.retry());
    void this.reload().then(() => this.sendSoon(0));
  }

  private async reload() {
    const outbox = await readOutbox(this.userId);
    this.set({ loaded: true, changes: inSendingOrder(outbox) });
  }

  /** Keeps the changes on the device (IndexedDB) before they show, then sends them a moment later. */
  async record(changes: WorkoutChange[]): Promise<void> {
    const kept = await updateOutbox(this.userId, (outbox) => coalesce(outbox, changes));
    if (kept) await this.reload();
    else {
      // No IndexedDB here: the changes live in memory until sent.
      const held = Object.fromEntries(this.snapshot.changes.map((c) => [`${c.type}:${c.id}`, c]));
      this.set({ loaded: true, changes: inSendingOrder(coalesce(held, changes)) });
    }
    this.attempt = 0;
    this.sendSoon(sendDelayMs);
  }

  retry = () => {
    this.attempt = 0;
    this.sendSoon(0);
  };

  private sendSoon(ms: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.send(), ms);
  }

  private async send(): Promise<void> {
    if (this.sending || !this.snapshot.changes.length) return;
    if (!onlineManager.isOnline() || !navigator.onLine) return; // Sent when the browser is back online.
    const batch = this.snapshot.changes.slice(0, logLimits.opsPerSync);
    this.sending = true;
    this.set({});
    try {
      const answer = await sendWorkoutChanges([...batch]);
      const refused = answer.results.filter((r) => r.result === "rejected").length;
      // The answer first: with the outbox emptied before it, the open workout would vanish for a frame.
      applyAnswer(this.queryClient, this.userId, answer);
      await this.forget(batch, refused);
      this.attempt = 0;
      this.sending = false;
      this.set({});
      if (this.snapshot.changes.length) this.sendSoon(0);
    } catch (err) {
      this.sending = false;
      // A change the server can never take (a bad request) would block the rest for good: it
      // goes (the screens check every value first, so this is a bug's trace, not a member's set).
      if (err instanceof ApiFailure && err.status === 400) {
        const bad = batch.filter((c) => !v.is(changeSchema, c));
        await this.forget(bad.length ? bad : batch, bad.length || batch.length);
        this.sendSoon(0);
        return;
      }
      this.set({ phase: "failed" });
      // Signed out or no longer entitled: kept on the device until the member can send again.
      if (err instanceof ApiFailure && (err.status === 401 || err.status === 403)) return;
      this.sendSoon(retryMs[Math.min(this.attempt++, retryMs.length - 1)]!);
    }
  }

  private async forget(batch: readonly WorkoutChange[], refused: number) {
    const kept = await updateOutbox(this.userId, (outbox) => withoutAnswered(outbox, batch));
    if (kept) await this.reload();
    else {
      const held = Object.fromEntries(this.snapshot.changes.map((c) => [`${c.type}:${c.id}`, c]));
      this.set({ changes: inSendingOrder(withoutAnswered(held, batch)) });
    }
    if (refused) this.set({ refused: this.snapshot.refused + refused });
  }
}

const engines = new Map<string, WorkoutSync>();

/** The member's sync, one per member for the page's life. */
export function workoutSync(userId: string, queryClient: QueryClient): WorkoutSync {
  let engine = engines.get(userId);
  if (!engine) engines.set(userId, (engine = new WorkoutSync(userId, queryClient)));
  return engine;
}
