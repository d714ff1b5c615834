import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import type { PastDue } from "../../core/billing/subscription";
import { formatDate } from "../shared/i18n/format";
import * as m from "../../i18n/paraglide/messages.js";

/**
 * A renewal that failed: when, when it is tried again (the day, that the card provider will, or
 * that it will not be), and until when the plan stays; `children` is the way to another payment method.
 */
export function PastDueNotice({ pastDue, plan, children }: { pastDue: PastDue; plan: string; children: ReactNode }) {
  const until = formatDate(pastDue.graceEnds);
  return (
    <div className="grid gap-3 rounded-xl border border-warning/60 bg-warning/10 p-4" data-testid="subscription-past-due">
      <p className="flex items-start gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
        {m.billing_past_due_title()}
      </p>
      <p className="text-sm">
        {m.billing_past_due_failed({ date: formatDate(pastDue.failedAt) })}{" "}
        {pastDue.nextAttempt
          ? `${m.billing_past_due_next({ date: formatDate(pastDue.nextAttempt) })} ${m.billing_past_due_until_retry({ plan, date: until })}`
          : `${pastDue.providerRetries ? m.billing_past_due_card_retry() : m.billing_past_due_last()} ${m.billing_past_due_until({ plan, date: until })}`}
      </p>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}
