// Which routine a workout was started from, kept on this device (signing out clears every
// `forma_` key): once the workout is finished, its page offers to update the routine to what was
// done, as Hevy does. A workout finished on another device is not offered it there.
const key = "forma_routine_starts";
/** Workouts remembered at most; the oldest go first. */
const kept = 20;

interface Started {
  sessionId: string;
  userId: string;
  routineId: string;
}

function read(): Started[] {
  try {
    const list = JSON.parse(localStorage.getItem(key) ?? "[]") as unknown;
    return Array.isArray(list)
      ? list.filter((s): s is Started => typeof s?.sessionId === "string" && typeof s?.routineId === "string")
      : [];
  } catch {
    return [];
  }
}

function write(list: Started[]): void {
  try {
    localStorage.setItem(key, JSON.stringify(list.slice(-kept)));
  } catch {
    // Storage full or unavailable: the offer is a convenience, the workout is kept elsewhere.
  }
}

export function rememberStart(userId: string, sessionId: string, routineId: string): void {
  write([...read().filter((s) => s.sessionId !== sessionId), { userId, sessionId, routineId }]);
}

/** The routine this member's workout was started from on this device, if any. */
export const startedFrom = (userId: string, sessionId: string): string | null =>
  read().find((s) => s.sessionId === sessionId && s.userId === userId)?.routineId ?? null;

export function forgetStart(sessionId: string): void {
  write(read().filter((s) => s.sessionId !== sessionId));
}
