import { useMutation } from "@tanstack/react-query";
import type { ActiveSubscription } from "../../core/billing/subscription";
import { ApiFailure } from "../shared/api/client";
import { formatDate } from "../shared/i18n/format";
import * as m from "../../i18n/paraglide/messages.js";
import { buttonClass } from "../shared/ui/button-styles";
import { ConfirmDialog } from "../shared/ui/ConfirmDialog";
import { notify } from "../shared/ui/toast";
import { billingApi } from "../shared/queries/billing";
import { planLabels } from "../../i18n/labels/billing";

const refusal = (err: unknown): err is ApiFailure => err instanceof ApiFailure && err.code === "refund_not_available";

/**
 * "Refund my first payment" while the refund window is open: confirmed, since the plan ends at
 * once. `settle` takes the server's answer (null: the member is on Free now).
 */
export function RefundFirstPayment(props: {
  sub: ActiveSubscription & { refundableUntil: string };
  disabled: boolean;
  settle: (next: ActiveSubscription | null) => Promise<void>;
  /** After a refusal the server knows better than the page: the subscription is read again. */
  reread: () => Promise<void>;
}) {
  const { sub } = props;
  const refund = useMutation({
    mutationFn: billingApi.refund,
    onSuccess: async (next) => {
      await props.settle(next);
      notify.success(m.billing_refunded_toast());
    },
    onError: async (err) => {
      // Too late, already refunded or renewed meanwhile: the server says why in the member's language.
      if (refusal(err)) {
        notify.error(err.message);
        await props.reread().catch(() => undefined);
      } else notify.error(m.billing_error());
    },
  });
  return (
    <div className="grid justify-items-start gap-2 border-t border-border pt-3" data-testid="subscription-refund">
      <p className="text-sm text-muted">{m.billing_refund_until({ date: formatDate(sub.refundableUntil) })}</p>
      <ConfirmDialog
        trigger={m.billing_refund()}
        triggerClassName={buttonClass("secondary", "sm")}
        title={m.billing_refund_title()}
        text={m.billing_refund_text({ plan: planLabels[sub.plan]() })}
        cancelLabel={m.billing_refund_keep()}
        confirmLabel={m.billing_refund_confirm()}
        pending={refund.isPending}
        onConfirm={(close) =>
          refund.mutate(undefined, { onSuccess: close, onError: (err) => void (refusal(err) && close()) })
        }
        disabled={props.disabled}
      />
    </div>
  );
}
