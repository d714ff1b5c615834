// Field checks from the shared valibot schemas (core/validation). The schemas' messages are
// message keys; the fields show them in the current language.
import * as v from "valibot";

type Validator = (args: { value: unknown }) => string | undefined;

/** A TanStack Form field validator: the first issue's message key, or nothing when valid. */
export function check(schema: v.GenericSchema): Validator {
  return ({ value }) => {
    const result = v.safeParse(schema, value);
    return result.success ? undefined : result.issues[0].message;
  };
}

/** Runs on change and on blur; the field shows errors once it has been left or submitted. */
export const onChangeAndBlur = (schema: v.GenericSchema) => ({ onChange: check(schema), onBlur: check(schema) });
