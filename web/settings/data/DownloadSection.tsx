import { useQuery } from "@tanstack/react-query";
import { Download, LoaderCircle } from "lucide-react";
import * as m from "../../../i18n/paraglide/messages.js";
import { FormAlert } from "../../shared/forms/FormAlert";
import { formatNumber } from "../../shared/i18n/format";
import { exportStatusQuery } from "../../shared/queries/transfers";
import { buttonClass } from "../../shared/ui/button-styles";
import { formatBytes, whenText } from "./format";
import { ProgressBar } from "./Progress";
import { useDownload, type DownloadState } from "./use-download";

/** What the ZIP holds, in a few lines (the README inside the ZIP names every file). */
const contents = [
  m.data_holds_profile,
  m.data_holds_body,
  m.data_holds_workouts,
  m.data_holds_food,
  m.data_holds_coach,
  m.data_holds_billing,
  m.data_holds_photos,
];

/** "Download my data": what the ZIP holds, the downloads left today, the download with its progress. */
export function DownloadSection({ userId }: { userId: string }) {
  const status = useQuery(exportStatusQuery(userId));
  const { state, start, cancel } = useDownload(userId);
  const left = status.data?.left;
  const usedUp = left === 0 && state.kind !== "working";
  return (
    <section aria-labelledby="data-download-title" className="grid gap-4 rounded-2xl border border-border bg-surface p-5 sm:p-6" data-testid="data-download">
      <div className="grid gap-1">
        <h2 id="data-download-title" className="text-lg font-semibold">
          {m.data_download_title()}
        </h2>
        <p className="text-sm text-muted">{m.data_download_lead()}</p>
      </div>
      <ul className="gap-x-6 text-sm sm:columns-2">
        {contents.map((text, i) => (
          <li key={i} className="mb-1.5 flex break-inside-avoid gap-2">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" />
            <span>{text()}</span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <button
          type="button"
          className={buttonClass("primary")}
          disabled={state.kind === "working" || usedUp}
          aria-busy={state.kind === "working"}
          onClick={() => void start()}
        >
          {state.kind === "working" ? (
            <LoaderCircle size={18} aria-hidden="true" className="animate-spin" />
          ) : (
            <Download size={18} aria-hidden="true" />
          )}
          {m.data_download_button()}
        </button>
        {status.data && (
          <p className="text-sm text-muted" data-testid="data-downloads-left">
            {m.data_download_left({ left: formatNumber(status.data.left), limit: formatNumber(status.data.limit) })}
          </p>
        )}
      </div>
      <DownloadNotice state={state} resetsAt={status.data?.resetsAt ?? null} usedUp={usedUp} onCancel={cancel} onRetry={() => void start()} />
    </section>
  );
}

function DownloadNotice(props: { state: DownloadState; resetsAt: number | null; usedUp: boolean; onCancel: () => void; onRetry: () => void }) {
  const { state } = props;
  const limitText = (fallback: string) => (props.resetsAt ? m.data_download_limit({ when: whenText(props.resetsAt) }) : fallback || m.data_download_limit_later());
  if (state.kind === "working")
    return (
      <div className="grid gap-2" data-testid="data-download-progress">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <p role="status" className="text-sm tabular-nums">
            {state.bytes === 0 ? m.data_download_preparing() : m.data_download_received({ size: formatBytes(state.bytes) })}
          </p>
          <button type="button" className={buttonClass("ghost", "sm")} onClick={props.onCancel}>
            {m.data_cancel()}
          </button>
        </div>
        <ProgressBar label={m.data_download_title()} value={null} />
      </div>
    );
  if (state.kind === "done")
    return (
      <FormAlert tone="success" testId="data-download-done">
        <p>{m.data_download_done({ name: state.name, size: formatBytes(state.bytes) })}</p>
      </FormAlert>
    );
  if (state.kind === "failed" && state.reason !== "limit")
    return (
      <FormAlert tone="error" testId="data-download-failed">
        <p>{state.reason === "offline" ? m.data_offline() : state.message || m.data_download_failed()}</p>
        <button type="button" className="justify-self-start font-semibold text-accent underline-offset-4 hover:underline" onClick={props.onRetry}>
          {m.data_retry()}
        </button>
      </FormAlert>
    );
  if (state.kind === "failed" || props.usedUp)
    return (
      <FormAlert tone="info" testId="data-download-limit">
        <p>{limitText(state.kind === "failed" ? state.message : "")}</p>
      </FormAlert>
    );
  return null;
}
