// The development identity provider's sign-in page: plain HTML in the visitor's language, no
// script. The developer picks the account the provider answers with (address, names, whether the
// address counts as confirmed), then continues or cancels, as at a real provider's consent page.
import type { Locale } from "../../../core/locale";
import { escapeHtml } from "../../../core/escape-html";
import * as m from "../../../i18n/paraglide/messages.js";
import { devClientId, type AuthorizationRequest } from "./protocol";

const style = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#0f172a}
main{max-width:440px;margin:40px auto;padding:28px;background:#fff;border-radius:16px;box-shadow:0 10px 30px rgb(15 23 42/.12)}
.badge{display:inline-block;padding:2px 10px;border-radius:999px;background:#dbeafe;color:#1e3a8a;font-size:13px;font-weight:600}
h1{font-size:22px;margin:12px 0 4px}p{line-height:1.5}label{display:block;font-weight:600;margin:12px 0 6px}
input[type=email],input[type=text]{width:100%;box-sizing:border-box;padding:12px;border:1px solid #cbd5e1;border-radius:10px;font-size:17px}
.check{display:flex;gap:10px;align-items:center;font-weight:400}.check input{width:20px;height:20px}
button{width:100%;margin-top:16px;padding:13px;border:0;border-radius:10px;background:#1d4ed8;color:#fff;font-size:17px;font-weight:600;cursor:pointer}
button.secondary{background:#e2e8f0;color:#0f172a}.error{background:#fee2e2;color:#991b1b;padding:10px 12px;border-radius:10px;margin:12px 0}`;

export interface DevAccountDraft {
  email: string;
  firstName: string;
  lastName: string;
  verified: boolean;
}

// A name no production module uses (the production bundle test looks for the page by its texts).
function devIdentityPage(locale: Locale, body: string) {
  const o = { locale };
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(m.dev_identity_title({}, o))}</title><style>${style}</style></head>
<body><main><span class="badge">${escapeHtml(m.dev_identity_badge({}, o))}</span>${body}</main></body></html>`;
}

export function authorizePage(locale: Locale, request: AuthorizationRequest, draft: DevAccountDraft, error = ""): string {
  const o = { locale };
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const field = (id: string, label: string, type: string, value: string, autocomplete: string) =>
    `<label for="${id}">${escapeHtml(label)}</label><input id="${id}" name="${id}" type="${type}" autocomplete="${autocomplete}" value="${escapeHtml(value)}"${type === "email" ? " required" : ""}>`;
  return devIdentityPage(
    locale,
    `<h1>${escapeHtml(m.dev_identity_title({}, o))}</h1><p>${escapeHtml(m.dev_identity_lead({}, o))}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post">
${hidden("response_type", "code")}${hidden("client_id", devClientId)}${hidden("redirect_uri", request.redirectUri)}
${hidden("state", request.state)}${hidden("code_challenge", request.codeChallenge)}${hidden("code_challenge_method", "S256")}
${field("email", m.dev_identity_email({}, o), "email", draft.email, "off")}
${field("given_name", m.dev_identity_first_name({}, o), "text", draft.firstName, "off")}
${field("family_name", m.dev_identity_last_name({}, o), "text", draft.lastName, "off")}
<label class="check"><input type="checkbox" name="email_verified" value="1"${draft.verified ? " checked" : ""}>${escapeHtml(m.dev_identity_verified({}, o))}</label>
<button type="submit" name="decision" value="allow">${escapeHtml(m.dev_identity_continue({}, o))}</button>
<button type="submit" name="decision" value="deny" class="secondary" formnovalidate>${escapeHtml(m.dev_identity_cancel({}, o))}</button>
</form>`,
  );
}

/** A request that names another client or another return address: said on the page, never followed. */
export function invalidRequestPage(locale: Locale): string {
  return devIdentityPage(locale, `<h1>${escapeHtml(m.dev_identity_title({}, { locale }))}</h1><p class="error" role="alert">${escapeHtml(m.dev_identity_invalid_request({}, { locale }))}</p>`);
}
