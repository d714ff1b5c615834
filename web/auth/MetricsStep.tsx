import type { Metrics } from "../../core/validation/account";
import { submitWith } from "../shared/forms/submit";
import { MetricsFields, useMetricsForm, type MetricsDraft } from "../shared/metrics/MetricsFields";
import * as m from "../../i18n/paraglide/messages.js";
import { buttonClass } from "../shared/ui/button-styles";

/** Step 1: the body profile the plans are built from. */
export function MetricsStep({ initial, onDone }: { initial: MetricsDraft; onDone: (metrics: Metrics) => void }) {
  const form = useMetricsForm(initial, onDone);
  return (
    <form method="post" noValidate aria-label={m.signup_step_metrics()} className="grid gap-2" onSubmit={submitWith(form)}>
      <MetricsFields form={form} />
      <button type="submit" className={buttonClass("primary")}>
        {m.signup_continue()}
      </button>
    </form>
  );
}
