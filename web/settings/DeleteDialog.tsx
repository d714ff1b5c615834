import { useForm } from "@tanstack/react-form";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { AlertDialog } from "radix-ui";
import type { RefObject } from "react";
import { currentPasswordSchema } from "../../core/validation/account";
import { forgetDeviceData } from "../shared/offline/forget-device";
import { dropBrowserSubscription } from "../shared/queries/reminders";
import { accountApi } from "./api";
import { toastFailure } from "../shared/api/toast-failure";
import { SubmitButton } from "../shared/forms/SubmitButton";
import { PasswordField } from "../shared/forms/TextField";
import { onChangeAndBlur } from "../shared/forms/validators";
import * as m from "../../i18n/paraglide/messages.js";
import { forgetMember } from "../shared/session/sign-out";
import { sessionQuery } from "../shared/session/api";
import { securityQuery } from "./security/use-security";
import { buttonClass } from "../shared/ui/button-styles";
import { dialogOverlayClass, dialogPanelClass } from "../shared/ui/dialog-styles";
import { notify } from "../shared/ui/toast";
import { submitWith } from "../shared/forms/submit";

/** Opens the Security tab (where a first password is set), as a link to /settings#security would. */
function openSecurityTab() {
  history.replaceState(history.state, "", "#security");
  window.dispatchEvent(new HashChangeEvent("hashchange"));
  window.scrollTo({ top: 0 });
}

/**
 * The confirmation of a deletion: the password, then everything goes. An account without a
 * password (passkeys, another service's account) is sent to set one first. Closing gives focus
 * back to `opener`.
 */
export default function DeleteDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  opener: RefObject<HTMLButtonElement | null>;
}) {
  const queryClient = useQueryClient();
  const userId = useQuery(sessionQuery).data?.user?.id;
  const security = useQuery({ ...securityQuery(userId ?? ""), enabled: props.open && !!userId });
  const noPassword = security.data?.hasPassword === false;
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: accountApi.deleteAccount,
    onSuccess: async () => {
      props.onOpenChange(false);
      forgetMember(queryClient);
      // And what the workout and weight logs kept on this device, and its push subscription (the
      // server removed the account's devices): nothing of the account outlives it.
      await Promise.all([forgetDeviceData(), dropBrowserSubscription()]);
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
    <AlertDialog.Root
      open={props.open}
      onOpenChange={(next) => {
        props.onOpenChange(next);
        if (!next) form.reset();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlayClass} />
        <AlertDialog.Content
          className={dialogPanelClass}
          onCloseAutoFocus={(e) => {
            // The dialog has no Radix trigger (its button is on the page before this code loads).
            e.preventDefault();
            props.opener.current?.focus();
          }}
        >
          <AlertDialog.Title className="text-xl font-semibold">{m.settings_delete_confirm_title()}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted">{m.settings_delete_confirm_text()}</AlertDialog.Description>
          {noPassword ? (
            <div className="grid gap-4" data-testid="delete-no-password">
              <p>{m.settings_delete_no_password()}</p>
              <div className="flex flex-wrap justify-end gap-3">
                <AlertDialog.Cancel className={buttonClass("secondary")}>{m.settings_cancel()}</AlertDialog.Cancel>
                <button
                  type="button"
                  className={buttonClass("primary")}
                  onClick={() => {
                    props.onOpenChange(false);
                    openSecurityTab();
                  }}
                >
                  {m.settings_delete_set_password()}
                </button>
              </div>
            </div>
          ) : (
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
          )}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
