import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { MailCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useScreenHref } from "../shared/navigation/paths";
import * as m from "../../i18n/paraglide/messages.js";
import { buttonClass } from "../shared/ui/button-styles";
import { notify } from "../shared/ui/toast";
import { authApi } from "./api";
import { toastFailure } from "../shared/api/toast-failure";

const cooldownSeconds = 60;

/** Step 3: where the link went, where to look, and a resend once a minute (the server's limit). */
export function VerifyStep({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  const [wait, setWait] = useState(cooldownSeconds);
  const href = useScreenHref();
  const heading = useRef<HTMLHeadingElement>(null);
  // A new step: move focus to its heading so screen readers announce it.
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  useEffect(() => {
    if (wait <= 0) return;
    const t = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(t);
  }, [wait]);

  const resend = useMutation({
    mutationFn: () => authApi.resendVerification(email),
    onSuccess: () => {
      notify.success(m.login_resent({ email }));
      setWait(cooldownSeconds);
    },
    onError: (err) => toastFailure(err, m.auth_mail_failed()),
  });

  return (
    <div className="grid gap-4" data-testid="verify-step">
      <div className="flex items-start gap-3">
        <MailCheck className="mt-0.5 shrink-0 text-accent" size={28} aria-hidden="true" />
        <div className="grid gap-2">
          <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
            {m.verify_title()}
          </h2>
          <p>{m.verify_sent({ email })}</p>
          <p className="text-sm text-muted">{m.verify_where()}</p>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <button
          type="button"
          onClick={() => resend.mutate()}
          disabled={wait > 0 || resend.isPending}
          aria-busy={resend.isPending}
          className={buttonClass("secondary")}
        >
          {wait > 0 ? m.verify_resend_in({ seconds: String(wait) }) : m.verify_resend()}
        </button>
        <button type="button" onClick={onChangeEmail} className={buttonClass("ghost")}>
          {m.verify_change_email()}
        </button>
      </div>
      <Link to={href("/login")} className="text-center text-sm font-medium text-accent underline-offset-4 hover:underline">
        {m.verify_to_login()}
      </Link>
    </div>
  );
}
