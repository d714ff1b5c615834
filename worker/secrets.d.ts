// Secrets are set with `wrangler secret put` (or .dev.vars locally), never in wrangler.toml,
// so `wrangler types` cannot see them. Each is optional: its adapter is used only when set.
declare namespace Cloudflare {
  interface Env {
    /** Resend API key: e-mail goes out through Resend (else the dev outbox, in development). */
    RESEND_API_KEY?: string;
    /** Cloudflare Turnstile secret: sign-up and e-mail requests need a captcha token. */
    TURNSTILE_SECRET_KEY?: string;
    /** Stripe secret key and webhook signing secret: payments go through Stripe when both are set. */
    STRIPE_SECRET_KEY?: string;
    STRIPE_WEBHOOK_SECRET?: string;
    /**
     * YooKassa's shop id and secret key: ruble checkouts go through YooKassa when both are set
     * (else, in development, the YooKassa double). README "Payments in rubles".
     */
    YOOKASSA_SHOP_ID?: string;
    YOOKASSA_SECRET_KEY?: string;
    /** The operator's bearer token for POST /api/billing/operator/refunds; unset, the route answers 404. */
    OPERATOR_TOKEN?: string;
    /** Signing secret of the sandbox provider's events (development only; a fixed default otherwise). */
    SANDBOX_WEBHOOK_SECRET?: string;
    /**
     * VAPID key pair of Web Push (base64url: the 65-byte public point, the 32-byte private scalar):
     * reminders go out as push notifications when both are set (else the development double, in
     * development). `npx tsx scripts/vapid-keys.ts` makes a pair.
     */
    VAPID_PUBLIC_KEY?: string;
    VAPID_PRIVATE_KEY?: string;
    /** The contact push services may write to, `mailto:` or `https:`; empty means `mailto:` SUPPORT_EMAIL. */
    VAPID_SUBJECT?: string;
    /**
     * Sign-in with Google (OpenID Connect, a web client of the Google Auth Platform) and with Yandex
     * ID (an app at oauth.yandex.ru): each button shows when its pair is set. The redirect address to
     * register is APP_URL + /auth/google/callback or /auth/yandex/callback (README "Sign-in with Google and Yandex").
     */
    /** "low": cheaper password hashes for the browser tests' server (development builds only, worker/auth/password.ts). */
    PASSWORD_HASH_COST?: string;
    GOOGLE_CLIENT_ID?: string;
    GOOGLE_CLIENT_SECRET?: string;
    YANDEX_CLIENT_ID?: string;
    YANDEX_CLIENT_SECRET?: string;
  }
}
