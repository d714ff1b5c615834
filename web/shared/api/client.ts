// The one way the app talks to its API: a route of the contract (core/api/routes.ts) by its key,
// with the parameters, query and body the contract declares, answering the type it declares. A
// wrong path, method, body or answer type does not compile.
import type { ApiFile, ApiTextStream, ParamNames, PathOf, QueryValue } from "../../../core/api/contract";
import type { ApiErrorJson, ErrorCode } from "../../../core/api/errors";
import type { ApiRoute, ApiRoutes } from "../../../core/api/routes";
import type { Locale } from "../../../core/locale";
import { getLocale } from "../../../i18n/paraglide/runtime.js";

/** The API's error codes, and "http_error" for an answer that carried none (a proxy's page). */
export type FailureCode = ErrorCode | "http_error";

/** An API failure with the server's code, its already-localised message and the field it names (X-Invalid-Field). */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: FailureCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** The path's parameters by name; a number (a set's index) travels as its text. */
type Params<R extends ApiRoute> = [ParamNames<PathOf<R>>] extends [never]
  ? unknown
  : { params: Record<ParamNames<PathOf<R>>, string | number> };

/** What a call of the route sends: its path's parameters, and the query and body the contract declares. */
export type ApiRequest<R extends ApiRoute> = Params<R> & Omit<ApiRoutes[R], "answer">;

/** How the request goes, besides what the contract says. */
interface Options {
  signal?: AbortSignal;
  cache?: RequestCache;
}

/** The request argument: optional when the route needs nothing (per route, so that a wrong key is the error shown). */
type Args<R extends ApiRoute> = R extends ApiRoute
  ? object extends ApiRequest<R>
    ? [request?: ApiRequest<R> & Options]
    : [request: ApiRequest<R> & Options]
  : never;

type Answering<A> = { [R in ApiRoute]: ApiRoutes[R]["answer"] extends A ? R : never }[ApiRoute];
/** Routes that answer JSON (or nothing). */
export type JsonRoute = Exclude<ApiRoute, Answering<ApiFile | ApiTextStream>>;
/** Routes whose answer is a file, used by its address (a video's source, say). */
export type FileRoute = Answering<ApiFile>;
/** Routes that answer streamed text. */
export type TextRoute = Answering<ApiTextStream>;

/** Everything a request may carry, as the functions below read it. */
interface Sendable extends Options {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: object;
  form?: Record<string, string | Blob | undefined>;
  raw?: Blob;
}

/** The route's address: its parameters put into the path, its query after it. */
function addressOf(route: string, { params = {}, query = {} }: Sendable): string {
  const pattern = route.slice(route.indexOf(" ") + 1);
  const path = pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.append(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The body as fetch takes it, and its type (a form's is written by the browser, with its boundary). */
function payload({ body, form, raw }: Sendable): { body?: BodyInit; type?: string } {
  if (body !== undefined) return { body: JSON.stringify(body), type: "application/json" };
  if (raw !== undefined) return { body: raw, type: raw.type || "application/octet-stream" };
  if (form === undefined) return {};
  const data = new FormData();
  for (const [name, value] of Object.entries(form)) {
    // A file goes by its field's name.
    if (value instanceof Blob) data.append(name, value, name);
    else if (value !== undefined) data.append(name, value);
  }
  return { body: data };
}

/** The request with the session cookie, in the page's language. */
function send(route: ApiRoute, request: Sendable = {}, accept: string): Promise<Response> {
  const locale: Locale = getLocale();
  const { body, type } = payload(request);
  const init: RequestInit = {
    method: route.slice(0, route.indexOf(" ")),
    credentials: "same-origin",
    headers: { Accept: accept, "Accept-Language": locale, ...(type ? { "Content-Type": type } : {}) },
  };
  if (body !== undefined) init.body = body;
  if (request.cache) init.cache = request.cache;
  if (request.signal) init.signal = request.signal;
  return fetch(addressOf(route, request), init);
}

/** A failed answer as ApiFailure: the API's error code and localised message when it sent one. */
function failureOf(res: Response, body: unknown): ApiFailure {
  const err = (body as Partial<ApiErrorJson> | null | undefined)?.error;
  return new ApiFailure(res.status, err?.code ?? "http_error", err?.message ?? res.statusText, res.headers.get("X-Invalid-Field") ?? undefined);
}

/**
 * Calls a route of the contract and reads its JSON answer (null for an empty one); a failure is
 * ApiFailure with the server's message: `api("POST /api/plans/workout", { body })`.
 */
export async function api<R extends JsonRoute>(route: R, ...[request]: Args<R>): Promise<ApiRoutes[R]["answer"]> {
  const res = await send(route, request as Sendable | undefined, "application/json");
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy's error page, say): keep the status, drop the body.
    body = undefined;
  }
  if (!res.ok) throw failureOf(res, body);
  return body as ApiRoutes[R]["answer"];
}

/** Calls a route that answers streamed text; a failure is ApiFailure with the server's message. */
export async function apiStream<R extends TextRoute>(route: R, ...[request]: Args<R>): Promise<NonNullable<Response["body"]>> {
  const res = await send(route, request as Sendable | undefined, "text/plain");
  if (!res.ok || !res.body) throw failureOf(res, await res.json().catch(() => undefined));
  return res.body;
}

/** The address of a file the API serves (a video's source, a picture), for the page to load. */
export function apiUrl<R extends FileRoute>(route: R, ...[request]: Args<R>): string {
  return addressOf(route, (request ?? {}) as Sendable);
}
