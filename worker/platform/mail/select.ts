import type { Db } from "../../db/client";
import { outboxMailer } from "./outbox";
import { MailError, type Mailer } from "./port";
import { resendMailer } from "./resend";

export const isDevelopment = (env: Cloudflare.Env) => env.APP_ENV === "development";

/** Resend when its key is set; the outbox in development; otherwise sending fails loudly. */
export function mailerFor(env: Cloudflare.Env, db: Db): Mailer {
  if (env.RESEND_API_KEY) return resendMailer(env.RESEND_API_KEY, env.MAIL_FROM);
  if (isDevelopment(env)) return outboxMailer(db);
  return {
    async send() {
      throw new MailError("no mail adapter configured: set RESEND_API_KEY");
    },
  };
}
