// Whether any change waits to be sent, read cheaply when the app starts: the three outboxes as the
// device keeps them, and what this page holds only in memory. The sender's code (send-unsent.ts),
// the logs' syncs and the sign-out's question then load only when something waits.
import { readKept } from "./device-store";
import { withNotKept } from "./not-kept";
import { bodyOutboxKey, diaryOutboxKey, workoutOutboxKey } from "./outbox-keys";

/** True when an outbox holds a change, or when one could not be read (then the sender looks for itself). */
export async function anyUnsent(userId: string): Promise<boolean> {
  const keys = [workoutOutboxKey(userId), bodyOutboxKey(userId), diaryOutboxKey(userId)];
  try {
    const held = await Promise.all(keys.map((key) => readKept<Record<string, unknown>>(key)));
    return keys.some((key, i) => Object.keys(withNotKept(key, held[i] ?? {})).length > 0);
  } catch {
    return true;
  }
}
