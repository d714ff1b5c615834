// When the development tools (the mailbox, the sandbox's public webhook secret) may answer:
// with APP_ENV=development AND for a request to a local host name. Cloudflare routes a request
// to the worker by its host name, so a deployed worker never sees a local one: a deployment
// left on development by mistake still keeps the tools shut.
import { isDevelopment } from "../platform/mail/select";

const localHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** True for a request to this machine itself: localhost, 127.0.0.1 or [::1], any port. */
export const isLocalRequest = (url: string) => localHosts.has(new URL(url).hostname);

export const devToolsOpen = (env: Cloudflare.Env, url: string) => isDevelopment(env) && isLocalRequest(url);
