import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createToken } from "../../worker/auth/tokens";
import { getDb } from "../../worker/db/client";
import { cookieToken, fresh, linkToken, mailbox, post, signIn, verifiedMember } from "./auth-helpers";
import { createUser } from "./factories";

const whoAmI = (token: string) =>
  SELF.fetch("https://forma.test/api/auth/session", { headers: { Authorization: `Bearer ${token}` } }).then(
    async (r) => ((await r.json()) as { user: unknown }).user,
  );

const clearMinute = (email: string) =>
  env.DB.prepare("DELETE FROM rate_limits WHERE key = ?1").bind(`mailPerAddressMinute:${email}`).run();

describe("forgot and reset password", () => {
  it("answers the same whether or not the address has an account", async () => {
    const { email } = await verifiedMember();
    await clearMinute(email);
    const stranger = fresh().email;
    const a = await post("/api/auth/forgot-password", { email });
    const b = await post("/api/auth/forgot-password", { email: stranger });
    expect(a.status).toBe(b.status);
    expect(a.body).toEqual(b.body);
    expect(await mailbox(stranger)).toEqual([]);
    const [mail] = await mailbox(email, 2);
    expect(mail!.subject).toBe("Reset your Forma password");
    expect(mail!.links[0]).toMatch(/^https:\/\/forma\.test\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
  });

  it("sets the new password once, ends every session, and the old password stops working", async () => {
    const { email, password } = await verifiedMember("ru");
    const phone = (await signIn(email, password, { returnToken: true })).body.token as string;
    const laptop = cookieToken((await signIn(email, password)).res)!;
    await clearMinute(email);
    await post("/api/auth/forgot-password", { email });
    expect((await mailbox(email, 2))[0]!.subject).toBe("Сброс пароля в Forma");
    const token = await linkToken(email, "token");

    const mismatch = await post("/api/auth/reset-password", {
      token,
      newPassword: "N3wPassword",
      confirmPassword: "N3wPasswordX",
    });
    expect(mismatch).toMatchObject({ status: 400, body: { error: { message: "Passwords do not match" } } });
    expect(mismatch.res.headers.get("X-Invalid-Field")).toBe("confirmPassword");
    const weak = await post(
      "/api/auth/reset-password",
      { token, newPassword: "weakpass", confirmPassword: "weakpass" },
      { lang: "ru" },
    );
    expect(weak.body.error.message).toBe("Пароль должен содержать хотя бы одну заглавную букву, одну строчную и одну цифру");

    // Refused attempts did not use the link up.
    expect(
      await post("/api/auth/reset-password", { token, newPassword: "N3wPassword", confirmPassword: "N3wPassword" }),
    ).toMatchObject({ status: 200 });
    expect(await whoAmI(phone)).toBeNull();
    expect(await whoAmI(laptop)).toBeNull();
    expect((await signIn(email, password)).status).toBe(401);
    expect((await signIn(email, "N3wPassword")).status).toBe(200);
    const reuse = await post("/api/auth/reset-password", { token, newPassword: "Other1Pass", confirmPassword: "Other1Pass" });
    expect(reuse.body.error.code).toBe("link_invalid");
  });

  it("refuses a reset link older than 30 minutes", async () => {
    const { id } = await createUser();
    const token = await createToken(getDb(env.DB), id, "reset_password", Date.now() - 31 * 60 * 1000);
    const res = await post("/api/auth/reset-password", { token, newPassword: "N3wPassword", confirmPassword: "N3wPassword" });
    expect(res).toMatchObject({ status: 400, body: { error: { code: "link_invalid" } } });
  });

  it("limits reset requests per IP address", async () => {
    const { ip } = fresh();
    for (let i = 0; i < 20; i++)
      expect((await post("/api/auth/forgot-password", { email: fresh().email }, { ip })).status).toBe(200);
    expect((await post("/api/auth/forgot-password", { email: fresh().email }, { ip })).status).toBe(429);
  });
});
