// The two e-mails of a support request: a priority one to the support address with the member's
// plan and language (in English, the team's language), and a copy to the member in theirs.
import type { Locale } from "../../core/locale";
import type { SessionUser } from "../../core/session";
import type { SupportTopic } from "../../core/support/topics";
import * as m from "../../i18n/paraglide/messages.js";
import { topicLabels } from "../../i18n/labels/support";
import { escapeHtml } from "../../core/escape-html";
import type { MailMessage } from "../platform/mail/port";

export interface SupportMailInput {
  id: string;
  member: SessionUser;
  topic: SupportTopic;
  message: string;
  locale: Locale;
  screenshotKey: string | null;
}

const topicLabel = (topic: SupportTopic, locale: Locale) => topicLabels[topic]({}, { locale });
const languageName = (locale: Locale) => new Intl.DisplayNames(["en"], { type: "language" }).of(locale) ?? locale;

function render(to: string, locale: Locale, subject: string, lines: string[], message: string, priority: boolean): MailMessage {
  const text = [...lines, "", message, "", "— " + m.mail_footer({}, { locale })].join("\n");
  const html = `<!doctype html><html lang="${locale}"><body style="margin:0;background:#f4f4f5;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#18181b">
<div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff">
<p style="font-size:20px;font-weight:700;margin:0 0 24px">Forma</p>
${lines.map((l) => `<p style="line-height:1.5;margin:4px 0">${escapeHtml(l)}</p>`).join("\n")}
<blockquote style="margin:20px 0;padding:12px 16px;border-left:4px solid #16a34a;background:#f4f4f5;white-space:pre-wrap">${escapeHtml(message)}</blockquote>
<p style="font-size:12px;color:#71717a">${escapeHtml(m.mail_footer({}, { locale }))}</p>
</div></body></html>`;
  return { to, subject, text, html, priority };
}

/** To the support address, marked as priority. */
export function teamMail(supportEmail: string, r: SupportMailInput): MailMessage {
  const o = { locale: "en" as const };
  const name = `${r.member.firstName} ${r.member.lastName}`.trim();
  const topic = topicLabel(r.topic, "en");
  const language = languageName(r.locale);
  const lines = [
    m.support_mail_team_from({ name, email: r.member.email }, o),
    m.support_mail_team_plan({ plan: r.member.plan }, o),
    m.support_mail_team_language({ language }, o),
    m.support_mail_team_topic({ topic }, o),
    m.support_mail_team_id({ id: r.id }, o),
    ...(r.screenshotKey ? [m.support_mail_team_screenshot({ key: r.screenshotKey }, o)] : []),
  ];
  return render(supportEmail, "en", m.support_mail_team_subject({ plan: r.member.plan, language, topic }, o), lines, r.message, true);
}

/** The member's copy, in the language they wrote in. */
export function copyMail(r: SupportMailInput): MailMessage {
  const o = { locale: r.locale };
  const lines = [m.support_mail_copy_body({}, o), m.support_mail_copy_topic({ topic: topicLabel(r.topic, r.locale) }, o)];
  return render(r.member.email, r.locale, m.support_mail_copy_subject({}, o), lines, r.message, false);
}
