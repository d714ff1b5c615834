// The development mailbox (issue 3): the outbox as JSON at /api/dev/outbox and as a page at
// /dev/mail. Both exist only with APP_ENV=development; elsewhere they answer 404.
import { desc, eq } from "drizzle-orm";
import { Hono, type MiddlewareHandler } from "hono";
import * as v from "valibot";
import { emailSchema } from "../../core/validation/account";
import * as m from "../../web/paraglide/messages.js";
import { getDb } from "../db/client";
import { outbox } from "../db/schema";
import type { AppEnv } from "../env";
import { ApiError } from "../platform/errors";
import { escapeHtml } from "../platform/escape-html";
import { isDevelopment } from "../platform/mail/select";
import { queryParams } from "../platform/validate";

const developmentOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isDevelopment(c.env)) throw new ApiError(404, "not_found");
  await next();
};

const query = v.object({ to: v.optional(emailSchema) });

async function messagesFor(d1: D1Database, to: string | undefined) {
  const db = getDb(d1);
  const rows = await db
    .select()
    .from(outbox)
    .where(to ? eq(outbox.to, to) : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(100)
    .all();
  return rows.map(({ to, subject, text, html, links, createdAt }) => ({ to, subject, text, html, links, createdAt: createdAt.toISOString() }));
}

export const devApiRoutes = new Hono<AppEnv>()
  .use(developmentOnly)
  .get("/outbox", queryParams(query), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await messagesFor(c.env.DB, c.req.valid("query").to));
  })
  // Lets browser tests request several e-mails for one address without waiting out the
  // one-a-minute limit. Development only, like the outbox.
  .delete("/limits", queryParams(v.object({ subject: emailSchema })), async (c) => {
    const { subject } = c.req.valid("query");
    const res = await c.env.DB.prepare("DELETE FROM rate_limits WHERE key IN (?1, ?2)")
      .bind(`mailPerAddressMinute:${subject}`, `mailPerAddressHour:${subject}`)
      .run();
    return c.json({ cleared: res.meta.changes ?? 0 });
  });

/** A plain page (no script): newest first, the HTML part in a sandboxed frame. */
export const devPageRoutes = new Hono<AppEnv>().use(developmentOnly).get("/mail", queryParams(query), async (c) => {
  const to = c.req.valid("query").to;
  const mails = await messagesFor(c.env.DB, to);
  const o = { locale: c.get("locale") };
  const items = mails
    .map(
      (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">${escapeHtml(m.dev_mail_to({ address: mail.to }, o))} · ${escapeHtml(mail.createdAt)}</p>
  <ul>${mail.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join("")}</ul>
  <details><summary>${escapeHtml(m.dev_mail_text({}, o))}</summary><pre>${escapeHtml(mail.text)}</pre></details>
  <iframe sandbox title="${escapeHtml(mail.subject)}" srcdoc="${escapeHtml(mail.html)}"></iframe>
</article>`,
    )
    .join("\n");
  c.header("Cache-Control", "no-store");
  return c.html(`<!doctype html><html lang="${o.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(m.dev_mail_title({}, o))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:0 auto;padding:24px;background:#0b0f0c;color:#e7ece8}
a{color:#4ade80}article{border:1px solid #2a332d;border-radius:12px;padding:16px;margin:16px 0;background:#121814}
h2{margin:0 0 4px;font-size:18px}.meta{color:#9aa59d;margin:0 0 8px;font-size:14px}pre{white-space:pre-wrap}
iframe{width:100%;height:420px;border:0;border-radius:8px;background:#fff}form{display:flex;gap:8px}
input{flex:1;padding:8px;border-radius:8px;border:1px solid #2a332d;background:#121814;color:inherit}button{padding:8px 14px;border-radius:8px}</style>
</head><body><h1>${escapeHtml(m.dev_mail_title({}, o))}</h1>
<form method="get"><label for="to" hidden>${escapeHtml(m.dev_mail_filter_label({}, o))}</label><input id="to" name="to" type="email" placeholder="${escapeHtml(m.dev_mail_filter_label({}, o))}" value="${escapeHtml(to ?? "")}"><button>${escapeHtml(m.dev_mail_filter({}, o))}</button></form>
${items || `<p>${escapeHtml(m.dev_mail_empty({}, o))}</p>`}
</body></html>`);
});
