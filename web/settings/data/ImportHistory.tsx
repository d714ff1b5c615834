import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { ImportRecordJson, ImportsJson, ImportUndoneJson } from "../../../core/api/transfers";
import * as m from "../../../i18n/paraglide/messages.js";
import { ApiFailure } from "../../shared/api/client";
import { toastFailure } from "../../shared/api/toast-failure";
import { FormAlert } from "../../shared/forms/FormAlert";
import { formatDate } from "../../shared/i18n/format";
import { importsQuery, transferKeys, undoImport } from "../../shared/queries/transfers";
import { workoutKeys } from "../../shared/queries/workout";
import { buttonClass } from "../../shared/ui/button-styles";
import { ConfirmDialog } from "../../shared/ui/ConfirmDialog";
import { notify } from "../../shared/ui/toast";
import { momentText, undoButtonText, undoConfirmText, undoneText, workoutsText } from "./format";
import { sourceTexts } from "./SourceChoice";

const alreadyUndone = (err: unknown) => err instanceof ApiFailure && err.code === "import_already_undone";

/**
 * "Your imports": the member's workout imports, newest first, each with its workouts still kept;
 * a mistaken one's workouts can be removed, and importing the file again brings them back.
 */
export function ImportHistory({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const imports = useQuery(importsQuery(userId));
  // The row whose workouts were just removed: its button is gone, so focus goes to what it says now.
  const [removed, setRemoved] = useState<string | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: transferKeys.imports(userId) });
    // The history must not show the removed workouts.
    void queryClient.invalidateQueries({ queryKey: workoutKeys.all(userId) });
  };
  // The list, the history and the toast follow the answer even when the member has left the tab.
  const undo = useMutation({
    mutationFn: undoImport,
    onSuccess: (done: ImportUndoneJson) => {
      queryClient.setQueryData<ImportsJson>(
        transferKeys.imports(userId),
        (list) =>
          list && { imports: list.imports.map((r) => (r.id === done.id ? { ...r, workouts: 0, undoneAt: done.undoneAt } : r)) },
      );
      refresh();
      notify.success(undoneText(done.removed));
    },
    onError: (err) => {
      // Removed already (on another device, say): the list was out of date.
      if (alreadyUndone(err)) refresh();
      toastFailure(err, m.data_imports_remove_failed());
    },
  });
  // A failure other than that keeps the dialog open, to try again.
  const remove = (record: ImportRecordJson, close: () => void) =>
    undo.mutate(record.id, {
      onSuccess: (done) => {
        close();
        setRemoved(done.id);
      },
      onError: (err) => {
        if (alreadyUndone(err)) close();
      },
    });

  if (imports.data === undefined) {
    if (imports.isError)
      return (
        <FormAlert tone="error" testId="data-imports-failed">
          <p>{m.data_imports_failed()}</p>
          <button
            type="button"
            className="justify-self-start font-semibold text-accent underline-offset-4 hover:underline"
            onClick={() => void imports.refetch()}
          >
            {m.data_retry()}
          </button>
        </FormAlert>
      );
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted" data-testid="data-imports-loading">
        <LoaderCircle size={16} aria-hidden="true" className="animate-spin" />
        {m.data_imports_loading()}
      </p>
    );
  }
  const list = imports.data.imports;
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="data-imports-title" className="grid gap-3 border-t border-border pt-5" data-testid="data-imports">
      <div className="grid gap-1">
        <h3 id="data-imports-title" className="font-semibold">
          {m.data_imports_title()}
        </h3>
        <p className="text-sm text-muted">{m.data_imports_lead()}</p>
      </div>
      <ul className="divide-y divide-border rounded-xl border border-border">
        {list.map((r) => (
          <ImportRow
            key={r.id}
            record={r}
            focus={removed === r.id}
            pending={undo.isPending && undo.variables === r.id}
            onRemove={(close) => remove(r, close)}
          />
        ))}
      </ul>
    </section>
  );
}

function ImportRow(props: { record: ImportRecordJson; focus: boolean; pending: boolean; onRemove: (close: () => void) => void }) {
  const { record: r } = props;
  const when = momentText(r.createdAt);
  const source = sourceTexts[r.source].label();
  const status = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (props.focus) status.current?.focus();
  }, [props.focus]);
  return (
    // On a phone the button goes under the text, whole width: beside it the text had no room.
    <li className="grid gap-2 px-3 py-2.5 sm:flex sm:items-center sm:gap-x-3" data-testid="data-import-record">
      <div className="grid min-w-0 gap-0.5 sm:flex-1">
        <span className="text-sm font-semibold">{source}</span>
        <span ref={status} tabIndex={-1} className="text-sm text-muted outline-none">
          {when} ·{" "}
          {r.undoneAt === null ? workoutsText(r.workouts) : m.data_imports_undone({ date: formatDate(new Date(r.undoneAt)) })}
        </span>
      </div>
      {r.undoneAt === null && r.workouts > 0 && (
        <ConfirmDialog
          trigger={m.data_imports_remove()}
          triggerClassName={buttonClass("secondary", "sm")}
          triggerLabel={m.data_imports_remove_label({ source, date: when })}
          title={m.data_imports_confirm_title()}
          text={undoConfirmText(r.workouts)}
          cancelLabel={m.data_cancel()}
          confirmLabel={undoButtonText(r.workouts)}
          pending={props.pending}
          onConfirm={props.onRemove}
        />
      )}
    </li>
  );
}
