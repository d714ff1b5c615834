// The coach from the browser: the conversation, and sending a message whose answer streams in.
import { queryOptions } from "@tanstack/react-query";
import { chatQueryKey, type ChatStateJson } from "../../core/api/chat";
import { apiFetch, failureOf } from "../shared/api/client";
import { localIsoDate } from "../shared/i18n/format";
import { getLocale } from "../../i18n/paraglide/runtime.js";

export const chatQuery = (userId: string) =>
  queryOptions({
    queryKey: chatQueryKey(userId),
    queryFn: () => apiFetch<ChatStateJson>("/api/chat/messages", { cache: "no-store" }),
    staleTime: 30_000,
  });

export const clearChat = () => apiFetch<void>("/api/chat/messages", { method: "DELETE" });

/** Sends a message; `onPiece` gets the answer so far as it streams. Errors are ApiFailure with the server's message. */
export async function sendMessage(content: string, onPiece: (soFar: string) => void): Promise<string> {
  const res = await fetch("/api/chat/messages", {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json", Accept: "text/plain", "Accept-Language": getLocale() },
    body: JSON.stringify({ content, today: localIsoDate() }),
  });
  if (!res.ok || !res.body) throw failureOf(res, await res.json().catch(() => undefined));
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text;
    text += value;
    onPiece(text);
  }
}
