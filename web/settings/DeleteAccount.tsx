import { useForm } from "@tanstack/react-form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { currentPasswordSchema } from "../../core/validation/account";
import { forgetDeviceData } from "../shared/offline/forget-device";
import { accountApi } from "./api";
import { toastFailure } from "../shared/api/toast-failure";
import { SubmitButton } from "../shared/forms/SubmitButton";
import { PasswordField } from "../shared/forms/TextField";
import { onChangeAndBlur } from "../shared/forms/validators";
import * as m from "../../i18n/paraglide/messages.js";
import { forgetMember } from "../shared/session/sign-out";
import { buttonClass } from "../shared/ui/button-styles";
import { dialogOverlayClass, dialogPanelClass } from "../shared/ui/dialog-styles";
import { notify } from "../shared/ui/toast";
import { submitWith } from "../shared/forms/submit";

/** Deleting the account, confirmed with the password in a dialog. */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: accountApi.deleteAccount,
    onSuccess: async () => {
      setOpen(false);
      forgetMember(queryClient);
      // And what the workout and weight logs kept on this device: nothing of the account outlives it.
      await forgetDeviceData();
      await navigate({ to: "/", replace: true });
      notify.success(m.settings_deleted());
    },
    onError: (err) => toastFailure(err, m.settings_delete_failed()),
  });
  const form = useForm({
    defaultValues: { password: "" },
    onSubmit: ({ value }) => remove.mutate(value.password),
  });
  return (
    <section aria-labelledby="delete-title" className="grid gap-3 rounded-2xl border border-danger/50 p-5 sm:p-6">
      <h2 id="delete-title" className="text-lg font-semibold">
        {m.settings_delete_title()}
      </h2>
      <p className="text-sm text-muted">{m.settings_delete_lead()}</p>
      <AlertDialog.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) form.reset();
        }}
      >
        <AlertDialog.Trigger className={buttonClass("danger", "md", "justify-self-start")}>
          {m.settings_delete_button()}
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className={dialogOverlayClass} />
          <AlertDialog.Content className={dialogPanelClass}>
            <AlertDialog.Title className="text-xl font-semibold">{m.settings_delete_confirm_title()}</AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-muted">{m.settings_delete_confirm_text()}</AlertDialog.Description>
            <form noValidate className="grid gap-1" onSubmit={submitWith(form)}>
              <form.Field name="password" validators={onChangeAndBlur(currentPasswordSchema)}>
                {(field) => <PasswordField field={field} label={m.form_password()} autoComplete="current-password" autoFocus />}
              </form.Field>
              <div className="mt-2 flex flex-wrap justify-end gap-3">
                <AlertDialog.Cancel className={buttonClass("secondary")}>{m.settings_cancel()}</AlertDialog.Cancel>
                <SubmitButton pending={remove.isPending} variant="danger">
                  {m.settings_delete_forever()}
                </SubmitButton>
              </div>
            </form>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </section>
  );
}
