// Asked before signing out: changes to the workout log kept only on this device would be lost.
import { readOutbox } from "./workout-outbox";

export async function unsentWorkoutChanges(userId: string): Promise<number> {
  return Object.keys(await readOutbox(userId)).length;
}
