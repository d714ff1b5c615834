import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Settings } from "lucide-react";
import { Suspense } from "react";
import type { SessionUser } from "../../core/session";
import { subscriptionQuery } from "../shared/queries/billing";
import { planLabels } from "../../i18n/labels/billing";
import { formatDate } from "../shared/i18n/format";
import { useScreenHref } from "../shared/navigation/paths";
import * as m from "../../i18n/paraglide/messages.js";
import { DetailRow } from "../shared/ui/DetailRow";
import { buttonClass } from "../shared/ui/button-styles";
import { usePanels } from "./panels";

/**
 * Who the member is, since when, and on which plan; links to upgrade and to the settings.
 * A paying member sees the subscription's details (and its actions) instead of the plan row.
 */
export function AccountDetails({ user }: { user: SessionUser }) {
  const href = useScreenHref();
  const subscription = useQuery(subscriptionQuery(user.id)).data;
  const { Subscription } = usePanels();
  return (
    <section aria-labelledby="account-title" className="grid content-start gap-3 rounded-2xl border border-border bg-surface p-5">
      <h2 id="account-title" className="text-lg font-semibold">
        {m.account_title()}
      </h2>
      <dl>
        <DetailRow term={m.account_name()}>
          {user.firstName} {user.lastName}
        </DetailRow>
        <DetailRow term={m.account_email()}>{user.email}</DetailRow>
        <DetailRow term={m.account_member_since()}>{formatDate(user.memberSince)}</DetailRow>
        {!subscription && (
          // Without a subscription the row names the plan: «Тариф: Бесплатный · Действует» (not
          // «Подписка: Бесплатный · Активна», whose words disagree in gender).
          <DetailRow term={m.account_plan_row()}>
            <span className="inline-flex items-center gap-2">
              <span>{planLabels[user.plan]()}</span>
              <span className="rounded-full bg-accent/15 px-2 py-0.5 text-xs font-semibold text-accent">
                {m.account_plan_active()}
              </span>
            </span>
          </DetailRow>
        )}
      </dl>
      {subscription && (
        <Suspense fallback={<div aria-hidden="true" className="h-40 animate-pulse rounded-xl bg-surface-2" />}>
          <Subscription userId={user.id} subscription={subscription} variant="inline" />
        </Suspense>
      )}
      <div className="flex flex-wrap gap-2">
        {user.plan !== "PRO" && (
          <Link to={href("/billing")} className={buttonClass("primary", "sm")}>
            {m.account_upgrade()}
          </Link>
        )}
        <Link to="/settings" className={buttonClass("secondary", "sm")}>
          <Settings aria-hidden="true" className="size-4" />
          {m.account_edit_profile()}
        </Link>
      </div>
    </section>
  );
}
