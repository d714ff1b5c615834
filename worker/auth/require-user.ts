import type { MiddlewareHandler } from "hono";
import type { SessionUser } from "../../core/session";
import * as m from "../../web/paraglide/messages.js";
import type { AppEnv } from "../env";
import { ApiError } from "../platform/errors";

/** Guards member-only APIs: 401 "No access token available" without a valid session. */
export const requireUser: MiddlewareHandler<AppEnv & { Variables: { user: SessionUser } }> = async (c, next) => {
  if (!c.get("user")) {
    throw new ApiError(401, "unauthorized", m.api_error_no_token({}, { locale: c.get("locale") }));
  }
  await next();
};
