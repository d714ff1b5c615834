// Who the passkeys belong to (the WebAuthn relying party): the app's own host name and origin,
// from APP_URL; only in development, where it may be empty, the request's own origin (as the
// e-mailed links decide, mail-links.ts). A passkey made for one host name works only there.
import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { isDevelopment } from "../../platform/development";
import { ApiError } from "../../platform/errors";

export interface RelyingParty {
  /** The host name passkeys are bound to ("forma.example", "localhost"). */
  id: string;
  name: string;
  /** The origin the browser must report in clientDataJSON. */
  origin: string;
}

export function relyingParty(c: Context<AppEnv>): RelyingParty {
  const origin = c.env.APP_URL ? new URL(c.env.APP_URL).origin : isDevelopment(c.env) ? new URL(c.req.url).origin : null;
  // Without APP_URL a deployment cannot tell its own origin; the Host header is the client's to choose.
  if (!origin) throw new ApiError(503, "provider_unavailable");
  return { id: new URL(origin).hostname, name: "Forma", origin };
}
