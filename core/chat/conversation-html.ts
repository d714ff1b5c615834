// The coach's conversation as HTML: written by the worker into a Pro member's /chat page, so the
// history paints with the page's first response, and by the chat screen in the browser from the
// same messages (decision 0037). One renderer, so hydration finds exactly what it would render.
import { micromark } from "micromark";
import type { ChatMessageJson } from "./limits";

/** The hidden speaker names a screen reader reads before each message ("You: ", "Coach: "). */
export interface SpeakerLabels {
  you: string;
  coach: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

// The answers' Markdown: paragraphs, lists and links styled from the bubble.
const answerClass =
  "max-w-[92%] rounded-2xl rounded-bl-md border border-border bg-surface px-4 py-2.5 " +
  "[&_p]:my-2 [&_p:first-of-type]:mt-0 [&_p:last-child]:mb-0 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-5 " +
  "[&_ul]:my-2 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5 [&_a]:font-medium [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-4";
const questionClass = "max-w-[85%] rounded-2xl rounded-br-md bg-accent px-4 py-2.5 text-accent-fg";

/** A link to a page of the app: a path, not `//host` (which leaves the site). */
export const isAppLink = (href: string) => /^\/(?!\/)/.test(href);

/**
 * An answer's Markdown as HTML. micromark keeps CommonMark's safe defaults: raw HTML is shown as
 * text and `javascript:` and other unsafe link targets are dropped. Links that leave the app open
 * in a new tab; the app's own are followed by the screen's router.
 */
export function answerHtml(markdown: string): string {
  return micromark(markdown).replace(/<a href="([^"]*)"/g, (tag, href: string) =>
    isAppLink(href) ? tag : `<a href="${href}" target="_blank" rel="noopener noreferrer"`,
  );
}

/** One message as a list item: the member's as plain text, the coach's as formatted Markdown. */
export function messageHtml(message: Pick<ChatMessageJson, "role" | "content">, labels: SpeakerLabels): string {
  if (message.role === "user") {
    return (
      `<li class="flex justify-end"><div class="${questionClass}"><span class="sr-only">${escapeHtml(labels.you)}: </span>` +
      `<p class="whitespace-pre-wrap">${escapeHtml(message.content)}</p></div></li>`
    );
  }
  return (
    `<li class="flex justify-start"><div class="${answerClass}"><span class="sr-only">${escapeHtml(labels.coach)}: </span>` +
    `${answerHtml(message.content)}</div></li>`
  );
}

/** The messages in order, as the inner HTML of the conversation's list. */
export const conversationHtml = (messages: Pick<ChatMessageJson, "role" | "content">[], labels: SpeakerLabels) =>
  messages.map((message) => messageHtml(message, labels)).join("");
