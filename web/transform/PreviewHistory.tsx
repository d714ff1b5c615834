import { Trash2 } from "lucide-react";
import type { PreviewJson } from "../../core/api/transform";
import * as m from "../../i18n/paraglide/messages.js";
import { toastFailure } from "../shared/api/toast-failure";
import { formatDate } from "../shared/i18n/format";
import { buttonClass } from "../shared/ui/button-styles";
import { cn } from "../shared/ui/cn";
import { ConfirmDialog } from "../shared/ui/ConfirmDialog";
import { notify } from "../shared/ui/toast";
import { useDeletePreview } from "./api";
import { monthsLabel, typeLabels } from "./labels";

/** The member's previews, newest first: open one (where `onOpen` is given), or delete it with its photo. */
export function PreviewHistory(props: { userId: string; previews: PreviewJson[]; selectedId: string | null; onOpen?: (id: string) => void; onDeleted: (id: string) => void }) {
  const remove = useDeletePreview(props.userId);
  return (
    <section className="grid gap-3" aria-labelledby="history-title">
      <h2 id="history-title" className="text-xl font-semibold">
        {m.transform_history_title()}
      </h2>
      {props.previews.length === 0 ? (
        <p className="text-muted">{m.transform_history_empty()}</p>
      ) : (
        <ul className="grid gap-2" data-testid="transform-history">
          {props.previews.map((p) => {
            const when = formatDate(new Date(p.createdAt), { dateStyle: "medium", timeStyle: "short" });
            return (
              <li
                key={p.id}
                className={cn(
                  "flex items-center gap-3 rounded-xl border bg-surface p-2 pr-3",
                  p.id === props.selectedId ? "border-accent" : "border-border",
                )}
              >
                <img src={p.resultUrl ?? p.originalUrl} alt="" loading="lazy" className="size-14 shrink-0 rounded-lg bg-surface-2 object-cover" />
                <div className="grid min-w-0 flex-1">
                  <p className="font-medium break-words">
                    {typeLabels[p.type]()}, {monthsLabel(p.months)}
                  </p>
                  <p className="text-sm break-words text-muted">
                    {when}
                    {p.status === "processing" && ` · ${m.transform_status_processing()}`}
                    {p.status === "failed" && ` · ${m.transform_status_failed()}`}
                  </p>
                </div>
                {props.onOpen && (
                  <button type="button" className={buttonClass("ghost", "sm")} onClick={() => props.onOpen?.(p.id)} aria-current={p.id === props.selectedId ? "true" : undefined}>
                    {m.transform_open()}
                  </button>
                )}
                <ConfirmDialog
                  trigger={<Trash2 aria-hidden="true" className="size-4" />}
                  triggerClassName={buttonClass("ghost", "sm", "px-2")}
                  triggerLabel={m.transform_delete_label({ date: when })}
                  title={m.transform_delete_title()}
                  text={m.transform_delete_text()}
                  cancelLabel={m.plans_cancel()}
                  confirmLabel={m.transform_delete()}
                  pending={remove.isPending && remove.variables === p.id}
                  onConfirm={(close) =>
                    remove.mutate(p.id, {
                      onSuccess: () => {
                        close();
                        props.onDeleted(p.id);
                        notify.message(m.transform_deleted());
                      },
                      onError: (err) => toastFailure(err, m.transform_delete_failed()),
                    })
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
