import { useQuery } from "@tanstack/react-query";
import type { SecurityJson } from "../../../core/api/security";
import * as m from "../../../i18n/paraglide/messages.js";
import { sessionQuery } from "../../shared/session/api";
import { isFrameMember } from "../../shared/ssr/member-frame";
import { QueryState } from "../../shared/ui/QueryState";
import { PasswordForm } from "../PasswordForm";
import { IdentitiesSection } from "./IdentitiesSection";
import { PasskeysSection } from "./PasskeysSection";
import { RecentSignIns } from "./RecentSignIns";
import { SignOutOthers } from "./SignOutOthers";
import { TwoStepSection } from "./TwoStepSection";
import { useRefreshSecurity, useSecurity } from "./use-security";
import { WaysInSummary } from "./WaysInSummary";

/**
 * Settings' "Security" tab: the ways in at a glance, the password (or setting a first one),
 * passkeys, two-step verification, connected accounts, recent sign-ins and "sign out everywhere
 * else". One query feeds every section; a section that changes something reads it again.
 */
export default function SecurityPanel() {
  const user = useQuery(sessionQuery).data?.user ?? null;
  // A prerendered page's stand-in member holds the session for a moment after opening.
  const ready = !!user && !isFrameMember(user);
  const query = useSecurity(user?.id ?? "", ready);
  if (!user || !ready) return <SecurityLoading />;
  return (
    <div className="grid min-w-0 gap-6" data-testid="security-panel">
      <QueryState
        query={query}
        loadingLabel={m.loading()}
        failedText={m.security_tab_load_failed()}
        retryLabel={m.security_tab_retry()}
        skeletonClassName="h-96 rounded-2xl"
      >
        {(security) => <Sections security={security} email={user.email} />}
      </QueryState>
    </div>
  );
}

function Sections({ security, email }: { security: SecurityJson; email: string }) {
  return (
    <>
      <WaysInSummary security={security} email={email} />
      <PasswordSection security={security} />
      <PasskeysSection security={security} />
      <TwoStepSection security={security} />
      <IdentitiesSection security={security} />
      <RecentSignIns signIns={security.signIns} />
      <SignOutOthers />
    </>
  );
}

/** Change the password, or set a first one on an account without (signed up with a passkey or another account). */
function PasswordSection({ security }: { security: SecurityJson }) {
  const refresh = useRefreshSecurity();
  const title = security.hasPassword ? m.security_password_title() : m.security_password_set_title();
  return (
    <section aria-labelledby="security-password-title" className="grid gap-3 rounded-2xl border border-border bg-surface p-5 sm:p-6" data-testid="security-password">
      <h2 id="security-password-title" className="text-lg font-semibold">
        {title}
      </h2>
      {!security.hasPassword && <p className="text-sm text-muted">{m.security_password_set_lead()}</p>}
      {/* Keyed: after a first password is set, the form starts over asking for the current one. */}
      <PasswordForm key={String(security.hasPassword)} hasPassword={security.hasPassword} label={title} onChanged={() => void refresh()} />
    </section>
  );
}

/** The tab's stand-in while its code or the member loads. */
export function SecurityLoading() {
  return <div role="status" aria-label={m.loading()} className="h-96 animate-pulse rounded-2xl bg-surface-2" />;
}
