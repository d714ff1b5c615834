// Starting a sign-in (or a connection) at another service: the server answers the provider's
// address (the state and the PKCE verifier stay in an HttpOnly cookie), and the browser goes there.
import { useMutation } from "@tanstack/react-query";
import type { IdentityProvider } from "../../../core/auth/ways-in";
import * as m from "../../../i18n/paraglide/messages.js";
import { api } from "../api/client";
import { toastFailure } from "../api/toast-failure";

export interface IdentityStart {
  provider: IdentityProvider;
  intent: "sign_in" | "link";
  /** A path of this app to come back to. */
  redirect: string;
}

export function useStartIdentity() {
  return useMutation({
    mutationFn: async ({ provider, intent, redirect }: IdentityStart) => {
      const { url } = await api("POST /api/auth/identities/:provider/start", { params: { provider }, body: { intent, redirect } });
      window.location.assign(url);
    },
    onError: (err) => toastFailure(err, m.identity_start_failed()),
  });
}
