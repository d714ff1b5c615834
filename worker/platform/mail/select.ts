import type { Db } from "../../db/client";
import { outboxMailer } from "./outbox";
import { MailError, type Mailer } from "./port";
import { resendMailer } from "./resend";
import { devToolsBuilt, isDevelopment } from "../development";

/** Resend when its key is set; the outbox in development; otherwise sending fails loudly. */
export function mailerFor(env: Cloudflare.Env, db: Db): Mailer {
  if (env.RESEND_API_KEY) return resendMailer(env.RESEND_API_KEY, env.MAIL_FROM);
  // `devToolsBuilt` first: the production build drops the outbox's code behind it.
  if (devToolsBuilt && isDevelopment(env)) return outboxMailer(db);
  return {
    async send() {
      throw new MailError("no mail adapter configured: set RESEND_API_KEY");
    },
  };
}
