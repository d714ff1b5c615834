import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { AlertDialog } from "radix-ui";
import { LoaderCircle } from "lucide-react";
import type { RefObject } from "react";
import { forgetDeviceData } from "../shared/offline/forget-device";
import { dropBrowserSubscription } from "../shared/queries/reminders";
import { accountApi, type DeleteConfirmation } from "./api";
import { EmailConfirm, PasskeyButton, PasswordConfirm } from "./DeleteConfirmForms";
import { toastFailure } from "../shared/api/toast-failure";
import * as m from "../../i18n/paraglide/messages.js";
import { forgetMember } from "../shared/session/sign-out";
import { sessionQuery } from "../shared/session/api";
import { securityQuery } from "./security/use-security";
import { buttonClass } from "../shared/ui/button-styles";
import { dialogOverlayClass, dialogPanelClass } from "../shared/ui/dialog-styles";
import { notify } from "../shared/ui/toast";
import { getPasskey, PasskeyCancelled, toastPasskeyFailure } from "../shared/passkeys/ceremony";
import { passkeyApi } from "../shared/passkeys/api";
import { ApiFailure } from "../shared/api/client";
/**
 * The confirmation of a deletion, by what the account has (worker/auth/delete-confirmation.ts):
 * its password, one of its passkeys (either, when it has both), or, with neither, its address
 * typed. Closing gives focus back to `opener`.
 */
export default function DeleteDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  opener: RefObject<HTMLButtonElement | null>;
}) {
  const queryClient = useQueryClient();
  const user = useQuery(sessionQuery).data?.user;
  const security = useQuery({ ...securityQuery(user?.id ?? ""), enabled: props.open && !!user });
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: (confirmation: DeleteConfirmation) => accountApi.deleteAccount(confirmation),
    onSuccess: gone,
    onError: (err) => toastFailure(err, m.settings_delete_failed()),
  });
  // The browser asks for a passkey first; a closed prompt is no error.
  const withPasskey = useMutation({
    mutationFn: async () => {
      const { options } = await passkeyApi.confirmOptions();
      return accountApi.deleteAccount({ passkey: await getPasskey(options) });
    },
    onSuccess: gone,
    onError: (err) => {
      if (err instanceof PasskeyCancelled) return;
      if (err instanceof ApiFailure && !err.code.startsWith("passkey_") && err.code !== "challenge_expired") return toastFailure(err, m.settings_delete_failed());
      toastPasskeyFailure(err);
    },
  });
  async function gone() {
    props.onOpenChange(false);
    forgetMember(queryClient);
    // And what the workout and weight logs kept on this device, and its push subscription (the
    // server removed the account's devices): nothing of the account outlives it.
    await Promise.all([forgetDeviceData(), dropBrowserSubscription()]);
    await navigate({ to: "/", replace: true });
    notify.success(m.settings_deleted());
  }
  const pending = remove.isPending || withPasskey.isPending;
  const confirm = { pending: remove.isPending, onConfirm: (c: DeleteConfirmation) => remove.mutate(c) };
  const has = security.data;
  const passkey = (alone: boolean) => <PasskeyButton pending={withPasskey.isPending} onPress={() => !pending && withPasskey.mutate()} alone={alone} />;
  return (
    <AlertDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
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
          <AlertDialog.Description className="text-sm text-muted">
            {!has
              ? m.settings_delete_confirm_text()
              : has.hasPassword
                ? has.passkeys.length > 0
                  ? m.settings_delete_either_text()
                  : m.settings_delete_confirm_text()
                : has.passkeys.length > 0
                  ? m.settings_delete_passkey_text()
                  : m.settings_delete_email_text({ email: user?.email ?? "" })}
          </AlertDialog.Description>
          {security.isError && !has ? (
            <div className="grid justify-items-start gap-2" role="alert">
              <p className="text-sm">{m.security_tab_load_failed()}</p>
              <button type="button" className={buttonClass("secondary", "sm")} onClick={() => void security.refetch()}>
                {m.security_tab_retry()}
              </button>
            </div>
          ) : !has ? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted" data-testid="delete-loading">
              <LoaderCircle size={16} className="animate-spin" aria-hidden="true" />
              {m.settings_delete_checking()}
            </p>
          ) : has.hasPassword ? (
            <div className="grid gap-4">
              {has.passkeys.length > 0 && (
                <>
                  {passkey(false)}
                  <p className="flex items-center gap-3 text-sm text-muted before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
                    {m.settings_delete_or()}
                  </p>
                </>
              )}
              <PasswordConfirm {...confirm} autoFocus={has.passkeys.length === 0} />
            </div>
          ) : has.passkeys.length > 0 ? (
            passkey(true)
          ) : (
            <EmailConfirm {...confirm} />
          )}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
