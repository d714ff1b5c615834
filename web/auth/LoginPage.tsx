import { useForm } from "@tanstack/react-form";
import { useMutation } from "@tanstack/react-query";
import { Link, useLocation, useNavigate } from "@tanstack/react-router";
import { LoaderCircle, Mail } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import * as v from "valibot";
import { currentPasswordSchema, emailSchema } from "../../core/validation/account";
import { ApiFailure } from "../shared/api/client";
import { Captcha } from "../shared/forms/Captcha";
import { FormAlert } from "../shared/forms/FormAlert";
import { PasswordField, TextField } from "../shared/forms/TextField";
import { SubmitButton } from "../shared/forms/SubmitButton";
import { onChangeAndBlur } from "../shared/forms/validators";
import { useLocale } from "../shared/i18n/locale";
import type { SearchProps } from "../shared/navigation/screen-props";
import { twinPath, useScreenHref } from "../shared/navigation/paths";
import * as m from "../../i18n/paraglide/messages.js";
import { buttonClass } from "../shared/ui/button-styles";
import { authApi } from "./api";
import { AuthCard } from "./AuthCard";
import { LinkConfirmation } from "./LinkConfirmation";
import { PasskeySignIn } from "./PasskeySignIn";
import { ProviderButtons } from "./ProviderButtons";
import { toastFailure } from "../shared/api/toast-failure";
import { Stepper } from "./Stepper";
import { useFinishSignIn } from "./use-finish-sign-in";
import { TwoStepForm } from "./TwoStepForm";
import { useTwoStepTicket } from "./use-two-step-ticket";
import { submitWith } from "../shared/forms/submit";

type Notice = {
  kind: "verified" | "link_invalid" | "link_sent" | "unverified" | "resent" | "reset" | "identity_exists" | "identity_failed" | "identity_unverified";
  email?: string;
};

/** Notices that outlive a reload travel in the address (the spent token does not). */
const searchNotices = new Set(["verified", "link_invalid", "reset", "identity_exists", "identity_failed", "identity_unverified"]);

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

/** `redirect`: where the visitor was going; `verify` and `link`: e-mailed tokens; `notice`: an outcome to show. */
export default function LoginPage({ search }: SearchProps<"verify" | "link" | "notice" | "redirect">) {
  useLocale();
  const href = useScreenHref();
  const { pathname } = useLocation();
  const finish = useFinishSignIn();
  const navigate = useNavigate();
  const [localNotice, setNotice] = useState<Notice | null>(null);
  const notice =
    localNotice ?? (search.notice && searchNotices.has(search.notice) ? { kind: search.notice as Notice["kind"] } : null);
  // An e-mailed token in the address is being used: the page says so until it has left the address.
  const working = search.verify ? "verify" : search.link ? "link" : null;
  const [captcha, setCaptcha] = useState<string>();
  // Two-step verification on: the first step (password, link, another provider) answered a ticket for the second.
  const [twoStepTicket, setTwoStepTicket] = useTwoStepTicket();

  // A spent token leaves the address, so a reload shows the outcome instead of trying again.
  const settle = (outcome: "verified" | "link_invalid") =>
    navigate({ to: pathname, search: { redirect: search.redirect, notice: outcome }, replace: true });
  const verify = useMutation({
    mutationFn: authApi.verifyEmail,
    onSuccess: () => settle("verified"),
    onError: () => settle("link_invalid"),
  });
  // A link opened in a browser that did not ask for it: its account (masked) until the member chooses.
  const [linkAccount, setLinkAccount] = useState<string | null>(null);
  const leaveLink = () => navigate({ to: pathname, search: { redirect: search.redirect }, replace: true });
  const consumeLink = useMutation({
    mutationFn: ({ token, confirm }: { token: string; confirm?: boolean }) => authApi.consumeLink(token, confirm),
    onSuccess: (answer) => {
      if ("confirmation" in answer) return setLinkAccount(answer.confirmation.email);
      setLinkAccount(null);
      if (!("twoStep" in answer)) return finish(answer.user);
      setTwoStepTicket(answer.twoStep.ticket);
      // The spent link leaves the address.
      return leaveLink();
    },
    onError: () => {
      setLinkAccount(null);
      return settle("link_invalid");
    },
  });
  const mutateLink = consumeLink.mutate;
  useTokenOnce(search.verify, verify.mutate);
  useTokenOnce(search.link, useCallback((token: string) => mutateLink({ token }), [mutateLink]));

  const signIn = useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) => authApi.signIn(email, password),
    onSuccess: (answer) => ("twoStep" in answer ? setTwoStepTicket(answer.twoStep.ticket) : finish(answer.user, search.redirect)),
    onError: (err, { email }) => {
      if (err instanceof ApiFailure && err.code === "email_not_verified") setNotice({ kind: "unverified", email });
      else toastFailure(err, m.login_failed());
    },
  });
  const form = useForm({
    defaultValues: { email: "", password: "" },
    onSubmit: ({ value }) => signIn.mutate({ email: v.parse(emailSchema, value.email), password: value.password }),
  });

  // The link needs only the e-mail: check that field alone and show its error if any.
  const emailOf = async () => {
    const errors = await form.validateField("email", "blur");
    form.setFieldMeta("email", (meta) => ({ ...meta, isBlurred: true }));
    return errors.length ? null : v.parse(emailSchema, form.getFieldValue("email"));
  };

  const requestLink = useMutation({
    mutationFn: ({ email, captchaToken }: { email: string; captchaToken?: string }) => authApi.requestLink(email, captchaToken),
    onSuccess: (_answer, { email }) => setNotice({ kind: "link_sent", email }),
    onError: (err) => toastFailure(err, m.auth_mail_failed()),
  });
  const sendLink = async () => {
    const email = await emailOf();
    if (email) requestLink.mutate({ email, captchaToken: captcha });
  };

  const resend = useMutation({
    mutationFn: ({ email, captchaToken }: { email: string; captchaToken?: string }) =>
      authApi.resendVerification(email, captchaToken),
    onSuccess: (_answer, { email }) => setNotice({ kind: "resent", email }),
    onError: (err) => toastFailure(err, m.auth_mail_failed()),
  });

  if (twoStepTicket) {
    return <TwoStepForm ticket={twoStepTicket} redirect={search.redirect} onRestart={() => setTwoStepTicket(null)} />;
  }

  if (linkAccount && search.link) {
    const token = search.link;
    return (
      <LinkConfirmation
        email={linkAccount}
        pending={consumeLink.isPending}
        onContinue={() => consumeLink.mutate({ token, confirm: true })}
        onIgnore={() => {
          setLinkAccount(null);
          void leaveLink();
        }}
      />
    );
  }

  if (working) {
    return (
      <AuthCard title={m.auth_sign_in()}>
        <p role="status" className="flex items-center gap-3 text-muted" data-testid="login-working">
          <LoaderCircle className="animate-spin text-accent" aria-hidden="true" />
          {working === "verify" ? m.login_verifying() : m.login_link_signing_in()}
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={m.auth_sign_in()} lead={m.screen_login_lead()}>
      {notice?.kind === "verified" && <Stepper current={3} />}
      {notice && (
        <LoginNotice
          notice={notice}
          onResend={(email) => resend.mutate({ email, captchaToken: captcha })}
          resending={resend.isPending}
        />
      )}
      {/* The chat's lock for visitors: they land here with a reason to sign in. */}
      {!notice && (search.redirect === "/chat" || search.redirect === twinPath("/chat")) && (
        <FormAlert tone="info" testId="login-chat-prompt">
          {m.login_chat_prompt()}
        </FormAlert>
      )}
      <form method="post" noValidate className="grid gap-2" onSubmit={submitWith(form)}>
        <form.Field name="email" validators={onChangeAndBlur(emailSchema)}>
          {(field) => (
            // "webauthn": the browser may offer the member's passkeys among the suggestions (PasskeySignIn).
            <TextField field={field} label={m.form_email()} type="email" autoComplete="email webauthn" inputMode="email" autoFocus />
          )}
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
        <SubmitButton pending={signIn.isPending}>{m.login_submit()}</SubmitButton>
      </form>
      <div className="flex items-center gap-3 text-sm text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        {m.login_or()}
        <span className="h-px flex-1 bg-border" />
      </div>
      <button
        type="button"
        onClick={sendLink}
        disabled={requestLink.isPending}
        aria-busy={requestLink.isPending}
        className={buttonClass("secondary", "md", "h-auto min-h-11 py-2 text-center")}
      >
        {requestLink.isPending ? (
          <LoaderCircle size={18} className="animate-spin" aria-hidden="true" />
        ) : (
          <Mail size={18} aria-hidden="true" />
        )}
        {m.login_link_button()}
      </button>
      <PasskeySignIn redirect={search.redirect} />
      <ProviderButtons redirect={search.redirect ?? href("/profile")} />
      <p className="text-center text-sm text-muted">
        {m.login_new_here()}{" "}
        <Link to={href("/signup")} className="font-semibold text-accent underline-offset-4 hover:underline">
          {m.login_create_account()}
        </Link>
      </p>
    </AuthCard>
  );
}

function LoginNotice({ notice, onResend, resending }: { notice: Notice; onResend: (email: string) => void; resending: boolean }) {
  switch (notice.kind) {
    case "verified":
      return (
        <FormAlert tone="success" testId="login-notice">
          {m.login_verified()}
        </FormAlert>
      );
    case "reset":
      return (
        <FormAlert tone="success" testId="login-notice">
          {m.login_reset_done()}
        </FormAlert>
      );
    case "link_sent":
      return (
        <FormAlert tone="success" testId="login-notice">
          {m.login_link_sent({ email: notice.email ?? "" })}
        </FormAlert>
      );
    case "resent":
      return (
        <FormAlert tone="success" testId="login-notice">
          {m.login_resent({ email: notice.email ?? "" })}
        </FormAlert>
      );
    case "identity_exists":
      return (
        <FormAlert tone="info" testId="login-notice">
          {m.login_identity_exists()}
        </FormAlert>
      );
    case "identity_unverified":
      return (
        <FormAlert tone="error" testId="login-notice">
          {m.login_identity_unverified()}
        </FormAlert>
      );
    case "identity_failed":
      return (
        <FormAlert tone="error" testId="login-notice">
          {m.security_error_identity_failed()}
        </FormAlert>
      );
    case "link_invalid":
      return (
        <FormAlert tone="error" testId="login-notice">
          {m.validation_link_invalid()}
        </FormAlert>
      );
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
