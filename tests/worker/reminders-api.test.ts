// The reminders' API as the settings screen and the service worker call it: settings, devices
// (validation, ownership), the test push through the development double, turning reminders off
// with a signed token, the e-mail's one-click unsubscribe page, and the check-in marked done by
// opening the week's adjustment.
import { env, SELF } from "cloudflare:test";
import { desc, eq } from "drizzle-orm";
import { decodeBase64urlIgnorePadding } from "@oslojs/encoding";
import { describe, expect, it } from "vitest";
import type { ReminderPushJson } from "../../core/api/reminders";
import * as m from "../../i18n/paraglide/messages.js";
import { getDb } from "../../worker/db/client";
import { pushOutbox, reminderSettings, users } from "../../worker/db/schema";
import { developmentVapid } from "../../worker/platform/push/development";
import { signToken } from "../../worker/reminders/tokens";
import { call, post } from "./auth-helpers";
import { createSession, createUser } from "./factories";
import { browserSubscription, decryptPush, vapidClaims } from "./push-service";

const db = getDb(env.DB);

async function member(plan: "FREE" | "BASIC" | "PRO" = "FREE") {
  const { id } = await createUser({ plan, gender: "FEMALE", age: 30, height: 168, weight: 62, activity: "MODERATE" });
  return { id, token: await createSession(id) };
}

const settings = {
  timeZone: "Europe/Moscow",
  time: "08:30",
  quietHours: { from: "23:00", to: "07:00" },
  training: true,
  weighInDays: ["MONDAY", "THURSDAY"],
  checkIn: true,
  checkInDay: "SUNDAY",
  emailFallback: true,
};

const put = (token: string, body: unknown, lang?: "en" | "ru") => call("PUT", "/api/reminders/settings", body, { token, lang, now: "2026-03-02T10:00:00Z" });
const rowOf = (id: string) => db.select().from(reminderSettings).where(eq(reminderSettings.userId, id)).get();

describe("reminder settings", () => {
  it("are for members only", async () => {
    const visitor = [
      await call("GET", "/api/reminders/settings"),
      await call("PUT", "/api/reminders/settings", settings),
      await call("POST", "/api/reminders/subscriptions", (await browserSubscription()).json),
      await call("DELETE", "/api/reminders/subscriptions", { endpoint: "https://fcm.googleapis.com/fcm/send/x" }),
      await call("POST", "/api/reminders/test"),
    ];
    expect(visitor.map((r) => [r.status, r.body.error.code])).toEqual(Array(5).fill([401, "unauthorized"]));
  });

  it("start all off, and come back as saved, with the push key to subscribe with", async () => {
    const { id, token } = await member();
    const before = await call("GET", "/api/reminders/settings", undefined, { token });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      saved: false,
      settings: { training: false, weighInDays: [], checkIn: false, emailFallback: false },
      devices: [],
      pushKey: developmentVapid.publicKey,
      trainingDays: [],
      checkInAvailable: false,
    });
    const saved = await put(token, settings);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ saved: true, settings });
    expect((await call("GET", "/api/reminders/settings", undefined, { token })).body.settings).toEqual(settings);
    // The next sending run looks at the member; with everything off, none does.
    expect(await rowOf(id)).toMatchObject({ at: 8 * 60 + 30, nextDueAt: Date.parse("2026-03-02T10:00:00Z") });
    await put(token, { ...settings, training: false, weighInDays: [], checkIn: false });
    expect((await rowOf(id))!.nextDueAt).toBeNull();
  });

  it("take the language the member sets them up in, for the pushes and the e-mail", async () => {
    const { id, token } = await member();
    const language = async () => (await db.select({ locale: users.locale }).from(users).where(eq(users.id, id)).get())!.locale;
    expect(await language()).toBe("en");
    expect((await put(token, settings, "ru")).status).toBe(200);
    expect(await language()).toBe("ru");
    const device = await call("POST", "/api/reminders/subscriptions", (await browserSubscription()).json, { token, lang: "en" });
    expect(device.status).toBe(200);
    expect(await language()).toBe("en");
  });

  it("say which reminders the member's plans allow", async () => {
    const { id, token } = await member("PRO");
    const choice = { goal: "GAIN_MUSCLE", tier: "beginner", weekdays: ["MONDAY", "WEDNESDAY", "FRIDAY"], equipment: ["dumbbell", "bench"] };
    expect((await post("/api/plans/workout", choice, { token })).status).toBe(200);
    expect((await post("/api/plans/nutrition", { goal: "MAINTAIN" }, { token })).status).toBe(200);
    const view = (await call("GET", "/api/reminders/settings", undefined, { token })).body;
    expect(view).toMatchObject({ trainingDays: ["MONDAY", "WEDNESDAY", "FRIDAY"], checkInAvailable: true });

    // A later "yes" in the screening holds the training days back, and eating-disorder signs on
    // record the check-in, as the plan tab and the weekly adjustments do.
    const yes = Array(7).fill(false);
    yes[4] = true;
    expect((await post("/api/profiles/screening", { answers: yes }, { token })).status).toBe(200);
    await env.DB.prepare("UPDATE profiles SET eating_disorder_signs_at = ?1 WHERE user_id = ?2").bind(Date.now(), id).run();
    const held = (await call("GET", "/api/reminders/settings", undefined, { token })).body;
    expect(held).toMatchObject({ trainingDays: [], checkInAvailable: false });
  });

  it("hold the training days back for a plan kept from before the screening was asked, until it is answered", async () => {
    const { id, token } = await member("PRO");
    const choice = { goal: "GAIN_MUSCLE", tier: "beginner", weekdays: ["MONDAY", "THURSDAY"], equipment: ["dumbbell", "bench"] };
    expect((await post("/api/plans/workout", choice, { token })).status).toBe(200);
    await env.DB.prepare("UPDATE profiles SET screening = NULL WHERE user_id = ?1").bind(id).run();
    expect((await call("GET", "/api/reminders/settings", undefined, { token })).body).toMatchObject({ trainingDays: [] });
    expect((await post("/api/profiles/screening", { answers: Array(7).fill(false) }, { token })).status).toBe(200);
    expect((await call("GET", "/api/reminders/settings", undefined, { token })).body).toMatchObject({ trainingDays: ["MONDAY", "THURSDAY"] });
  });

  for (const lang of ["en", "ru"] as const) {
    it(`are refused with the rule's own message (${lang})`, async () => {
      const { token } = await member();
      const cases: [unknown, string, (i: object, o: { locale: "en" | "ru" }) => string][] = [
        [{ ...settings, timeZone: "Mars/Olympus_Mons" }, "timeZone", m.validation_reminder_time_zone],
        [{ ...settings, time: "24:00" }, "time", m.validation_reminder_time],
        [{ ...settings, time: "06:30" }, "time", m.validation_reminder_time_quiet],
        [{ ...settings, quietHours: { from: "22:00", to: "22:00" } }, "quietHours", m.validation_reminder_quiet_hours],
        [{ ...settings, weighInDays: ["MONDAY", "MONDAY"] }, "weighInDays", m.validation_reminder_weekday],
        [{ ...settings, checkInDay: "FUNDAY" }, "checkInDay", m.validation_reminder_weekday],
      ];
      for (const [body, field, message] of cases) {
        const res = await put(token, body, lang);
        expect([res.status, res.body.error, res.res.headers.get("X-Invalid-Field")]).toEqual([
          400,
          { code: "validation_failed", message: message({}, { locale: lang }) },
          field,
        ]);
      }
    });
  }
});

describe("devices", () => {
  it("take a browser's subscription: https on a known push service, with its keys", async () => {
    const { token } = await member();
    const sub = await browserSubscription();
    const bad: [unknown, (i: object, o: { locale: "en" | "ru" }) => string][] = [
      [{ ...sub.json, endpoint: sub.endpoint.replace("https:", "http:") }, m.validation_push_endpoint],
      [{ ...sub.json, endpoint: "https://push.evil.example/send/1" }, m.validation_push_endpoint],
      [{ ...sub.json, endpoint: "https://fcm.googleapis.com.evil.example/fcm/send/1" }, m.validation_push_endpoint],
      [{ ...sub.json, keys: { ...sub.json.keys, p256dh: "AAAA" } }, m.validation_push_keys],
      [{ ...sub.json, keys: { p256dh: sub.json.keys.p256dh } }, m.validation_push_keys],
    ];
    for (const lang of ["en", "ru"] as const) {
      for (const [body, message] of bad) {
        const res = await call("POST", "/api/reminders/subscriptions", body, { token, lang });
        expect([res.status, res.body.error]).toEqual([400, { code: "validation_failed", message: message({}, { locale: lang }) }]);
      }
    }
    const added = await call("POST", "/api/reminders/subscriptions", sub.json, { token, now: "2026-03-02T10:00:00Z" });
    expect(added.status).toBe(200);
    expect(added.body.devices).toEqual([{ endpoint: sub.endpoint, createdAt: Date.parse("2026-03-02T10:00:00Z"), lastSuccessAt: null }]);
    // The same device again (new keys after the browser renewed them) is still one device.
    const again = await call("POST", "/api/reminders/subscriptions", { ...sub.json, keys: (await browserSubscription()).json.keys }, { token });
    expect(again.body.devices).toHaveLength(1);
  });

  it("are the member's own: another member's removal leaves them; the device moves to whoever subscribes it", async () => {
    const a = await member();
    const b = await member();
    const sub = await browserSubscription();
    await call("POST", "/api/reminders/subscriptions", sub.json, { token: a.token });
    const devicesOf = async (token: string) => (await call("GET", "/api/reminders/settings", undefined, { token })).body.devices.map((d: { endpoint: string }) => d.endpoint);
    const removed = await call("DELETE", "/api/reminders/subscriptions", { endpoint: sub.endpoint }, { token: b.token });
    expect(removed.status).toBe(204);
    expect(await devicesOf(a.token)).toEqual([sub.endpoint]);
    expect(await devicesOf(b.token)).toEqual([]);
    // The browser signed in to b and subscribed: a's reminders no longer go to it.
    await call("POST", "/api/reminders/subscriptions", sub.json, { token: b.token });
    expect([await devicesOf(a.token), await devicesOf(b.token)]).toEqual([[], [sub.endpoint]]);
    expect((await call("DELETE", "/api/reminders/subscriptions", { endpoint: sub.endpoint }, { token: b.token })).status).toBe(204);
    expect(await devicesOf(b.token)).toEqual([]);
  });

  it("get the test notification through the push double, encrypted for them, in the request's language", async () => {
    const { token } = await member();
    const none = await call("POST", "/api/reminders/test", undefined, { token, lang: "ru" });
    expect([none.status, none.body.error]).toEqual([409, { code: "reminder_no_devices", message: m.reminder_no_devices({}, { locale: "ru" }) }]);
    const sub = await browserSubscription();
    await call("POST", "/api/reminders/subscriptions", sub.json, { token });
    const sent = await call("POST", "/api/reminders/test", undefined, { token, lang: "ru" });
    expect(sent).toMatchObject({ status: 200, body: { delivered: 1 } });
    const [recorded] = await db.select().from(pushOutbox).where(eq(pushOutbox.endpoint, sub.endpoint)).orderBy(desc(pushOutbox.id)).all();
    await vapidClaims(recorded!.headers.authorization!, developmentVapid.publicKey);
    const payload = JSON.parse(await decryptPush(decodeBase64urlIgnorePadding(recorded!.body), sub)) as ReminderPushJson;
    expect(payload).toEqual({
      v: 1,
      kind: "test",
      lang: "ru",
      title: m.reminder_push_test_title({}, { locale: "ru" }),
      body: m.reminder_push_test_body({}, { locale: "ru" }),
      url: "/settings#reminders",
      tag: "forma-test",
    });
    const devices = (await call("GET", "/api/reminders/settings", undefined, { token })).body.devices;
    expect(devices[0].lastSuccessAt).toEqual(expect.any(Number));
  });
});

describe("turning a reminder off from a link", () => {
  it("takes only a token signed with the member's own key", async () => {
    const a = await member();
    const b = await member();
    await put(a.token, settings);
    await put(b.token, settings);
    const keyOf = async (id: string) => (await rowOf(id))!.signingKey;
    const aTraining = await signToken(await keyOf(a.id), a.id, "training");
    const bTraining = await signToken(await keyOf(b.id), b.id, "training");
    // b's signature on a's id, and a's token for another purpose than signed.
    const forged = [`${a.id}.training.${bTraining.split(".")[2]}`, aTraining.replace(".training.", ".check_in.")];
    for (const token of forged) {
      const res = await call("POST", "/api/reminders/off", { token }, { lang: "ru" });
      expect([res.status, res.body.error]).toEqual([400, { code: "reminder_token_invalid", message: m.reminder_token_invalid({}, { locale: "ru" }) }]);
    }
    const malformed = await call("POST", "/api/reminders/off", { token: "not-a-token" });
    expect([malformed.status, malformed.body.error.message]).toEqual([400, m.validation_reminder_token({}, { locale: "en" })]);
    expect(await rowOf(a.id)).toMatchObject({ training: true, checkIn: true });
    expect((await call("POST", "/api/reminders/off", { token: aTraining })).body).toEqual({ off: "training" });
    expect(await rowOf(a.id)).toMatchObject({ training: false, checkIn: true, weighInDays: ["MONDAY", "THURSDAY"] });
    expect(await rowOf(b.id)).toMatchObject({ training: true });
  });

  it("refuses an address that keeps sending wrong tokens, exactly 30 in 15 minutes even when they come at once, and never counts right ones", async () => {
    const a = await member();
    await put(a.token, settings);
    const right = await signToken((await rowOf(a.id))!.signingKey, a.id, "training");
    const wrong = `${a.id}.training.${right.split(".")[2]!.slice(0, -2)}${right.endsWith("AA") ? "BB" : "AA"}`;
    const at = (minutes: number) => new Date(Date.parse("2026-03-02T10:00:00Z") + minutes * 60_000).toISOString();
    // A member's own taps, however many, spend nothing.
    const own = { ip: "198.51.100.7" };
    for (let i = 0; i < 35; i++) expect((await call("POST", "/api/reminders/off", { token: right }, { ...own, now: at(0) })).status).toBe(200);
    // Forty guesses at once from another address: thirty are checked, ten refused unchecked.
    const guesser = { ip: "203.0.113.9" };
    const guesses = await Promise.all(Array.from({ length: 40 }, () => call("POST", "/api/reminders/off", { token: wrong }, { ...guesser, now: at(1) })));
    const statuses = guesses.map((g) => g.status).sort();
    expect(statuses.filter((s) => s === 400)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const refused = guesses.find((g) => g.status === 429)!;
    expect(refused.body.error).toEqual({ code: "too_many_requests", message: m.api_error_too_many_requests({}, { locale: "en" }) });
    expect(Number(refused.res.headers.get("Retry-After"))).toBeGreaterThan(0);
    // While refused, even a right token from there waits; from the member's address it works.
    expect((await call("POST", "/api/reminders/off", { token: right }, { ...guesser, now: at(2) })).status).toBe(429);
    expect((await call("POST", "/api/reminders/off", { token: right }, { ...own, now: at(2) })).status).toBe(200);
    // Fifteen minutes after the first guess, the address is heard again.
    expect((await call("POST", "/api/reminders/off", { token: right }, { ...guesser, now: at(16) })).status).toBe(200);
  });

  it("unsubscribes from the check-in e-mails in one click (RFC 8058), with no sign-in", async () => {
    const { id, token } = await member();
    await put(token, settings);
    // The page speaks the member's language: the mail client's POST carries no cookie.
    await db.update(users).set({ locale: "ru" }).where(eq(users.id, id));
    const emailToken = await signToken((await rowOf(id))!.signingKey, id, "email");
    const url = (t: string) => `https://forma.test/reminders/unsubscribe?token=${encodeURIComponent(t)}`;
    // A mail scanner's GET changes nothing: the page asks first.
    const page = await SELF.fetch(url(emailToken));
    expect(page.status).toBe(200);
    expect(page.headers.get("Content-Type")).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain(m.reminder_unsubscribe_question({}, { locale: "ru" }));
    expect(html).toContain('<form method="post"');
    expect((await rowOf(id))!.emailFallback).toBe(true);
    // The mail client's one-click POST: a form body, no Origin, no cookie.
    const oneClick = (t: string) =>
      SELF.fetch(url(t), { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
    const tampered = await oneClick(emailToken.slice(0, -2) + (emailToken.endsWith("AA") ? "BB" : "AA"));
    expect(tampered.status).toBe(404);
    const pushToken = await oneClick(await signToken((await rowOf(id))!.signingKey, id, "training"));
    expect(pushToken.status).toBe(404);
    expect((await rowOf(id))!.emailFallback).toBe(true);
    const done = await oneClick(emailToken);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(m.reminder_unsubscribe_done({}, { locale: "ru" }));
    expect(await rowOf(id)).toMatchObject({ emailFallback: false, checkIn: true });
  });
});

describe("the weekly check-in", () => {
  it("is done for the day once the member opens the week's adjustment", async () => {
    const { id, token } = await member("PRO");
    expect((await post("/api/plans/nutrition", { goal: "MAINTAIN" }, { token, now: "2026-03-02T05:00:00Z" })).status).toBe(200);
    await put(token, settings);
    expect((await call("GET", "/api/plans/nutrition/adjustments", undefined, { token, now: "2026-03-08T07:00:00Z" })).status).toBe(200);
    expect((await rowOf(id))!.checkInSeenAt).toBe(Date.parse("2026-03-08T07:00:00Z"));
  });
});
