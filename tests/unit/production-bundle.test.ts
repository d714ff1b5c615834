// The production build (npm run deploy: CLOUDFLARE_ENV=production) leaves the development tools
// out of the worker: the payment sandbox, the YooKassa double, the dev mailbox and the barcode lookup's fixture products
// (worker/platform/development.ts).
// Both builds are made here, in memory (scripts/lib/worker-bundle.mjs), and the development build
// must hold each text, so a text that stopped meaning its tool fails the test instead of passing it.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import * as m from "../../i18n/paraglide/messages.js";

const run = promisify(execFile);

/** The worker's files as the given build makes them. */
async function workerBundle(target: "production" | "development"): Promise<Record<string, string>> {
  const { stdout } = await run(process.execPath, ["scripts/lib/worker-bundle.mjs", target], { maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(stdout) as Record<string, string>;
}

const scripts = (files: Record<string, string>) =>
  Object.entries(files)
    .filter(([name]) => name.endsWith(".js"))
    .map(([, code]) => code)
    .join("\n");

/** Where the text is in the code, a few characters around it (a failure shows that, not megabytes); null when absent. */
function found(code: string, text: string): string | null {
  const at = code.indexOf(text);
  return at === -1 ? null : code.slice(Math.max(0, at - 120), at + text.length + 120);
}

/** A text each development tool's code carries, and that nothing else in the worker does. */
const developmentOnly: Record<string, string> = {
  "the sandbox's checkout page (its test card)": "4242 4242 4242 4242",
  "the sandbox's page badge": m.sandbox_badge({}, { locale: "en" }),
  "the sandbox's checkout address": "/sandbox/checkout/",
  "the sandbox's public webhook signing secret": "whsec_forma_sandbox_development",
  "the sandbox's billing run": "sandbox-billing",
  "the dev mailbox's API (/api/dev/outbox)": "/outbox",
  "the dev mailbox's API (/api/dev/limits)": "/limits",
  "the dev mailbox page": m.dev_mail_title({}, { locale: "en" }),
  "the development identity provider's page": m.dev_identity_title({}, { locale: "en" }),
  "the development identity provider's client id": "forma-development",
  "the development identity provider's codes": "dev-identity:code:",
  "the YooKassa double's page badge": m.dev_yookassa_badge({}, { locale: "en" }),
  "the YooKassa double's shop secret key": "test_dev_secret",
  "the YooKassa double's confirmation page": "devYooKassaPage",
  "the browser tests' cheaper password hashes": "PASSWORD_HASH_COST",
  // The worker is minified with its names kept (vite.config.ts).
  "the outbox mail transport": "outboxMailer",
  "the fixture products of the barcode lookup": "fixtureFoodProducts",
  "a fixture product's values (Clif bar minis, Open Food Facts)": "Chocolate chip energy bar minis",
};

describe("the production worker bundle", () => {
  const built = { production: { config: "", code: "" }, development: { config: "", code: "" } };
  beforeAll(async () => {
    const [production, development] = await Promise.all([workerBundle("production"), workerBundle("development")]);
    built.production = { config: production["wrangler.json"] ?? "{}", code: scripts(production) };
    built.development = { config: development["wrangler.json"] ?? "{}", code: scripts(development) };
  }, 180_000);

  it("is built from the production configuration", () => {
    expect(JSON.parse(built.production.config).vars?.APP_ENV).toBe("production");
    expect(JSON.parse(built.development.config).vars?.APP_ENV).toBe("development");
  });

  it.each(Object.entries(developmentOnly))("leaves out %s", (_, text) => {
    expect(found(built.development.code, text), "in the development build").not.toBeNull();
    expect(found(built.production.code, text), "in the production build").toBeNull();
  });
});
