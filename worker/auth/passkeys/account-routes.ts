// /api/account/passkeys (member only): add a passkey, rename it, remove it (never the last way in),
// and the options to confirm an action with one (deleting the account: delete-confirmation.ts).
import { Hono } from "hono";
import type { PasskeyCreationOptionsJson, PasskeyJson, PasskeyRequestOptionsJson } from "../../../core/api/security";
import { maxPasskeys } from "../../../core/auth/ways-in";
import { addPasskeySchema, renamePasskeySchema } from "../../../core/validation/security";
import * as m from "../../../i18n/paraglide/messages.js";
import type { AppEnv } from "../../env";
import { clientAddress } from "../../platform/client-address";
import { ApiError } from "../../platform/errors";
import { jsonBody } from "../../platform/validate";
import { memberOf, requireUser } from "../../shared/require-user";
import { removePasskey } from "../ways-in";
import { limitFor, spend } from "../limits";
import { checkRegistration, confirmationOptions, passkeyError, registrationOptions, takeChallenge } from "./ceremony";
import { defaultPasskeyName } from "./names";
import { relyingParty } from "./relying-party";
import { addPasskeyWithin, countPasskeys, credentialsOf, passkeyJson, renamePasskey } from "./store";

const tooManyPasskeys = (locale: "en" | "ru") =>
  new ApiError(409, "validation_failed", m.passkey_limit({ max: String(maxPasskeys) }, { locale }));

const notFound = () => new ApiError(404, "not_found");

export const passkeyAccountRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post("/options", async (c) => {
    const member = memberOf(c);
    const existing = await credentialsOf(c.var.db, member.id);
    if (existing.length >= maxPasskeys) throw tooManyPasskeys(c.get("locale"));
    const options = await registrationOptions(
      c,
      relyingParty(c),
      "passkey_register",
      { id: member.id, email: member.email, displayName: `${member.firstName} ${member.lastName}` },
      // The browser refuses to make a second passkey on an authenticator that has one already.
      { exclude: existing, challengeUserId: member.id },
    );
    c.header("Cache-Control", "no-store");
    return c.json({ options } satisfies PasskeyCreationOptionsJson);
  })

  .post("/confirm-options", async (c) => {
    const member = memberOf(c);
    await spend(c.var.db, [limitFor("passkeyAttemptsPerIp", clientAddress(c.req.raw))], c.get("locale"), c.var.clock.now());
    const credentials = await credentialsOf(c.var.db, member.id);
    if (credentials.length === 0) throw notFound();
    const options = await confirmationOptions(c, relyingParty(c), member.id, credentials);
    c.header("Cache-Control", "no-store");
    return c.json({ options } satisfies PasskeyRequestOptionsJson);
  })

  .post("/", jsonBody(addPasskeySchema), async (c) => {
    const { response, name } = c.req.valid("json");
    const member = memberOf(c);
    const db = c.var.db;
    const rp = relyingParty(c);
    const challenge = await takeChallenge(c, response.response.clientDataJSON, "passkey_register");
    // Options made for another member's session are not this one's.
    if (challenge.row.userId !== member.id) throw passkeyError(c, 400, "challenge_expired");
    const key = await checkRegistration(c, rp, response, challenge.value);
    const saved = await addPasskeyWithin(db, member.id, key, name ?? defaultPasskeyName(c), c.var.clock.now(), maxPasskeys);
    if (!saved) {
      if ((await countPasskeys(db, member.id)) >= maxPasskeys) throw tooManyPasskeys(c.get("locale"));
      throw passkeyError(c, 409, "passkey_failed");
    }
    return c.json(passkeyJson(saved) satisfies PasskeyJson, 201);
  })

  .patch("/:passkey", jsonBody(renamePasskeySchema), async (c) => {
    const renamed = await renamePasskey(c.var.db, memberOf(c).id, c.req.param("passkey"), c.req.valid("json").name);
    if (!renamed) throw notFound();
    return c.json(passkeyJson(renamed) satisfies PasskeyJson);
  })

  .delete("/:passkey", async (c) => {
    const outcome = await removePasskey(c.var.db, memberOf(c).id, c.req.param("passkey"));
    if (outcome === "not_found") throw notFound();
    if (outcome === "last_way_in") throw passkeyError(c, 409, "last_way_in");
    return c.body(null, 204);
  });
