import { LoaderCircle } from "lucide-react";
import * as m from "../../../i18n/paraglide/messages.js";
import { FormAlert } from "../../shared/forms/FormAlert";
import { buttonClass } from "../../shared/ui/button-styles";
import { useUnits } from "../../shared/units/units";
import { FilePicker } from "./FilePicker";
import { ImportHistory } from "./ImportHistory";
import { ImportResult } from "./ImportResult";
import { NameMatching } from "./NameMatching";
import { PreviewSummary } from "./PreviewSummary";
import { ProgressBar } from "./Progress";
import { SourceChoice } from "./SourceChoice";
import { importKind, type ImportKind } from "../../../core/imports/types";
import { csvOf, importBlocker, useImport, type Failure, type ImportFlow } from "./use-import";

const nothingNew: Record<ImportKind, () => string> = {
  workouts: m.data_nothing_new_workouts,
  diary: m.data_nothing_new_diary,
  weight: m.data_nothing_new_weight,
};

/**
 * "Bring your history": what the file is from, the file, a preview of what it would add (with
 * the names to match), then the import and what it added. Nothing is written before the import.
 * Below, the workout and diary imports made so far, whose workouts or entries can be removed again.
 */
export function ImportSection({ userId }: { userId: string }) {
  const units = useUnits();
  const flow = useImport(userId, units === "imperial" ? "lb" : "kg");
  const { stage } = flow;
  const busy = stage.kind === "importing";
  return (
    <section aria-labelledby="data-import-title" className="grid gap-5 rounded-2xl border border-border bg-surface p-5 sm:p-6" data-testid="data-import">
      <div className="grid gap-1">
        <h2 id="data-import-title" className="text-lg font-semibold">
          {m.data_import_title()}
        </h2>
        <p className="text-sm text-muted">{m.data_import_lead()}</p>
      </div>
      {stage.kind === "done" ? (
        <ImportResult result={stage.result} onAnother={flow.another} />
      ) : (
        <>
          <SourceChoice value={flow.source} onChange={flow.chooseSource} disabled={busy} />
          {flow.source && <FilePicker file={flow.file} error={flow.fileError} onFile={(f) => void flow.chooseFile(f)} disabled={busy} />}
          {/* A ZIP of ours without this source's file says so at the file instead. */}
          {flow.source && flow.file && csvOf(flow.source, flow.file) !== null && <Preview flow={flow} />}
        </>
      )}
      <ImportHistory userId={userId} />
    </section>
  );
}

function FailureNotice({ failure, onRetry, testId }: { failure: Failure; onRetry: () => void; testId: string }) {
  return (
    <FormAlert tone="error" testId={testId}>
      <p>{failure.offline ? m.data_offline() : failure.message}</p>
      <button type="button" className="justify-self-start font-semibold text-accent underline-offset-4 hover:underline" onClick={onRetry}>
        {m.data_retry()}
      </button>
    </FormAlert>
  );
}

/** The preview of the chosen file, the names to match and the import itself. */
function Preview({ flow }: { flow: ImportFlow }) {
  const { preview, loading, failure } = flow.preview;
  const blocker = importBlocker(flow.preview, flow.matches);
  const busy = flow.stage.kind === "importing";
  return (
    <div className="grid gap-4 border-t border-border pt-5" aria-busy={loading}>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <h3 className="font-semibold">{m.data_preview_title()}</h3>
        {loading && (
          <p role="status" className="flex items-center gap-2 text-sm text-muted" data-testid="import-previewing">
            <LoaderCircle size={16} aria-hidden="true" className="animate-spin" />
            {preview ? m.data_preview_updating() : m.data_preview_reading()}
          </p>
        )}
      </div>
      {failure && <FailureNotice failure={failure} onRetry={flow.retryPreview} testId="import-preview-failed" />}
      {preview && (
        <fieldset disabled={busy} className="grid min-w-0 gap-4">
          <PreviewSummary preview={preview} onUnit={flow.chooseUnit} />
          {preview.problemCount === 0 && (
            <NameMatching
              userId={flow.userId}
              preview={preview}
              matches={flow.matches}
              reopened={flow.reopened}
              suggestions={flow.suggestions}
              onChoose={flow.choose}
              onReopen={flow.reopen}
            />
          )}
        </fieldset>
      )}
      {preview && <ImportAction flow={flow} blocker={blocker} />}
    </div>
  );
}


function ImportAction({ flow, blocker }: { flow: ImportFlow; blocker: ReturnType<typeof importBlocker> }) {
  const { stage } = flow;
  if (stage.kind === "importing") {
    const { phase } = stage;
    const sending = phase.phase === "sending";
    return (
      <div className="grid gap-2" data-testid="import-progress">
        <p role="status" className="text-sm">
          {sending ? m.data_import_sending() : m.data_import_writing()}
        </p>
        <ProgressBar label={m.data_import_title()} value={sending ? phase.sent : null} />
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      {stage.kind === "failed" && <FailureNotice failure={stage.failure} onRetry={() => void flow.startImport()} testId="import-failed" />}
      {blocker === "nothing_new" && (
        <FormAlert tone="info" testId="import-nothing-new">
          <p>{flow.source ? nothingNew[importKind(flow.source)]() : null}</p>
        </FormAlert>
      )}
      {/* The problems' own notice says why when the file has some. */}
      {blocker === "unmatched" && (
        <p className="text-sm text-muted" data-testid="import-blocked">
          {m.data_blocked_unmatched()}
        </p>
      )}
      <button
        type="button"
        className={buttonClass("primary", "md", "justify-self-start")}
        disabled={blocker !== null}
        onClick={() => void flow.startImport()}
        data-testid="import-start"
      >
        {m.data_import_button()}
      </button>
    </div>
  );
}
