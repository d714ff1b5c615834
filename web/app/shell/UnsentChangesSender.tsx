import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { sessionQuery } from "../../shared/session/api";
import { isFrameMember } from "../../shared/ssr/member-frame";
import { whenIdle } from "../../shared/ui/idle";

/**
 * Sends changes left on the device by an earlier visit (a closed tab, a gym with no signal), to
 * the workout log, the weight log and the food diary, when the app starts, whichever screen it
 * opens on; the screens of each log send them too. Its code (send-unsent.ts) loads once the page
 * is idle, only for a signed-in member, and a log's sync only when that log has something to send.
 */
export function UnsentChangesSender() {
  const queryClient = useQueryClient();
  const user = useQuery(sessionQuery).data?.user ?? null;
  const userId = user && !isFrameMember(user) ? user.id : null;
  useEffect(() => {
    if (!userId) return;
    let stops: (() => unknown)[] = [];
    let live = true;
    const cancel = whenIdle(() => {
      void import("./send-unsent").then(async ({ sendUnsent }) => {
        const started = await sendUnsent(userId, queryClient, () => live);
        if (live) stops = started;
        else for (const stop of started) stop();
      });
    });
    return () => {
      live = false;
      cancel();
      for (const stop of stops) stop();
    };
  }, [userId, queryClient]);
  return null;
}
