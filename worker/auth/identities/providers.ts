// The identity providers: Google (OpenID Connect) and Yandex ID (OAuth 2.0), both with PKCE
// (S256) and state through Arctic, and in development the development provider (worker/dev). A
// provider is offered when its credentials are set; `dev` only where the development tools open.
import { CodeChallengeMethod, decodeIdToken, Google, OAuth2Client } from "arctic";
import { identityProviders, type IdentityProvider } from "../../../core/auth/ways-in";
import { devToolsBuilt, devToolsOpen } from "../../platform/development";
import { devIdentityClient } from "../../dev/service";
import type { Bindings } from "../../env";
import { IdentityFailure, type ProviderClient, type ProviderProfile } from "../../shared/identity-client";

/** The address each provider sends the browser back to; registered with the provider (README). */
export const callbackUrl = (env: Cloudflare.Env, requestUrl: string, provider: IdentityProvider) =>
  new URL(`/auth/${provider}/callback`, env.APP_URL || new URL(requestUrl).origin).toString();

const configured = (env: Cloudflare.Env): Record<IdentityProvider, boolean> => ({
  google: !!(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
  yandex: !!(env.YANDEX_CLIENT_ID && env.YANDEX_CLIENT_SECRET),
  dev: false,
});

/** The providers this deployment offers for a request to `url` (the sign-in screen, the security tab). */
export function offeredProviders(env: Cloudflare.Env, url: string): IdentityProvider[] {
  const set = configured(env);
  return identityProviders.filter((provider) => (provider === "dev" ? devToolsOpen(env, url) : set[provider]));
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** Google's claims from the ID token its token endpoint answered over TLS (OpenID Connect Core §3.1.3.7). */
export function googleProfile(claims: Record<string, unknown>, clientId: string): ProviderProfile {
  const issuers = ["https://accounts.google.com", "accounts.google.com"];
  const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!issuers.includes(text(claims.iss)) || !audience.includes(clientId) || !text(claims.sub)) throw new IdentityFailure("claims");
  return {
    subject: text(claims.sub),
    email: text(claims.email) || null,
    emailVerified: claims.email_verified === true,
    firstName: text(claims.given_name),
    lastName: text(claims.family_name),
  };
}

/**
 * Yandex ID's user info (https://login.yandex.ru/info). Yandex ID gives only addresses its member
 * has confirmed (their Yandex mailbox or one confirmed in the account), so the address counts as verified.
 */
export function yandexProfile(info: Record<string, unknown>): ProviderProfile {
  const subject = typeof info.id === "number" ? String(info.id) : text(info.id);
  if (!subject) throw new IdentityFailure("claims");
  const email = text(info.default_email) || null;
  return { subject, email, emailVerified: !!email, firstName: text(info.first_name), lastName: text(info.last_name) };
}

function googleClient(env: Bindings, redirectUri: string): ProviderClient {
  const clientId = env.GOOGLE_CLIENT_ID ?? "";
  const google = new Google(clientId, env.GOOGLE_CLIENT_SECRET ?? "", redirectUri);
  return {
    authorizationUrl: (state, verifier) => google.createAuthorizationURL(state, verifier, ["openid", "email", "profile"]),
    async profile(code, verifier) {
      let idToken: string;
      try {
        idToken = (await google.validateAuthorizationCode(code, verifier)).idToken();
      } catch {
        throw new IdentityFailure("token");
      }
      let claims: object;
      try {
        claims = decodeIdToken(idToken);
      } catch {
        throw new IdentityFailure("claims");
      }
      return googleProfile(claims as Record<string, unknown>, clientId);
    },
  };
}

export const yandexEndpoints = {
  authorize: "https://oauth.yandex.ru/authorize",
  token: "https://oauth.yandex.ru/token",
  info: "https://login.yandex.ru/info?format=json",
};

function yandexClient(env: Bindings, redirectUri: string): ProviderClient {
  const client = new OAuth2Client(env.YANDEX_CLIENT_ID ?? "", env.YANDEX_CLIENT_SECRET ?? "", redirectUri);
  return {
    authorizationUrl: (state, verifier) =>
      client.createAuthorizationURLWithPKCE(yandexEndpoints.authorize, state, CodeChallengeMethod.S256, verifier, ["login:email", "login:info"]),
    async profile(code, verifier) {
      let accessToken: string;
      try {
        accessToken = (await client.validateAuthorizationCode(yandexEndpoints.token, code, verifier)).accessToken();
      } catch {
        throw new IdentityFailure("token");
      }
      let info: unknown;
      try {
        const res = await fetch(yandexEndpoints.info, { headers: { Authorization: `OAuth ${accessToken}` } });
        if (!res.ok) throw new IdentityFailure("profile");
        info = await res.json();
      } catch {
        throw new IdentityFailure("profile");
      }
      if (typeof info !== "object" || info === null) throw new IdentityFailure("profile");
      return yandexProfile(info as Record<string, unknown>);
    },
  };
}

/** The provider's client for a request to `requestUrl`; null when it is not offered there. */
export function providerClient(env: Bindings, requestUrl: string, provider: IdentityProvider): ProviderClient | null {
  if (!offeredProviders(env, requestUrl).includes(provider)) return null;
  const redirectUri = callbackUrl(env, requestUrl, provider);
  switch (provider) {
    case "google":
      return googleClient(env, redirectUri);
    case "yandex":
      return yandexClient(env, redirectUri);
    case "dev":
      // Only builds with the development tools have the provider; the production build drops this.
      return devToolsBuilt ? devIdentityClient(env, requestUrl) : null;
  }
}
