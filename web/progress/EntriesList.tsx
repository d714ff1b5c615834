import { useMutation } from "@tanstack/react-query";
import { CloudOff, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import type { BodyEntryJson } from "../../core/progress/entry";
import { circumferences } from "../../core/progress/measurements";
import { formatDate, formatNumber, formatPercent, withUnit } from "../shared/i18n/format";
import { lengthUnit } from "../shared/units/format";
import type { UnitSystem } from "../shared/units/units";
import * as m from "../../i18n/paraglide/messages.js";
import { buttonClass } from "../shared/ui/button-styles";
import { ConfirmDialog } from "../shared/ui/ConfirmDialog";
import { notify } from "../shared/ui/toast";
import { EntryDialog, type Draft } from "./EntryDialog";
import { valueLabels } from "./labels";
import { formatMeasure, shownOf } from "./units";

const shown = 8;

/** The log, newest first, each day with its values, whether it is only on this device yet, and edit and delete. */
export function EntriesList({
  entries,
  units,
  unsentIds,
  onEdit,
  onRemove,
}: {
  /** In date order, as this device sees them. */
  entries: readonly BodyEntryJson[];
  units: UnitSystem;
  /** The entries holding a change not sent yet. */
  unsentIds: ReadonlySet<string>;
  onEdit: (entry: BodyEntryJson, value: Draft) => Promise<unknown>;
  onRemove: (entry: BodyEntryJson) => Promise<unknown>;
}) {
  const [all, setAll] = useState(false);
  const remove = useMutation({
    mutationFn: onRemove,
    onSuccess: () => notify.success(m.progress_deleted()),
    onError: () => notify.error(m.progress_delete_failed()),
  });
  const newest = entries.toReversed();
  if (newest.length === 0) return null;
  const taken = (id: string) => (date: string) => entries.some((e) => e.id !== id && e.date === date);
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold">{m.progress_log_history()}</h3>
      <ul className="divide-y divide-border rounded-xl border border-border" aria-label={m.progress_log_history()}>
        {(all ? newest : newest.slice(0, shown)).map((e) => {
          const sizes = circumferences
            .filter((k) => e[k] !== null)
            .map((k) => `${valueLabels[k]()} ${formatNumber(shownOf(k, e[k]!, units), 1)}`);
          const parts = [
            e.bodyFat !== null && `${valueLabels.bodyFat()} ${formatPercent(e.bodyFat)}`,
            sizes.length > 0 && withUnit(sizes.join(", "), lengthUnit(units)),
          ].filter(Boolean);
          return (
            <li key={e.id} className="flex flex-wrap items-center gap-x-3 gap-y-1.5 px-3 py-2.5" data-testid="progress-entry">
              <div className="grid min-w-0 flex-1 gap-0.5">
                <span className="text-sm font-semibold">{formatDate(e.date, { dateStyle: "medium" })}</span>
                <span className="text-sm text-muted">
                  {e.weight !== null && (
                    <strong className="font-semibold text-text tabular-nums">{formatMeasure("weight", e.weight, units)}</strong>
                  )}
                  {e.weight !== null && parts.length > 0 && " · "}
                  {parts.join(" · ")}
                </span>
              </div>
              {/* Read after the values; shown on a line of its own below the row, where a phone has room for it. */}
              {unsentIds.has(e.id) && <UnsentMark />}
              <EntryDialog
                entry={e}
                units={units}
                taken={taken(e.id)}
                onSave={(value) => onEdit(e, value)}
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
                pending={remove.isPending && remove.variables?.id === e.id}
                onConfirm={(close) => remove.mutate(e, { onSuccess: close })}
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

/** An entry kept only on this device so far, in the workout log's tone for unsent changes. */
function UnsentMark() {
  return (
    <span className="order-last basis-full">
      <span className="inline-flex items-center gap-1 rounded-full border border-warning/50 bg-warning/10 px-2 py-0.5 text-xs font-medium">
        <CloudOff aria-hidden="true" className="size-3.5 shrink-0 text-warning" />
        {m.progress_unsent_entry()}
      </span>
    </span>
  );
}
