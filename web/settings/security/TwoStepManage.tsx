import { useMutation } from "@tanstack/react-query";
import { totpCodeSchema } from "../../../core/validation/security";
import * as m from "../../../i18n/paraglide/messages.js";
import { toastFailure } from "../../shared/api/toast-failure";
import { CodeForm } from "../../shared/forms/CodeForm";
import { TurnOffForm } from "./TwoStepOffForm";
import { twoStepApi } from "./two-step-api";

/** With two-step verification on: new recovery codes (with an app code), and turning it off. */
export function TwoStepManage({
  hasPassword,
  onCodes,
  onOff,
}: {
  hasPassword: boolean;
  onCodes: (recoveryCodes: string[]) => void;
  onOff: () => void;
}) {
  const renew = useMutation({
    mutationFn: twoStepApi.renewCodes,
    onSuccess: ({ recoveryCodes }) => onCodes(recoveryCodes),
    onError: (err) => toastFailure(err, m.settings_save_failed()),
  });
  return (
    <div className="grid gap-5">
      <div className="grid gap-2">
        <h3 className="font-semibold">{m.two_step_renew()}</h3>
        <p className="text-sm text-muted">{m.two_step_renew_lead()}</p>
        <CodeForm
          label={m.two_step_code_label()}
          schema={totpCodeSchema}
          numeric
          pending={renew.isPending}
          submit={m.two_step_renew_submit()}
          buttonClassName="justify-self-start"
          onCode={(code) => renew.mutate(code)}
        />
      </div>
      <TurnOffForm hasPassword={hasPassword} onOff={onOff} />
    </div>
  );
}
