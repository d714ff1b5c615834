// The one-click unsubscribe of the weekly check-in e-mail (RFC 8058), with no sign-in: the link
// carries a token signed for the member. GET shows a page with one button (a GET never changes
// anything: mail scanners open links); POST unsubscribes, whether the page's button sent it or the
// mail client did (`List-Unsubscribe=One-Click`, which the answer does not need to read). Plain
// HTML in the member's language, no script.
import { Hono, type Context } from "hono";
import type { Locale } from "../../core/locale";
import { escapeHtml } from "../../core/escape-html";
import * as m from "../../i18n/paraglide/messages.js";
import type { AppEnv } from "../env";
import { turnOff } from "./settings";
import { tokenOwner } from "./turn-off";

const style = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#0f172a}
main{max-width:440px;margin:40px auto;padding:28px;background:#fff;border-radius:16px;box-shadow:0 10px 30px rgb(15 23 42/.12)}
h1{font-size:22px;margin:0 0 12px}p{line-height:1.5}a{color:#166534}
button{width:100%;margin-top:16px;padding:13px;border:0;border-radius:10px;background:#166534;color:#fff;font-size:17px;font-weight:600;cursor:pointer}`;

function unsubscribePage(c: Context<AppEnv>, locale: Locale, body: string, status: 200 | 404 = 200) {
  const title = escapeHtml(m.reminder_unsubscribe_title({}, { locale }));
  c.header("Cache-Control", "no-store");
  return c.html(
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title><style>${style}</style></head>
<body><main><h1>${title}</h1>${body}</main></body></html>`,
    status,
  );
}

const openApp = (locale: Locale) => `<p><a href="/settings">${escapeHtml(m.reminder_unsubscribe_open_app({}, { locale }))}</a></p>`;

/** A link that is not a member's check-in e-mail token: 404, like a page that is not there. */
const invalid = (c: Context<AppEnv>) =>
  unsubscribePage(c, c.get("locale"), `<p>${escapeHtml(m.reminder_token_invalid({}, { locale: c.get("locale") }))}</p>`, 404);

export const reminderPages = new Hono<AppEnv>()
  .get("/unsubscribe", async (c) => {
    const token = c.req.query("token") ?? "";
    const owner = await tokenOwner(c.var.db, token);
    if (!owner || owner.purpose !== "email") return invalid(c);
    const o = { locale: owner.locale };
    return unsubscribePage(
      c,
      owner.locale,
      `<p>${escapeHtml(m.reminder_unsubscribe_question({}, o))}</p>
<form method="post" action="/reminders/unsubscribe?token=${encodeURIComponent(token)}"><button type="submit">${escapeHtml(m.reminder_unsubscribe_action({}, o))}</button></form>`,
    );
  })
  .post("/unsubscribe", async (c) => {
    const owner = await tokenOwner(c.var.db, c.req.query("token") ?? "");
    if (!owner || owner.purpose !== "email") return invalid(c);
    await turnOff(c.var.db, owner.userId, "email", c.var.clock.now());
    return unsubscribePage(c, owner.locale, `<p>${escapeHtml(m.reminder_unsubscribe_done({}, { locale: owner.locale }))}</p>${openApp(owner.locale)}`);
  });
