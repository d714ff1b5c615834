// /api/chat: the conversation with the coach (a send answers streamed plain text, not JSON).
import type { ChatMessageJson, ChatStateJson } from "../chat/limits";

export type { ChatMessageJson, ChatStateJson };

export type ChatErrorCode = "chat_too_soon" | "chat_send_failed" | "chat_monthly_limit";

/**
 * The browser's cache key of a member's conversation: the chat screen's query, and the worker's
 * copy of it in a Pro member's /chat page (worker/pages/member-data.ts).
 */
export const chatQueryKey = (userId: string) => ["chat", userId] as const;
