// The worker's side of the API contract (core/api/routes.ts), checked by the compiler: for each
// route of the table, the router has it; its validators take the body, form and query the table
// declares (what the client may send, the validator's input type accepts); and every answer its
// handler can give is one the table declares. No route under /api is missing from the table.
// worker/app.ts applies it to the app; a mismatch fails `tsc -p tsconfig.worker.json` there,
// naming the route and both types.
import type { ExtractSchema } from "hono/types";
import type { ApiFile, ApiTextStream, MethodOf, PathOf } from "../../core/api/contract";
import type { ApiRoute, ApiRoutes } from "../../core/api/routes";

/** The handler's entries for a route of the table (a union when it answers in several ways). */
type Endpoint<S, K extends string> =
  PathOf<K> extends keyof S
    ? `$${Lowercase<MethodOf<K>>}` extends keyof S[PathOf<K>]
      ? S[PathOf<K>][`$${Lowercase<MethodOf<K>>}`]
      : never
    : never;

/** A query value as it travels: text. */
type Sent<V> = V extends string | number | boolean ? `${V}` : V;
type AsSent<Q> = { [K in keyof Q]: Sent<Q[K]> };

/** What a validator of this kind takes, or never when the route has none. */
type Validated<E, Kind extends string> = E extends { input: infer I } ? (I extends Record<Kind, infer T> ? T : never) : never;

/** Fields the client may send that the validator does not know (it would drop them). */
type Unknown<Declared, Taken> = Exclude<keyof Declared, Taken extends unknown ? keyof Taken : never>;
/** The declared value is accepted by the validator, field by field. */
type Accepted<Declared, Taken> = [Declared] extends [Taken] ? ([Unknown<Declared, Taken>] extends [never] ? true : false) : false;

/** The client's value must be one the validator accepts; a validator the table omits is a mismatch too. */
type InputProblem<Kind extends string, Declared, Taken> = [Declared] extends [undefined]
  ? [Taken] extends [never]
    ? never
    : { [P in Kind]: { worker: Taken; contract: "none" } }
  : [Taken] extends [never]
    ? { [P in Kind]: { worker: "none"; contract: Declared } }
    : Accepted<Declared, Taken> extends true
      ? never
      : { [P in Kind]: { worker: Taken; contract: Declared } };

/** A query the worker reads without a validator is not checked; one it validates must be declared. */
type QueryProblem<Declared, Taken> = [Taken] extends [never]
  ? never
  : [Declared] extends [undefined]
    ? { query: { worker: Taken; contract: "none" } }
    : Accepted<AsSent<Declared>, Taken> extends true
      ? never
      : { query: { worker: Taken; contract: Declared } };

/** A handler that returns a bare Response (a file, a stream) has no typed answer. */
type Untyped<E> = E extends { outputFormat: infer F } ? (string extends F ? true : false) : false;

type AnswerProblem<K extends string, E, Declared> =
  MethodOf<K> extends "HEAD"
    ? never // a HEAD answer has no body
    : [Declared] extends [ApiFile | ApiTextStream]
      ? true extends Untyped<E>
        ? never
        : { answer: { worker: E extends { output: infer O } ? O : never; contract: "not JSON" } }
      : true extends Untyped<E>
        ? { answer: { worker: "not JSON"; contract: Declared } }
        : [E extends { output: infer O } ? O : never] extends [Declared]
          ? never
          : { answer: { worker: E extends { output: infer O } ? O : never; contract: Declared } };

type Field<C, F extends string> = F extends keyof C ? Exclude<C[F], undefined> : undefined;

type Problem<S, K extends ApiRoute> = [Endpoint<S, K>] extends [never]
  ? "the worker has no such route"
  : | InputProblem<"json", Field<ApiRoutes[K], "body">, Validated<Endpoint<S, K>, "json">>
    | InputProblem<"form", Field<ApiRoutes[K], "form">, Validated<Endpoint<S, K>, "form">>
    | QueryProblem<Field<ApiRoutes[K], "query">, Validated<Endpoint<S, K>, "query">>
    | AnswerProblem<K, Endpoint<S, K>, ApiRoutes[K]["answer"]>;

type ApiPath<S> = keyof S & `/api${string}`;
type Method<M> = M extends `$${infer Name}` ? Uppercase<Name> : never;
/** The worker's routes under /api, as the table's keys. */
type WorkerRoute<S> = { [P in ApiPath<S>]: `${Method<keyof S[P]>} ${P}` }[ApiPath<S>];

/** The routes that disagree with the table, each with what differs; `{}` when they all agree. */
export type ContractProblems<App> = Problems<Flat<ExtractSchema<App>>>;
/** The schema as one object type (the router's is an intersection of one per route): faster to read. */
type Flat<S> = { [P in keyof S]: S[P] };
type Problems<S> = {
  [K in ApiRoute as Problem<S, K> extends never ? never : K]: Problem<S, K>;
} & { [K in Exclude<WorkerRoute<S>, ApiRoute>]: "missing from core/api/routes.ts" };

/** Compiles only when there is nothing to report. */
export type Agreed<Problems extends Record<string, never>> = Problems;
