import type { Db } from "../../db/client";
import { outbox } from "../../db/schema";
import { extraHeaders, linksIn, sentSubject, type Mailer } from "./port";

/** Development adapter: messages land in D1 and are read at /api/dev/outbox and /dev/mail. */
export function outboxMailer(db: Db): Mailer {
  return {
    async send(message) {
      const { to, text, html } = message;
      await db
        .insert(outbox)
        .values({ to, subject: sentSubject(message), text, html, links: linksIn(text), headers: extraHeaders(message) ?? null, createdAt: new Date() });
    },
  };
}
