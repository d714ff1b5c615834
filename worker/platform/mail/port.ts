// The mail port: one interface, one adapter chosen from configuration.
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Marked for the reader's attention: "[Priority]" before the subject and `X-Priority: 1`. */
  priority?: boolean;
  /** More headers, such as List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on reminders. */
  headers?: Record<string, string>;
}

/** The subject as sent: a priority message's starts with "[Priority]". */
export const sentSubject = (message: MailMessage) => (message.priority ? `[Priority] ${message.subject}` : message.subject);

/** The headers that mark a priority message for mail clients; undefined for others. */
export const priorityHeaders = (message: MailMessage): Record<string, string> | undefined =>
  message.priority ? { "X-Priority": "1", Importance: "high" } : undefined;

/** Every extra header of a message (priority and its own); undefined for none. */
export function extraHeaders(message: MailMessage): Record<string, string> | undefined {
  const all = { ...priorityHeaders(message), ...message.headers };
  return Object.keys(all).length ? all : undefined;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export class MailError extends Error {
  override name = "MailError";
}

/** Every http(s) URL in a text, in order, without duplicates. */
export function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"')]+/g) ?? [])];
}
