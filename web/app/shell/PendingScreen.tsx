import * as m from "../../../i18n/paraglide/messages.js";

/** Shown while a route's code or data loads for longer than a moment. */
export function PendingScreen() {
  return (
    <div role="status" className="grid min-h-[50dvh] place-items-center" data-testid="route-pending">
      <div className="boot-mark" aria-hidden="true" />
      <span className="sr-only">{m.loading()}</span>
    </div>
  );
}
