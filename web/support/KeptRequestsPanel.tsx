import { useQuery } from "@tanstack/react-query";
import type { SessionUser } from "../../core/session";
import * as m from "../../i18n/paraglide/messages.js";
import { useSessionPick } from "../shared/session/use-session-pick";
import { supportRequestsQuery } from "./api";
import { RequestItems } from "./RequestList";

const userIdOf = (user: SessionUser | null) => user?.id ?? null;

/**
 * Under support's contact card for members without Pro: the requests they sent while on it.
 * Sending new ones is Pro's, but the requests and screenshots are the member's own, to see and
 * delete on any plan. Nothing shows without any.
 */
export default function KeptRequestsPanel() {
  const userId = useSessionPick(userIdOf) ?? null;
  const requests = useQuery({ ...supportRequestsQuery(userId ?? "-"), enabled: userId !== null }).data?.requests ?? [];
  if (!userId || requests.length === 0) return null;
  return (
    <section className="grid gap-3" aria-labelledby="support-kept" data-testid="support-kept">
      <h2 id="support-kept" className="text-xl font-semibold">
        {m.support_history_title()}
      </h2>
      <p className="text-sm text-muted">{m.support_kept_text()}</p>
      <RequestItems userId={userId} requests={requests} />
    </section>
  );
}
