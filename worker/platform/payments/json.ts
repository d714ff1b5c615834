// Reading Stripe's JSON (events, API answers) without trusting its shape.
export type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
export const str = (v: unknown) => (typeof v === "string" && v.length > 0 ? v : null);
/** An id field that Stripe returns either as a string or, when expanded, as an object. */
export const idOf = (v: unknown) => (isObj(v) ? str(v.id) : str(v));
