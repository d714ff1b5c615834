// Picks the payments adapter once from configuration (DESIGN.md section 1): Stripe when its
// secrets are set; otherwise, in development only, the sandbox. Elsewhere billing is off.
import type { Context } from "hono";
import { appUrl } from "../auth/accounts";
import type { AppEnv } from "../env";
import { isDevelopment } from "../platform/mail/select";
import type { PaymentsPort } from "../platform/payments/port";
import { createSandboxPayments, type SandboxPayments } from "../platform/payments/sandbox";
import { createStripePayments } from "../platform/payments/stripe";
import { applyPaymentEvent } from "./apply-event";

const sandboxSecret = (env: Cloudflare.Env) => env.SANDBOX_WEBHOOK_SECRET || "whsec_forma_sandbox_development";

export interface Payments {
  port: PaymentsPort;
  sandbox: SandboxPayments | null;
}

export function paymentsFor(env: Cloudflare.Env, baseUrl: string): Payments | null {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    return { port: createStripePayments({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET }), sandbox: null };
  }
  if (!isDevelopment(env)) return null;
  const sandbox: SandboxPayments = createSandboxPayments({
    d1: env.DB,
    secret: sandboxSecret(env),
    baseUrl,
    // The sandbox's events take the webhook's path: verify the signature, read, apply.
    deliver: async (body, signature, now) => {
      const event = await sandbox.port.parseWebhook(body, signature, now);
      await applyPaymentEvent(env.DB, "sandbox", event, now);
    },
  });
  return { port: sandbox.port, sandbox };
}

/** The adapter for a request, its pages addressed on this app's origin; null when billing is off. */
export const paymentsOf = (c: Context<AppEnv>) => paymentsFor(c.env, appUrl(c, "/").replace(/\/$/, ""));
