import type { Locale } from "../../core/locale";

/** A message without parameters, in the locale asked for. */
export type ErrorMessage = (inputs: Record<string, never>, options: { locale: Locale }) => string;

/**
 * An error catalogue: each code of a feature's union and the message the API answers with
 * unless the thrower gives one. Called with the union, so a missing or unknown code fails to compile.
 */
export const catalogue = <Code extends string>(entries: Record<Code, ErrorMessage>): Record<Code, ErrorMessage> => entries;
