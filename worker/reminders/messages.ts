// What a reminder says, in the member's language: the push's title and body (never a health
// figure: the lock screen is public), where a tap leads, and the weekly check-in's e-mail.
import type { ReminderPushJson } from "../../core/api/reminders";
import { escapeHtml } from "../../core/escape-html";
import type { Locale } from "../../core/locale";
import { reminderScreens, type NotificationKind } from "../../core/reminders/kinds";
import * as m from "../../i18n/paraglide/messages.js";
import type { MailMessage } from "../platform/mail/port";

type Text = (inputs: Record<string, never>, options: { locale: Locale }) => string;

const texts: Record<NotificationKind, { title: Text; body: Text }> = {
  training: { title: m.reminder_push_training_title, body: m.reminder_push_training_body },
  weigh_in: { title: m.reminder_push_weigh_in_title, body: m.reminder_push_weigh_in_body },
  check_in: { title: m.reminder_push_check_in_title, body: m.reminder_push_check_in_body },
  test: { title: m.reminder_push_test_title, body: m.reminder_push_test_body },
};

/** A push's payload; `offToken` turns this kind off from the notification (none on the test). */
export function pushPayload(kind: NotificationKind, locale: Locale, offToken: string | null): ReminderPushJson {
  const o = { locale };
  return {
    v: 1,
    kind,
    lang: locale,
    title: texts[kind].title({}, o),
    body: texts[kind].body({}, o),
    url: reminderScreens[kind],
    tag: `forma-${kind}`,
    ...(offToken ? { off: { label: m.reminder_push_turn_off({}, o), token: offToken } } : {}),
  };
}

export interface CheckInMailInput {
  to: string;
  locale: Locale;
  firstName: string;
  /** Absolute URLs: the check-in's screen, and the one-click unsubscribe (its GET shows a page, its POST unsubscribes). */
  open: string;
  unsubscribe: string;
}

/** The weekly check-in by e-mail, with the List-Unsubscribe headers of RFC 8058. */
export function checkInMail({ to, locale, firstName, open, unsubscribe }: CheckInMailInput): MailMessage {
  const o = { locale };
  const greeting = m.mail_greeting({ name: firstName }, o);
  const subject = m.reminder_mail_check_in_subject({}, o);
  const body = m.reminder_mail_check_in_body({}, o);
  const action = m.reminder_mail_check_in_action({}, o);
  const why = m.reminder_mail_why({}, o);
  const stop = m.reminder_mail_unsubscribe({}, o);
  const text = [greeting, "", body, "", `${action}: ${open}`, "", why, `${stop}: ${unsubscribe}`, "", "— " + m.mail_footer({}, o)].join("\n");
  const html = `<!doctype html><html lang="${locale}"><body style="margin:0;background:#f4f4f5;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#18181b">
<div style="max-width:520px;margin:0 auto;padding:32px 24px;background:#ffffff">
<p style="font-size:20px;font-weight:700;margin:0 0 24px">Forma</p>
<p>${escapeHtml(greeting)}</p>
<p style="line-height:1.5">${escapeHtml(body)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(open)}" style="background:#16a34a;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#52525b">${escapeHtml(why)} <a href="${escapeHtml(unsubscribe)}" style="color:#15803d">${escapeHtml(stop)}</a></p>
<p style="font-size:12px;color:#71717a">${escapeHtml(m.mail_footer({}, o))}</p>
</div></body></html>`;
  return {
    to,
    subject,
    text,
    html,
    headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
