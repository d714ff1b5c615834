// The coach from the browser: the conversation, and sending a message whose answer streams in.
import { queryOptions } from "@tanstack/react-query";
import { chatQueryKey } from "../../core/api/chat";
import { api, apiStream } from "../shared/api/client";
import { localIsoDate } from "../shared/i18n/format";

export const chatQuery = (userId: string) =>
  queryOptions({
    queryKey: chatQueryKey(userId),
    queryFn: () => api("GET /api/chat/messages", { cache: "no-store" }),
    staleTime: 30_000,
  });

export const clearChat = () => api("DELETE /api/chat/messages");

/** Sends a message; `onPiece` gets the answer so far as it streams. Errors are ApiFailure with the server's message. */
export async function sendMessage(content: string, onPiece: (soFar: string) => void): Promise<string> {
  const answer = await apiStream("POST /api/chat/messages", { body: { content, today: localIsoDate() } });
  const reader = answer.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text;
    text += value;
    onPiece(text);
  }
}
