// The member's conversation with the coach, kept in D1, and the allowance beside it.
import { desc, eq } from "drizzle-orm";
import type { ChatStateJson } from "../../core/api/chat";
import { CHAT_HISTORY_LIMIT, CHAT_MONTHLY_LIMIT } from "../../core/chat/limits";
import type { SessionUser } from "../../core/session";
import type { Db } from "../db/client";
import { chatMessages } from "../db/schema";
import { chatLimiterOf, type ChatLimiters } from "../shared/chat-limiter";

/** The latest messages, oldest first. */
export async function recentMessages(db: Db, userId: string, limit: number) {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(desc(chatMessages.createdAt))
    .limit(limit)
    .all();
  return rows.reverse();
}

export function saveMessage(db: Db, userId: string, role: "user" | "assistant", content: string, at: number) {
  return db.insert(chatMessages).values({ id: crypto.randomUUID(), userId, role, content, createdAt: new Date(at) });
}

export const clearMessages = (db: Db, userId: string) => db.delete(chatMessages).where(eq(chatMessages.userId, userId));

/** The conversation as the chat screen shows it, with this month's allowance. */
export async function chatState(
  db: Db,
  limiters: ChatLimiters,
  user: Pick<SessionUser, "id" | "firstName">,
  now: number,
): Promise<ChatStateJson> {
  const [rows, usage] = await Promise.all([
    recentMessages(db, user.id, CHAT_HISTORY_LIMIT),
    chatLimiterOf(limiters, user.id).usage(now, CHAT_MONTHLY_LIMIT),
  ]);
  return {
    name: user.firstName,
    messages: rows.map((r) => ({ id: r.id, role: r.role, content: r.content, createdAt: r.createdAt.getTime() })),
    remaining: usage.remaining,
    limit: CHAT_MONTHLY_LIMIT,
    resetsAt: usage.resetsAt,
  };
}
