import { Link, useLocation } from "@tanstack/react-router";
import { MailCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { isMobilePath } from "../navigation/paths";
import * as m from "../paraglide/messages.js";
import { buttonClass } from "../ui/button-styles";
import { notify } from "../ui/toast";
import { authApi } from "./api";
import { toastFailure } from "./errors";

const cooldownSeconds = 60;

/** Step 3: where the link went, where to look, and a resend once a minute (the server's limit). */
export function VerifyStep({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  const [wait, setWait] = useState(cooldownSeconds);
  const [sending, setSending] = useState(false);
  const { pathname } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  // A new step: move focus to its heading so screen readers announce it.
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  useEffect(() => {
    if (wait <= 0) return;
    const t = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(t);
  }, [wait]);

  const resend = async () => {
    setSending(true);
    try {
      await authApi.resendVerification(email);
      notify.success(m.login_resent({ email }));
      setWait(cooldownSeconds);
    } catch (err) {
      toastFailure(err, m.auth_mail_failed());
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="grid gap-4" data-testid="verify-step">
      <div className="flex items-start gap-3">
        <MailCheck className="mt-0.5 shrink-0 text-accent" size={28} aria-hidden="true" />
        <div className="grid gap-2">
          <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">{m.verify_title()}</h2>
          <p>{m.verify_sent({ email })}</p>
          <p className="text-sm text-muted">{m.verify_where()}</p>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <button type="button" onClick={resend} disabled={wait > 0 || sending} aria-busy={sending} className={buttonClass("secondary")}>
          {wait > 0 ? m.verify_resend_in({ seconds: String(wait) }) : m.verify_resend()}
        </button>
        <button type="button" onClick={onChangeEmail} className={buttonClass("ghost")}>
          {m.verify_change_email()}
        </button>
      </div>
      <Link to={isMobilePath(pathname) ? "/mlogin" : "/login"} className="text-center text-sm font-medium text-accent underline-offset-4 hover:underline">
        {m.verify_to_login()}
      </Link>
    </div>
  );
}
