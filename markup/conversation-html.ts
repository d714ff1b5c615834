// The coach's conversation as HTML: written by the worker into a Pro member's /chat page, so the
// history paints with the page's first response, and by the chat screen in the browser from the
// same messages (decision 0037). One renderer, so hydration finds exactly what it would render.
// The worker imports it (the one client module it may, .dependency-cruiser.cjs): it imports
// nothing of the client's, only core/ and micromark.
import { micromark } from "micromark";
import type { ChatMessageJson } from "../core/chat/limits";
import { escapeHtml } from "../core/escape-html";

/** The hidden speaker names a screen reader reads before each message ("You: ", "Coach: "). */
export interface SpeakerLabels {
  you: string;
  coach: string;
}

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
 * text and `javascript:` and other unsafe link targets are dropped (the link is then its text).
 * Links that leave the app open in a new tab; the app's own are followed by the screen's router.
 */
export function answerHtml(markdown: string): string {
  return (
    micromark(markdown)
      // A link whose target was dropped as unsafe is just its text.
      .replace(/<a href=""[^>]*>(.*?)<\/a>/g, "$1")
      // The coach shows no pictures: an image is its description.
      .replace(/<img src="[^"]*" alt="([^"]*)"[^>]*>/g, "$1")
      .replace(/<a href="([^"]*)"/g, (tag, href: string) =>
        isAppLink(href) ? tag : `<a href="${href}" target="_blank" rel="noopener noreferrer"`,
      )
  );
}

/** One message's list item: its class and its inner HTML (the member's text, or the coach's formatted answer). */
export function messageItem(
  message: Pick<ChatMessageJson, "role" | "content">,
  labels: SpeakerLabels,
): { className: string; html: string } {
  if (message.role === "user") {
    return {
      className: "flex justify-end",
      html:
        `<div class="${questionClass}"><span class="sr-only">${escapeHtml(labels.you)}: </span>` +
        `<p class="whitespace-pre-wrap">${escapeHtml(message.content)}</p></div>`,
    };
  }
  return {
    className: "flex justify-start",
    html: `<div class="${answerClass}"><span class="sr-only">${escapeHtml(labels.coach)}: </span>${answerHtml(message.content)}</div>`,
  };
}

/**
 * The messages in order, as the inner HTML of the conversation's list: what the worker writes,
 * and what the screen's items (one `<li>` per message from `messageItem`) hydrate onto.
 */
export const conversationHtml = (messages: Pick<ChatMessageJson, "role" | "content">[], labels: SpeakerLabels) =>
  messages
    .map((message) => {
      const item = messageItem(message, labels);
      return `<li class="${item.className}">${item.html}</li>`;
    })
    .join("");
