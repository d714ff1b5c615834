// The shape of an entry of the API's route table (core/api/routes.ts), and the types both sides
// read it by: the client's call (web/shared/api/client.ts) and the worker's check of its handlers
// (worker/platform/api-contract.ts).

/** An answer that is not JSON but a file (a video, a photo, captions): the page uses its address. */
export interface ApiFile {
  readonly notJson: "file";
}

/** An answer that is not JSON but text streamed as it is written (the coach's reply). */
export interface ApiTextStream {
  readonly notJson: "text";
}

/** What a query string's value may be; it travels as its text. */
export type QueryValue = string | number | boolean | undefined;

/**
 * One route: what the client sends besides the path's parameters, and what it gets back. The
 * body is one of: `body` (JSON), `form` (multipart fields and files) or `raw` (the bytes as they
 * are, a photo say). `answer` is the JSON answer, `null` for an empty one (204, or FREE's
 * subscription), or ApiFile / ApiTextStream.
 */
export interface RouteSpec {
  query?: Record<string, QueryValue>;
  body?: object;
  form?: Record<string, string | Blob | undefined>;
  raw?: Blob;
  answer: unknown;
}

/** A table entry: only its type matters, the value is a placeholder the route list is read from. */
export const route = <R extends RouteSpec>(): R => ({}) as R;

/** The method of a route's key, `POST` in `POST /api/plans/workout`. */
export type MethodOf<K extends string> = K extends `${infer M} ${string}` ? M : never;
/** The path of a route's key, `/api/plans/workout` in `POST /api/plans/workout`. */
export type PathOf<K extends string> = K extends `${string} ${infer P}` ? P : never;

/** The names of a path's parameters: `id` and `exercise` in `/api/workouts/:id/sets/:exercise`. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
