// Requests that arrive together: the password limits count each guess before the hash, and
// one address signed up several times at once makes one account.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../worker/db/client";
import { profiles, users } from "../../worker/db/schema";
import { fresh, mailbox, post, signIn, signUpBody, strongPassword, verifiedMember } from "./auth-helpers";

const wrong = "Wr0ngPassword";

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

/** The attempts counted for a limit key in its current window (0 when none). */
async function counted(key: string): Promise<number> {
  const row = await env.DB.prepare("SELECT count FROM rate_limits WHERE key = ?1").bind(key).first<{ count: number }>();
  return row?.count ?? 0;
}

async function until(condition: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 2));
  }
}

async function memberWithToken() {
  const creds = await verifiedMember();
  const token = (await signIn(creds.email, creds.password, { returnToken: true })).body.token as string;
  return { ...creds, token };
}

describe("password guesses sent together", () => {
  it("checks at most 5 of 25 wrong passwords sent at once; the rest answer 429", async () => {
    const { email, password } = await verifiedMember();
    const answers = await Promise.all(Array.from({ length: 25 }, () => signIn(email, wrong)));
    expect(tally(answers.map((a) => a.status))).toEqual({ 401: 5, 429: 20 });
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body.error).toEqual({
      code: "too_many_requests",
      message: "Too many attempts. Please try again in 15 min.",
    });
    expect(Number(refused.res.headers.get("Retry-After"))).toBeGreaterThan(14 * 60);
    expect((await signIn(email, password)).status).toBe(429);
  }, 60_000);

  it("keeps the right password out once the wrong ones sent with it have filled the limit", async () => {
    const { email, password } = await verifiedMember();
    const key = `signInFailuresPerAccount:${email}`;
    const guesses = Array.from({ length: 15 }, () => signIn(email, wrong).then((a) => a.status));
    await until(async () => (await counted(key)) >= 5, "five counted guesses");
    const right = await signIn(email, password);
    expect(right.status).toBe(429);
    expect(right.res.headers.get("Set-Cookie")).toBeNull();
    expect(tally(await Promise.all(guesses))).toEqual({ 401: 5, 429: 10 });
    expect(await counted(key)).toBe(5);
  }, 60_000);

  it("lets the right password sent among 15 wrong ones in only if it came before the lock, and never a sixth wrong guess", async () => {
    const { email, password } = await verifiedMember();
    const all = await Promise.all([...Array.from({ length: 15 }, () => signIn(email, wrong)), signIn(email, password)]);
    const right = all.pop()!;
    expect([200, 429]).toContain(right.status);
    // Never a sixth wrong guess. While the right password holds one of the five places (until its
    // hash is done and the place handed back), a wrong guess arriving then is refused, so one
    // fewer may be checked; when the right one came after the lock, exactly five were.
    const wrongChecked = all.filter((a) => a.status === 401).length;
    expect(all.every((a) => a.status === 401 || a.status === 429)).toBe(true);
    expect(wrongChecked).toBeLessThanOrEqual(5);
    expect(wrongChecked).toBeGreaterThanOrEqual(right.status === 200 ? 4 : 5);
    // The account is locked once five wrong guesses were counted; when the right password took the
    // fifth place and handed it back, four were, and the member may still sign in.
    expect((await signIn(email, password)).status).toBe(wrongChecked === 5 ? 429 : 200);
  }, 60_000);

  it("checks at most 30 of 50 sign-ins sent at once from one address", async () => {
    const { ip } = fresh();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post("/api/auth/sign-in", { email: fresh().email, password: wrong }, { ip })),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({ 401: 30, 429: 20 });
    expect(await counted(`signInFailuresPerIp:${ip}`)).toBe(30);
  }, 120_000);

  it("counts a right password as no failure: its count is handed back", async () => {
    const { email, password } = await verifiedMember();
    const { ip } = fresh();
    for (let i = 0; i < 4; i++) expect((await post("/api/auth/sign-in", { email, password: wrong }, { ip })).status).toBe(401);
    expect((await post("/api/auth/sign-in", { email, password }, { ip })).status).toBe(200);
    expect(await counted(`signInFailuresPerAccount:${email}`)).toBe(4);
    expect(await counted(`signInFailuresPerIp:${ip}`)).toBe(4);
    // The wrong guesses of the window stay counted: one more locks the account.
    expect((await signIn(email, wrong)).status).toBe(401);
    expect((await signIn(email, password)).status).toBe(429);
  }, 60_000);

  it("checks at most 5 of 24 wrong current passwords sent at once to the password change and the deletion", async () => {
    const { email, password, token } = await memberWithToken();
    const change = { currentPassword: wrong, newPassword: "N3wPassword", confirmPassword: "N3wPassword" };
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, () => post("/api/account/password", change, { token })),
      ...Array.from({ length: 12 }, () => post("/api/account/delete", { password: wrong }, { token })),
    ]);
    expect(tally(answers.map((a) => a.status))).toEqual({ 400: 5, 429: 19 });
    expect(answers.filter((a) => a.status === 400).every((a) => a.body.error.code === "wrong_password")).toBe(true);
    // Locked: even the right password is not checked, and nothing changed.
    const locked = await post("/api/account/delete", { password }, { token, lang: "ru" });
    expect(locked).toMatchObject({ status: 429, body: { error: { code: "too_many_requests" } } });
    expect(locked.body.error.message).toBe("Слишком много попыток. Попробуйте снова через 15\u00a0мин.");
    expect(await getDb(env.DB).select().from(users).where(eq(users.email, email)).get()).toBeDefined();
    expect((await signIn(email, "N3wPassword")).status).toBe(429);
  }, 60_000);
});

describe("per-address limits and IPv6", () => {
  it("counts every address of one IPv6 /64 together, and another /64 apart", async () => {
    const third = (Date.now() % 0xffff).toString(16);
    const fourth = Math.floor(Math.random() * 0xfffe);
    const prefix = `2001:db8:${third}:${fourth.toString(16)}`;
    const answers = [];
    for (let i = 1; i <= 21; i++) {
      answers.push((await post("/api/auth/sign-in-link", { email: fresh().email }, { ip: `${prefix}:${i.toString(16)}::${i}` })).status);
    }
    expect(tally(answers)).toEqual({ 200: 20, 429: 1 });
    const neighbour = `2001:db8:${third}:${(fourth + 1).toString(16)}::1`;
    expect((await post("/api/auth/sign-in-link", { email: fresh().email }, { ip: neighbour })).status).toBe(200);
  });
});

describe("one address signed up several times at once", () => {
  const userRows = (email: string) => getDb(env.DB).select().from(users).where(eq(users.email, email)).all();

  it("makes one account, answers every request like the first, and sends one e-mail", async () => {
    const { email, ip } = fresh();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post("/api/auth/sign-up", signUpBody(email), { ip })));
    for (const a of answers) expect(a).toMatchObject({ status: 201, body: { ok: true, email, warnings: [] } });
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    const rows = await userRows(email);
    expect(rows).toHaveLength(1);
    expect(await getDb(env.DB).select().from(profiles).where(eq(profiles.userId, rows[0]!.id)).all()).toHaveLength(1);
    const mails = await mailbox(email, 2);
    expect(mails.map((m) => m.subject)).toEqual(["Confirm your email for Forma"]);
  }, 60_000);

  it("answers a double submit exactly as the first sign-up, in either language", async () => {
    for (const lang of ["en", "ru"] as const) {
      const { email } = fresh();
      const first = await post("/api/auth/sign-up", signUpBody(email), { lang });
      const second = await post("/api/auth/sign-up", signUpBody(email), { lang });
      expect(first.status).toBe(201);
      expect(second.status).toBe(first.status);
      expect(second.body).toEqual(first.body);
      expect(await userRows(email)).toHaveLength(1);
      expect(await mailbox(email, 2)).toHaveLength(1);
    }
  }, 60_000);

  it("answers the same when the address already has an account, and still never makes a second one", async () => {
    const { email } = await verifiedMember();
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => post("/api/auth/sign-up", signUpBody(email, { password: "An0therPass" }))),
    );
    for (const a of answers) expect(a).toMatchObject({ status: 201, body: { ok: true, email, warnings: [] } });
    expect(await userRows(email)).toHaveLength(1);
    expect((await signIn(email, strongPassword)).status).toBe(200);
  }, 60_000);
});
