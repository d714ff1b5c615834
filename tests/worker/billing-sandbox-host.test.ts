// The sandbox's default signing secret is public: without a secret of its own, the sandbox (and
// with it the webhook that trusts that secret) serves a local host only.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { paymentsFor } from "../../worker/billing/provider";
import { getDb } from "../../worker/db/client";
import { signPayload } from "../../worker/platform/payments/stripe-signature";

const publicSecret = "whsec_forma_sandbox_development";
const withoutSecret = { ...env, SANDBOX_WEBHOOK_SECRET: undefined } as Cloudflare.Env;

describe("the sandbox on a host that is not local", () => {
  it("is off without its own secret, on for local hosts and with a configured secret", () => {
    const db = getDb(env.DB);
    expect(paymentsFor(withoutSecret, db, "https://forma.example")).toBeNull();
    expect(paymentsFor(withoutSecret, db, "http://localhost:8787")?.sandbox).toBeTruthy();
    expect(paymentsFor(withoutSecret, db, "http://127.0.0.1:8787")?.sandbox).toBeTruthy();
    expect(paymentsFor(env, db, "https://forma.example")?.sandbox).toBeTruthy();
  });

  it("refuses a webhook signed with the public secret when the app is reached by its public name", async () => {
    const body = JSON.stringify({ id: "evt_forged", type: "customer.subscription.created", created: 1_700_000_000, data: { object: {} } });
    const signature = await signPayload(body, publicSecret, 1_700_000_000_000);
    const req = new Request("https://forma.example/api/billing/webhook", { method: "POST", headers: { "Content-Type": "application/json", "Stripe-Signature": signature }, body });
    const res = await app.fetch(req, { ...withoutSecret, APP_URL: "" });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("payments_unavailable");
    // The configured test deployment still answers the same request (its secret is set).
    expect((await SELF.fetch("https://forma.test/api/health")).status).toBe(200);
  });
});
