// Asked before signing out, and at the app's start: changes kept only on this device (the workout
// log's and the weight log's) would be lost with the member's data.
import { bodyOutboxKey, type BodyOutbox } from "./body-outbox";
import { readKept } from "./device-store";
import { readOutbox } from "./workout-outbox";

export async function unsentWorkoutChanges(userId: string): Promise<number> {
  return Object.keys(await readOutbox(userId)).length;
}

export async function unsentBodyChanges(userId: string): Promise<number> {
  return Object.keys((await readKept<BodyOutbox>(bodyOutboxKey(userId))) ?? {}).length;
}

/** Both logs' unsent changes (0 where they cannot be read). */
export async function unsentChanges(userId: string): Promise<{ workout: number; body: number }> {
  const [workout, body] = await Promise.all([
    unsentWorkoutChanges(userId).catch(() => 0),
    unsentBodyChanges(userId).catch(() => 0),
  ]);
  return { workout, body };
}
