import { AlertDialog } from "radix-ui";
import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { toastFailure } from "../auth/errors";
import { formatDate, formatNumber } from "../i18n/format";
import * as m from "../paraglide/messages.js";
import { buttonClass } from "../ui/button-styles";
import { measurementKeys, type BodyEntry, type EntryInput } from "./api";
import { EntryDialog } from "./EntryDialog";
import { valueLabels } from "./labels";

const shown = 8;

/** The log, newest first, each day with its values and edit and delete. */
export function EntriesList({ entries, onSave, onDelete }: { entries: BodyEntry[]; onSave: (input: EntryInput, id: string) => Promise<void>; onDelete: (id: string) => Promise<void> }) {
  const [all, setAll] = useState(false);
  const newest = [...entries].sort((a, b) => b.date.localeCompare(a.date));
  if (newest.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold">{m.progress_log_history()}</h3>
      <ul className="divide-y divide-border rounded-xl border border-border" aria-label={m.progress_log_history()}>
        {(all ? newest : newest.slice(0, shown)).map((e) => {
          const parts = measurementKeys.filter((k) => e[k] !== null).map((k) => `${valueLabels[k]()} ${formatNumber(e[k]!, 1)}`);
          return (
            <li key={e.id} className="flex items-center gap-3 px-3 py-2.5" data-testid="progress-entry">
              <div className="grid min-w-0 flex-1 gap-0.5">
                <span className="text-sm font-semibold">{formatDate(e.date, { dateStyle: "medium" })}</span>
                <span className="truncate text-sm text-muted">
                  {e.weight !== null && <strong className="font-semibold text-text tabular-nums">{`${formatNumber(e.weight, 1)} ${m.unit_kg()}`}</strong>}
                  {e.weight !== null && parts.length > 0 && " · "}
                  {parts.length > 0 && `${parts.join(", ")} ${m.unit_cm()}`}
                </span>
              </div>
              <EntryDialog
                entry={e}
                onSave={(input) => onSave(input, e.id)}
                trigger={
                  <button type="button" className={buttonClass("ghost", "sm", "px-2")} aria-label={m.progress_edit({ date: formatDate(e.date) })}>
                    <Pencil aria-hidden="true" className="size-4" />
                  </button>
                }
              />
              <DeleteEntry date={e.date} onConfirm={() => onDelete(e.id)} />
            </li>
          );
        })}
      </ul>
      {newest.length > shown && (
        <button type="button" className="justify-self-start text-sm font-semibold text-accent underline-offset-4 hover:underline" onClick={() => setAll((a) => !a)}>
          {all ? m.progress_show_less() : m.progress_show_all({ count: String(newest.length) })}
        </button>
      )}
    </div>
  );
}

function DeleteEntry({ date, onConfirm }: { date: string; onConfirm: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger className={buttonClass("ghost", "sm", "px-2 text-danger")} aria-label={m.progress_delete({ date: formatDate(date) })}>
        <Trash2 aria-hidden="true" className="size-4" />
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 gap-4 rounded-2xl border border-border bg-surface p-6 shadow-panel">
          <AlertDialog.Title className="text-lg font-semibold">{m.progress_delete_title()}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted">{m.progress_delete_text({ date: formatDate(date) })}</AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass("secondary")}>{m.settings_cancel()}</AlertDialog.Cancel>
            <button
              type="button"
              disabled={busy}
              className={buttonClass("primary", "md", "bg-danger text-danger-fg hover:bg-danger/90")}
              onClick={async () => {
                setBusy(true);
                try {
                  await onConfirm();
                  setOpen(false);
                } catch (err) {
                  toastFailure(err, m.progress_delete_failed());
                } finally {
                  setBusy(false);
                }
              }}
            >
              {m.progress_delete_confirm()}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
