// A new passkey's name until the member gives one: the device it was made on ("Chrome on
// Android"), else "Passkey" in the member's language.
import type { Context } from "hono";
import { passkeyNameLimits } from "../../../core/validation/security";
import * as m from "../../../i18n/paraglide/messages.js";
import type { AppEnv } from "../../env";
import { deviceName } from "../sign-in/record";

export function defaultPasskeyName(c: Context<AppEnv>): string {
  const device = deviceName(c.req.header("User-Agent"));
  return (device ?? m.passkey_default_name({}, { locale: c.get("locale") })).slice(0, passkeyNameLimits.max);
}
