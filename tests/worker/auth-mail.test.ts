// The e-mail requests as a deployed worker runs them (APP_ENV=production, mail through the
// Resend adapter, whose HTTP calls are stood in for): the answer goes out before the lookup
// and the e-mail, so it reads and arrives the same for any address, whatever the mail service does.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { app } from "../../worker/app";
import { fresh, post, signUpBody, verifiedMember } from "./auth-helpers";
import { failingDb } from "./member-queue-helpers";

const clearMinute = (email: string) =>
  env.DB.prepare("DELETE FROM rate_limits WHERE key = ?1").bind(`mailPerAddressMinute:${email}`).run();

/** One POST to the worker configured as deployed; `settled` waits for its background work. */
async function deployed(path: string, body: unknown, config: { APP_URL?: string; DB?: D1Database } = {}) {
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`https://forma.example${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": fresh().ip },
      body: JSON.stringify(body),
    }),
    { ...env, APP_ENV: "production", APP_URL: "https://forma.example", RESEND_API_KEY: "re_test_key", ...config },
    ctx,
  );
  return { status: res.status, body: await res.json(), settled: () => waitOnExecutionContext(ctx) };
}

/** Stands in for the mail service's HTTP API; answers what `answer` gives, when it gives it. */
function mailService(answer: () => Promise<Response>) {
  const calls: { to: string[]; text: string }[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url !== "https://api.resend.com/emails") throw new Error(`unexpected fetch ${url}`);
    calls.push(JSON.parse(String(init?.body)));
    return answer();
  });
  return calls;
}

function errorLog() {
  const spy = vi.spyOn(console, "error").mockImplementation(() => {});
  return () => spy.mock.calls.map((c) => String(c[0]));
}

afterEach(() => {
  vi.restoreAllMocks();
});

// The three requests that mail an existing account, each with a member it would mail.
const requests = [
  { path: "/api/auth/sign-in-link", event: "sign_in_mail_failed", link: "/login?link=", member: () => verifiedMember() },
  { path: "/api/auth/forgot-password", event: "reset_mail_failed", link: "/reset-password?token=", member: () => verifiedMember() },
  {
    path: "/api/auth/resend-verification",
    event: "verification_mail_failed",
    link: "/login?verify=",
    member: async () => {
      const { email } = fresh();
      await post("/api/auth/sign-up", signUpBody(email));
      return { email };
    },
  },
];

describe.each(requests)("POST $path, deployed", ({ path, event, link, member }) => {
  it("answers an address with an account and one without identically, before the e-mail goes out", async () => {
    const { email } = await member();
    await clearMinute(email);
    let deliver!: (res: Response) => void;
    const delivered = new Promise<Response>((resolve) => (deliver = resolve));
    const calls = mailService(() => delivered);

    // The mail service has not answered yet, and both answers are already here.
    const known = await deployed(path, { email });
    const unknown = await deployed(path, { email: fresh().email });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ ok: true });

    deliver(new Response("{}", { status: 200 }));
    await Promise.all([known.settled(), unknown.settled()]);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.to).toEqual([email]);
    expect(calls[0]!.text).toContain(`https://forma.example${link}`);
  });

  it("gives the same answer when the mail service fails, and logs the failure without the address or the link", async () => {
    const { email } = await member();
    await clearMinute(email);
    const calls = mailService(async () => new Response("{}", { status: 500 }));
    const logged = errorLog();

    const known = await deployed(path, { email });
    const unknown = await deployed(path, { email: fresh().email });
    await Promise.all([known.settled(), unknown.settled()]);
    expect(known).toMatchObject({ status: 200, body: { ok: true } });
    expect(unknown).toMatchObject({ status: known.status, body: known.body });

    expect(calls).toHaveLength(1);
    const lines = logged();
    expect(lines.map((l) => JSON.parse(l))).toContainEqual({
      level: "error",
      event,
      error: "MailError: mail provider answered 500",
    });
    for (const line of lines) {
      expect(line).not.toContain(email);
      expect(line).not.toContain(link);
    }
  });

  it("answers the same when the database fails to find the account, and logs the failure without the address", async () => {
    const { email } = await member();
    await clearMinute(email);
    const calls = mailService(async () => new Response("{}", { status: 200 }));
    const logged = errorLog();
    // Any statement given this address fails, as D1 does when it is overloaded.
    const known = await deployed(path, { email }, { DB: failingDb([email]) });
    await known.settled();
    expect(known).toMatchObject({ status: 200, body: { ok: true } });
    expect(calls).toEqual([]);
    const lines = logged();
    expect(lines.map((l) => JSON.parse(l))).toContainEqual({
      level: "error",
      event,
      error: "query failed: Error: D1_ERROR: the member cannot be read",
    });
    for (const line of lines) expect(line).not.toContain(email);
  });

  it("sends nothing without APP_URL, answers the same, and logs the configuration error", async () => {
    const { email } = await member();
    await clearMinute(email);
    const calls = mailService(async () => new Response("{}", { status: 200 }));
    const logged = errorLog();

    const known = await deployed(path, { email }, { APP_URL: "" });
    await known.settled();
    expect(known).toMatchObject({ status: 200, body: { ok: true } });
    expect(calls).toEqual([]);
    expect(logged().map((l) => JSON.parse(l))).toContainEqual({
      level: "error",
      event: "app_url_missing",
      error: "APP_URL is empty: account e-mails are not sent until it is set to the app's https origin",
    });
  });
});

describe("sign-up, deployed", () => {
  it("creates the account without APP_URL but sends no e-mail whose link would follow the Host header", async () => {
    const calls = mailService(async () => new Response("{}", { status: 200 }));
    const logged = errorLog();
    const { email } = fresh();
    const res = await deployed("/api/auth/sign-up", signUpBody(email), { APP_URL: "" });
    await res.settled();
    expect(res).toMatchObject({ status: 201, body: { ok: true, email } });
    expect(calls).toEqual([]);
    expect(logged().some((l) => l.includes('"event":"app_url_missing"'))).toBe(true);
  });

  it("mails links on APP_URL, never on the host the request named", async () => {
    const calls = mailService(async () => new Response("{}", { status: 200 }));
    const { email } = fresh();
    const res = await deployed("/api/auth/sign-up", signUpBody(email), { APP_URL: "https://app.forma.example" });
    await res.settled();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.text).toMatch(/https:\/\/app\.forma\.example\/login\?verify=[A-Za-z0-9_-]{43}/);
    expect(calls[0]!.text).not.toContain("https://forma.example/");
  });
});
