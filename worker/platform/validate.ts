// The one way request bodies, queries and path parameters are validated: the same valibot schema
// the form uses. Failures answer in the API's error shape with the failed rule's own message in
// the request's language (the schemas in core/ carry message keys); a rule without a key gets
// "Invalid value for <field>", never the library's English text and never the input echoed
// back. Never a 500 for bad input.
import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { validator } from "hono/validator";
import * as v from "valibot";
import type { Locale } from "../../core/locale";
import * as m from "../../i18n/paraglide/messages.js";
import { hasMessage, translateMessage } from "../../i18n/translate";
import type { AppEnv } from "../env";
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
    // Own keys only: a body's "__proto__" (an unknown key a strict object reports) names no rule.
    const key = String(item.key);
    node = node?.entries && Object.hasOwn(node.entries, key) ? (node.entries[key] as Node) : undefined;
  }
  if (!node) return undefined;
  const result = v.safeParse(node as v.GenericSchema, undefined);
  return result.success ? undefined : result.issues[0].message;
}

/** Field paths are the schema's own keys and array positions; anything else is not named. */
const namedField = /^[A-Za-z0-9_.]{1,64}$/;

/** The message of a failed rule: its key's text, else a generic text about the field. */
function issueMessage(schema: v.GenericSchema, issue: v.BaseIssue<unknown>, field: string | null, locale: Locale): string {
  const key = missingKeyMessage(schema, issue) ?? issue.message;
  if (hasMessage(key)) return translateMessage(key, locale);
  if (field && namedField.test(field)) return m.validation_field_invalid({ field }, { locale });
  return issue.type === "object" ? m.validation_body_object({}, { locale }) : m.validation_value_invalid({}, { locale });
}

function check<S extends v.GenericSchema>(schema: S, value: unknown, c: Context<AppEnv>, name?: string): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const field = name ?? v.getDotPath(issue);
  const message = issueMessage(schema, issue, field, c.get("locale"));
  throw new ApiError(400, "validation_failed", message, field && namedField.test(field) ? { "X-Invalid-Field": field } : undefined);
}

const isJson = (contentType: string | undefined) => /^application\/([a-z-.]+\+)?json\b/i.test(contentType ?? "");

/** A JSON object: valibot's object schemas would also take an array (as an object with no keys). */
const isPlainObject = (value: unknown) => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Validates a JSON body, which is always an object: another content type is 415, malformed JSON
 * 400 invalid_json, an array, null, a number or a string 400 validation_failed.
 */
export function jsonBody<S extends v.GenericSchema>(schema: S) {
  return validator("json", (value: unknown, c) => {
    if (!isJson(c.req.header("Content-Type"))) throw new ApiError(415, "unsupported_media_type");
    if (!isPlainObject(value)) {
      // The schema's own "not an object" message when it has one (an array is checked as null).
      check(schema, Array.isArray(value) ? null : value, c as Context<AppEnv>);
      throw new ApiError(400, "validation_failed", m.validation_body_object({}, { locale: (c as Context<AppEnv>).get("locale") }));
    }
    return check(schema, value, c as Context<AppEnv>);
  }) as MiddlewareHandler<AppEnv, string, { in: { json: v.InferInput<S> }; out: { json: v.InferOutput<S> } }>;
}

/**
 * Validates a multipart form (fields and files), which is the body of the routes that take a file
 * with their fields: another content type is 415, a malformed body 400.
 */
export function formBody<S extends v.GenericSchema>(schema: S) {
  return validator("form", (value, c) => {
    if (!/^multipart\/form-data\b/i.test(c.req.header("Content-Type") ?? "")) throw new ApiError(415, "unsupported_media_type");
    return check(schema, value, c as Context<AppEnv>);
  }) as MiddlewareHandler<AppEnv, string, { in: { form: v.InferInput<S> }; out: { form: v.InferOutput<S> } }>;
}

/** Validates the query string. */
export function queryParams<S extends v.GenericSchema>(schema: S) {
  return validator("query", (value, c) => check(schema, value, c as Context<AppEnv>)) as MiddlewareHandler<
    AppEnv,
    string,
    { in: { query: v.InferInput<S> }; out: { query: v.InferOutput<S> } }
  >;
}

/**
 * Validates the path parameters of the route that will answer, by name (`:id` is always checked
 * by `rules.id`), before any handler runs: a malformed id is a 400, not a 404 or a 500. Used
 * once, in front of every API route; a parameter name without a rule is a test failure.
 */
export function pathParams(rules: Readonly<Record<string, v.GenericSchema<string, unknown>>>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Middleware is registered for ALL methods; the first route of the request's own method answers.
    const answering = matchedRoutes(c).findIndex((route) => route.method !== "ALL");
    if (answering >= 0) {
      const own = c.req.routeIndex;
      c.req.routeIndex = answering;
      const params: Record<string, string> = c.req.param();
      c.req.routeIndex = own;
      for (const [name, value] of Object.entries(params)) {
        const rule = rules[name];
        if (rule) check(rule, value, c, name);
      }
    }
    await next();
  };
}
