// /api/chat: the conversation with the coach (a send answers streamed plain text, not JSON).
import type { ChatMessageJson, ChatStateJson } from "../chat/limits";

export type { ChatMessageJson, ChatStateJson };

export type ChatErrorCode = "chat_too_soon" | "chat_send_failed" | "chat_monthly_limit";
