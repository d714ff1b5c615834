import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { sessionQuery } from "../../shared/session/api";
import { isFrameMember } from "../../shared/ssr/member-frame";
import { whenIdle } from "../../shared/ui/idle";

/**
 * Sends changes left on the device by an earlier visit (a closed tab, a gym with no signal), to
 * the workout log, the weight log and the food diary, when the app starts, whichever screen it opens on; the
 * workout screen and the progress panel send them too. Its code loads, once the page is idle,
 * only for a signed-in member, and a log's sync only when that log has something to send.
 */
export function UnsentChangesSender() {
  const queryClient = useQueryClient();
  const user = useQuery(sessionQuery).data?.user ?? null;
  const userId = user && !isFrameMember(user) ? user.id : null;
  useEffect(() => {
    if (!userId) return;
    const stops: (() => unknown)[] = [];
    let live = true;
    const cancel = whenIdle(() => {
      // Kept ready: signing out without a network (and no service worker yet) must still ask.
      void import("./ask-before-sign-out").catch(() => undefined);
      void (async () => {
        const { unsentChanges } = await import("../../shared/offline/unsent");
        const unsent = await unsentChanges(userId);
        if (live && unsent.workout) {
          const { workoutSync } = await import("../../shared/offline/workout-sync");
          if (live) stops.push(workoutSync(userId, queryClient).subscribe(() => undefined));
        }
        if (live && unsent.body) {
          const { bodySync } = await import("../../shared/offline/body-sync");
          if (live) stops.push(bodySync(userId, queryClient).subscribe(() => undefined));
        }
        if (live && unsent.diary) {
          const { diarySync } = await import("../../shared/offline/diary-sync");
          if (live) stops.push(diarySync(userId, queryClient).subscribe(() => undefined));
        }
      })();
    });
    return () => {
      live = false;
      cancel();
      for (const stop of stops) stop();
    };
  }, [userId, queryClient]);
  return null;
}
