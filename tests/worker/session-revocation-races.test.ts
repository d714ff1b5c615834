// A reset or a password change ends every other session, including one a sign-in with the old
// password was issuing at that moment, and one whose use was extending it at that moment.
import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../worker/db/client";
import { sessions, users } from "../../worker/db/schema";
import { issueSession } from "../../worker/shared/session/sessions";
import { sessionIdFromToken } from "../../worker/shared/session/store";
import { call, linkToken, mailbox, post, signIn, strongPassword, verifiedMember } from "./auth-helpers";
import { createSession, createUser } from "./factories";

const db = () => getDb(env.DB);
const sessionKeys = async () => (await env.SESSIONS.list({ prefix: "session:" })).keys.length;
const sessionUser = async (token: string) => (await call("GET", "/api/auth/session", undefined, { token })).body.user;

describe("sessions issued or extended while the account's sessions are ended", () => {
  it("issues no session to a sign-in that checked a password the account no longer has", async () => {
    const { id } = await createUser();
    const checked = (await db().select().from(users).where(eq(users.id, id)).get())!.passwordHash!;
    await db().update(users).set({ passwordHash: "$scrypt$ln=14,r=8,p=5$changed$changed" }).where(eq(users.id, id)).run();
    const before = await sessionKeys();

    expect(await issueSession(db(), env.SESSIONS, id, checked)).toBeNull();
    expect(await sessionKeys()).toBe(before);
    expect(await db().select().from(sessions).where(eq(sessions.userId, id)).all()).toEqual([]);
  });

  it("leaves no session from the old password once a reset sent among sign-ins has answered", async () => {
    const { email } = await verifiedMember();
    await env.DB.prepare("DELETE FROM rate_limits WHERE key = ?1").bind(`mailPerAddressMinute:${email}`).run();
    await post("/api/auth/forgot-password", { email });
    await mailbox(email, 2);
    const token = await linkToken(email, "token");
    const newPassword = "N3wPassword";

    const [reset, ...signIns] = await Promise.all([
      post("/api/auth/reset-password", { token, newPassword, confirmPassword: newPassword }),
      ...Array.from({ length: 6 }, () => signIn(email, strongPassword, { returnToken: true })),
    ]);
    expect(reset.status).toBe(200);
    // 401 once the old password is gone; 429 once those failures lock the account for a while.
    for (const s of signIns) expect([200, 401, 429]).toContain(s.status);
    for (const s of signIns.filter((x) => x.status === 200)) expect(await sessionUser(s.body.token)).toBeNull();
    await env.DB.prepare("DELETE FROM rate_limits WHERE key LIKE ?1").bind(`%${email}%`).run();
    expect((await signIn(email, newPassword)).status).toBe(200);
  });

  it("does not bring back a session revoked while its use was extending it", async () => {
    const { id } = await createUser();
    // Two days of idle life left: this use extends it.
    const token = await createSession(id, { expiresAt: Date.now() + 2 * 24 * 60 * 60 * 1000 });
    // The revocation removed the index row; the extension then wrote the record back.
    await db().delete(sessions).where(eq(sessions.userId, id)).run();

    expect(await sessionUser(token)).toBeNull();
    expect(await env.SESSIONS.get(`session:${sessionIdFromToken(token)}`)).toBeNull();
  });
});

describe("a session ended while another location's KV still answers its record", () => {
  // KV caches a read at each location for up to a minute; the index row in D1 is what a
  // revocation removes first, so every request reads it with the member.
  it("is refused at once for reads, writes and the members' pages", async () => {
    const { id } = await createUser({ plan: "PRO" });
    const here = await createSession(id);
    const there = await createSession(id);
    const key = `session:${sessionIdFromToken(there)}`;
    const cached = (await env.SESSIONS.get(key))!;

    const res = await post("/api/account/sign-out-others", {}, { token: here });
    expect(res.body).toEqual({ ok: true, endedSessions: 1 });
    // The other location's copy of the record, as its cache still serves it.
    await env.SESSIONS.put(key, cached);

    expect(await sessionUser(there)).toBeNull();
    expect((await call("GET", "/api/profiles/me", undefined, { token: there })).status).toBe(401);
    expect((await post("/api/account/sign-out-others", {}, { token: there })).status).toBe(401);
    const page = await SELF.fetch("https://forma.test/exercises/barbell-bench-press", {
      headers: { "Sec-Fetch-Dest": "document", Accept: "text/html", Cookie: `__Host-session=${there}` },
    });
    expect(await page.text()).not.toContain(`data-member="${id}"`);
    // The device that asked is still signed in, on its pages too.
    expect(await sessionUser(here)).toMatchObject({ id });
    const own = await SELF.fetch("https://forma.test/exercises/barbell-bench-press", {
      headers: { "Sec-Fetch-Dest": "document", Accept: "text/html", Cookie: `__Host-session=${here}` },
    });
    expect(await own.text()).toContain(`data-member="${id}"`);
  });
});
