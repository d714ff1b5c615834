import type { Locale } from "../core/locale";
import * as m from "./paraglide/messages.js";

type Message = (inputs: Record<string, never>, options?: { locale?: Locale }) => string;

/**
 * The shared schemas' messages are message keys (core/validation): the text in the given
 * language, or the page's current one. Anything that is not a key is already a text.
 */
export function translateMessage(keyOrText: string, locale?: Locale): string {
  const fn = (m as unknown as Record<string, Message | undefined>)[keyOrText];
  return typeof fn === "function" ? fn({}, locale ? { locale } : undefined) : keyOrText;
}
