import { getLocale } from "../../../i18n/paraglide/runtime.js";

type Formatter<T, O> = new (locale: string, options?: O) => T;

const built = new Map<string, unknown>();

/**
 * An Intl formatter for the reader's language, built once per language and options: building one
 * loads its locale's data, which costs a slow phone milliseconds each time, and a page formats
 * hundreds of numbers.
 */
export function intl<T, O>(kind: Formatter<T, O>, options: O): T {
  const locale = getLocale();
  const key = `${kind.name}|${locale}|${JSON.stringify(options)}`;
  let formatter = built.get(key) as T | undefined;
  if (!formatter) {
    formatter = new kind(locale, options);
    built.set(key, formatter);
  }
  return formatter;
}
