import type { Locale } from "../../core/locale";

/**
 * A label is a compiled message: in the page's language when called bare (the screens), or in
 * the given one (the worker answers in the request's language).
 */
export type Label = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;
