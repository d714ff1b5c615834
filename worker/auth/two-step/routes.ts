// Two-step verification: the sign-in's second step under /api/auth/two-step, and the
// member's own settings under /api/account/two-step (set up, turn on, new recovery codes, turn off).
import { Hono, type Context } from "hono";
import type { OkJson } from "../../../core/api/auth";
import type { RecoveryCodesJson, TwoStepSetupJson } from "../../../core/api/security";
import { twoStepCodeSchema, twoStepDisableSchema, twoStepSchema } from "../../../core/validation/security";
import * as m from "../../../i18n/paraglide/messages.js";
import type { AppEnv } from "../../env";
import { ApiError } from "../../platform/errors";
import { jsonBody } from "../../platform/validate";
import { memberOf, requireUser } from "../../shared/require-user";
import { clientAddress } from "../../platform/client-address";
import { confirmPassword } from "../credentials";
import { replaceRecoveryCodes } from "./recovery-codes";
import { answerSecondStep, spendCodeGuess } from "./second-step";
import { acceptCode, beginSetup, turnOff } from "./store";
import { setupOf } from "./totp";

export const twoStepAuthRoutes = new Hono<AppEnv>().post("/", jsonBody(twoStepSchema), (c) => answerSecondStep(c, c.req.valid("json")));

/**
 * Checks the signed-in member's app code, counted against the same limits as the sign-in's
 * second step; `turnOn` for the first code of a set-up.
 */
async function confirmCode(c: Context<AppEnv>, code: string, turnOn = false): Promise<void> {
  const member = memberOf(c);
  const locale = c.get("locale");
  const taken = await spendCodeGuess(c.var.db, member.id, clientAddress(c.req.raw), locale, c.var.clock.now());
  if (!(await acceptCode(c.var.db, member.id, code, c.var.clock.now(), turnOn))) {
    throw new ApiError(400, "two_step_invalid", m.security_error_two_step_invalid({}, { locale }), { "X-Invalid-Field": "code" });
  }
  await taken.release();
}

/** Secrets and codes are shown once: never kept by a cache. */
const recoveryAnswer = async (c: Context<AppEnv>) => {
  c.header("Cache-Control", "no-store");
  const recoveryCodes = await replaceRecoveryCodes(c.var.db, memberOf(c).id, c.var.clock.now());
  return c.json({ recoveryCodes } satisfies RecoveryCodesJson);
};

export const twoStepAccountRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post("/setup", async (c) => {
    const member = memberOf(c);
    const secret = await beginSetup(c.var.db, member.id, c.var.clock.now());
    // Already on: turning it off first (password or code) is the way to change the app.
    if (!secret) throw new ApiError(409, "bad_request");
    c.header("Cache-Control", "no-store");
    return c.json(setupOf(secret, member.email) satisfies TwoStepSetupJson);
  })
  .post("/enable", jsonBody(twoStepCodeSchema), async (c) => {
    await confirmCode(c, c.req.valid("json").code, true);
    return recoveryAnswer(c);
  })
  .post("/recovery-codes", jsonBody(twoStepCodeSchema), async (c) => {
    await confirmCode(c, c.req.valid("json").code);
    return recoveryAnswer(c);
  })
  .post("/disable", jsonBody(twoStepDisableSchema), async (c) => {
    const { currentPassword, code } = c.req.valid("json");
    const member = memberOf(c);
    if (currentPassword !== undefined) {
      await confirmPassword(c.var.db, member, currentPassword, clientAddress(c.req.raw), c.get("locale"), c.var.clock.now());
    } else {
      await confirmCode(c, code!);
    }
    await turnOff(c.var.db, member.id);
    return c.json({ ok: true } satisfies OkJson);
  });
