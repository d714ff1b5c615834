// The export's coach conversation: readable Markdown and JSON.
import { and, asc, eq, sql } from "drizzle-orm";
import * as msg from "../../i18n/paraglide/messages.js";
import { chatMessages } from "../db/schema";
import { iso, jsonArray, keyset, lines, type Member } from "./pages";

type Message = typeof chatMessages.$inferSelect;

const messagePages = (m: Member) =>
  keyset(
    (after: Message | null, size) =>
      m.db
        .select()
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.userId, m.userId),
            after === null
              ? undefined
              : sql`(${chatMessages.createdAt}, ${chatMessages.id}) > (${after.createdAt.getTime()}, ${after.id})`,
          ),
        )
        .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
        .limit(size)
        .all(),
    (row) => row,
  );

export async function* chatMarkdown(m: Member): AsyncGenerator<string> {
  const o = { locale: m.locale };
  yield `# ${msg.chat_title({}, o)}\n`;
  const you = msg.chat_you({}, o);
  const coach = msg.chat_coach({}, o);
  yield* lines(messagePages(m), (c) => `\n## ${c.role === "user" ? you : coach} · ${iso(c.createdAt)}\n\n${c.content.trim()}\n`);
}

export const chatJson = (m: Member) =>
  jsonArray(messagePages(m), (c) => ({ role: c.role, content: c.content, at: iso(c.createdAt) }));
