// /api/dev (development only): the e-mails the outbox adapter kept.

/** GET /api/dev/outbox: newest first. */
export interface OutboxMailJson {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
}

/** DELETE /api/dev/limits: how many counters were dropped. */
export interface ClearedLimitsJson {
  cleared: number;
}
