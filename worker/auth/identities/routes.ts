// The sign-in with another service, JSON side. Under /api/auth: the providers offered, the start
// (a POST, so the app's cross-site check applies; it answers the provider's address and sets the
// flow cookie), the identity waiting to be linked. Under /api/account (members): accepting or
// declining that identity, and unlinking one (never the last way in).
import { generateCodeVerifier, generateState } from "arctic";
import { Hono } from "hono";
import type { OkJson } from "../../../core/api/auth";
import type { IdentityStartJson, PendingIdentityJson, ProvidersJson } from "../../../core/api/security";
import type { IdentityProvider } from "../../../core/auth/ways-in";
import { identityStartSchema, pendingIdentityDecisionSchema } from "../../../core/validation/security";
import type { AppEnv } from "../../env";
import { ApiError } from "../../platform/errors";
import { jsonBody } from "../../platform/validate";
import { memberOf, requireUser } from "../../shared/require-user";
import { clientAddress } from "../../platform/client-address";
import { limitFor, spend } from "../limits";
import { removeIdentity } from "../ways-in";
import { setFlowCookie } from "./flow-cookie";
import { readPending, takePending } from "./pending";
import { offeredProviders, providerClient } from "./providers";
import { linkIdentity } from "./store";

export { offeredProviders } from "./providers";

/** The path parameter, already checked against the providers by the API's path rules. */
const providerOf = (param: string) => param as IdentityProvider;

export const identityAuthRoutes = new Hono<AppEnv>()
  .get("/providers", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ providers: offeredProviders(c.env, c.req.url) } satisfies ProvidersJson);
  })
  .post("/identities/:provider/start", jsonBody(identityStartSchema), async (c) => {
    const provider = providerOf(c.req.param("provider"));
    const { intent, redirect } = c.req.valid("json");
    const client = providerClient(c.env, c.req.url, provider);
    if (!client) throw new ApiError(404, "provider_unavailable");
    // Connecting an account to this one needs this one signed in, now and at the return.
    const member = intent === "link" ? memberOf(c) : null;
    await spend(c.var.db, [limitFor("identityStartsPerIp", clientAddress(c.req.raw))], c.get("locale"), c.var.clock.now());
    const state = generateState();
    const verifier = generateCodeVerifier();
    setFlowCookie(c, { provider, state, verifier, intent, redirect, userId: member?.id, startedAt: c.var.clock.now() });
    c.header("Cache-Control", "no-store");
    return c.json({ url: client.authorizationUrl(state, verifier).toString() } satisfies IdentityStartJson);
  })
  .get("/pending-identity", async (c) => {
    const user = c.get("user");
    const pending = user ? await readPending(c, user.id) : null;
    c.header("Cache-Control", "no-store");
    return c.json({ pending: pending && { provider: pending.provider, email: pending.email } } satisfies PendingIdentityJson);
  });

export const identityAccountRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post("/identities/pending", jsonBody(pendingIdentityDecisionSchema), async (c) => {
    const member = memberOf(c);
    const pending = await takePending(c, member.id);
    if (!pending) throw new ApiError(410, "challenge_expired");
    if (c.req.valid("json").accept) {
      const outcome = await linkIdentity(c.var.db, member.id, pending.provider, pending, c.var.clock.now());
      if (outcome === "taken") throw new ApiError(409, "identity_taken");
    }
    return c.json({ ok: true } satisfies OkJson);
  })
  .delete("/identities/:provider", async (c) => {
    const outcome = await removeIdentity(c.var.db, memberOf(c).id, providerOf(c.req.param("provider")));
    if (outcome === "not_found") throw new ApiError(404, "not_found");
    if (outcome === "last_way_in") throw new ApiError(409, "last_way_in");
    return c.body(null, 204);
  });
