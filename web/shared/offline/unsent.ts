// Asked before signing out, and at the app's start: changes kept only on this device (the workout
// log's, the weight log's and the food diary's) would be lost with the member's data. Those the
// device could not keep, held in this page's memory, count too.
import type { BodyOutbox } from "./body-outbox";
import { readKept } from "./device-store";
import { readDiaryOutbox } from "./diary-outbox";
import { withNotKept } from "./not-kept";
import { bodyOutboxKey, diaryOutboxKey, workoutOutboxKey } from "./outbox-keys";
import { readOutbox } from "./workout-outbox";

/** The outbox's changes: those on the device (none where it cannot be read) and those only in this page. */
async function count(storageKey: string, read: Promise<Record<string, unknown>>): Promise<number> {
  return Object.keys(withNotKept(storageKey, await read.catch(() => ({})))).length;
}

export function unsentWorkoutChanges(userId: string): Promise<number> {
  return count(workoutOutboxKey(userId), readOutbox(userId));
}

export function unsentBodyChanges(userId: string): Promise<number> {
  return count(
    bodyOutboxKey(userId),
    readKept<BodyOutbox>(bodyOutboxKey(userId)).then((outbox) => outbox ?? {}),
  );
}

export function unsentDiaryChanges(userId: string): Promise<number> {
  return count(diaryOutboxKey(userId), readDiaryOutbox(userId));
}

/** Each log's unsent changes (where the device cannot be read, those only in this page). */
export async function unsentChanges(userId: string): Promise<{ workout: number; body: number; diary: number }> {
  const [workout, body, diary] = await Promise.all([
    unsentWorkoutChanges(userId).catch(() => 0),
    unsentBodyChanges(userId).catch(() => 0),
    unsentDiaryChanges(userId).catch(() => 0),
  ]);
  return { workout, body, diary };
}
