// Picks the payments adapter once from configuration: Stripe when its
// secrets are set; otherwise, in development only, the sandbox. Elsewhere billing is off.
// The sandbox's default signing secret is public (it is in this file), so without a secret of
// its own the sandbox only serves a local host: a deployment left on development by mistake
// cannot be sent forged "paid" events.
import type { Db } from "../db/client";
import { devToolsBuilt, isDevelopment, isLocalRequest } from "../platform/development";
import type { WebhookPort } from "../platform/payments/port";
import { createSandboxPayments, type SandboxPayments } from "../platform/payments/sandbox";
import { createStripePayments } from "../platform/payments/stripe";
import { applyPaymentEvent } from "./apply-event";

const sandboxSecret = (env: Cloudflare.Env) => env.SANDBOX_WEBHOOK_SECRET || "whsec_forma_sandbox_development";

export interface Payments {
  port: WebhookPort;
  sandbox: SandboxPayments | null;
}

/**
 * The adapter for this configuration, its pages addressed on `baseUrl`, the sandbox's changes
 * timed by `now`; null when billing is off.
 */
export function paymentsFor(env: Cloudflare.Env, db: Db, baseUrl: string, now?: () => number): Payments | null {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    return {
      port: createStripePayments({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET }),
      sandbox: null,
    };
  }
  // `devToolsBuilt` first: the production build drops the sandbox's code behind it.
  if (!devToolsBuilt || !isDevelopment(env)) return null;
  if (!env.SANDBOX_WEBHOOK_SECRET && !isLocalRequest(baseUrl)) return null;
  const sandbox: SandboxPayments = createSandboxPayments({
    db,
    secret: sandboxSecret(env),
    baseUrl,
    now,
    // The sandbox's events take the webhook's path: verify the signature, read, apply.
    deliver: async (body, signature, now) => {
      const event = await sandbox.port.parseWebhook(body, signature, now);
      await applyPaymentEvent(db, sandbox.port, event, now);
    },
  });
  return { port: sandbox.port, sandbox };
}
