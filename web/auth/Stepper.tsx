import { Check } from "lucide-react";
import * as m from "../../i18n/paraglide/messages.js";
import { cn } from "../shared/ui/cn";

export const signUpSteps = [m.signup_step_metrics, m.signup_step_account, m.signup_step_verify, m.signup_step_complete];

/** The sign-up progress: Metrics, Account, Verify, Complete. */
export function Stepper({ current }: { current: number }) {
  return (
    <nav aria-label={m.signup_progress()}>
      <ol className="grid grid-cols-4 gap-1 sm:gap-2" data-testid="signup-steps">
        {signUpSteps.map((label, i) => {
          const done = i < current || (i === current && i === signUpSteps.length - 1);
          return (
            <li
              key={i}
              aria-current={i === current ? "step" : undefined}
              className="grid min-w-0 justify-items-center gap-1.5 text-center"
            >
              <span
                className={cn(
                  "grid size-8 place-items-center rounded-full border text-sm font-semibold",
                  done
                    ? "border-accent bg-accent text-accent-fg"
                    : i === current
                      ? "border-accent text-accent"
                      : "border-border text-muted",
                )}
                aria-hidden="true"
              >
                {done ? <Check size={16} /> : i + 1}
              </span>
              <span
                className={cn(
                  // Small enough on a 320 px phone for the longest Russian step name to keep to its column.
                  "max-w-full text-[11px] leading-tight break-words hyphens-auto sm:text-sm",
                  i === current ? "font-semibold text-text" : "text-muted",
                )}
              >
                {label()}
                {done && <span className="sr-only"> ({m.signup_step_done()})</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
