// The workout log's changes not yet answered by the server, kept on the device one per record:
// a newer change to a record replaces the older one (the server's rule, decision 0042), so fifty
// edits of a set are one change to send.
import type { WorkoutChange } from "../../../core/validation/workouts";
import { readKept } from "./device-store";
import { workoutOutboxKey } from "./outbox-keys";

type Outbox = Record<string, WorkoutChange>;

export const changeKey = (change: WorkoutChange) => `${change.type}:${change.id}`;

/**
 * The outbox with `changes` laid in: each replaces what it holds for the same record unless that
 * is newer. An exercise's superset rides only on the change that set it: a later change without
 * one (a move, a note) takes it over, so the pairing still goes.
 */
export function coalesce(outbox: Outbox, changes: readonly WorkoutChange[]): Outbox {
  const next = { ...outbox };
  for (const change of changes) {
    const held = next[changeKey(change)];
    if (held && change.updatedAt < held.updatedAt) continue;
    const carried =
      change.type === "entry" && change.superset === undefined && held?.type === "entry" && held.superset !== undefined;
    next[changeKey(change)] = carried ? { ...change, superset: held.superset } : change;
  }
  return next;
}

/** The outbox without the changes the server answered (a change made since stays). */
export function withoutAnswered(outbox: Outbox, answered: readonly WorkoutChange[]): Outbox {
  const next = { ...outbox };
  for (const change of answered) {
    const held = next[changeKey(change)];
    if (held && held.updatedAt <= change.updatedAt) delete next[changeKey(change)];
  }
  return next;
}

/** Sessions first, then exercises, then sets: a record's parent always travels before it. */
const rank = { session: 0, entry: 1, set: 2 } as const;
export const inSendingOrder = (outbox: Outbox): WorkoutChange[] =>
  Object.values(outbox).sort((a, b) => rank[a.type] - rank[b.type] || a.updatedAt - b.updatedAt);

export async function readOutbox(userId: string): Promise<Outbox> {
  return (await readKept<Outbox>(workoutOutboxKey(userId))) ?? {};
}
