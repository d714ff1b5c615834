// The account e-mails, in the user's language, each with a text and an HTML part.
import type { Locale } from "../../core/locale";
import * as m from "../../i18n/paraglide/messages.js";
import { escapeHtml } from "../../core/escape-html";
import type { MailMessage } from "../platform/mail/port";

export type AuthMailKind = "verify" | "sign_in" | "reset" | "exists";

interface Action {
  label: string;
  url: string;
}

function render(to: string, locale: Locale, name: string, subject: string, lines: string[], actions: Action[]): MailMessage {
  const o = { locale };
  const greeting = m.mail_greeting({ name }, o);
  const text = [
    greeting,
    "",
    ...lines.flatMap((l) => [l, ""]),
    ...actions.flatMap((a) => [`${a.label}: ${a.url}`, ""]),
    m.mail_ignore({}, o),
    "",
    "— " + m.mail_footer({}, o),
  ].join("\n");
  const button = (a: Action) =>
    `<p style="margin:24px 0"><a href="${escapeHtml(a.url)}" style="background:#16a34a;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(a.label)}</a></p>`;
  const html = `<!doctype html><html lang="${locale}"><body style="margin:0;background:#f4f4f5;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#18181b">
<div style="max-width:520px;margin:0 auto;padding:32px 24px;background:#ffffff">
<p style="font-size:20px;font-weight:700;margin:0 0 24px">Forma</p>
<p>${escapeHtml(greeting)}</p>
${lines.map((l) => `<p style="line-height:1.5">${escapeHtml(l)}</p>`).join("\n")}
${actions.map(button).join("\n")}
<p style="font-size:13px;color:#52525b">${escapeHtml(m.mail_link_fallback({}, o))}<br>${actions.map((a) => `<a href="${escapeHtml(a.url)}" style="color:#15803d;word-break:break-all">${escapeHtml(a.url)}</a>`).join("<br>")}</p>
<p style="font-size:13px;color:#52525b">${escapeHtml(m.mail_ignore({}, o))}</p>
<p style="font-size:12px;color:#71717a">${escapeHtml(m.mail_footer({}, o))}</p>
</div></body></html>`;
  return { to, subject, text, html };
}

export interface AuthMailInput {
  kind: AuthMailKind;
  to: string;
  locale: Locale;
  firstName: string;
  /** Absolute URLs: the action link, and for "exists" the reset page. */
  link: string;
  secondLink?: string;
}

export function authMail({ kind, to, locale, firstName, link, secondLink }: AuthMailInput): MailMessage {
  const o = { locale };
  switch (kind) {
    case "verify":
      return render(
        to,
        locale,
        firstName,
        m.mail_verify_subject({}, o),
        [m.mail_verify_body({}, o), m.mail_verify_expiry({}, o)],
        [{ label: m.mail_verify_action({}, o), url: link }],
      );
    case "sign_in":
      return render(
        to,
        locale,
        firstName,
        m.mail_signin_subject({}, o),
        [m.mail_signin_body({}, o), m.mail_signin_expiry({}, o)],
        [{ label: m.mail_signin_action({}, o), url: link }],
      );
    case "reset":
      return render(
        to,
        locale,
        firstName,
        m.mail_reset_subject({}, o),
        [m.mail_reset_body({}, o), m.mail_reset_expiry({}, o)],
        [{ label: m.mail_reset_action({}, o), url: link }],
      );
    case "exists":
      return render(
        to,
        locale,
        firstName,
        m.mail_exists_subject({}, o),
        [m.mail_exists_body({}, o)],
        [
          { label: m.mail_signin_action({}, o), url: link },
          { label: m.mail_exists_reset({}, o), url: secondLink ?? link },
        ],
      );
  }
}
