// The app's client of the development identity provider. The authorization address is built by
// Arctic as for Yandex ID (PKCE S256); the token and user-info requests are the same OAuth requests
// a real provider gets, handed to the provider's routes in this process (Hono's `request`), never
// sent over the network.
import { CodeChallengeMethod, OAuth2Client, OAuth2Tokens } from "arctic";
import { Hono } from "hono";
import type { AppEnv, Bindings } from "../../env";
import { clockMiddleware } from "../../platform/clock";
import { onError } from "../../platform/errors";
import { localeMiddleware } from "../../platform/locale";
import { IdentityFailure, type ProviderClient, type ProviderProfile } from "../../shared/identity-client";
import type { DevAccount } from "./grants";
import { devClientId, devIdentityBase, devRedirectUri } from "./protocol";
import { devIdentityProvider } from "./routes";

/** The provider's routes as the app's back channel reaches them. */
function backChannel(env: Bindings): (request: Request) => Promise<Response> {
  const provider = new Hono<AppEnv>().use(clockMiddleware).use(localeMiddleware).route(devIdentityBase, devIdentityProvider());
  provider.onError(onError);
  return async (request) => provider.request(request, undefined, env);
}

async function json(res: Response): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await res.json();
    return typeof body === "object" && body !== null ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The development provider, for a request to `requestUrl` (it answers on local hosts only). */
export function devIdentityClient(env: Bindings, requestUrl: string): ProviderClient {
  const origin = new URL(requestUrl).origin;
  const redirectUri = devRedirectUri(env, requestUrl);
  const client = new OAuth2Client(devClientId, null, redirectUri);
  const send = backChannel(env);
  return {
    authorizationUrl: (state, verifier) =>
      client.createAuthorizationURLWithPKCE(`${origin}${devIdentityBase}/authorize`, state, CodeChallengeMethod.S256, verifier, [
        "openid",
        "email",
        "profile",
      ]),
    async profile(code, verifier): Promise<ProviderProfile> {
      // The body Arctic sends for a public client (OAuth2Client.validateAuthorizationCode).
      const body = new URLSearchParams({ grant_type: "authorization_code", code, redirect_uri: redirectUri, code_verifier: verifier, client_id: devClientId });
      const tokenRes = await send(
        new Request(`${origin}${devIdentityBase}/token`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
          body,
        }),
      );
      const tokenBody = await json(tokenRes);
      if (tokenRes.status !== 200 || !tokenBody) throw new IdentityFailure("token");
      let accessToken: string;
      try {
        accessToken = new OAuth2Tokens(tokenBody).accessToken();
      } catch {
        throw new IdentityFailure("token");
      }
      const infoRes = await send(new Request(`${origin}${devIdentityBase}/userinfo`, { headers: { Authorization: `Bearer ${accessToken}` } }));
      const info = (await json(infoRes)) as Partial<DevAccount> | null;
      if (infoRes.status !== 200 || !info || typeof info.sub !== "string") throw new IdentityFailure("profile");
      return {
        subject: info.sub,
        email: typeof info.email === "string" ? info.email : null,
        emailVerified: info.email_verified === true,
        firstName: typeof info.given_name === "string" ? info.given_name : "",
        lastName: typeof info.family_name === "string" ? info.family_name : "",
      };
    },
  };
}
