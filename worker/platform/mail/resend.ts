import { extraHeaders, MailError, sentSubject, type Mailer } from "./port";

/** Production adapter: Resend's HTTP API (https://resend.com/docs/api-reference/emails/send-email). */
export function resendMailer(apiKey: string, from: string, fetcher: typeof fetch = fetch): Mailer {
  return {
    async send(message) {
      const res = await fetcher("https://api.resend.com/emails", {
        method: "POST",
        headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
        body: JSON.stringify({
          from,
          to: [message.to],
          subject: sentSubject(message),
          text: message.text,
          html: message.html,
          headers: extraHeaders(message),
        }),
      });
      // The status only: the body may echo the address, and logs must not hold it.
      if (!res.ok) throw new MailError(`mail provider answered ${res.status}`);
    },
  };
}
