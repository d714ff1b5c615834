// When a change was made, as the workout log's and the diary's outboxes keep it: the device's
// clock, but never before what the device already knows. A phone whose clock was reset (a dead
// battery) reads a time before 2020, which the sync's schema refuses, and before the records it
// changes, which would then win over it. The app keeps no server time, so the newest `updatedAt`
// in the outbox and in the log's cached answers stands in for it.
import type { Outbox } from "./outbox-engine";

/** The first moment the sync's schemas take (core/validation/workouts.ts, diary.ts). */
export const firstMoment = Date.UTC(2020, 0, 1);

/**
 * Now, for a change a form checks with the sync's schema before recording it: never before the
 * first moment taken, so a reset clock does not refuse the form (the outbox then stamps the change
 * after what the device knows, as every other change).
 */
export const formNow = (): number => Math.max(Date.now(), firstMoment);

type Stamped = { updatedAt: number };

/** What stamping needs of a log. */
export interface Stamps<C extends Stamped> {
  key(change: C): string;
  coalesce(outbox: Outbox<C>, changes: readonly C[]): Outbox<C>;
  /** The log's cached answers, of any shape: every `updatedAt` in them counts. */
  cached(): unknown;
  /** Whether the server's schema takes the change. */
  valid(change: C): boolean;
}

/**
 * What each object read holds at newest. Cached answers are never changed in place (TanStack
 * Query replaces them, keeping the parts that did not change), so each change recorded walks only
 * what is new since the last one, not the whole cached log again.
 */
const newestIn = new WeakMap<object, number>();

/** The newest `updatedAt` anywhere in `value`, 0 when none. */
export function newest(value: unknown): number {
  if (!value || typeof value !== "object") return 0;
  const known = newestIn.get(value);
  if (known !== undefined) return known;
  let n = 0;
  for (const [key, x] of Object.entries(value)) n = Math.max(n, key === "updatedAt" && typeof x === "number" ? x : newest(x));
  newestIn.set(value, n);
  return n;
}

/**
 * The changes stamped from the first moment taken and after `known` when the clock reads before
 * it: moved later together, so they keep their order and each is newer than what it changes.
 */
export function stampedAfter<C extends Stamped>(changes: readonly C[], known: number): C[] {
  if (!changes.length) return [];
  const earliest = Math.min(...changes.map((c) => c.updatedAt));
  const from = Math.max(earliest < known ? known + 1 : earliest, firstMoment);
  return from === earliest ? [...changes] : changes.map((c) => ({ ...c, updatedAt: c.updatedAt + from - earliest }));
}

/** The outbox edit that lays the changes in, stamped after the newest moment in it and in the cached answers. */
export const stampedInto =
  <C extends Stamped>(stamps: Stamps<C>, changes: readonly C[]) =>
  (outbox: Outbox<C>): Outbox<C> =>
    stamps.coalesce(outbox, stampedAfter(changes, Math.max(newest(outbox), newest(stamps.cached()))));

/**
 * After a refused request: the changes refused only for a moment before the first taken (kept by
 * an older version of the app) stamped again instead of dropped, as an outbox edit; null if none.
 */
export function stampedAgain<C extends Stamped>(
  stamps: Stamps<C>,
  batch: readonly C[],
): ((outbox: Outbox<C>) => Outbox<C>) | null {
  const old = batch.filter(
    (c) => c.updatedAt < firstMoment && !stamps.valid(c) && stamps.valid({ ...c, updatedAt: firstMoment }),
  );
  if (!old.length) return null;
  // Only as the outbox still holds them: a change made since is newer.
  return (outbox) =>
    stampedInto(
      stamps,
      old.filter((c) => outbox[stamps.key(c)]?.updatedAt === c.updatedAt),
    )(outbox);
}
