// The chat's rules: Pro members send up to their monthly allowance, with
// a short pause between messages so a double tap or a script cannot drain it.
import { allowances } from "../billing/catalog";

export const CHAT_MONTHLY_LIMIT = allowances.PRO.chatMessages;
/** The pause between two messages of one member. */
export const CHAT_MIN_INTERVAL_MS = 3000;
export const CHAT_MAX_LENGTH = 2000;
/** How much of the conversation goes back to the model with each message. */
export const CHAT_CONTEXT_MESSAGES = 12;
/** How much history the screen loads. */
export const CHAT_HISTORY_LIMIT = 100;

export interface ChatMessageJson {
  id: string;
  role: "user" | "assistant";
  content: string;
  createdAt: number;
}

export interface ChatStateJson {
  /** The member's first name, which the coach's welcome greets. */
  name: string;
  messages: ChatMessageJson[];
  remaining: number;
  limit: number;
  /** When the monthly allowance starts again (ms since the epoch, first day of next month UTC). */
  resetsAt: number;
}
