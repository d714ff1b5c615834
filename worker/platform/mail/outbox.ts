import type { Db } from "../../db/client";
import { outbox } from "../../db/schema";
import { linksIn, type Mailer } from "./port";

/** Development adapter: messages land in D1 and are read at /api/dev/outbox and /dev/mail. */
export function outboxMailer(db: Db): Mailer {
  return {
    async send(message) {
      await db.insert(outbox).values({ ...message, links: linksIn(message.text), createdAt: new Date() });
    },
  };
}
