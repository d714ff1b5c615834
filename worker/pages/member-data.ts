import type { Context } from "hono";
import { chatQueryKey } from "../../core/api/chat";
import { entitlements } from "../../core/billing/entitlements";
import { conversationHtml } from "../../markup/conversation-html";
import type { Locale } from "../../core/locale";
import { matchPage } from "../../core/page-match";
import type { SessionUser } from "../../core/session";
import * as m from "../../i18n/paraglide/messages.js";
import { chatState } from "../chat/service";
import type { AppEnv } from "../env";

// A members' page is a frame without the member's own data (decision 0030), except where that
// data is what the page is for and would otherwise be its largest paint, seconds after the rest:
// a Pro member's conversation with the coach (decision 0037). The worker reads it during the page
// request, writes it into the frame's placeholders and hands the client the same data, so the
// client hydrates onto it instead of asking again. Such a page is never stored (no-store).

/** Data written into a prerendered page during its request: what fills it, and the client's query cache entries. */
export interface PageData {
  /** [query key, data] pairs the client's cache starts with (web/app/prerender/page-data.ts). */
  queries: [readonly unknown[], unknown][];
  /** The frame with the data written into its placeholders; null when it has none (another build's frame). */
  fill: (frame: string) => Promise<string | null>;
  /** The member's own data: the page is kept by no cache. */
  private: boolean;
}

/** The data a members' page shows on its first paint, or null when it shows none (most pages). */
export async function memberPageData(
  c: Context<AppEnv>,
  pathname: string,
  user: SessionUser,
  locale: Locale,
): Promise<PageData | null> {
  if (matchPage(pathname)?.route?.path !== "/chat" || !entitlements.chat(user.plan)) return null;
  const state = await chatState(c.var.db, c.env.CHAT_LIMITER, user, c.var.clock.now());
  const labels = { you: m.chat_you({}, { locale }), coach: m.chat_coach({}, { locale }) };
  return {
    queries: [[chatQueryKey(user.id), state]],
    private: true,
    fill: async (frame) => {
      let welcome = false;
      let history = false;
      const html = await new HTMLRewriter()
        .on("[data-chat-welcome]", {
          element(el) {
            el.setInnerContent(m.chat_welcome({ name: state.name }, { locale }));
            welcome = true;
          },
        })
        .on("[data-chat-history]", {
          element(el) {
            el.setInnerContent(conversationHtml(state.messages, labels), { html: true });
            history = true;
          },
        })
        .transform(new Response(frame))
        .text();
      return welcome && history ? html : null;
    },
  };
}

/**
 * The client's cache entries as a JSON data block (never run, so the CSP allows it). `<` is
 * written as `\u003c`, so no message can close the element early.
 */
export const pageDataScript = (data: Pick<PageData, "queries">) =>
  `<script type="application/json" id="page-data">${JSON.stringify(data.queries).replace(/</g, "\\u003c")}</script>`;
