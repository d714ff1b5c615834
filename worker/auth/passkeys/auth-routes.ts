// /api/auth/passkeys: sign in with a passkey (the button and the browser's autofill), and sign up
// with one instead of a password. A passkey counts as both steps of a sign-in when the
// authenticator verified the member; a sign-up answers exactly as the password sign-up does.
import { Hono, type Context } from "hono";
import type { SignUpJson, SessionState, TokenSessionJson } from "../../../core/api/auth";
import type { PasskeyCreationOptionsJson, PasskeyRequestOptionsJson } from "../../../core/api/security";
import { normalizeActivity } from "../../../core/plans";
import { passkeySignInSchema, passkeySignUpOptionsSchema, passkeySignUpSchema } from "../../../core/validation/security";
import * as m from "../../../i18n/paraglide/messages.js";
import type { AppEnv } from "../../env";
import { ApiError } from "../../platform/errors";
import { jsonBody } from "../../platform/validate";
import { createAccount, findUserByEmail, findUserById } from "../accounts";
import { clientAddress } from "../../platform/client-address";
import { limitFor, mailLimits, spend, takeAll } from "../limits";
import { admitRequest, mailExistingOwner, mailLater, sendVerification } from "../routes";
import { finishSignIn, twoStepOn } from "../sign-in/finish";
import { authenticationOptions, checkAuthentication, checkRegistration, passkeyError, registrationOptions, takeChallenge } from "./ceremony";
import { defaultPasskeyName } from "./names";
import { relyingParty } from "./relying-party";
import { findPasskey, recordUse, savePasskey } from "./store";

const spendOn = (c: Context<AppEnv>, name: "passkeyAttemptsPerIp" | "passkeyOptionsPerIp") =>
  spend(c.var.db, [limitFor(name, clientAddress(c.req.raw))], c.get("locale"), c.var.clock.now());
const spendAttempt = (c: Context<AppEnv>) => spendOn(c, "passkeyAttemptsPerIp");

export const passkeyAuthRoutes = new Hono<AppEnv>()
  .post("/sign-in-options", async (c) => {
    await spendOn(c, "passkeyOptionsPerIp");
    const options = await authenticationOptions(c, relyingParty(c));
    c.header("Cache-Control", "no-store");
    return c.json({ options } satisfies PasskeyRequestOptionsJson);
  })

  .post("/sign-in", jsonBody(passkeySignInSchema), async (c) => {
    const { response, returnToken } = c.req.valid("json");
    const db = c.var.db;
    await spendAttempt(c);
    const rp = relyingParty(c);
    const challenge = await takeChallenge(c, response.response.clientDataJSON, "passkey_sign_in");
    const passkey = await findPasskey(db, response.id);
    if (!passkey) throw passkeyError(c, 401, "passkey_unknown");
    const use = await checkAuthentication(c, rp, response, challenge.value, passkey);
    if (!(await recordUse(db, passkey.id, use.newCounter, c.var.clock.now()))) throw passkeyError(c, 401, "passkey_failed");
    const user = await findUserById(db, passkey.userId);
    if (!user) throw passkeyError(c, 401, "passkey_unknown");
    if (!user.emailVerifiedAt) throw new ApiError(403, "email_not_verified", m.auth_email_not_verified({}, { locale: c.get("locale") }));
    // Both steps at once only when the authenticator asked for the member's PIN or body (a bare
    // security key proves possession alone), so with two-step on an unverified use is refused.
    if (!use.userVerified && (await twoStepOn(db, user.id))) throw passkeyError(c, 401, "passkey_failed");
    const answer = await finishSignIn(c, user.id, { method: "passkey", bothSteps: true, returnToken });
    // With both steps made, finishSignIn answers the session, never the second step's ticket.
    return answer as typeof answer & ReturnType<typeof c.json<SessionState | TokenSessionJson>>;
  })

  .post("/sign-up-options", jsonBody(passkeySignUpOptionsSchema), async (c) => {
    const { email, firstName, lastName } = c.req.valid("json");
    await spendAttempt(c);
    // The account's id is chosen now: the authenticator keeps it as the passkey's user handle.
    // Nothing says whether the address has an account (no list of its passkeys to exclude).
    const userId = crypto.randomUUID();
    const options = await registrationOptions(
      c,
      relyingParty(c),
      "passkey_sign_up",
      { id: userId, email, displayName: `${firstName} ${lastName}` },
      { data: { userId, email } },
    );
    c.header("Cache-Control", "no-store");
    return c.json({ options } satisfies PasskeyCreationOptionsJson);
  })

  .post("/sign-up", jsonBody(passkeySignUpSchema), async (c) => {
    const input = c.req.valid("json");
    const db = c.var.db;
    await admitRequest(c, "signUpsPerIp", input.captchaToken);
    const rp = relyingParty(c);
    const challenge = await takeChallenge(c, input.response.response.clientDataJSON, "passkey_sign_up");
    const planned = challenge.row.data as { userId: string; email: string } | null;
    // The options were made for one address: the passkey's name in the authenticator is that one.
    if (!planned || planned.email !== input.email) throw passkeyError(c, 400, "passkey_failed");
    const key = await checkRegistration(c, rp, input.response, challenge.value);
    const mayMail = (await takeAll(db, mailLimits(input.email), c.var.clock.now())).ok;
    const warnings: SignUpJson["warnings"] = normalizeActivity(input.metrics.activity).defaulted ? ["activity_defaulted"] : [];
    const reply = () => c.json({ ok: true, email: input.email, warnings } satisfies SignUpJson, 201);

    const { firstName, lastName, metrics } = input;
    const credentials = { passwordHash: null, passkey: { ...key, name: defaultPasskeyName(c), userHandle: planned.userId }, firstName, lastName, metrics };
    const user = await findUserByEmail(db, input.email);
    if (!user) {
      const created = await createAccount(db, { ...input, id: planned.userId, password: null, locale: c.get("locale") });
      // A sign-up of the same address that got there first keeps its account; this passkey is not its,
      // and waits on its own confirmation link like any later sign-up's.
      const own = created.id === planned.userId && (await savePasskey(db, created.id, key, credentials.passkey.name, c.var.clock.now()));
      const link = own ? { ...credentials, metrics: null } : credentials;
      if (mayMail) mailLater(c, "verification_mail_failed", (mail) => sendVerification(c, created, mail, link));
      return reply();
    }
    // The address has an account: the same answer. A confirmed one keeps no passkey and its owner
    // hears of it; an unconfirmed one gets this sign-up's own confirmation link.
    if (mayMail) mailExistingOwner(c, user, credentials);
    return reply();
  });
