// The API's path parameters, by name: every `:id` is a UUID (workouts, progress entries), an
// `:exercise` a library slug, a `:food` a food of the database, a `:code` a product's barcode
// with its check digit. A malformed one is a bad request.
import * as v from "valibot";
import { barcodeSchema } from "./barcode";
import { foodIdSchema } from "./foods";
import { identityProviderSchema } from "./security";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const pathParamSchemas = {
  id: v.pipe(v.string("validation_id_invalid"), v.regex(uuid, "validation_id_invalid")),
  exercise: v.pipe(
    v.string("validation_exercise_invalid"),
    v.maxLength(100, "validation_exercise_invalid"),
    v.regex(slug, "validation_exercise_invalid"),
  ),
  food: foodIdSchema,
  code: barcodeSchema,
  /** A passkey's credential id, base64url. */
  passkey: v.pipe(v.string("validation_passkey_invalid"), v.maxLength(1024, "validation_passkey_invalid"), v.regex(/^[A-Za-z0-9_-]+$/, "validation_passkey_invalid")),
  provider: identityProviderSchema,
} as const satisfies Record<string, v.GenericSchema<string, unknown>>;
