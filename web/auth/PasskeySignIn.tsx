import { useMutation } from "@tanstack/react-query";
import { KeyRound, LoaderCircle } from "lucide-react";
import { useEffect, useEffectEvent } from "react";
import * as m from "../../i18n/paraglide/messages.js";
import { ApiFailure } from "../shared/api/client";
import { passkeyApi } from "../shared/passkeys/api";
import { autofillSupported, cancelPasskeyCeremony, PasskeyCancelled, toastPasskeyFailure, getPasskey } from "../shared/passkeys/ceremony";
import { buttonClass } from "../shared/ui/button-styles";
import { useFinishSignIn } from "./use-finish-sign-in";

/** The browser refused the page's host for WebAuthn (SimpleWebAuthn's codes for a SecurityError). */
const isHostRefused = (err: unknown) =>
  (err instanceof Error && err.name === "SecurityError") ||
  ["ERROR_INVALID_DOMAIN", "ERROR_INVALID_RP_ID"].includes((err as { code?: string } | null)?.code ?? "");

/** One passkey sign-in: the server's challenge, the browser's answer, the session. */
async function signInWithPasskey(autofill: boolean) {
  const { options } = await passkeyApi.signInOptions();
  return passkeyApi.signIn(await getPasskey(options, autofill));
}

/**
 * "Sign in with a passkey", and the same from the browser's autofill: where the browser can, the
 * e-mail field (autocomplete "… webauthn") lists the member's passkeys while the page is open.
 */
export function PasskeySignIn({ redirect }: { redirect?: string }) {
  const finish = useFinishSignIn();
  const signedIn = useEffectEvent((user: Parameters<typeof finish>[0]) => finish(user, redirect));
  const signIn = useMutation({
    mutationFn: () => signInWithPasskey(false),
    onSuccess: ({ user }) => finish(user, redirect),
    onError: toastPasskeyFailure,
  });

  useEffect(() => {
    let live = true;
    void (async () => {
      if (!(await autofillSupported())) return;
      // A challenge lives a few minutes: an expired one is replaced while the page stays open.
      while (live) {
        try {
          const answer = await signInWithPasskey(true);
          if (live) await signedIn(answer.user);
          return;
        } catch (err) {
          // Cancelled: the button's ceremony took over, or the page closed. Or the page's host
          // cannot have passkeys at all (an IP address): the autofill then quietly offers none.
          if (!live || err instanceof PasskeyCancelled || isHostRefused(err)) return;
          if (err instanceof ApiFailure && err.code === "challenge_expired") continue;
          toastPasskeyFailure(err);
          return;
        }
      }
    })();
    return () => {
      live = false;
      void cancelPasskeyCeremony();
    };
  }, []);

  return (
    <button
      type="button"
      onClick={() => signIn.mutate()}
      disabled={signIn.isPending}
      aria-busy={signIn.isPending}
      className={buttonClass("secondary", "md", "h-auto min-h-11 py-2 text-center")}
      data-testid="passkey-sign-in"
    >
      {signIn.isPending ? <LoaderCircle size={18} className="animate-spin" aria-hidden="true" /> : <KeyRound size={18} aria-hidden="true" />}
      {m.login_passkey_button()}
    </button>
  );
}
