import { useQuery } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import type { SupportRequestJson } from "../../core/support/api";
import * as m from "../../i18n/paraglide/messages.js";
import { toastFailure } from "../shared/api/toast-failure";
import { formatDate } from "../shared/i18n/format";
import { buttonClass } from "../shared/ui/button-styles";
import { cn } from "../shared/ui/cn";
import { ConfirmDialog } from "../shared/ui/ConfirmDialog";
import { QueryState } from "../shared/ui/QueryState";
import { notify } from "../shared/ui/toast";
import { supportRequestsQuery, useDeleteRequest } from "./api";
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
            <RequestItems userId={userId} requests={requests} />
          )
        }
      </QueryState>
    </section>
  );
}

/** The requests as cards: each with its screenshot's link and a delete that asks first. */
export function RequestItems({ userId, requests }: { userId: string; requests: SupportRequestJson[] }) {
  const remove = useDeleteRequest(userId);
  return (
    <ul className="grid gap-3" data-testid="support-requests">
      {requests.map((r) => {
        const when = formatDate(new Date(r.createdAt), { dateStyle: "medium", timeStyle: "short" });
        return (
          <li key={r.id} className="grid gap-2 rounded-2xl border border-border bg-surface p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold">{topicLabels[r.topic]()}</p>
              <span className={cn("rounded-full border px-2.5 py-0.5 text-xs font-medium", statusTone[r.status])}>{statusLabels[r.status]()}</span>
            </div>
            <p className="line-clamp-3 whitespace-pre-wrap break-words text-sm">{r.message}</p>
            <div className="flex flex-wrap items-center gap-3 text-xs text-muted">
              <time dateTime={new Date(r.createdAt).toISOString()}>{when}</time>
              {r.screenshotUrl && (
                <a href={r.screenshotUrl} target="_blank" rel="noopener" className="font-medium text-accent underline-offset-4 hover:underline">
                  {m.support_screenshot_view()}
                </a>
              )}
              <ConfirmDialog
                trigger={<Trash2 aria-hidden="true" className="size-4" />}
                triggerClassName={buttonClass("ghost", "sm", "ml-auto px-2")}
                triggerLabel={m.support_delete_label({ date: when })}
                title={m.support_delete_title()}
                text={m.support_delete_text()}
                cancelLabel={m.plans_cancel()}
                confirmLabel={m.support_delete()}
                pending={remove.isPending && remove.variables === r.id}
                onConfirm={(close) =>
                  remove.mutate(r.id, {
                    onSuccess: () => {
                      close();
                      notify.message(m.support_deleted());
                    },
                    onError: (err) => toastFailure(err, m.support_delete_failed()),
                  })
                }
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
