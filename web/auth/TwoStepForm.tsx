import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { recoveryCodeSchema, totpCodeSchema } from "../../core/validation/security";
import * as m from "../../i18n/paraglide/messages.js";
import { api, ApiFailure } from "../shared/api/client";
import { toastFailure } from "../shared/api/toast-failure";
import { CodeForm } from "../shared/forms/CodeForm";
import { buttonClass } from "../shared/ui/button-styles";
import { AuthCard } from "./AuthCard";
import { useFinishSignIn } from "./use-finish-sign-in";

type Answer = { code: string } | { recoveryCode: string };

/**
 * The sign-in's second step, after the password, the e-mailed link or another provider: a code
 * from the authenticator app, or one of the recovery codes. `onRestart` goes back to the first
 * step (the ticket expired, or the member chose to).
 */
export function TwoStepForm({ ticket, redirect, onRestart }: { ticket: string; redirect?: string; onRestart: () => void }) {
  const finish = useFinishSignIn();
  const [recovery, setRecovery] = useState(false);
  const verify = useMutation({
    mutationFn: (answer: Answer) => api("POST /api/auth/two-step", { body: { ticket, ...answer } }),
    onSuccess: (answer) => finish(answer.user, redirect),
    onError: (err) => {
      toastFailure(err, m.two_step_failed());
      if (err instanceof ApiFailure && err.code === "ticket_expired") onRestart();
    },
  });
  return (
    <AuthCard title={m.two_step_title()} lead={recovery ? m.two_step_recovery_lead() : m.two_step_code_lead()}>
      {/* One form per kind of code, so the hidden one's rule never blocks the other. */}
      {recovery ? (
        <CodeForm
          key="recovery"
          label={m.two_step_recovery_label()}
          schema={recoveryCodeSchema}
          autoFocus
          pending={verify.isPending}
          submit={m.two_step_verify()}
          onCode={(recoveryCode) => verify.mutate({ recoveryCode })}
        />
      ) : (
        <CodeForm
          key="app"
          label={m.two_step_code_label()}
          schema={totpCodeSchema}
          numeric
          autoFocus
          pending={verify.isPending}
          submit={m.two_step_verify()}
          onCode={(code) => verify.mutate({ code })}
        />
      )}
      <div className="flex flex-wrap justify-between gap-2">
        <button type="button" onClick={() => setRecovery((r) => !r)} className={buttonClass("ghost", "sm")}>
          {recovery ? m.two_step_use_app() : m.two_step_use_recovery()}
        </button>
        <button type="button" onClick={onRestart} className={buttonClass("ghost", "sm")}>
          {m.two_step_back()}
        </button>
      </div>
    </AuthCard>
  );
}
