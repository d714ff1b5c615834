import { LoaderCircle } from "lucide-react";
import * as m from "../../i18n/paraglide/messages.js";
import { buttonClass } from "../shared/ui/button-styles";
import { AuthCard } from "./AuthCard";

/**
 * A sign-in link opened in a browser that did not ask for it: it may be someone else's link
 * (login CSRF), so the page names the account, masked, and signs in only when asked to.
 */
export function LinkConfirmation({
  email,
  pending,
  onContinue,
  onIgnore,
}: {
  /** Masked by the server: "a•••@example.com". */
  email: string;
  pending: boolean;
  onContinue: () => void;
  onIgnore: () => void;
}) {
  return (
    <AuthCard title={m.auth_sign_in()}>
      <div className="grid gap-4" data-testid="link-confirmation">
        <p className="text-lg font-semibold [overflow-wrap:anywhere]">{m.login_link_confirm_account({ email })}</p>
        <p className="text-muted">{m.login_link_confirm_text()}</p>
        <button
          type="button"
          onClick={onContinue}
          disabled={pending}
          aria-busy={pending}
          className={buttonClass("primary", "md")}
        >
          {pending && <LoaderCircle size={18} aria-hidden="true" className="animate-spin" />}
          {m.login_link_confirm_continue()}
        </button>
        <button type="button" onClick={onIgnore} disabled={pending} className={buttonClass("ghost", "md")}>
          {m.login_link_confirm_ignore()}
        </button>
      </div>
    </AuthCard>
  );
}
