// "Continue with Google", "Continue with Yandex ID" (and, in development, the development
// provider) on the sign-in and sign-up screens: the providers this deployment offers. A member
// the provider's account belongs to is signed in; someone new gets an account. The prerendered
// pages carry every provider's button and the worker keeps the offered ones (worker/pages/
// public-data.ts), so they are on the first paint instead of appearing once the app has started.
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { LoaderCircle } from "lucide-react";
import { providersQueryKey } from "../../core/api/security";
import type { IdentityProvider } from "../../core/auth/ways-in";
import * as m from "../../i18n/paraglide/messages.js";
import { api } from "../shared/api/client";
import { ProviderMark } from "../shared/identities/ProviderMark";
import { useStartIdentity } from "../shared/identities/use-start-identity";
import { buttonClass } from "../shared/ui/button-styles";

const continueLabels: Record<IdentityProvider, () => string> = {
  google: m.identity_continue_google,
  yandex: m.identity_continue_yandex,
  dev: m.identity_continue_dev,
};

const providersQuery = {
  queryKey: providersQueryKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => api("GET /api/auth/providers", { signal }),
  staleTime: 10 * 60_000,
} as const;

/** `redirect`: where to go once signed in (a path of this app). */
export function ProviderButtons({ redirect }: { redirect: string }) {
  const providers = useQuery(providersQuery).data?.providers ?? [];
  const start = useStartIdentity();
  if (!providers.length) return null;
  return (
    <div role="group" aria-label={m.identity_buttons_label()} className="grid gap-2" data-testid="provider-buttons">
      {providers.map((provider) => {
        const busy = start.isPending && start.variables?.provider === provider;
        return (
          <button
            key={provider}
            type="button"
            data-provider={provider}
            onClick={() => start.mutate({ provider, intent: "sign_in", redirect })}
            disabled={start.isPending}
            aria-busy={busy}
            className={buttonClass("secondary", "md", "h-auto min-h-11 py-2 text-center")}
          >
            {busy ? <LoaderCircle size={18} className="animate-spin" aria-hidden="true" /> : <ProviderMark provider={provider} />}
            {continueLabels[provider]()}
          </button>
        );
      })}
      <p className="text-xs leading-relaxed text-muted">
        {m.identity_terms()}{" "}
        <Link to="/agreement" className="font-medium text-accent underline-offset-4 hover:underline">
          {m.footer_agreement()}
        </Link>
      </p>
    </div>
  );
}
