import { useMutation, useQuery } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import { useId, useState } from "react";
import type { SecurityJson } from "../../../core/api/security";
import * as m from "../../../i18n/paraglide/messages.js";
import { toastFailure } from "../../shared/api/toast-failure";
import { formatDate } from "../../shared/i18n/format";
import { sessionQuery } from "../../shared/session/api";
import { buttonClass } from "../../shared/ui/button-styles";
import { notify } from "../../shared/ui/toast";
import { RecoveryCodes } from "./RecoveryCodes";
import { twoStepApi } from "./two-step-api";
import { TwoStepManage } from "./TwoStepManage";
import { TwoStepSetup } from "./TwoStepSetup";
import { useRefreshSecurity } from "./use-security";

/** What the section shows besides the status: nothing more, a set-up under way, or codes shown once. */
type Stage = { kind: "idle" } | { kind: "setup"; secret: string; uri: string } | { kind: "codes"; codes: string[] };

/**
 * Two-step verification in the security tab: turn it on (QR code, key, first code, recovery
 * codes), new recovery codes, turn it off. The secret and the codes live only in this
 * component's state, never in a query's cache.
 */
export function TwoStepSection({ security }: { security: SecurityJson }) {
  const headingId = useId();
  const refresh = useRefreshSecurity();
  const email = useQuery(sessionQuery).data?.user?.email ?? "";
  const [stage, setStage] = useState<Stage>({ kind: "idle" });
  const { twoStep } = security;
  const setup = useMutation({
    mutationFn: twoStepApi.setup,
    onSuccess: ({ secret, uri }) => setStage({ kind: "setup", secret, uri }),
    onError: (err) => toastFailure(err, m.settings_save_failed()),
  });
  const showCodes = (codes: string[]) => {
    setStage({ kind: "codes", codes });
    void refresh();
  };
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-2xl border border-border bg-surface p-5 sm:p-6" data-testid="two-step-section">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <ShieldCheck size={20} aria-hidden="true" className="text-accent" />
        {m.two_step_title()}
      </h2>
      <p className="text-sm text-muted">{m.two_step_settings_lead()}</p>
      <p role="status" className="text-sm font-medium" data-testid="two-step-status">
        {twoStep.enabled && twoStep.enabledAt !== null
          ? `${m.two_step_on_since({ date: formatDate(new Date(twoStep.enabledAt)) })} · ${m.two_step_codes_left({ count: String(twoStep.recoveryCodesLeft) })}`
          : m.two_step_is_off()}
      </p>
      {stage.kind === "codes" ? (
        <RecoveryCodes codes={stage.codes} email={email} onDone={() => setStage({ kind: "idle" })} />
      ) : stage.kind === "setup" ? (
        <TwoStepSetup
          secret={stage.secret}
          uri={stage.uri}
          onCancel={() => setStage({ kind: "idle" })}
          onEnabled={(codes) => {
            notify.success(m.two_step_turned_on());
            showCodes(codes);
          }}
        />
      ) : twoStep.enabled ? (
        <TwoStepManage
          hasPassword={security.hasPassword}
          onCodes={showCodes}
          onOff={() => {
            notify.success(m.two_step_turned_off());
            void refresh();
          }}
        />
      ) : (
        <button
          type="button"
          onClick={() => setup.mutate()}
          disabled={setup.isPending}
          aria-busy={setup.isPending}
          className={buttonClass("secondary", "md", "justify-self-start")}
        >
          {m.two_step_turn_on()}
        </button>
      )}
    </section>
  );
}
