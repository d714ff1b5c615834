import { useQuery } from "@tanstack/react-query";
import * as m from "../../../i18n/paraglide/messages.js";
import { sessionQuery } from "../../shared/session/api";
import { isFrameMember } from "../../shared/ssr/member-frame";
import { DownloadSection } from "./DownloadSection";
import { ImportSection } from "./ImportSection";

/** Settings' "Your data" tab: the member's data out (one ZIP) and history in (from other apps' files). */
export default function YourDataPanel() {
  const user = useQuery(sessionQuery).data?.user ?? null;
  // A prerendered page's stand-in member holds the session for a moment after opening.
  if (!user || isFrameMember(user)) return <YourDataLoading />;
  return (
    <div className="grid min-w-0 gap-6">
      <DownloadSection userId={user.id} />
      <ImportSection userId={user.id} />
    </div>
  );
}

/** The tab's stand-in while its code or the member loads, sized like its first card. */
function YourDataLoading() {
  return <div role="status" aria-label={m.loading()} className="h-96 animate-pulse rounded-2xl bg-surface-2" />;
}
