// Asked before signing out, and at the app's start: changes kept only on this device (the workout
// log's, the weight log's and the food diary's) would be lost with the member's data.
import { bodyOutboxKey, type BodyOutbox } from "./body-outbox";
import { readKept } from "./device-store";
import { readDiaryOutbox } from "./diary-outbox";
import { readOutbox } from "./workout-outbox";

export async function unsentWorkoutChanges(userId: string): Promise<number> {
  return Object.keys(await readOutbox(userId)).length;
}

export async function unsentBodyChanges(userId: string): Promise<number> {
  return Object.keys((await readKept<BodyOutbox>(bodyOutboxKey(userId))) ?? {}).length;
}

export async function unsentDiaryChanges(userId: string): Promise<number> {
  return Object.keys(await readDiaryOutbox(userId)).length;
}

/** Each log's unsent changes (0 where they cannot be read). */
export async function unsentChanges(userId: string): Promise<{ workout: number; body: number; diary: number }> {
  const [workout, body, diary] = await Promise.all([
    unsentWorkoutChanges(userId).catch(() => 0),
    unsentBodyChanges(userId).catch(() => 0),
    unsentDiaryChanges(userId).catch(() => 0),
  ]);
  return { workout, body, diary };
}
