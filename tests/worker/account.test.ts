import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../worker/db/client";
import { authTokens, profiles, sessions, users } from "../../worker/db/schema";
import { cookieToken, post, signIn, verifiedMember } from "./auth-helpers";

const whoAmI = (token: string) =>
  SELF.fetch("https://forma.test/api/auth/session", { headers: { Authorization: `Bearer ${token}` } }).then(
    async (r) => ((await r.json()) as { user: { firstName: string; units: string | null } | null }).user,
  );

async function member() {
  const creds = await verifiedMember();
  const token = (await signIn(creds.email, creds.password, { returnToken: true })).body.token as string;
  const user = await getDb(env.DB).select().from(users).where(eq(users.email, creds.email)).get();
  return { ...creds, token, id: user!.id };
}

describe("account settings", () => {
  it("needs a session: 401 No access token available", async () => {
    for (const path of ["/api/account/names", "/api/account/units", "/api/account/password", "/api/account/delete"]) {
      const res = await post(path, {});
      expect(res).toMatchObject({ status: 401, body: { error: { message: "No access token available" } } });
    }
  });

  it("changes the names, cleaned and validated", async () => {
    const { token } = await member();
    const res = await post("/api/account/names", { firstName: " Мария ", lastName: "Петрова-Водкина" }, { token });
    expect(res.body.user).toMatchObject({ firstName: "Мария", lastName: "Петрова-Водкина" });
    const bad = await post("/api/account/names", { firstName: "M", lastName: "Petrova" }, { token, lang: "ru" });
    expect(bad).toMatchObject({ status: 400, body: { error: { message: "Имя должно содержать не меньше 2 символов" } } });
    expect((await whoAmI(token))!.firstName).toBe("Мария");
  });

  it("keeps the member's units for every device: none until chosen, then the last choice, refusing anything else", async () => {
    const { email, password, token } = await member();
    expect(await whoAmI(token)).toMatchObject({ units: null });
    const chosen = await post("/api/account/units", { units: "imperial" }, { token });
    expect(chosen).toMatchObject({ status: 200, body: { user: { units: "imperial", firstName: expect.any(String) } } });
    // Another device of the member's reads it with its session.
    const other = (await signIn(email, password, { returnToken: true })).body.token as string;
    expect(await whoAmI(other)).toMatchObject({ units: "imperial" });
    for (const [body, lang, message] of [
      [{ units: "stone" }, "en", "Choose metric or imperial units"],
      [{ units: null }, "ru", "Выберите метрические или имперские единицы"],
      [{}, "en", "Choose metric or imperial units"],
    ] as const) {
      expect(await post("/api/account/units", body, { token: other, lang })).toMatchObject({
        status: 400,
        body: { error: { message } },
      });
    }
    expect(await whoAmI(token)).toMatchObject({ units: "imperial" });
    expect((await post("/api/account/units", { units: "metric" }, { token: other })).body.user.units).toBe("metric");
    expect(await whoAmI(token)).toMatchObject({ units: "metric" });
  });

  it("ends with one of the choices sent at once, the one the session then reads", async () => {
    const { id, token } = await member();
    const sent = Array.from({ length: 8 }, (_, i) => (i % 2 ? "metric" : "imperial"));
    const answers = await Promise.all(sent.map((units) => post("/api/account/units", { units }, { token })));
    expect(answers.map((a) => a.status)).toEqual(sent.map(() => 200));
    const stored = (await getDb(env.DB).select({ units: users.units }).from(users).where(eq(users.id, id)).get())!.units;
    expect(["metric", "imperial"]).toContain(stored);
    expect(await whoAmI(token)).toMatchObject({ units: stored });
  });

  it("changes the password after checking the current one, ending the other sessions only", async () => {
    const { email, password, token } = await member();
    const other = cookieToken((await signIn(email, password)).res)!;
    const wrong = await post(
      "/api/account/password",
      { currentPassword: "Wr0ngPassword", newPassword: "N3wPassword", confirmPassword: "N3wPassword" },
      { token },
    );
    expect(wrong).toMatchObject({
      status: 400,
      body: { error: { code: "wrong_password", message: "The current password is incorrect" } },
    });
    const mismatch = await post(
      "/api/account/password",
      { currentPassword: password, newPassword: "N3wPassword", confirmPassword: "N3wPass" },
      { token },
    );
    expect(mismatch.body.error.message).toBe("Passwords do not match");
    expect((await signIn(email, password)).status).toBe(200);

    const ok = await post(
      "/api/account/password",
      { currentPassword: password, newPassword: "N3wPassword", confirmPassword: "N3wPassword" },
      { token },
    );
    expect(ok.body).toEqual({ ok: true, endedSessions: 2 });
    expect(await whoAmI(token)).not.toBeNull();
    expect(await whoAmI(other)).toBeNull();
    expect((await signIn(email, "N3wPassword")).status).toBe(200);
  });

  it("deletes the account with its rows, photos and sessions, only with the right password", async () => {
    const { email, password, token, id } = await member();
    await env.PHOTOS.put(`users/${id}/originals/a.jpg`, "jpeg");
    await env.PHOTOS.put(`users/${id}/previews/b.png`, "png");
    await env.PHOTOS.put("users/someone-else/a.jpg", "keep");

    const wrong = await post("/api/account/delete", { password: "Wr0ngPassword" }, { token });
    expect(wrong.status).toBe(400);
    expect(await whoAmI(token)).not.toBeNull();
    expect((await env.PHOTOS.list({ prefix: `users/${id}/` })).objects).toHaveLength(2);

    const res = await post("/api/account/delete", { password }, { token });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    const db = getDb(env.DB);
    expect(await db.select().from(users).where(eq(users.id, id)).all()).toEqual([]);
    expect(await db.select().from(profiles).where(eq(profiles.userId, id)).all()).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, id)).all()).toEqual([]);
    expect(await db.select().from(authTokens).where(eq(authTokens.userId, id)).all()).toEqual([]);
    expect((await env.PHOTOS.list({ prefix: `users/${id}/` })).objects).toEqual([]);
    expect(await env.PHOTOS.get("users/someone-else/a.jpg")).not.toBeNull();
    expect(await whoAmI(token)).toBeNull();
    expect((await signIn(email, password)).status).toBe(401);
  });
});
