// The development mailbox as a plain page (no script): newest first, the HTML part in a sandboxed frame.
import type { OutboxMailJson } from "../../core/api/dev";
import type { Locale } from "../../core/locale";
import * as m from "../../i18n/paraglide/messages.js";
import { escapeHtml } from "../../core/escape-html";

export function mailPage(locale: Locale, to: string | undefined, mails: OutboxMailJson[]): string {
  const o = { locale };
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
  return `<!doctype html><html lang="${o.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(m.dev_mail_title({}, o))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:0 auto;padding:24px;background:#0b0f0c;color:#e7ece8}
a{color:#4ade80}article{border:1px solid #2a332d;border-radius:12px;padding:16px;margin:16px 0;background:#121814}
h2{margin:0 0 4px;font-size:18px}.meta{color:#9aa59d;margin:0 0 8px;font-size:14px}pre{white-space:pre-wrap}
iframe{width:100%;height:420px;border:0;border-radius:8px;background:#fff}form{display:flex;gap:8px}
input{flex:1;padding:8px;border-radius:8px;border:1px solid #2a332d;background:#121814;color:inherit}button{padding:8px 14px;border-radius:8px}</style>
</head><body><h1>${escapeHtml(m.dev_mail_title({}, o))}</h1>
<form method="get"><label for="to" hidden>${escapeHtml(m.dev_mail_filter_label({}, o))}</label><input id="to" name="to" type="email" placeholder="${escapeHtml(m.dev_mail_filter_label({}, o))}" value="${escapeHtml(to ?? "")}"><button>${escapeHtml(m.dev_mail_filter({}, o))}</button></form>
${items || `<p>${escapeHtml(m.dev_mail_empty({}, o))}</p>`}
</body></html>`;
}
