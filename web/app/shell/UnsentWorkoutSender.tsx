import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { sessionQuery } from "../../shared/session/api";
import { isFrameMember } from "../../shared/ssr/member-frame";
import { whenIdle } from "../../shared/ui/idle";

/**
 * Sends workout changes left on the device by an earlier visit (a closed tab, a gym with no
 * signal) when the app starts, whichever screen it opens on; the workout screen itself sends
 * them too. Its code loads, once the page is idle, only for a signed-in member.
 */
export function UnsentWorkoutSender() {
  const queryClient = useQueryClient();
  const user = useQuery(sessionQuery).data?.user ?? null;
  const userId = user && !isFrameMember(user) ? user.id : null;
  useEffect(() => {
    if (!userId) return;
    let stop: (() => unknown) | undefined;
    let live = true;
    const cancel = whenIdle(() => {
      void (async () => {
        const { unsentWorkoutChanges } = await import("../../shared/offline/unsent");
        if (!live || !(await unsentWorkoutChanges(userId).catch(() => 0))) return;
        const { workoutSync } = await import("../../shared/offline/workout-sync");
        if (live) stop = workoutSync(userId, queryClient).subscribe(() => undefined);
      })();
    });
    return () => {
      live = false;
      cancel();
      stop?.();
    };
  }, [userId, queryClient]);
  return null;
}
