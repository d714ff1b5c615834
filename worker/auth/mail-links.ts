// Absolute links in account e-mails. They start with APP_URL; only in development, where it
// may be empty, with the request's own origin. Elsewhere an empty APP_URL stops the e-mail:
// the Host header is the client's to choose, so a link built on it could lead anywhere.
import { isDevelopment } from "../platform/development";

export class AppUrlMissing extends Error {
  override name = "AppUrlMissing";
  constructor() {
    super("APP_URL is empty: account e-mails are not sent until it is set to the app's https origin");
  }
}

export type MailLink = (path: string) => string;

/** Builds the e-mail links of one request; throws AppUrlMissing outside development without APP_URL. */
export function mailLinks(env: Cloudflare.Env, requestUrl: string): MailLink {
  const origin = env.APP_URL || (isDevelopment(env) ? new URL(requestUrl).origin : null);
  if (!origin) throw new AppUrlMissing();
  return (path) => new URL(path, origin).toString();
}
