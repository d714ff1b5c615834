// The development identity provider (development only, like the dev mailbox: APP_ENV=development
// on a local host, and only in builds with the development tools). It speaks what Google and
// Yandex ID speak to the app: the authorization page, the token endpoint (PKCE S256, the same
// return address) and the user info, so the sign-in with another service is exercised end to end
// with no network. The app reaches its token and user-info endpoints in-process (client.ts).
import { Hono, type Context, type MiddlewareHandler } from "hono";
import * as v from "valibot";
import { emailSchema } from "../../../core/validation/account";
import * as m from "../../../i18n/paraglide/messages.js";
import type { AppEnv } from "../../env";
import { devToolsOpen } from "../../platform/development";
import { ApiError } from "../../platform/errors";
import { accountOfToken, issueAccessToken, issueCode, takeCode } from "./grants";
import { authorizePage, invalidRequestPage, type DevAccountDraft } from "./page";
import { authorizationRequest, devClientId, devSubject, verifierMatches, type AuthorizationRequest } from "./protocol";

// As the dev mailbox's (worker/dev/routes.ts): anywhere else these paths are not there.
const developmentOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!devToolsOpen(c.env, c.req.url)) throw new ApiError(404, "not_found");
  await next();
};

const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.header("Cache-Control", "no-store");
};

/** OAuth's error answer of the token and user-info endpoints (RFC 6749 §5.2). */
const oauthError = (c: Context<AppEnv>, error: string, status: 400 | 401) => c.json({ error }, status);

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/** Names as typed, tidied and cut to the app's longest name. */
const nameOf = (value: unknown) => (text(value) ?? "").replace(/[<>]/g, "").replace(/\s+/g, " ").trim().slice(0, 50);

/** Back to the app with the outcome, as every provider does: the code or the error, and the state. */
function backToApp(c: Context<AppEnv>, request: AuthorizationRequest, outcome: Record<string, string>) {
  const url = new URL(request.redirectUri);
  for (const [name, value] of Object.entries({ ...outcome, state: request.state })) url.searchParams.set(name, value);
  return c.redirect(url.toString(), 303);
}

const defaultDraft: DevAccountDraft = { email: "", firstName: "Dev", lastName: "Member", verified: true };

export const devIdentityProvider = () =>
  new Hono<AppEnv>()
    .use(developmentOnly)
    .use(noStore)
    .get("/authorize", (c) => {
      const request = authorizationRequest(c.req.query(), c.env, c.req.url);
      if (!request) return c.html(invalidRequestPage(c.get("locale")), 400);
      return c.html(authorizePage(c.get("locale"), request, defaultDraft));
    })
    .post("/authorize", async (c) => {
      const form = await c.req.parseBody();
      const params = Object.fromEntries(Object.entries(form).map(([name, value]) => [name, text(value)]));
      const request = authorizationRequest(params, c.env, c.req.url);
      if (!request) return c.html(invalidRequestPage(c.get("locale")), 400);
      if (params.decision !== "allow") return backToApp(c, request, { error: "access_denied" });
      const draft: DevAccountDraft = {
        email: params.email ?? "",
        firstName: nameOf(params.given_name),
        lastName: nameOf(params.family_name),
        verified: params.email_verified === "1",
      };
      const email = v.safeParse(emailSchema, draft.email);
      if (!email.success) {
        const message = m.validation_email_invalid({}, { locale: c.get("locale") });
        return c.html(authorizePage(c.get("locale"), request, draft, message), 400);
      }
      const code = await issueCode(
        c.env.SESSIONS,
        {
          clientId: devClientId,
          redirectUri: request.redirectUri,
          codeChallenge: request.codeChallenge,
          account: {
            sub: devSubject(email.output),
            email: email.output,
            email_verified: draft.verified,
            given_name: draft.firstName,
            family_name: draft.lastName,
          },
        },
        c.var.clock.now(),
      );
      return backToApp(c, request, { code });
    })
    .post("/token", async (c) => {
      const form = await c.req.parseBody();
      if (text(form.grant_type) !== "authorization_code") return oauthError(c, "unsupported_grant_type", 400);
      if (text(form.client_id) !== devClientId) return oauthError(c, "invalid_client", 401);
      const now = c.var.clock.now();
      const grant = await takeCode(c.env.SESSIONS, text(form.code) ?? "", now);
      // The same answer for an unknown, used or expired code, another return address or a wrong verifier.
      if (
        !grant ||
        grant.clientId !== devClientId ||
        grant.redirectUri !== text(form.redirect_uri) ||
        !verifierMatches(text(form.code_verifier), grant.codeChallenge)
      ) {
        return oauthError(c, "invalid_grant", 400);
      }
      const { token, expiresIn } = await issueAccessToken(c.env.SESSIONS, grant.account, now);
      return c.json({ access_token: token, token_type: "Bearer", expires_in: expiresIn, scope: "openid email profile" });
    })
    .get("/userinfo", async (c) => {
      const token = /^Bearer (\S+)$/.exec(c.req.header("Authorization") ?? "")?.[1];
      const account = token ? await accountOfToken(c.env.SESSIONS, token, c.var.clock.now()) : null;
      if (!account) return oauthError(c, "invalid_token", 401);
      return c.json(account);
    });
