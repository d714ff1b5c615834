// The sandbox provider's own pages (development only): checkout with test cards, the 3-D Secure
// step and the card update. Plain HTML forms, like a hosted payment page; no script needed.
import { Hono, type Context } from "hono";
import type { Currency, Interval, PaidPlan } from "../../core/billing/catalog";
import { formatMoney } from "../../core/billing/money";
import type { Locale } from "../../core/locale";
import * as m from "../../i18n/paraglide/messages.js";
import { sessionMiddleware } from "../shared/session/middleware";
import type { AppEnv } from "../env";
import { escapeHtml } from "../../core/escape-html";
import type { PayOutcome } from "../platform/payments/sandbox";
import { appOrigin, appUrl } from "../shared/app-url";
import { billingScreens } from "../../core/validation/billing";
import { productName } from "./product-name";
import { paymentsFor } from "./provider";

const style = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#0f172a}
main{max-width:440px;margin:40px auto;padding:28px;background:#fff;border-radius:16px;box-shadow:0 10px 30px rgb(15 23 42/.12)}
.badge{display:inline-block;padding:2px 10px;border-radius:999px;background:#fef3c7;color:#92400e;font-size:13px;font-weight:600}
h1{font-size:22px;margin:12px 0 4px}.amount{font-size:30px;font-weight:700;margin:8px 0 20px}label{display:block;font-weight:600;margin:12px 0 6px}
input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #cbd5e1;border-radius:10px;font-size:17px;letter-spacing:.04em}
button{width:100%;margin-top:16px;padding:13px;border:0;border-radius:10px;background:#166534;color:#fff;font-size:17px;font-weight:600;cursor:pointer}
button.secondary{background:#e2e8f0;color:#0f172a}.error{background:#fee2e2;color:#991b1b;padding:10px 12px;border-radius:10px;margin:12px 0}
.cards{font-size:14px;color:#475569;margin-top:20px}.cards code{font-size:13px}a{color:#166534}p{line-height:1.5}`;

// A name no production module uses: the worker keeps names when minified, and a renamed function
// gets a naming call that the bundler keeps, with this page's badge, even in a production build.
function sandboxPage(locale: Locale, title: string, body: string) {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${style}</style></head>
<body><main><span class="badge">${escapeHtml(m.sandbox_badge({}, { locale }))}</span>${body}</main></body></html>`;
}

const money = (amount: number, currency: string, locale: Locale) => formatMoney(amount, currency as Currency, locale);

function cardList(locale: Locale) {
  const o = { locale };
  return `<div class="cards"><p>${escapeHtml(m.sandbox_cards_title({}, o))}</p><ul>
<li><code>4242 4242 4242 4242</code> · ${escapeHtml(m.sandbox_card_success({}, o))}</li>
<li><code>4000 0000 0000 0002</code> · ${escapeHtml(m.sandbox_card_declined({}, o))}</li>
<li><code>4000 0025 0000 3155</code> · ${escapeHtml(m.sandbox_card_authenticate({}, o))}</li>
<li><code>4000 0000 0000 0341</code> · ${escapeHtml(m.sandbox_card_charges_fail({}, o))}</li></ul></div>`;
}

const outcomeMessages: Partial<Record<PayOutcome, (inputs: object, options: { locale: Locale }) => string>> = {
  declined: m.sandbox_declined,
  unknown_card: m.sandbox_unknown_card,
  already_subscribed: m.billing_already_subscribed,
};

const outcomeMessage = (outcome: PayOutcome, locale: Locale) => outcomeMessages[outcome]?.({}, { locale }) ?? "";

/** A refused payment's status: a member who already pays has a conflict, a card problem needs payment. */
const refusalStatus = (outcome: PayOutcome) => (outcome === "already_subscribed" ? 409 : 402);

function sandboxOf(c: Context<AppEnv>) {
  const sandbox = paymentsFor(c.env, c.var.db, appOrigin(c), () => c.var.clock.now())?.sandbox;
  return sandbox ?? null;
}

/** The checkout of the signed-in member, or nothing (another member's id looks missing). */
async function ownCheckout(c: Context<AppEnv>) {
  const sandbox = sandboxOf(c);
  const user = c.get("user");
  if (!sandbox || !user) return null;
  const checkout = await sandbox.checkout(c.req.param("id") ?? "");
  return checkout && checkout.userId === user.id ? { sandbox, checkout } : null;
}

function checkoutPage(
  c: Context<AppEnv>,
  checkout: { id: string; plan: PaidPlan; interval: Interval; amount: number; currency: string; cancelUrl: string },
  error = "",
) {
  const locale = c.get("locale");
  const o = { locale };
  const plan = productName(c.env.APP_NAME, checkout.plan, checkout.interval, locale);
  const per = checkout.interval === "year" ? m.sandbox_per_year({}, o) : m.sandbox_per_month({}, o);
  return sandboxPage(
    locale,
    m.sandbox_title({}, o),
    `<h1>${escapeHtml(plan)}</h1><p class="amount">${escapeHtml(money(checkout.amount, checkout.currency, locale))} <small>${escapeHtml(per)}</small></p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post"><label for="card">${escapeHtml(m.sandbox_card_number({}, o))}</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required placeholder="4242 4242 4242 4242">
<button type="submit">${escapeHtml(m.sandbox_pay({ amount: money(checkout.amount, checkout.currency, locale) }, o))}</button></form>
<p><a href="${escapeHtml(checkout.cancelUrl)}">${escapeHtml(m.sandbox_cancel({}, o))}</a></p>${cardList(locale)}`,
  );
}

const notFound = (c: Context<AppEnv>) =>
  c.html(
    sandboxPage(
      c.get("locale"),
      m.sandbox_title({}, { locale: c.get("locale") }),
      `<h1>${escapeHtml(m.sandbox_missing({}, { locale: c.get("locale") }))}</h1>`,
    ),
    404,
  );

/** Made on demand: only builds with the development tools mount them (worker/app.ts). */
export const sandboxPages = () =>
  new Hono<AppEnv>()
    .use(sessionMiddleware)
    .use(async (c, next) => {
      c.header("Cache-Control", "no-store");
      await next();
    })
    .get("/checkout/:id", async (c) => {
      const own = await ownCheckout(c);
      if (!own) return notFound(c);
      if (own.checkout.status === "complete") return c.redirect(own.checkout.successUrl, 303);
      if (own.checkout.status === "requires_action") return c.redirect(`/sandbox/checkout/${own.checkout.id}/authenticate`, 303);
      if (own.checkout.status !== "open") {
        // Expired when another of the member's checkouts was paid.
        if (!(await own.sandbox.hasLiveSubscription(own.checkout.userId))) return notFound(c);
        return c.html(checkoutPage(c, own.checkout, outcomeMessage("already_subscribed", c.get("locale"))), 409);
      }
      return c.html(checkoutPage(c, own.checkout));
    })
    .post("/checkout/:id", async (c) => {
      const own = await ownCheckout(c);
      if (!own) return notFound(c);
      const form = await c.req.parseBody();
      const outcome = await own.sandbox.pay(own.checkout.id, String(form.card ?? ""), c.var.clock.now());
      if (outcome === "paid") return c.redirect(own.checkout.successUrl, 303);
      if (outcome === "requires_action") return c.redirect(`/sandbox/checkout/${own.checkout.id}/authenticate`, 303);
      if (outcome === "not_open") return c.redirect(`/sandbox/checkout/${own.checkout.id}`, 303);
      return c.html(checkoutPage(c, own.checkout, outcomeMessage(outcome, c.get("locale"))), refusalStatus(outcome));
    })
    .get("/checkout/:id/authenticate", async (c) => {
      const own = await ownCheckout(c);
      if (!own || own.checkout.status !== "requires_action") return notFound(c);
      const o = { locale: c.get("locale") };
      return c.html(
        sandboxPage(
          o.locale,
          m.sandbox_auth_title({}, o),
          `<h1>${escapeHtml(m.sandbox_auth_title({}, o))}</h1><p>${escapeHtml(m.sandbox_auth_text({}, o))}</p>
<form method="post"><input type="hidden" name="approve" value="1"><button type="submit">${escapeHtml(m.sandbox_auth_approve({}, o))}</button></form>
<form method="post"><input type="hidden" name="approve" value="0"><button type="submit" class="secondary">${escapeHtml(m.sandbox_auth_fail({}, o))}</button></form>`,
        ),
      );
    })
    .post("/checkout/:id/authenticate", async (c) => {
      const own = await ownCheckout(c);
      if (!own) return notFound(c);
      const form = await c.req.parseBody();
      const outcome = await own.sandbox.authenticate(own.checkout.id, form.approve === "1", c.var.clock.now());
      if (outcome === "paid") return c.redirect(own.checkout.successUrl, 303);
      const fresh = (await own.sandbox.checkout(own.checkout.id))!;
      const message =
        outcome === "already_subscribed"
          ? outcomeMessage(outcome, c.get("locale"))
          : m.sandbox_auth_failed({}, { locale: c.get("locale") });
      return c.html(checkoutPage(c, fresh, message), refusalStatus(outcome));
    })
    .get("/card/:id", async (c) => {
      const sandbox = sandboxOf(c);
      const user = c.get("user");
      const sub = sandbox && user ? await sandbox.subscription(c.req.param("id")) : null;
      if (!sub || sub.userId !== user?.id) return notFound(c);
      return c.html(cardPage(c, sub.last4));
    })
    .post("/card/:id", async (c) => {
      const sandbox = sandboxOf(c);
      const user = c.get("user");
      const sub = sandbox && user ? await sandbox.subscription(c.req.param("id")) : null;
      if (!sandbox || !sub || sub.userId !== user?.id) return notFound(c);
      const form = await c.req.parseBody();
      const outcome = await sandbox.replaceCard(sub.id, String(form.card ?? ""), c.var.clock.now());
      if (outcome === "paid") return c.redirect(appUrl(c, cardReturn(c)), 303);
      return c.html(cardPage(c, sub.last4, outcomeMessage(outcome, c.get("locale"))), refusalStatus(outcome));
    });

/** Where the card page returns: the billing screen the member came from, nothing else (no open redirect). */
function cardReturn(c: Context<AppEnv>): string {
  const asked = c.req.query("return");
  return billingScreens.map((s) => `${s}?card=updated`).find((allowed) => allowed === asked) ?? "/billing?card=updated";
}

function cardPage(c: Context<AppEnv>, last4: string, error = "") {
  const locale = c.get("locale");
  const o = { locale };
  return sandboxPage(
    locale,
    m.sandbox_card_title({}, o),
    `<h1>${escapeHtml(m.sandbox_card_title({}, o))}</h1><p>${escapeHtml(m.sandbox_card_current({ last4 }, o))}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post"><label for="card">${escapeHtml(m.sandbox_card_number({}, o))}</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required placeholder="4242 4242 4242 4242">
<button type="submit">${escapeHtml(m.sandbox_card_save({}, o))}</button></form>
<p><a href="${escapeHtml(appUrl(c, cardReturn(c).split("?")[0]!))}">${escapeHtml(m.sandbox_back({}, o))}</a></p>${cardList(locale)}`,
  );
}
