// The one way request bodies and queries are validated: the same valibot schema the form uses.
// Failures answer in the API's error shape with the first issue's message (the schemas in core/
// carry the product's exact texts), never a 500 for bad input.
import type { Context, MiddlewareHandler } from "hono";
import { validator } from "hono/validator";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { translateMessage } from "../../i18n/translate";
import { ApiError } from "./errors";

type Node = { entries?: Record<string, v.GenericSchema>; wrapped?: Node };

/**
 * valibot reports a missing key with its own English text ("Invalid key: …"). The field's own
 * rule has the message the form shows, so the missing value is checked against that rule.
 */
function missingKeyMessage(schema: v.GenericSchema, issue: v.BaseIssue<unknown>): string | undefined {
  const path = issue.path ?? [];
  if (path.at(-1)?.origin !== "key") return undefined;
  let node: Node | undefined = schema as Node;
  for (const item of path) {
    while (node && !node.entries && node.wrapped) node = node.wrapped;
    node = node?.entries?.[String(item.key)] as Node | undefined;
  }
  if (!node) return undefined;
  const result = v.safeParse(node as v.GenericSchema, undefined);
  return result.success ? undefined : result.issues[0].message;
}

function check<S extends v.GenericSchema>(schema: S, value: unknown, c: Context<AppEnv>): v.InferOutput<S> {
  const result = v.safeParse(schema, value, { lang: c.get("locale") });
  if (result.success) return result.output;
  const issue = result.issues[0];
  const field = issue ? v.getDotPath(issue) : null;
  const message = issue ? translateMessage(missingKeyMessage(schema, issue) ?? issue.message, c.get("locale")) : undefined;
  throw new ApiError(400, "validation_failed", message, field ? { "X-Invalid-Field": field } : undefined);
}

const isJson = (contentType: string | undefined) => /^application\/([a-z-.]+\+)?json\b/i.test(contentType ?? "");

/** Validates a JSON body: another content type is 415, malformed JSON 400 invalid_json. */
export function jsonBody<S extends v.GenericSchema>(schema: S) {
  return validator("json", (value, c) => {
    if (!isJson(c.req.header("Content-Type"))) throw new ApiError(415, "unsupported_media_type");
    return check(schema, value, c as Context<AppEnv>);
  }) as MiddlewareHandler<AppEnv, string, { in: { json: v.InferInput<S> }; out: { json: v.InferOutput<S> } }>;
}

/** Validates the query string. */
export function queryParams<S extends v.GenericSchema>(schema: S) {
  return validator("query", (value, c) => check(schema, value, c as Context<AppEnv>)) as MiddlewareHandler<
    AppEnv,
    string,
    { in: { query: v.InferInput<S> }; out: { query: v.InferOutput<S> } }
  >;
}
