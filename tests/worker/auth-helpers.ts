import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { app } from "../../worker/app";
import { fixedClock } from "../../core/clock";

let seq = 0;

/** A fresh address and client IP per call, so tests do not share limit counters. */
export function fresh() {
  seq += 1;
  const n = `${Date.now().toString(36)}${seq}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `user-${n}@example.com`, ip: `10.${seq % 250}.${(Date.now() >> 8) % 250}.${Math.floor(Math.random() * 250)}` };
}

export interface CallOptions {
  ip?: string;
  lang?: "en" | "ru";
  token?: string;
  cookie?: string;
  /** Runs the request with the worker's clock stopped at this instant (ISO or epoch ms). */
  now?: string | number;
}

/** The worker's own fetch, with a fixed clock when one is given. */
async function send(request: Request, now: CallOptions["now"]): Promise<Response> {
  if (now === undefined) return SELF.fetch(request);
  const ctx = createExecutionContext();
  const res = await app.fetch(request, { ...env, clock: fixedClock(now) }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** Any API call: JSON in (when a body is given) and out, with the options' session and language. */
export async function call(method: string, path: string, body?: unknown, opts: CallOptions = {}) {
  const headers: Record<string, string> = { "CF-Connecting-IP": opts.ip ?? fresh().ip };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const cookies = [opts.lang ? `lang=${opts.lang}` : "", opts.cookie ?? ""].filter(Boolean);
  if (cookies.length) headers.Cookie = cookies.join("; ");
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  const res = await send(
    new Request(`https://forma.test${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
    opts.now,
  );
  const text = await res.text();
  return { res, status: res.status, body: (text ? JSON.parse(text) : null) as any };
}

export const post = (path: string, body: unknown, opts: CallOptions = {}) => call("POST", path, body, opts);

export const strongPassword = "Str0ngPass";

export const metrics = { gender: "FEMALE", age: 30, height: 168, weight: 62, activity: "MODERATE", goal: "LOSE_WEIGHT" } as const;

export function signUpBody(email: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Anna",
    lastName: "Ivanova",
    email,
    password: strongPassword,
    acceptAgreement: true,
    metrics,
    ...overrides,
  };
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
}

/**
 * The dev outbox for an address, newest first. Some e-mails go out after the answer (so the
 * answer's timing reveals nothing): wait until at least `count` are there, or a second passed.
 */
export async function mailbox(to: string, count = 1): Promise<Mail[]> {
  const deadline = Date.now() + 1000;
  for (;;) {
    const res = await SELF.fetch(`http://localhost/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const mails = (await res.json()) as Mail[];
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The token in the newest message's link with this query parameter. */
export async function linkToken(to: string, param: "verify" | "link" | "token"): Promise<string> {
  const deadline = Date.now() + 1000;
  for (;;) {
    for (const mail of await mailbox(to)) {
      for (const link of mail.links) {
        const value = new URL(link).searchParams.get(param);
        if (value) return value;
      }
    }
    if (Date.now() > deadline) throw new Error(`no ${param} link for ${to}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Signs up and confirms the address; answers the credentials. */
export async function verifiedMember(lang: "en" | "ru" = "en") {
  const { email } = fresh();
  const signup = await post("/api/auth/sign-up", signUpBody(email), { lang });
  if (signup.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(signup.body)}`);
  await post("/api/auth/verify-email", { token: await linkToken(email, "verify") });
  return { email, password: strongPassword };
}

export async function signIn(email: string, password = strongPassword, extra: Record<string, unknown> = {}) {
  return post("/api/auth/sign-in", { email, password, ...extra });
}

/** The cookie a sign-in link request set (the browser that asked), as a Cookie header's part. */
export function linkCookie(res: Response): string {
  const match = /__Host-sign-in-link=([^;]+)/.exec(res.headers.get("Set-Cookie") ?? "");
  if (!match) throw new Error("no sign-in link cookie");
  return `__Host-sign-in-link=${match[1]}`;
}

/** The session token set by a sign-in answer's cookie. */
export function cookieToken(res: Response): string | null {
  const match = /__Host-session=([^;]+)/.exec(res.headers.get("Set-Cookie") ?? "");
  return match?.[1] ?? null;
}
