import { useMutation } from "@tanstack/react-query";
import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import type { BodyEntryJson } from "../../core/progress/entry";
import { circumferences } from "../../core/progress/measurements";
import { toastFailure } from "../shared/api/toast-failure";
import { formatAmount, formatDate, formatNumber, withUnit } from "../shared/i18n/format";
import * as m from "../../i18n/paraglide/messages.js";
import { buttonClass } from "../shared/ui/button-styles";
import { ConfirmDialog } from "../shared/ui/ConfirmDialog";
import { progressApi } from "../shared/queries/progress";
import { EntryDialog } from "./EntryDialog";
import { valueLabels } from "./labels";

const shown = 8;

/** The log, newest first, each day with its values and edit and delete. */
export function EntriesList({
  entries,
  onSaved,
  onDeleted,
}: {
  /** In date order, as the API answers. */
  entries: readonly BodyEntryJson[];
  onSaved: () => Promise<unknown>;
  onDeleted: () => Promise<unknown>;
}) {
  const [all, setAll] = useState(false);
  const remove = useMutation({
    mutationFn: progressApi.remove,
    onSuccess: onDeleted,
    onError: (err) => toastFailure(err, m.progress_delete_failed()),
  });
  const newest = entries.toReversed();
  if (newest.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold">{m.progress_log_history()}</h3>
      <ul className="divide-y divide-border rounded-xl border border-border" aria-label={m.progress_log_history()}>
        {(all ? newest : newest.slice(0, shown)).map((e) => {
          const parts = circumferences.filter((k) => e[k] !== null).map((k) => `${valueLabels[k]()} ${formatNumber(e[k]!, 1)}`);
          return (
            <li key={e.id} className="flex items-center gap-3 px-3 py-2.5" data-testid="progress-entry">
              <div className="grid min-w-0 flex-1 gap-0.5">
                <span className="text-sm font-semibold">{formatDate(e.date, { dateStyle: "medium" })}</span>
                <span className="truncate text-sm text-muted">
                  {e.weight !== null && (
                    <strong className="font-semibold text-text tabular-nums">{formatAmount(e.weight, m.unit_kg(), 1)}</strong>
                  )}
                  {e.weight !== null && parts.length > 0 && " · "}
                  {parts.length > 0 && withUnit(parts.join(", "), m.unit_cm())}
                </span>
              </div>
              <EntryDialog
                entry={e}
                onSaved={onSaved}
                trigger={
                  <button
                    type="button"
                    className={buttonClass("ghost", "sm", "px-2")}
                    aria-label={m.progress_edit({ date: formatDate(e.date) })}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                  </button>
                }
              />
              <ConfirmDialog
                trigger={<Trash2 aria-hidden="true" className="size-4" />}
                triggerClassName={buttonClass("ghost", "sm", "px-2 text-danger")}
                triggerLabel={m.progress_delete({ date: formatDate(e.date) })}
                title={m.progress_delete_title()}
                text={m.progress_delete_text({ date: formatDate(e.date) })}
                cancelLabel={m.settings_cancel()}
                confirmLabel={m.progress_delete_confirm()}
                pending={remove.isPending && remove.variables === e.id}
                onConfirm={(close) => remove.mutate(e.id, { onSuccess: close })}
              />
            </li>
          );
        })}
      </ul>
      {newest.length > shown && (
        <button
          type="button"
          className="justify-self-start text-sm font-semibold text-accent underline-offset-4 hover:underline"
          onClick={() => setAll((a) => !a)}
        >
          {all ? m.progress_show_less() : m.progress_show_all({ count: String(newest.length) })}
        </button>
      )}
    </div>
  );
}
