// Sends an outbox of changes kept on the device (decision 0042), for the workout log and the
// weight log alike: after each change (a moment later, so a burst of edits is one request), when
// the browser comes back online, and when the app starts; a change leaves the outbox only once
// the server has answered it. A failed send is tried again with growing waits. What differs per
// log (what a change is, how it is sent, what its answer updates) comes in its `OutboxRules`.
// A request the server refuses without naming the change (a 400 for changes this device finds
// valid: the server's rule is stricter, or a workout's limit was met) is sent again in halves,
// down to the one change refused, so only that change is lost.
import { onlineManager } from "@tanstack/react-query";
import { ApiFailure } from "../api/client";
import { deviceStore, readKept, updateKept } from "./device-store";
import { copyOf, forgetNotKept, isEmpty, laidOver, notKeptFor, settle, type NotKept } from "./not-kept";
import { tellUnsentChange } from "./unsent-change";

/** Changes by key: one per record, the newest kept. */
export type Outbox<C> = Record<string, C>;

export type SyncPhase = "synced" | "unsent" | "sending" | "failed";

export interface OutboxSnapshot<C> {
  /** The outbox has been read from the device (false until then, and while prerendered). */
  loaded: boolean;
  /** In sending order. */
  changes: readonly C[];
  phase: SyncPhase;
  /** The server refused a change for good (its record is gone, say): the screen says so once. */
  refused: number;
}

export const idleSnapshot: OutboxSnapshot<never> = { loaded: false, changes: [], phase: "synced", refused: 0 };

export interface OutboxRules<C> {
  /** The device store's key the outbox is kept under. */
  storageKey: string;
  /** The record a change is to: a newer change to it replaces the older one. */
  key(change: C): string;
  inSendingOrder(outbox: Outbox<C>): C[];
  /** The outbox without the answered changes (one changed again since stays). */
  withoutAnswered(outbox: Outbox<C>, answered: readonly C[]): Outbox<C>;
  /** How many changes one request carries, and how long after a change it goes. */
  perRequest: number;
  sendDelayMs: number;
  /** Sends the first changes and applies the answer; resolves with how many the server refused for good, throws when not answered. */
  send(batch: readonly C[]): Promise<{ refused: number }>;
  /**
   * After a failed send: the changes the server can never take (they go, counted as refused);
   * "unnamed" when it refused the request for good without saying which change (the batch is then
   * sent in halves until that change is alone, and only it goes); or null to keep them all.
   */
  neverTaken(err: unknown, batch: readonly C[]): readonly C[] | "unnamed" | null;
  /** After a failed send, before `neverTaken`: an outbox edit putting right what the server refused (stamp.ts), sent again; or null. */
  mend?(err: unknown, batch: readonly C[]): ((outbox: Outbox<C>) => Outbox<C>) | null;
}

const retryMs = [5_000, 15_000, 60_000, 300_000];

/** Engines that have started, so signing out can stop them all. */
const running = new Set<OutboxEngine<unknown>>();

/**
 * Stops every outbox engine of the page (signing out, deleting the account): nothing they held
 * is sent afterwards, even if the browser comes back online before the device store is cleared.
 * The next use makes new engines.
 */
export function stopOutboxes(): void {
  for (const engine of running) engine.stop();
  running.clear();
  forgetNotKept();
}

export class OutboxEngine<C> {
  private snapshot: OutboxSnapshot<C> = idleSnapshot;
  private listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  private sending = false;
  /** Waiting for another tab's send to end (the device's send lock). */
  private waiting = false;
  private started = false;
  /** Stopped at sign-out: sends nothing more, and its owner makes a new one when asked again. */
  stopped = false;
  private unsubscribeOnline: (() => void) | null = null;
  /** While halving a refused request: its changes' keys, and how many changes a request carries until none of them is left. */
  private halving: { keys: ReadonlySet<string>; size: number } | null = null;
  /** Changes the device could not keep: laid over every read of it until answered, or kept by a later write. */
  private readonly notKept: NotKept<C>;

  constructor(protected readonly rules: OutboxRules<C>) {
    this.notKept = notKeptFor<C>(rules.storageKey);
  }

  get = (): OutboxSnapshot<C> => this.snapshot;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    if (!this.started) this.start();
    return () => this.listeners.delete(listener);
  };

  /** Lays changes into the outbox, kept on the device (IndexedDB) before they show, then sends them a moment later. */
  async change(edit: (outbox: Outbox<C>) => Outbox<C>): Promise<void> {
    const kept = await this.write(edit);
    // Not kept (no IndexedDB, full, or its connection lost): the change lives in memory until answered.
    if (kept) await this.reload();
    else this.keepHere(edit);
    this.attempt = 0;
    this.sendSoon(this.rules.sendDelayMs);
    tellUnsentChange();
  }

  /** Writes `edit` to the device with what it could not keep before laid under it; true once kept. */
  private async write(edit: (outbox: Outbox<C>) => Outbox<C>): Promise<boolean> {
    let written: NotKept<C> | null = null;
    const kept = await updateKept<Outbox<C>>(this.rules.storageKey, (held) => {
      written = copyOf(this.notKept);
      return edit(laidOver(held ?? {}, written));
    });
    if (kept && written) settle(this.notKept, written);
    return kept;
  }

  /** Lays `edit` over what this page holds, and notes what it changed as not kept on the device. */
  private keepHere(edit: (outbox: Outbox<C>) => Outbox<C>) {
    const before = this.held();
    const after = edit(before);
    for (const [key, change] of Object.entries(after)) {
      if (before[key] === change) continue;
      this.notKept.held[key] = change;
      this.notKept.dropped.delete(key);
    }
    for (const key of Object.keys(before)) {
      if (key in after) continue;
      delete this.notKept.held[key];
      this.notKept.dropped.add(key);
    }
    this.set({ loaded: true, changes: this.rules.inSendingOrder(after) });
  }

  retry = () => {
    this.attempt = 0;
    this.sendSoon(0);
  };

  /** The screen has said that changes were refused: it is not said again. */
  refusalSeen = () => {
    if (this.snapshot.refused) this.set({ refused: 0 });
  };

  private held(): Outbox<C> {
    return Object.fromEntries(this.snapshot.changes.map((c) => [this.rules.key(c), c]));
  }

  private set(next: Partial<OutboxSnapshot<C>>) {
    const merged = { ...this.snapshot, ...next };
    const phase: SyncPhase = this.sending
      ? "sending"
      : merged.phase === "failed" && merged.changes.length
        ? "failed"
        : merged.changes.length
          ? "unsent"
          : "synced";
    this.snapshot = { ...merged, phase };
    for (const listener of this.listeners) listener();
  }

  private start() {
    this.started = true;
    running.add(this as OutboxEngine<unknown>);
    const offManager = onlineManager.subscribe((online) => {
      if (online) this.sendSoon(0);
    });
    // The browser's own event too: a page loaded offline has an online manager that still says
    // online (it changes only on events), so its "back online" would not be news to it.
    window.addEventListener("online", this.retry);
    this.unsubscribeOnline = () => {
      offManager();
      window.removeEventListener("online", this.retry);
    };
    void this.reload().then(() => this.sendSoon(0));
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.unsubscribeOnline?.();
    this.unsubscribeOnline = null;
    forgetNotKept(this.rules.storageKey, this.notKept as NotKept<unknown>);
  }

  /** What the device holds, with what it could not keep laid over it. */
  private async reload() {
    let outbox: Outbox<C>;
    try {
      outbox = (await readKept<Outbox<C>>(this.rules.storageKey)) ?? {};
    } catch {
      // Unreadable is not empty: what this page holds stays.
      outbox = this.held();
    }
    this.set({ loaded: true, changes: this.rules.inSendingOrder(laidOver(outbox, this.notKept)) });
  }

  private sendSoon(ms: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.send(), ms);
  }

  private async send(): Promise<void> {
    if (this.stopped || this.sending || this.waiting || !this.snapshot.changes.length) return;
    if (!onlineManager.isOnline() || !navigator.onLine) return; // Sent when the browser is back online.
    const locks = deviceStore() ? (navigator as Partial<Navigator>).locks : undefined;
    if (!locks) return this.sendOnce();
    // Every tab of the member sends from the same outbox on the device: one request at a time,
    // each made from what the device holds when its turn comes. Otherwise a tab could send a change
    // another tab has since replaced (an undo), and its late answer win over the newer one.
    this.waiting = true;
    try {
      await locks.request(`forma-send:${this.rules.storageKey}`, () => {
        this.waiting = false;
        return this.sendOnce();
      });
    } finally {
      this.waiting = false;
    }
  }

  private async sendOnce(): Promise<void> {
    if (this.stopped || this.sending || !this.snapshot.changes.length) return;
    // What the device holds now, not what this page last read: another tab may have sent it, or
    // signing out may have cleared it.
    if (deviceStore()) {
      // Another chance to keep what the device refused before (a crash would lose it).
      if (!isEmpty(this.notKept)) await this.write((outbox) => outbox);
      await this.reload();
      if (this.stopped || this.sending || !this.snapshot.changes.length) return;
    }
    const batch = this.nextBatch();
    this.sending = true;
    this.set({});
    try {
      const { refused } = await this.rules.send(batch);
      await this.forget(batch, refused);
      this.attempt = 0;
      this.sending = false;
      this.set({});
      if (this.snapshot.changes.length) this.sendSoon(0);
    } catch (err) {
      this.sending = false;
      const mend = this.rules.mend?.(err, batch);
      if (mend) return this.change(mend);
      // A change the server can never take would block the rest for good: it goes.
      const never = this.rules.neverTaken(err, batch);
      if (never === "unnamed" && batch.length > 1) {
        // Which change was refused is found by halves: the first half goes next, then the rest.
        this.halving = { keys: new Set(batch.map((c) => this.rules.key(c))), size: Math.ceil(batch.length / 2) };
        this.set({});
        this.sendSoon(0);
        return;
      }
      if (never) {
        const gone = never === "unnamed" ? batch : never;
        await this.forget(gone, gone.length);
        this.set({});
        this.sendSoon(0);
        return;
      }
      this.set({ phase: "failed" });
      // Signed out or no longer entitled: kept on the device until the member can send again.
      if (err instanceof ApiFailure && (err.status === 401 || err.status === 403)) return;
      this.sendSoon(retryMs[Math.min(this.attempt++, retryMs.length - 1)]!);
    }
  }

  /**
   * What the next request carries: while a refused request's changes are being halved, only they,
   * fewer at a time (a change made meanwhile waits, rather than riding in requests that may be
   * refused and being halved with them); otherwise the first changes in sending order.
   */
  private nextBatch(): C[] {
    const halving = this.halving;
    if (halving) {
      const held = this.snapshot.changes.filter((c) => halving.keys.has(this.rules.key(c)));
      if (held.length) return held.slice(0, halving.size);
      this.halving = null;
    }
    return this.snapshot.changes.slice(0, this.rules.perRequest);
  }

  private async forget(answered: readonly C[], refused: number) {
    // Signed out meanwhile: the device store has been cleared, nothing is written back into it.
    if (this.stopped) return;
    const kept = await this.write((held) => this.rules.withoutAnswered(held, answered));
    // Answered: nothing of them needs keeping any more.
    this.notKept.held = this.rules.withoutAnswered(this.notKept.held, answered);
    if (kept) await this.reload();
    else this.set({ changes: this.rules.inSendingOrder(this.rules.withoutAnswered(this.held(), answered)) });
    if (refused) this.set({ refused: this.snapshot.refused + refused });
  }
}
