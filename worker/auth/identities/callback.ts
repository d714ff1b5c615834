// The provider's return, GET /auth/:provider/callback (a page address, outside the JSON API):
// the state is checked against this browser's flow cookie, the code exchanged with the PKCE
// verifier, and then:
// - a known identity signs its member in (the second step first, when the account has it on);
// - a signed-in member who asked to connect it gets it linked (unless it is someone else's);
// - an unknown identity whose address has an account is NOT linked: it waits (pending.ts) until
//   this browser signs in to that account and the member accepts it in the security tab;
// - an unknown identity with a confirmed address that has no account makes a new account.
// Every outcome is a redirect to a path of this app.
import { Hono, type Context } from "hono";
import { emailSchema } from "../../../core/validation/account";
import * as v from "valibot";
import type { AppEnv } from "../../env";
import { IdentityFailure, type ProviderProfile } from "../../shared/identity-client";
import { sessionMiddleware } from "../../shared/session/middleware";
import { findUserByEmail } from "../accounts";
import { completeSignIn } from "../sign-in/finish";
import { setSessionCookie } from "../../shared/session/sessions";
import { clearFlowCookie, readFlowCookie, stateMatches, type IdentityFlow } from "./flow-cookie";
import { keepPending } from "./pending";
import { providerClient } from "./providers";
import { destination, loginPath, securityTab, withQuery } from "./return-paths";
import { createIdentityAccount, findIdentity, linkIdentity, touchIdentity } from "./store";

const go = (c: Context<AppEnv>, path: string) => c.redirect(path, 303);

function logFailure(provider: string, step: string) {
  // Which provider and where it failed; never the code, the state or the address.
  console.error(JSON.stringify({ level: "warn", event: "identity_failed", provider, step }));
}

/** Back to where the member started, saying it did not work. */
function failed(c: Context<AppEnv>, flow: IdentityFlow | null, step: string) {
  logFailure(flow?.provider ?? c.req.param("provider") ?? "", step);
  if (flow?.intent === "link") return go(c, withQuery(flow.redirect ?? securityTab, { identity: "failed" }));
  return go(c, loginPath(flow?.redirect, { notice: "identity_failed" }));
}

/** A session (or the second step's ticket) for the member, then on to where they were going. */
async function signedIn(c: Context<AppEnv>, flow: IdentityFlow, userId: string) {
  const outcome = await completeSignIn(c, userId, { method: flow.provider });
  if ("twoStep" in outcome) return go(c, loginPath(flow.redirect, {}, `#two-step=${outcome.twoStep.ticket}`));
  setSessionCookie(c, outcome.session);
  return go(c, destination(flow.redirect));
}

async function signInReturn(c: Context<AppEnv>, flow: IdentityFlow, profile: ProviderProfile) {
  const db = c.var.db;
  const now = c.var.clock.now();
  const known = await findIdentity(db, flow.provider, profile.subject);
  if (known) {
    await touchIdentity(db, known.id, profile.email, now);
    return signedIn(c, flow, known.userId);
  }
  const owner = profile.email ? await findUserByEmail(db, profile.email) : undefined;
  if (owner) {
    // The same address is no proof that the account is this person's: ask them to sign in first.
    await keepPending(c, owner.id, { provider: flow.provider, subject: profile.subject, email: profile.email });
    return go(c, loginPath(securityTab, { notice: "identity_exists" }, "", flow.redirect));
  }
  // A new account needs an address its provider vouches for (the address is the way back in).
  if (!profile.email || !profile.emailVerified) return go(c, loginPath(flow.redirect, { notice: "identity_unverified" }));
  const created = await createIdentityAccount(db, flow.provider, { ...profile, email: profile.email }, c.get("locale"), now);
  if (created) return signedIn(c, flow, created.id);
  // Made at the same moment by another return of the same account: sign in to that one.
  const meanwhile = await findIdentity(db, flow.provider, profile.subject);
  return meanwhile ? signedIn(c, flow, meanwhile.userId) : failed(c, flow, "create");
}

async function linkReturn(c: Context<AppEnv>, flow: IdentityFlow, profile: ProviderProfile) {
  const member = c.get("user");
  const back = flow.redirect ?? securityTab;
  // Only the member who asked, still signed in on this browser.
  if (!member || member.id !== flow.userId) return failed(c, flow, "member");
  const outcome = await linkIdentity(c.var.db, member.id, flow.provider, profile, c.var.clock.now());
  return go(c, withQuery(back, { identity: outcome }));
}

export const identityPages = new Hono<AppEnv>().use(sessionMiddleware).get("/:provider/callback", async (c) => {
  c.header("Cache-Control", "no-store");
  const flow = readFlowCookie(c);
  clearFlowCookie(c);
  const { state, code, error } = c.req.query();
  if (!flow || flow.provider !== c.req.param("provider") || !stateMatches(flow, state)) return failed(c, flow, "state");
  // The member cancelled at the provider: back where they were, nothing to say.
  if (error === "access_denied") return go(c, flow.intent === "link" ? (flow.redirect ?? securityTab) : loginPath(flow.redirect));
  const client = providerClient(c.env, c.req.url, flow.provider);
  if (error || !code || !client) return failed(c, flow, error ? "provider_error" : "request");
  let profile: ProviderProfile;
  try {
    profile = await client.profile(code, flow.verifier);
  } catch (err) {
    return failed(c, flow, err instanceof IdentityFailure ? err.step : "exchange");
  }
  const email = v.safeParse(emailSchema, profile.email ?? "");
  profile = { ...profile, email: email.success ? email.output : null };
  return flow.intent === "link" ? linkReturn(c, flow, profile) : signInReturn(c, flow, profile);
});
