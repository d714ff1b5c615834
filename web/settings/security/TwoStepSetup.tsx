import { useMutation } from "@tanstack/react-query";
import { Copy } from "lucide-react";
import { useId } from "react";
import { totpCodeSchema } from "../../../core/validation/security";
import * as m from "../../../i18n/paraglide/messages.js";
import { toastFailure } from "../../shared/api/toast-failure";
import { CodeForm } from "../../shared/forms/CodeForm";
import { buttonClass } from "../../shared/ui/button-styles";
import { QrCode } from "./QrCode";
import { copyText } from "./RecoveryCodes";
import { twoStepApi } from "./two-step-api";

/** Adding Forma to an authenticator app: the QR code, the key to type instead, and the app's first code to turn it on. */
export function TwoStepSetup({
  secret,
  uri,
  onEnabled,
  onCancel,
}: {
  secret: string;
  uri: string;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const keyId = useId();
  const enable = useMutation({
    mutationFn: twoStepApi.enable,
    onSuccess: ({ recoveryCodes }) => onEnabled(recoveryCodes),
    onError: (err) => toastFailure(err, m.settings_save_failed()),
  });
  return (
    <div className="grid gap-4" data-testid="two-step-setup">
      <p className="text-sm">{m.two_step_scan()}</p>
      <QrCode value={uri} label={m.two_step_qr_label()} />
      <div className="grid gap-2">
        <p id={keyId} className="text-sm text-muted">
          {m.two_step_key_label()}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <code aria-labelledby={keyId} translate="no" className="rounded-lg bg-surface-2 px-3 py-2 font-mono text-sm break-all" data-testid="two-step-secret">
            {secret}
          </code>
          <button type="button" onClick={() => void copyText(secret.replace(/ /g, ""), m.two_step_key_copied())} className={buttonClass("ghost", "sm")}>
            <Copy size={16} aria-hidden="true" />
            {m.two_step_copy_key()}
          </button>
        </div>
      </div>
      <p className="text-sm">{m.two_step_confirm_lead()}</p>
      <CodeForm
        label={m.two_step_code_label()}
        schema={totpCodeSchema}
        numeric
        pending={enable.isPending}
        submit={m.two_step_confirm()}
        buttonClassName="justify-self-start"
        onCode={(code) => enable.mutate(code)}
      />
      <button type="button" onClick={onCancel} className={buttonClass("ghost", "sm", "justify-self-start")}>
        {m.two_step_cancel()}
      </button>
    </div>
  );
}
