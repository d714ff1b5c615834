// Changes kept only on this device (the workout log's, the weight log's and the food diary's),
// read from the outboxes as the device keeps them, with those it could not keep, held in this
// page's memory. Asked before signing out (they would be lost with the member's data), and at the
// app's start (UnsentChangesSender loads the sender only when something waits). Only the device
// store's code: the start reads this without loading the logs'.
import { readKept } from "./device-store";
import { withNotKept } from "./not-kept";
import { bodyOutboxKey, diaryOutboxKey, workoutOutboxKey } from "./outbox-keys";

const outboxKeys = (userId: string) => [workoutOutboxKey(userId), bodyOutboxKey(userId), diaryOutboxKey(userId)] as const;

/** An outbox's changes: `kept`, as the device holds them, and those only in this page. */
const changesIn = (storageKey: string, kept: Record<string, unknown> | undefined) =>
  Object.keys(withNotKept(storageKey, kept ?? {})).length;

/** Each log's unsent changes (where the device cannot be read, those only in this page). */
export async function unsentChanges(userId: string): Promise<{ workout: number; body: number; diary: number }> {
  const [workout, body, diary] = await Promise.all(
    outboxKeys(userId).map(async (key) => changesIn(key, await readKept<Record<string, unknown>>(key).catch(() => undefined))),
  );
  return { workout: workout!, body: body!, diary: diary! };
}

/** True when an outbox holds a change, or when one could not be read (then the sender looks for itself). */
export async function anyUnsent(userId: string): Promise<boolean> {
  const keys = outboxKeys(userId);
  try {
    const kept = await Promise.all(keys.map((key) => readKept<Record<string, unknown>>(key)));
    return keys.some((key, i) => changesIn(key, kept[i]) > 0);
  } catch {
    return true;
  }
}
