import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "../../worker/db/client";
import { profiles, users } from "../../worker/db/schema";
import { fresh, linkToken, mailbox, metrics, post, signIn, signUpBody, strongPassword } from "./auth-helpers";

const userRow = (email: string) => getDb(env.DB).select().from(users).where(eq(users.email, email)).get();

describe("POST /api/auth/sign-up", () => {
  it("creates the user and the profile from the metrics, with a salted scrypt hash", async () => {
    const { email } = fresh();
    const res = await post(
      "/api/auth/sign-up",
      signUpBody(`  ${email.toUpperCase()} `, { firstName: "  Anna   <Maria> ", lastName: "O'Neil-Smith" }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true, email, warnings: [] });
    const user = await userRow(email);
    expect(user).toMatchObject({ email, firstName: "Anna Maria", lastName: "O'Neil-Smith", emailVerifiedAt: null, locale: "en" });
    // A PHC scrypt string (production's parameters: password-and-captcha.test.ts).
    expect(user!.passwordHash).toMatch(/^\$scrypt\$ln=\d+,r=\d+,p=\d+\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(user!.passwordHash).not.toContain(strongPassword);
    const profile = await getDb(env.DB).select().from(profiles).where(eq(profiles.userId, user!.id)).get();
    expect(profile).toMatchObject({
      gender: "FEMALE",
      age: 30,
      height: 168,
      weight: 62,
      activity: "MODERATE",
      goal: "LOSE_WEIGHT",
      plan: "FREE",
    });
  });

  it("sends a verification e-mail in the visitor's language, with text, HTML and a single-use link", async () => {
    const { email } = fresh();
    await post("/api/auth/sign-up", signUpBody(email), { lang: "ru" });
    const [mail] = await mailbox(email);
    expect(mail).toMatchObject({ to: email, subject: "Подтвердите почту для Forma" });
    expect(mail!.text).toContain("Здравствуйте, Anna!");
    expect(mail!.html).toContain('<html lang="ru">');
    expect(mail!.links).toHaveLength(1);
    expect(mail!.links[0]).toMatch(/^https:\/\/forma\.test\/login\?verify=[A-Za-z0-9_-]{43}$/);
    const token = await linkToken(email, "verify");

    expect((await signIn(email)).body.error.code).toBe("email_not_verified");
    expect(await post("/api/auth/verify-email", { token })).toMatchObject({ status: 200, body: { ok: true } });
    expect((await userRow(email))!.emailVerifiedAt).toBeInstanceOf(Date);
    const again = await post("/api/auth/verify-email", { token });
    expect(again).toMatchObject({
      status: 400,
      body: { error: { code: "link_invalid", message: "This link is invalid or has expired." } },
    });
    expect((await signIn(email)).status).toBe(200);
  });

  it("answers an address that already has an account exactly as a new one, and tells its owner by e-mail", async () => {
    const { email } = fresh();
    await post("/api/auth/sign-up", signUpBody(email));
    await post("/api/auth/verify-email", { token: await linkToken(email, "verify") });
    const ip = fresh().ip;
    // The per-address e-mail limit allows one message a minute: move the first one back in time.
    await env.DB.prepare("DELETE FROM rate_limits WHERE key = ?1").bind(`mailPerAddressMinute:${email}`).run();
    const second = await post("/api/auth/sign-up", signUpBody(email, { firstName: "Other", password: "An0therPass" }), { ip });
    expect(second.status).toBe(201);
    expect(second.body).toEqual({ ok: true, email, warnings: [] });
    const [latest] = await mailbox(email, 2);
    expect(latest!.subject).toBe("You already have a Forma account");
    expect(latest!.links.map((l) => new URL(l).pathname)).toEqual(["/login", "/forgot-password"]);
    expect((await userRow(email))!.firstName).toBe("Anna");
    expect((await signIn(email, "An0therPass")).status).toBe(401);
  });

  it("accepts names in any script, with accents, apostrophes and hyphens, and members from 16", async () => {
    const names: [string, string][] = [
      ["José", "Müller"],
      ["Жанна-Мария", "O'Brien"],
      ["Zoë", "Nguyễn"],
      // "José" typed with a combining accent is stored composed.
      ["Jose\u0301", "Łukasiewicz"],
    ];
    for (const [firstName, lastName] of names) {
      const { email } = fresh();
      const res = await post("/api/auth/sign-up", signUpBody(email, { firstName, lastName, metrics: { ...metrics, age: 16 } }));
      expect(res.status, firstName).toBe(201);
      expect(await userRow(email), firstName).toMatchObject({ firstName: firstName.normalize("NFC"), lastName });
    }
  });

  it("stores an unknown activity level as MODERATE and says so", async () => {
    const { email } = fresh();
    const res = await post("/api/auth/sign-up", signUpBody(email, { metrics: { ...metrics, activity: "couch" } }));
    expect(res.body.warnings).toEqual(["activity_defaulted"]);
    const user = await userRow(email);
    const profile = await getDb(env.DB).select().from(profiles).where(eq(profiles.userId, user!.id)).get();
    expect(profile!.activity).toBe("MODERATE");
  });

  it("completes the sign-up when the profile cannot be created, and logs it", async () => {
    const { email } = fresh();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await env.DB.exec("ALTER TABLE profiles RENAME TO profiles_away");
    try {
      const res = await post("/api/auth/sign-up", signUpBody(email));
      expect(res.status).toBe(201);
    } finally {
      await env.DB.exec("ALTER TABLE profiles_away RENAME TO profiles");
    }
    expect(await userRow(email)).toBeDefined();
    expect(log.mock.calls.map((c) => String(c[0])).join("\n")).toContain("profile_create_failed");
    expect(log.mock.calls.map((c) => String(c[0])).join("\n")).not.toContain(email);
    log.mockRestore();
  });

  const cases: [string, Record<string, unknown>, string, string, string][] = [
    [
      "short name",
      { firstName: "A" },
      "firstName",
      "Name must be at least 2 characters",
      "Имя должно содержать не меньше 2 символов",
    ],
    [
      "long name",
      { lastName: "A".repeat(51) },
      "lastName",
      "Name must be less than 50 characters",
      "Фамилия должна быть короче 50 символов",
    ],
    [
      "digits in a name",
      { firstName: "Anna2" },
      "firstName",
      "Name can contain letters, spaces, hyphens, and apostrophes",
      "Имя может содержать буквы, пробелы, дефисы и апострофы",
    ],
    [
      "a name starting with a hyphen",
      { firstName: "-Anna" },
      "firstName",
      "Name can contain letters, spaces, hyphens, and apostrophes",
      "Имя может содержать буквы, пробелы, дефисы и апострофы",
    ],
    ["bad e-mail", { email: "anna@" }, "email", "Invalid email address", "Неверный адрес электронной почты"],
    [
      "short e-mail",
      { email: "a@b" },
      "email",
      "Email must be at least 5 characters",
      "Адрес почты должен содержать не меньше 5 символов",
    ],
    [
      "long e-mail",
      { email: `${"a".repeat(250)}@example.com` },
      "email",
      "Email must be less than 255 characters",
      "Адрес почты должен быть короче 255 символов",
    ],
    [
      "short password",
      { password: "Ab1" },
      "password",
      "Password must be at least 8 characters",
      "Пароль должен содержать не меньше 8 символов",
    ],
    [
      "long password",
      { password: `Ab1${"x".repeat(70)}` },
      "password",
      "Password must be less than 72 characters",
      "Пароль должен быть короче 72 символов",
    ],
    [
      "weak password",
      { password: "alllowercase1" },
      "password",
      "Password must contain at least one uppercase letter, one lowercase letter, and one number",
      "Пароль должен содержать хотя бы одну заглавную букву, одну строчную и одну цифру",
    ],
    [
      "agreement not accepted",
      { acceptAgreement: false },
      "acceptAgreement",
      "Please accept the user agreement",
      "Примите пользовательское соглашение",
    ],
    [
      "age out of range",
      { metrics: { ...metrics, age: 7 } },
      "metrics.age",
      "Age must be a whole number from 16 to 100",
      "Возраст\u00a0— целое число от 16 до 100",
    ],
    [
      "member younger than 16",
      { metrics: { ...metrics, age: 15 } },
      "metrics.age",
      "Age must be a whole number from 16 to 100",
      "Возраст\u00a0— целое число от 16 до 100",
    ],
    [
      "name with markup",
      { lastName: "<b>x</b>" },
      "lastName",
      "Name can contain letters, spaces, hyphens, and apostrophes",
      "Фамилия может содержать буквы, пробелы, дефисы и апострофы",
    ],
    [
      "height out of range",
      { metrics: { ...metrics, height: 20 } },
      "metrics.height",
      "Height must be between 100 and 250 cm",
      "Рост должен быть от 100 до 250\u00a0см",
    ],
    [
      "weight out of range",
      { metrics: { ...metrics, weight: 900 } },
      "metrics.weight",
      "Weight must be between 30 and 300 kg",
      "Вес должен быть от 30 до 300\u00a0кг",
    ],
    ["no sex", { metrics: { ...metrics, gender: "OTHER" } }, "metrics.gender", "Choose your sex", "Укажите пол"],
  ];

  it.each(cases)(
    "refuses a %s with the rule's message in English and Russian, creating nothing",
    async (_name, override, field, en, ru) => {
      const { email } = fresh();
      const body = signUpBody(email, override);
      const english = await post("/api/auth/sign-up", body);
      expect(english.status).toBe(400);
      expect(english.res.headers.get("X-Invalid-Field")).toBe(field);
      expect(english.body).toEqual({ error: { code: "validation_failed", message: en } });
      const russian = await post("/api/auth/sign-up", body, { lang: "ru" });
      expect(russian.body.error.message).toBe(ru);
      expect(await userRow((body.email as string).trim().toLowerCase())).toBeUndefined();
    },
  );

  it("limits sign-ups per IP address", async () => {
    const { ip } = fresh();
    for (let i = 0; i < 10; i++) expect((await post("/api/auth/sign-up", signUpBody(fresh().email), { ip })).status).toBe(201);
    const { email } = fresh();
    const limited = await post("/api/auth/sign-up", signUpBody(email), { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.res.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(limited.body.error.message).toMatch(/^Too many attempts\. Please try again in \d+ min\.$/);
    expect(await userRow(email)).toBeUndefined();
  }, 30_000);
});

describe("POST /api/auth/resend-verification", () => {
  it("sends a new link, at most one a minute; the first link opened confirms and spends the other", async () => {
    const { email } = fresh();
    await post("/api/auth/sign-up", signUpBody(email));
    const first = await linkToken(email, "verify");
    const tooSoon = await post("/api/auth/resend-verification", { email });
    expect(tooSoon.status).toBe(429);
    await env.DB.prepare("DELETE FROM rate_limits WHERE key = ?1").bind(`mailPerAddressMinute:${email}`).run();
    expect(await post("/api/auth/resend-verification", { email })).toMatchObject({ status: 200, body: { ok: true } });
    const second = await linkToken(email, "verify");
    expect(second).not.toBe(first);
    expect((await post("/api/auth/verify-email", { token: second })).status).toBe(200);
    expect((await post("/api/auth/verify-email", { token: first })).status).toBe(400);
    expect((await signIn(email)).status).toBe(200);
  });

  it("answers the same for an address without an account, and sends nothing", async () => {
    const { email } = fresh();
    expect(await post("/api/auth/resend-verification", { email })).toMatchObject({ status: 200, body: { ok: true } });
    expect(await mailbox(email)).toEqual([]);
  });

  it("refuses a malformed token without touching the database", async () => {
    const res = await post("/api/auth/verify-email", { token: "not-a-token" });
    expect(res).toMatchObject({
      status: 400,
      body: { error: { code: "validation_failed", message: "This link is invalid or has expired." } },
    });
  });
});
