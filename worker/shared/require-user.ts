import type { Context, MiddlewareHandler } from "hono";
import type { SessionUser } from "../../core/session";
import * as m from "../../i18n/paraglide/messages.js";
import type { AppEnv } from "../env";
import { ApiError } from "../platform/errors";

/** Guards member-only APIs: 401 "No access token available" without a valid session. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get("user")) {
    throw new ApiError(401, "unauthorized", m.api_error_no_token({}, { locale: c.get("locale") }));
  }
  await next();
};

/** The signed-in member inside a route guarded by requireUser (401 if there is none). */
export function memberOf(c: Context<AppEnv>): SessionUser {
  const user = c.get("user");
  if (!user) throw new ApiError(401, "unauthorized", m.api_error_no_token({}, { locale: c.get("locale") }));
  return user;
}
