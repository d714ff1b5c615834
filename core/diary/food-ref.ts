// What a diary entry, a recipe's ingredient or a favourite names as its food (decision 0044): a
// food of the database (an SR28 NDB number or a staple's slug), the member's own food or recipe
// (ids made on the device), or a dish of the library (its slug).
export const foodKinds = ["db", "custom", "recipe", "dish"] as const;
export type FoodKind = (typeof foodKinds)[number];

export interface FoodRef {
  kind: FoodKind;
  id: string;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The food database's ids, as core/validation/foods.ts's foodIdSchema takes them. */
const databaseId = /^(?:\d{5}|[a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** Whether an id has the form its kind's ids take. */
export function refIdValid(kind: FoodKind, id: string): boolean {
  if (id.length > 80) return false;
  if (kind === "db") return databaseId.test(id);
  if (kind === "dish") return slug.test(id);
  return uuid.test(id);
}

export const sameFood = (a: { kind: string; id: string }, b: { kind: string; id: string }) => a.kind === b.kind && a.id === b.id;

/** A favourite's id: `<kind>:<food id>`, one per food and member. */
export const favouriteIdOf = (ref: FoodRef) => `${ref.kind}:${ref.id}`;

/** The food a favourite's id names, or null for an id that does not have that form. */
export function favouriteRef(id: string): FoodRef | null {
  const at = id.indexOf(":");
  const kind = id.slice(0, at) as FoodKind;
  const ref = { kind, id: id.slice(at + 1) };
  return at > 0 && foodKinds.includes(kind) && refIdValid(kind, ref.id) ? ref : null;
}
