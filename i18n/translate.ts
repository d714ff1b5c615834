import type { Locale } from "../core/locale";
import * as m from "./paraglide/messages.js";

type Message = (inputs: Record<string, never>, options?: { locale?: Locale }) => string;

/**
 * The shared schemas' messages are message keys (core/validation): the text in the given
 * language, or the page's current one. Anything that is not a key is already a text.
 */
export function translateMessage(keyOrText: string, locale?: Locale): string {
  const fn = messageOf(keyOrText);
  return fn ? fn({}, locale ? { locale } : undefined) : keyOrText;
}

/** Whether a text is a message key (so it has a text in every language). */
export const hasMessage = (keyOrText: string): boolean => messageOf(keyOrText) !== undefined;

function messageOf(key: string): Message | undefined {
  const fn = (m as unknown as Record<string, Message | undefined>)[key];
  return typeof fn === "function" ? fn : undefined;
}
