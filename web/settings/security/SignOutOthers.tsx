import { useMutation } from "@tanstack/react-query";
import * as m from "../../../i18n/paraglide/messages.js";
import { toastFailure } from "../../shared/api/toast-failure";
import { formatNumber } from "../../shared/i18n/format";
import { buttonClass } from "../../shared/ui/button-styles";
import { ConfirmDialog } from "../../shared/ui/ConfirmDialog";
import { notify } from "../../shared/ui/toast";
import { securityApi, useRefreshSecurity } from "./use-security";

/** "Sign out everywhere else": every session of the account but this one ends, after a confirmation. */
export function SignOutOthers() {
  const refresh = useRefreshSecurity();
  const signOut = useMutation({
    mutationFn: securityApi.signOutOthers,
    onSuccess: (res) => {
      notify.success(m.security_sign_out_others_done({ count: formatNumber(res.endedSessions) }));
      void refresh();
    },
    onError: (err) => toastFailure(err, m.security_sign_out_others_failed()),
  });
  return (
    <section
      aria-labelledby="security-sign-out-title"
      className="grid justify-items-start gap-3 rounded-2xl border border-border bg-surface p-5 sm:p-6"
      data-testid="security-sign-out-others"
    >
      <h2 id="security-sign-out-title" className="text-lg font-semibold">
        {m.security_sign_out_others_title()}
      </h2>
      <p className="text-sm text-muted">{m.security_sign_out_others_lead()}</p>
      <ConfirmDialog
        trigger={m.security_sign_out_others_button()}
        triggerClassName={buttonClass("secondary")}
        title={m.security_sign_out_others_confirm_title()}
        text={m.security_sign_out_others_confirm_text()}
        cancelLabel={m.security_sign_out_others_cancel()}
        confirmLabel={m.security_sign_out_others_confirm()}
        pending={signOut.isPending}
        onConfirm={(close) => signOut.mutate(undefined, { onSuccess: close })}
      />
    </section>
  );
}
