import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { ImportRecordJson, ImportsJson, ImportUndoneJson } from "../../../core/api/transfers";
import { importKind, type UndoableSource } from "../../../core/imports/types";
import * as m from "../../../i18n/paraglide/messages.js";
import { ApiFailure } from "../../shared/api/client";
import { toastFailure } from "../../shared/api/toast-failure";
import { FormAlert } from "../../shared/forms/FormAlert";
import { formatDate } from "../../shared/i18n/format";
import { diaryKeys } from "../../shared/queries/diary";
import { profileKeys } from "../../shared/queries/profile";
import { progressKeys } from "../../shared/queries/progress";
import { importsQuery, transferKeys, undoImport } from "../../shared/queries/transfers";
import { workoutKeys } from "../../shared/queries/workout";
import { buttonClass } from "../../shared/ui/button-styles";
import { ConfirmDialog } from "../../shared/ui/ConfirmDialog";
import { diaryChangedOnServer } from "../../shared/offline/kept-diary-days";
import { notify } from "../../shared/ui/toast";
import {
  entriesText,
  momentText,
  undoButtonText,
  undoConfirmText,
  undoEntriesButtonText,
  undoEntriesConfirmText,
  undoneEntriesText,
  undoneText,
  undoneWeighInsText,
  undoWeighInsButtonText,
  undoWeighInsConfirmText,
  weighInsText,
  workoutsText,
} from "./format";
import { sourceTexts } from "./SourceChoice";

const alreadyUndone = (err: unknown) => err instanceof ApiFailure && err.code === "import_already_undone";

/** What a row says of what its import added: workouts, or the entries of a diary import. */
interface RecordTexts {
  kept: (count: number) => string;
  undone: (inputs: { date: string }) => string;
  remove: () => string;
  removeLabel: (inputs: { source: string; date: string }) => string;
  confirmTitle: () => string;
  confirmText: (count: number) => string;
  confirmButton: (count: number) => string;
  removed: (count: number) => string;
  failed: () => string;
}

const workoutTexts: RecordTexts = {
  kept: workoutsText,
  undone: m.data_imports_undone,
  remove: m.data_imports_remove,
  removeLabel: m.data_imports_remove_label,
  confirmTitle: m.data_imports_confirm_title,
  confirmText: undoConfirmText,
  confirmButton: undoButtonText,
  removed: undoneText,
  failed: m.data_imports_remove_failed,
};

const entryTexts: RecordTexts = {
  kept: entriesText,
  undone: m.data_imports_undone_entries,
  remove: m.data_imports_remove_entries,
  removeLabel: m.data_imports_remove_entries_label,
  confirmTitle: m.data_imports_confirm_title_entries,
  confirmText: undoEntriesConfirmText,
  confirmButton: undoEntriesButtonText,
  removed: undoneEntriesText,
  failed: m.data_imports_remove_failed_entries,
};

const weighInTexts: RecordTexts = {
  kept: weighInsText,
  undone: m.data_imports_undone_weighins,
  remove: m.data_imports_remove_weighins,
  removeLabel: m.data_imports_remove_weighins_label,
  confirmTitle: m.data_imports_confirm_title_weighins,
  confirmText: undoWeighInsConfirmText,
  confirmButton: undoWeighInsButtonText,
  removed: undoneWeighInsText,
  failed: m.data_imports_remove_failed_weighins,
};

const recordTexts = (source: UndoableSource): RecordTexts => ({ workouts: workoutTexts, diary: entryTexts, weight: weighInTexts })[importKind(source)];

/** The member's data an undo changed, read again: the history, the diary, or the weigh-ins and the profile's weight. */
const changedKeys = (source: UndoableSource, userId: string) =>
  ({ workouts: [workoutKeys.all(userId)], diary: [diaryKeys.all(userId)], weight: [progressKeys.entries(userId), profileKeys.me(userId), profileKeys.overview(userId)] })[importKind(source)];

/**
 * "Your imports": the member's imports (workouts, diary, weigh-ins), newest first, each with what it added
 * still kept; a mistaken one's workouts or entries can be removed, and importing the file again
 * brings them back.
 */
export function ImportHistory({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const imports = useQuery(importsQuery(userId));
  // The row whose workouts or entries were just removed: its button is gone, so focus goes to what it says now.
  const [removed, setRemoved] = useState<string | null>(null);
  const refresh = (source: UndoableSource) => {
    void queryClient.invalidateQueries({ queryKey: transferKeys.imports(userId) });
    // The diary's days held in memory and kept on this device still hold the removed entries.
    if (importKind(source) === "diary") diaryChangedOnServer(queryClient, userId);
    // The history, the diary or the weigh-ins must not show what was removed.
    for (const queryKey of changedKeys(source, userId)) void queryClient.invalidateQueries({ queryKey });
  };
  // The list, the history and the toast follow the answer even when the member has left the tab.
  const undo = useMutation({
    mutationFn: (record: ImportRecordJson) => undoImport(record.id),
    onSuccess: (done: ImportUndoneJson, record) => {
      queryClient.setQueryData<ImportsJson>(
        transferKeys.imports(userId),
        (list) => list && { imports: list.imports.map((r) => (r.id === done.id ? { ...r, kept: 0, undoneAt: done.undoneAt } : r)) },
      );
      refresh(record.source);
      notify.success(recordTexts(record.source).removed(done.removed));
    },
    onError: (err, record) => {
      // Removed already (on another device, say): the list was out of date.
      if (alreadyUndone(err)) refresh(record.source);
      toastFailure(err, recordTexts(record.source).failed());
    },
  });
  // A failure other than that keeps the dialog open, to try again.
  const remove = (record: ImportRecordJson, close: () => void) =>
    undo.mutate(record, {
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
            pending={undo.isPending && undo.variables?.id === r.id}
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
  const texts = recordTexts(r.source);
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
          {r.undoneAt === null ? texts.kept(r.kept) : texts.undone({ date: formatDate(new Date(r.undoneAt)) })}
        </span>
      </div>
      {r.undoneAt === null && r.kept > 0 && (
        <ConfirmDialog
          trigger={texts.remove()}
          triggerClassName={buttonClass("secondary", "sm")}
          triggerLabel={texts.removeLabel({ source, date: when })}
          title={texts.confirmTitle()}
          text={texts.confirmText(r.kept)}
          cancelLabel={m.data_cancel()}
          confirmLabel={texts.confirmButton(r.kept)}
          pending={props.pending}
          onConfirm={props.onRemove}
        />
      )}
    </li>
  );
}
