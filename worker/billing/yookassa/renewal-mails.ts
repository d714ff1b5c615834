// The renewal e-mails of subscriptions the app runs itself (YooKassa), in the member's language:
// a renewal failed (when it is tried again, until when the plan stays, where to change the
// payment method) and the subscription ended after the grace.
import type { PaidPlan } from "../../../core/billing/catalog";
import { formatMoney } from "../../../core/billing/money";
import { escapeHtml } from "../../../core/escape-html";
import type { Locale } from "../../../core/locale";
import * as m from "../../../i18n/paraglide/messages.js";
import type { Db } from "../../db/client";
import type { MailMessage } from "../../platform/mail/port";
import { mailerFor } from "../../platform/mail/select";
import { errorText } from "../../platform/error-text";

const planNames = { BASIC: m.plan_basic, PRO: m.nav_pro };

/** "5 December 2026", "5 декабря 2026 г.", in the member's time zone (member-time-zone.ts). */
export const mailDate = (at: number, locale: Locale, timeZone: string) =>
  new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone }).format(at);

function render(
  to: string,
  locale: Locale,
  name: string,
  subject: string,
  lines: string[],
  action: { label: string; url: string },
): MailMessage {
  const o = { locale };
  const greeting = m.mail_greeting({ name }, o);
  const footer = m.mail_footer({}, o);
  const text = [greeting, "", ...lines.flatMap((l) => [l, ""]), `${action.label}: ${action.url}`, "", "— " + footer].join("\n");
  const url = escapeHtml(action.url);
  const html = `<!doctype html><html lang="${locale}"><body style="margin:0;background:#f4f4f5;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#18181b">
<div style="max-width:520px;margin:0 auto;padding:32px 24px;background:#ffffff">
<p style="font-size:20px;font-weight:700;margin:0 0 24px">Forma</p>
<p>${escapeHtml(greeting)}</p>
${lines.map((l) => `<p style="line-height:1.5">${escapeHtml(l)}</p>`).join("\n")}
<p style="margin:24px 0"><a href="${url}" style="background:#16a34a;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#52525b">${escapeHtml(m.mail_link_fallback({}, o))}<br><a href="${url}" style="color:#15803d;word-break:break-all">${url}</a></p>
<p style="font-size:12px;color:#71717a">${escapeHtml(footer)}</p>
</div></body></html>`;
  return { to, subject, text, html };
}

export interface RenewalFailedInput {
  to: string;
  locale: Locale;
  firstName: string;
  /** The dates' zone (member-time-zone.ts). */
  timeZone: string;
  plan: PaidPlan;
  /** Minor units (kopecks). */
  amount: number;
  /** The next try (ms); null when none is left. */
  nextAttempt: number | null;
  graceEnds: number;
  billingUrl: string;
}

export function renewalFailedMail(input: RenewalFailedInput): MailMessage {
  const o = { locale: input.locale };
  const plan = planNames[input.plan]({}, o);
  const amount = formatMoney(input.amount, "RUB", input.locale);
  const until = mailDate(input.graceEnds, input.locale, input.timeZone);
  return render(
    input.to,
    input.locale,
    input.firstName,
    m.billing_mail_renewal_failed_subject({ plan }, o),
    [
      m.billing_mail_renewal_failed_body({ plan, amount }, o),
      input.nextAttempt === null
        ? m.billing_mail_renewal_last_try({ date: until }, o)
        : m.billing_mail_renewal_next_try({ next: mailDate(input.nextAttempt, input.locale, input.timeZone), date: until }, o),
    ],
    // No try left: changing the method no longer renews by itself, the billing page says what can be done.
    {
      label: input.nextAttempt === null ? m.billing_mail_open_billing({}, o) : m.billing_update_card({}, o),
      url: input.billingUrl,
    },
  );
}

export interface SubscriptionEndedInput {
  to: string;
  locale: Locale;
  firstName: string;
  plan: PaidPlan;
  billingUrl: string;
}

export function subscriptionEndedMail(input: SubscriptionEndedInput): MailMessage {
  const o = { locale: input.locale };
  const plan = planNames[input.plan]({}, o);
  return render(
    input.to,
    input.locale,
    input.firstName,
    m.billing_mail_ended_subject({ plan }, o),
    [m.billing_mail_ended_body({ plan }, o)],
    { label: m.billing_mail_ended_action({}, o), url: input.billingUrl },
  );
}

/** Sends one; a mail that cannot go is logged (no address, no content), the billing change stands. */
export async function sendBillingMail(env: Cloudflare.Env, db: Db, message: MailMessage): Promise<boolean> {
  try {
    await mailerFor(env, db).send(message);
    return true;
  } catch (err) {
    console.error(
      JSON.stringify({ level: "error", event: "billing_mail_failed", error: errorText(err) }),
    );
    return false;
  }
}
