import { useForm } from "@tanstack/react-form";
import { Link, useLocation, useNavigate, useSearch } from "@tanstack/react-router";
import { LoaderCircle, Mail } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import * as v from "valibot";
import { currentPasswordSchema, emailSchema } from "../../core/validation/account";
import { ApiFailure } from "../api/client";
import { Captcha } from "../forms/Captcha";
import { FormAlert } from "../forms/FormAlert";
import { PasswordField, TextField } from "../forms/TextField";
import { SubmitButton } from "../forms/SubmitButton";
import { onChangeAndBlur } from "../forms/validators";
import { useLocale } from "../i18n/locale";
import { isMobilePath } from "../navigation/paths";
import * as m from "../paraglide/messages.js";
import { buttonClass } from "../ui/button-styles";
import { authApi } from "./api";
import { AuthCard } from "./AuthCard";
import { toastFailure } from "./errors";
import { Stepper } from "./Stepper";
import { useFinishSignIn } from "./use-finish-sign-in";
import { submitWith } from "../forms/submit";

type Search = { redirect?: string; verify?: string; link?: string; notice?: string };
type Notice = { kind: "verified" | "link_invalid" | "link_sent" | "unverified" | "resent" | "reset"; email?: string };

/** Notices that outlive a reload travel in the address (the spent token does not). */
const searchNotices = new Set(["verified", "link_invalid", "reset"]);

/** Runs an e-mailed token once (StrictMode mounts effects twice; a token works only once). */
function useTokenOnce(token: string | undefined, run: (token: string) => void) {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (token && done.current !== token) {
      done.current = token;
      run(token);
    }
  }, [token, run]);
}

export default function LoginPage() {
  useLocale();
  const search = useSearch({ strict: false }) as Search;
  const { pathname } = useLocation();
  const finish = useFinishSignIn();
  const navigate = useNavigate();
  const [localNotice, setNotice] = useState<Notice | null>(null);
  const notice = localNotice ?? (search.notice && searchNotices.has(search.notice) ? { kind: search.notice as Notice["kind"] } : null);
  const [busy, setBusy] = useState<"verify" | "link" | "send" | "resend" | null>(search.verify ? "verify" : search.link ? "link" : null);
  const [captcha, setCaptcha] = useState<string>();

  // A spent token leaves the address, so a reload shows the outcome instead of trying again.
  const settle = (outcome: "verified" | "link_invalid") =>
    navigate({ to: pathname, search: { redirect: search.redirect, notice: outcome }, replace: true }).then(() => setBusy(null));
  useTokenOnce(search.verify, (token) => {
    authApi
      .verifyEmail(token)
      .then(() => settle("verified"))
      .catch(() => settle("link_invalid"));
  });
  useTokenOnce(search.link, (token) => {
    authApi
      .consumeLink(token)
      .then(({ user }) => finish(user))
      .catch(() => settle("link_invalid"));
  });

  const form = useForm({
    defaultValues: { email: "", password: "" },
    onSubmit: async ({ value }) => {
      const email = v.parse(emailSchema, value.email);
      try {
        const { user } = await authApi.signIn(email, value.password);
        await finish(user, search.redirect);
      } catch (err) {
        if (err instanceof ApiFailure && err.code === "email_not_verified") setNotice({ kind: "unverified", email });
        else toastFailure(err, m.login_failed());
      }
    },
  });

  // The link needs only the e-mail: check that field alone and show its error if any.
  const emailOf = async () => {
    const errors = await form.validateField("email", "blur");
    form.setFieldMeta("email", (meta) => ({ ...meta, isBlurred: true }));
    return errors.length ? null : v.parse(emailSchema, form.getFieldValue("email"));
  };

  const sendLink = async () => {
    const email = await emailOf();
    if (!email) return;
    setBusy("send");
    try {
      await authApi.requestLink(email, captcha);
      setNotice({ kind: "link_sent", email });
    } catch (err) {
      toastFailure(err, m.auth_mail_failed());
    } finally {
      setBusy(null);
    }
  };

  const resend = async (email: string) => {
    setBusy("resend");
    try {
      await authApi.resendVerification(email, captcha);
      setNotice({ kind: "resent", email });
    } catch (err) {
      toastFailure(err, m.auth_mail_failed());
    } finally {
      setBusy(null);
    }
  };

  if (busy === "verify" || busy === "link") {
    return (
      <AuthCard title={m.auth_sign_in()}>
        <p role="status" className="flex items-center gap-3 text-muted" data-testid="login-working">
          <LoaderCircle className="animate-spin text-accent" aria-hidden="true" />
          {busy === "verify" ? m.login_verifying() : m.login_link_signing_in()}
        </p>
      </AuthCard>
    );
  }

  const mobile = isMobilePath(pathname);
  return (
    <AuthCard title={m.auth_sign_in()} lead={m.screen_login_lead()}>
      {notice?.kind === "verified" && <Stepper current={3} />}
      {notice && <LoginNotice notice={notice} onResend={resend} resending={busy === "resend"} />}
      {/* The chat's lock for visitors (SPEC section 4): they land here with a reason to sign in. */}
      {!notice && (search.redirect === "/chat" || search.redirect === "/mchat") && (
        <FormAlert tone="info" testId="login-chat-prompt">
          {m.login_chat_prompt()}
        </FormAlert>
      )}
      <form
        noValidate
        className="grid gap-2"
        onSubmit={submitWith(form)}
      >
        <form.Field name="email" validators={onChangeAndBlur(emailSchema)}>
          {(field) => <TextField field={field} label={m.form_email()} type="email" autoComplete="email" inputMode="email" autoFocus />}
        </form.Field>
        <form.Field name="password" validators={onChangeAndBlur(currentPasswordSchema)}>
          {(field) => <PasswordField field={field} label={m.form_password()} autoComplete="current-password" />}
        </form.Field>
        <div className="-mt-1 mb-2 flex justify-end">
          <Link to="/forgot-password" className="text-sm font-medium text-accent underline-offset-4 hover:underline">
            {m.login_forgot()}
          </Link>
        </div>
        <Captcha onToken={setCaptcha} />
        <form.Subscribe selector={(s) => s.isSubmitting}>{(submitting) => <SubmitButton pending={submitting}>{m.login_submit()}</SubmitButton>}</form.Subscribe>
      </form>
      <div className="flex items-center gap-3 text-sm text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        {m.login_or()}
        <span className="h-px flex-1 bg-border" />
      </div>
      <button
        type="button"
        onClick={sendLink}
        disabled={busy === "send"}
        aria-busy={busy === "send"}
        className={buttonClass("secondary", "md", "h-auto min-h-11 py-2 text-center")}
      >
        {busy === "send" ? <LoaderCircle size={18} className="animate-spin" aria-hidden="true" /> : <Mail size={18} aria-hidden="true" />}
        {m.login_link_button()}
      </button>
      <p className="text-center text-sm text-muted">
        {m.login_new_here()}{" "}
        <Link to={mobile ? "/msignup" : "/signup"} className="font-semibold text-accent underline-offset-4 hover:underline">
          {m.login_create_account()}
        </Link>
      </p>
    </AuthCard>
  );
}

function LoginNotice({ notice, onResend, resending }: { notice: Notice; onResend: (email: string) => void; resending: boolean }) {
  switch (notice.kind) {
    case "verified":
      return <FormAlert tone="success" testId="login-notice">{m.login_verified()}</FormAlert>;
    case "reset":
      return <FormAlert tone="success" testId="login-notice">{m.login_reset_done()}</FormAlert>;
    case "link_sent":
      return <FormAlert tone="success" testId="login-notice">{m.login_link_sent({ email: notice.email ?? "" })}</FormAlert>;
    case "resent":
      return <FormAlert tone="success" testId="login-notice">{m.login_resent({ email: notice.email ?? "" })}</FormAlert>;
    case "link_invalid":
      return <FormAlert tone="error" testId="login-notice">{m.validation_link_invalid()}</FormAlert>;
    case "unverified":
      return (
        <FormAlert tone="error" testId="login-notice">
          <p>{m.auth_email_not_verified()}</p>
          <button
            type="button"
            onClick={() => onResend(notice.email ?? "")}
            disabled={resending}
            aria-busy={resending}
            className={buttonClass("secondary", "sm", "justify-self-start")}
          >
            {m.login_resend()}
          </button>
        </FormAlert>
      );
  }
}
