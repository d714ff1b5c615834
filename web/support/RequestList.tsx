import { useQuery } from "@tanstack/react-query";
import type { SupportRequestJson } from "../../core/support/api";
import * as m from "../../i18n/paraglide/messages.js";
import { formatDate } from "../shared/i18n/format";
import { cn } from "../shared/ui/cn";
import { QueryState } from "../shared/ui/QueryState";
import { supportRequestsQuery } from "./api";
import { statusLabels, topicLabels } from "../../i18n/labels/support";

const statusTone: Record<SupportRequestJson["status"], string> = {
  open: "border-accent/60 bg-accent/10",
  answered: "border-border bg-surface-2",
  closed: "border-border bg-surface",
};

/** The member's requests, newest first, with their status and date. */
export function RequestList({ userId }: { userId: string }) {
  const query = useQuery(supportRequestsQuery(userId));
  return (
    <section className="grid gap-3" aria-labelledby="support-history">
      <h2 id="support-history" className="text-xl font-semibold">
        {m.support_history_title()}
      </h2>
      <QueryState
        query={query}
        loadingLabel={m.support_loading()}
        failedText={m.support_load_failed()}
        retryLabel={m.support_retry()}
        skeletonClassName="h-32 rounded-2xl"
      >
        {({ requests }) =>
          requests.length === 0 ? (
            <p className="text-muted" data-testid="support-empty">
              {m.support_history_empty()}
            </p>
          ) : (
            <ul className="grid gap-3" data-testid="support-requests">
              {requests.map((r) => (
                <li key={r.id} className="grid gap-2 rounded-2xl border border-border bg-surface p-4">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="font-semibold">{topicLabels[r.topic]()}</p>
                    <span className={cn("rounded-full border px-2.5 py-0.5 text-xs font-medium", statusTone[r.status])}>{statusLabels[r.status]()}</span>
                  </div>
                  <p className="line-clamp-3 whitespace-pre-wrap break-words text-sm">{r.message}</p>
                  <div className="flex flex-wrap items-center gap-3 text-xs text-muted">
                    <time dateTime={new Date(r.createdAt).toISOString()}>{formatDate(new Date(r.createdAt), { dateStyle: "medium", timeStyle: "short" })}</time>
                    {r.screenshotUrl && (
                      <a href={r.screenshotUrl} target="_blank" rel="noopener" className="font-medium text-accent underline-offset-4 hover:underline">
                        {m.support_screenshot_view()}
                      </a>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
