import type { Locale } from "../core/locale";
import { keyedMessages } from "./keyed-messages";

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
  return Object.hasOwn(keyedMessages, key) ? (keyedMessages as unknown as Record<string, Message>)[key] : undefined;
}
