// What UnsentChangesSender loads once the page is idle and something waits to be sent: sends what
// each log (workout, weight, food diary) left on the device, loading a log's sync only when that
// log has something to send. One module behind one import keeps the logs' loaders out of the start
// bundle.
import type { QueryClient } from "@tanstack/react-query";
import { unsentChanges } from "../../shared/offline/unsent";

/** Starts the syncs with something to send; resolves with how to stop them (at sign-out, or another member). */
export async function sendUnsent(userId: string, queryClient: QueryClient, live: () => boolean): Promise<(() => unknown)[]> {
  const stops: (() => unknown)[] = [];
  const unsent = await unsentChanges(userId);
  if (live() && unsent.workout) {
    const { workoutSync } = await import("../../shared/offline/workout-sync");
    if (live()) stops.push(workoutSync(userId, queryClient).subscribe(() => undefined));
  }
  if (live() && unsent.body) {
    const { bodySync } = await import("../../shared/offline/body-sync");
    if (live()) stops.push(bodySync(userId, queryClient).subscribe(() => undefined));
  }
  if (live() && unsent.diary) {
    const { diarySync } = await import("../../shared/offline/diary-sync");
    if (live()) stops.push(diarySync(userId, queryClient).subscribe(() => undefined));
  }
  return stops;
}
