import { useQuery } from "@tanstack/react-query";
import * as m from "../../i18n/paraglide/messages.js";
import type { SessionUser } from "../../core/session";
import { useSessionPick } from "../shared/session/use-session-pick";
import { transformStateQuery } from "./api";
import { PreviewHistory } from "./PreviewHistory";

const userIdOf = (user: SessionUser | null) => user?.id ?? null;

/**
 * Under the Time machine's lock: the previews a member made while on Pro. Making new ones is Pro's,
 * but the body photos are the member's own, to delete on any plan. Nothing shows without any.
 */
export default function KeptPreviewsPanel() {
  const userId = useSessionPick(userIdOf) ?? null;
  const previews = useQuery({ ...transformStateQuery(userId ?? "-"), enabled: userId !== null }).data?.previews ?? [];
  if (!userId || previews.length === 0) return null;
  return (
    <section className="mx-auto grid w-full max-w-2xl gap-3 px-4 pb-10" data-testid="kept-previews">
      <p className="text-sm text-muted">{m.transform_kept_text()}</p>
      <PreviewHistory userId={userId} previews={previews} selectedId={null} onDeleted={() => {}} />
    </section>
  );
}
