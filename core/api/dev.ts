// /api/dev (development only): the e-mails the outbox adapter kept.

/** GET /api/dev/outbox: newest first. */
export interface OutboxMailJson {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  /** Headers beyond the usual (List-Unsubscribe on reminder e-mails), when the message has any. */
  headers?: Record<string, string>;
  createdAt: string;
}

/** DELETE /api/dev/limits: how many counters were dropped. */
export interface ClearedLimitsJson {
  cleared: number;
}
