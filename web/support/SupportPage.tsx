import * as m from "../../i18n/paraglide/messages.js";
import { useLocale } from "../shared/i18n/locale";
import { idAndPlan, useSessionPick } from "../shared/session/use-session-pick";
import { ScreenHeader } from "../shared/ui/ScreenHeader";
import { RequestList } from "./RequestList";
import { SupportForm } from "./SupportForm";

/**
 * Support: Pro members send requests from here and follow them. Everyone else sees the contact
 * address and what Pro adds (the screen table's lock for support, web/app/screens/ScreenLock.tsx).
 */
export default function SupportPage() {
  useLocale();
  const user = useSessionPick(idAndPlan);
  if (!user) return null;
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:py-10">
      <ScreenHeader title={m.nav_support()} lead={m.nav_support_desc()} />
      <SupportForm userId={user.id} />
      <RequestList userId={user.id} />
    </section>
  );
}
