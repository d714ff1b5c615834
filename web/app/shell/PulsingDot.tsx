import * as m from "../../../i18n/paraglide/messages.js";

/** Shown on Pro while a signed-in member has no workout or nutrition plan yet. */
export function PulsingDot() {
  return (
    <span data-testid="plans-dot" className="relative ml-0.5 inline-flex size-2.5">
      <span className="pulse-dot size-2.5 rounded-full bg-accent" aria-hidden="true" />
      <span className="sr-only">{m.nav_plans_missing()}</span>
    </span>
  );
}
