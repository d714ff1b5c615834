import { useEffect, useRef, useState } from "react";
import type { Metrics } from "../../core/validation/account";
import { useLocale } from "../shared/i18n/locale";
import * as m from "../../i18n/paraglide/messages.js";
import { AccountStep } from "./AccountStep";
import { AuthCard } from "./AuthCard";
import { ProviderButtons } from "./ProviderButtons";
import { useScreenHref } from "../shared/navigation/paths";
import type { MetricsDraft } from "../shared/metrics/MetricsFields";
import { MetricsStep } from "./MetricsStep";
import { Stepper } from "./Stepper";
import { VerifyStep } from "./VerifyStep";

type State = { step: 0; metrics: MetricsDraft } | { step: 1; metrics: Metrics } | { step: 2; metrics: Metrics; email: string };

/** Sign-up in steps: Metrics, Account, Verify; Complete shows when the e-mailed link is opened. */
export default function SignUpPage() {
  useLocale();
  const href = useScreenHref();
  const [state, setState] = useState<State>({ step: 0, metrics: {} });
  const first = useRef(true);
  // Each step starts at the top of the page (a long first step leaves the view scrolled down).
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
  }, [state.step]);
  return (
    <AuthCard title={m.signup_title()} lead={m.screen_signup_lead()} wide>
      <Stepper current={state.step} />
      {state.step === 0 && <MetricsStep initial={state.metrics} onDone={(metrics) => setState({ step: 1, metrics })} />}
      {/* Or skip the form: the service's account makes the Forma account (the profile screen asks the rest). */}
      {state.step === 0 && <ProviderButtons redirect={href("/profile")} />}
      {state.step === 1 && (
        <AccountStep
          metrics={state.metrics}
          onBack={() => setState({ step: 0, metrics: state.metrics })}
          onDone={(email) => setState({ step: 2, metrics: state.metrics, email })}
        />
      )}
      {state.step === 2 && <VerifyStep email={state.email} onChangeEmail={() => setState({ step: 1, metrics: state.metrics })} />}
    </AuthCard>
  );
}
