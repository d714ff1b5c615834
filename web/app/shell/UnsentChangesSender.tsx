import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { unsentChangeEvent } from "../../shared/offline/unsent-change";
import { sessionQuery } from "../../shared/session/api";
import { isFrameMember } from "../../shared/ssr/member-frame";
import { whenIdle } from "../../shared/ui/idle";

/** Fetches the sign-out's question ahead of need: signing out without a network (and no service worker yet) must still ask. */
const fetchQuestion = () => void import("./ask-before-sign-out").catch(() => undefined);

/**
 * Sends changes left on the device by an earlier visit (a closed tab, a gym with no signal), to
 * the workout log, the weight log and the food diary, when the app starts, whichever screen it
 * opens on; the screens of each log send them too. Once the page is idle it reads the outboxes
 * (unsent.ts with the device store's code, a few KB); only when something waits does the
 * sender's code (send-unsent.ts) load, and with it each log's sync that has something to send and
 * the sign-out's question. A change made later in the visit fetches the question then. Most starts
 * have nothing waiting, and load none of it.
 */
export function UnsentChangesSender() {
  const queryClient = useQueryClient();
  const user = useQuery(sessionQuery).data?.user ?? null;
  const userId = user && !isFrameMember(user) ? user.id : null;
  useEffect(() => {
    if (!userId) return;
    let stops: (() => unknown)[] = [];
    let live = true;
    window.addEventListener(unsentChangeEvent, fetchQuestion, { once: true });
    const cancel = whenIdle(() => {
      void import("../../shared/offline/unsent").then(async ({ anyUnsent }) => {
        if (!(await anyUnsent(userId)) || !live) return;
        fetchQuestion();
        const { sendUnsent } = await import("./send-unsent");
        const started = await sendUnsent(userId, queryClient, () => live);
        if (live) stops = started;
        else for (const stop of started) stop();
      });
    });
    return () => {
      live = false;
      cancel();
      window.removeEventListener(unsentChangeEvent, fetchQuestion);
      for (const stop of stops) stop();
    };
  }, [userId, queryClient]);
  return null;
}
