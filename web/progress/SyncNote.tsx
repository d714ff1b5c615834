import * as m from "../../i18n/paraglide/messages.js";
import { formatNumber } from "../shared/i18n/format";
import type { BodySyncState } from "../shared/offline/body-log";
import { UnsentBanner } from "../shared/offline/UnsentBanner";

/** What of the weight log is kept only on this device, while changes wait; nothing when all is on the server. */
export function SyncNote({ sync }: { sync: BodySyncState }) {
  if (sync.unsent === 0) return null;
  const count = formatNumber(sync.unsent);
  const kind = !sync.online ? "waiting" : sync.state === "failed" ? "failed" : sync.state === "sending" ? "sending" : "waiting";
  const text = !sync.online
    ? m.progress_sync_offline({ count })
    : {
        failed: m.progress_sync_failed({ count }),
        sending: m.progress_sync_sending(),
        waiting: m.progress_sync_unsent({ count }),
      }[kind];
  return (
    <UnsentBanner text={text} kind={kind} retryLabel={m.progress_sync_retry()} onRetry={sync.retry} testId="progress-sync" />
  );
}
