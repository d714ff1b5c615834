// What confirms deleting an account: the password, or one of the member's own passkeys verified
// by the authenticator (PIN, fingerprint, face), as a bank asks again before something final. An
// account with neither (signed in through Google or Yandex only) types its e-mail address: its
// session alone could set a first password, so asking for one proved nothing and only sent the
// member away to make one.
import type { Context } from "hono";
import type { SessionUser } from "../../core/session";
import type { DeleteAccountInput } from "../../core/validation/security";
import * as m from "../../i18n/paraglide/messages.js";
import type { AppEnv } from "../env";
import { clientAddress } from "../platform/client-address";
import { ApiError } from "../platform/errors";
import { findUserById } from "./accounts";
import { confirmPassword } from "./credentials";
import { limitFor, spend } from "./limits";
import { checkAuthentication, passkeyError, takeChallenge } from "./passkeys/ceremony";
import { relyingParty } from "./passkeys/relying-party";
import { countPasskeys, findPasskey, recordUse } from "./passkeys/store";

export async function confirmDeletion(c: Context<AppEnv>, member: SessionUser, input: DeleteAccountInput): Promise<void> {
  const db = c.var.db;
  const locale = c.get("locale");
  if ("password" in input) return confirmPassword(db, member, input.password, clientAddress(c.req.raw), locale, c.var.clock.now());
  if ("passkey" in input) return confirmWithPasskey(c, member, input.passkey);
  const user = await findUserById(db, member.id);
  // The address is for an account that has nothing stronger to confirm with.
  if (!user || user.passwordHash || (await countPasskeys(db, member.id)) > 0) {
    throw new ApiError(400, "confirmation_required", m.settings_delete_use_stronger({}, { locale }));
  }
  if (input.email !== user.email) {
    throw new ApiError(400, "wrong_email", m.settings_delete_wrong_email({}, { locale }), { "X-Invalid-Field": "email" });
  }
}

async function confirmWithPasskey(c: Context<AppEnv>, member: SessionUser, response: Extract<DeleteAccountInput, { passkey: unknown }>["passkey"]) {
  const db = c.var.db;
  await spend(db, [limitFor("passkeyAttemptsPerIp", clientAddress(c.req.raw))], c.get("locale"), c.var.clock.now());
  const challenge = await takeChallenge(c, response.response.clientDataJSON, "passkey_confirm");
  const passkey = await findPasskey(db, response.id);
  // The member's own challenge and passkey: another account's passkey proves nothing here.
  if (challenge.row.userId !== member.id || !passkey || passkey.userId !== member.id) throw passkeyError(c, 401, "passkey_failed");
  const use = await checkAuthentication(c, relyingParty(c), response, challenge.value, passkey);
  if (!use.userVerified || !(await recordUse(db, passkey.id, use.newCounter, c.var.clock.now()))) throw passkeyError(c, 401, "passkey_failed");
}
