// Bodies over their route's limit are refused from the Content-Length header alone, before any
// other work (no session, no database) and before a byte of the body is read: a JSON 413 in the
// request's language. A body sent without a length (chunked) is counted as it is read, by each
// route's own bodyLimit.
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { errorResponse, type ErrorCode } from "./errors";

export interface BodyLimit {
  /** The path the limit is for (exactly), e.g. `/api/transform/previews`. */
  path: string;
  maxBytes: number;
  code: ErrorCode;
}

export function declaredBodyLimit(limits: readonly BodyLimit[], fallback: Omit<BodyLimit, "path">) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const declared = c.req.header("Content-Length");
    if (declared && /^\d+$/.test(declared)) {
      const { pathname } = new URL(c.req.url);
      const limit = limits.find((l) => l.path === pathname) ?? fallback;
      if (Number(declared) > limit.maxBytes) {
        const res = errorResponse(c, 413, limit.code);
        // The rest of the body is not wanted: the connection is not reused for another request.
        res.headers.set("Connection", "close");
        return res;
      }
    }
    await next();
  });
}
