// Connected accounts in the security tab: each provider this deployment offers (and any linked one
// it no longer does), with Connect or Disconnect; an identity waiting to be linked after the member
// proved the account is theirs (they signed in on this browser) is offered first, to accept or decline.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import type { IdentityJson, SecurityJson } from "../../../core/api/security";
import { identityProviders, type IdentityProvider } from "../../../core/auth/ways-in";
import * as m from "../../../i18n/paraglide/messages.js";
import { api } from "../../shared/api/client";
import { toastFailure } from "../../shared/api/toast-failure";
import { FormAlert } from "../../shared/forms/FormAlert";
import { intl } from "../../shared/i18n/intl";
import { ProviderMark } from "../../shared/identities/ProviderMark";
import { useStartIdentity } from "../../shared/identities/use-start-identity";
import { buttonClass } from "../../shared/ui/button-styles";
import { ConfirmDialog } from "../../shared/ui/ConfirmDialog";
import { notify } from "../../shared/ui/toast";
import { providerName } from "./names";
import { useRefreshSecurity } from "./use-security";

/** Where a connection started here comes back to. */
const back = "/settings#security";

const pendingKey = ["pending-identity"] as const;

const dateText = (at: number) => intl(Intl.DateTimeFormat, { dateStyle: "medium" } as Intl.DateTimeFormatOptions).format(new Date(at));

type Outcome = "linked" | "taken" | "failed";

/** The provider's return says how a connection went (`?identity=`); shown once, then dropped from the address. */
function useConnectOutcome(): Outcome | null {
  // Read once, on the client (the panel loads after the page has, never in a prerendered frame).
  const [outcome] = useState<Outcome | null>(() => {
    const said = typeof window === "undefined" ? null : new URLSearchParams(window.location.search).get("identity");
    return said === "linked" || said === "taken" || said === "failed" ? said : null;
  });
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (outcome) void navigate({ to: pathname, search: {}, hash: window.location.hash.slice(1), replace: true });
  }, [outcome, navigate, pathname]);
  return outcome;
}

function OutcomeNotice({ outcome }: { outcome: Outcome }) {
  if (outcome === "linked") {
    return (
      <FormAlert tone="success" testId="identities-outcome">
        {m.identities_linked()}
      </FormAlert>
    );
  }
  return (
    <FormAlert tone="error" testId="identities-outcome">
      {outcome === "taken" ? m.security_error_identity_taken() : m.security_error_identity_failed()}
    </FormAlert>
  );
}

/** "Connect Google (ann@example.com)?" for the identity this browser brought back, once signed in. */
function PendingIdentity() {
  const queryClient = useQueryClient();
  const refresh = useRefreshSecurity();
  const pending = useQuery({
    queryKey: pendingKey,
    queryFn: ({ signal }) => api("GET /api/auth/pending-identity", { signal, cache: "no-store" }),
  }).data?.pending;
  const decide = useMutation({
    mutationFn: (accept: boolean) => api("POST /api/account/identities/pending", { body: { accept } }),
    onSuccess: (_answer, accept) => {
      if (accept) notify.success(m.identities_linked());
    },
    onError: (err) => toastFailure(err, m.identities_pending_failed()),
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: pendingKey }), refresh()]);
    },
  });
  if (!pending) return null;
  const provider = providerName(pending.provider);
  return (
    <div className="grid gap-3 rounded-xl border border-accent/50 bg-accent/10 p-4" role="group" aria-labelledby="pending-identity-title" data-testid="pending-identity">
      <h3 id="pending-identity-title" className="font-semibold">
        {m.identities_pending_title({ provider })}
      </h3>
      <p className="text-sm break-words">
        {pending.email ? m.identities_pending_text({ provider, email: pending.email }) : m.identities_pending_text_no_email({ provider })}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass("primary", "sm")}
          onClick={() => decide.mutate(true)}
          disabled={decide.isPending}
          aria-busy={decide.isPending && decide.variables}
        >
          {m.identities_pending_accept()}
        </button>
        <button type="button" className={buttonClass("secondary", "sm")} onClick={() => decide.mutate(false)} disabled={decide.isPending}>
          {m.identities_pending_decline()}
        </button>
      </div>
    </div>
  );
}

function IdentityRow({ provider, identity, offered }: { provider: IdentityProvider; identity: IdentityJson | undefined; offered: boolean }) {
  const refresh = useRefreshSecurity();
  const start = useStartIdentity();
  const name = providerName(provider);
  const remove = useMutation({
    mutationFn: () => api("DELETE /api/account/identities/:provider", { params: { provider } }),
    onSuccess: () => notify.success(m.identities_disconnected({ provider: name })),
    onError: (err) => toastFailure(err, m.identities_disconnect_failed()),
  });
  const details = identity
    ? [identity.email, m.identities_connected_on({ date: dateText(identity.createdAt) }), identity.lastUsedAt ? m.identities_last_used({ date: dateText(identity.lastUsedAt) }) : null]
        .filter(Boolean)
        .join(" · ")
    : m.identities_not_connected();
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" data-testid={`identity-${provider}`}>
      <ProviderMark provider={provider} size={22} />
      <div className="grid min-w-0 flex-1 basis-48">
        <span className="font-medium">{name}</span>
        <span className="text-sm text-muted break-words">{details}</span>
      </div>
      {identity ? (
        <ConfirmDialog
          trigger={m.identities_disconnect()}
          triggerLabel={m.identities_disconnect_label({ provider: name })}
          triggerClassName={buttonClass("secondary", "sm")}
          title={m.identities_disconnect_title({ provider: name })}
          text={m.identities_disconnect_text()}
          cancelLabel={m.settings_cancel()}
          confirmLabel={m.identities_disconnect()}
          pending={remove.isPending}
          onConfirm={(close) =>
            remove.mutate(undefined, {
              onSuccess: close,
              onSettled: () => void refresh(),
            })
          }
        />
      ) : (
        offered && (
          <button
            type="button"
            className={buttonClass("secondary", "sm")}
            aria-label={m.identities_connect_label({ provider: name })}
            onClick={() => start.mutate({ provider, intent: "link", redirect: back })}
            disabled={start.isPending}
            aria-busy={start.isPending}
          >
            {m.identities_connect()}
          </button>
        )
      )}
    </li>
  );
}

/** The security tab's connected accounts; `security` is the tab's one query (GET /api/account/security). */
export function IdentitiesSection({ security }: { security: SecurityJson }) {
  const outcome = useConnectOutcome();
  const linked = new Map(security.identities.map((identity) => [identity.provider, identity]));
  const shown = identityProviders.filter((p) => security.providers.includes(p) || linked.has(p));
  return (
    <section aria-labelledby="identities-title" className="grid gap-2 rounded-2xl border border-border bg-surface p-5 sm:p-6" data-testid="security-identities">
      <h2 id="identities-title" className="text-lg font-semibold">
        {m.identities_title()}
      </h2>
      <p className="text-sm text-muted">{m.identities_lead()}</p>
      {outcome && <OutcomeNotice outcome={outcome} />}
      <PendingIdentity />
      {shown.length > 0 && (
        <ul className="grid divide-y divide-border">
          {shown.map((provider) => (
            <IdentityRow key={provider} provider={provider} identity={linked.get(provider)} offered={security.providers.includes(provider)} />
          ))}
        </ul>
      )}
    </section>
  );
}
