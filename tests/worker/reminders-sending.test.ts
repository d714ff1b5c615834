// The reminders' sending run, member by member, on fixed instants (never today's date): due on
// the member's own clock across time zones and summer-time changes, quiet hours, what was done
// that day, once a day, what push services answer (410, 429, failures), the payload as the
// device decrypts it, and the weekly check-in by e-mail.
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { ReminderPushJson, ReminderSettingsJson } from "../../core/api/reminders";
import type { Locale } from "../../core/locale";
import { pushSubscriptionSchema, reminderSettingsSchema } from "../../core/validation/reminders";
import * as m from "../../i18n/paraglide/messages.js";
import { getDb } from "../../worker/db/client";
import { bodyEntries, outbox, pushSubscriptions, reminderLog, reminderSettings, users, workoutSessions } from "../../worker/db/schema";
import { outboxMailer } from "../../worker/platform/mail/outbox";
import { developmentVapid } from "../../worker/platform/push/development";
import { webPush } from "../../worker/platform/push/web-push";
import { remindMember, type SendDeps } from "../../worker/reminders/send";
import { noteCheckInSeen } from "../../worker/reminders/service";
import { defaultSettings, saveSettings } from "../../worker/reminders/settings";
import { addSubscription } from "../../worker/reminders/subscriptions";
import { createSession, createUser } from "./factories";
import { pushesTo, runReminders } from "./reminders-run";
import { browserSubscription, decryptPush, pushService, vapidClaims, type TestSubscription } from "./push-service";
import { call, post } from "./auth-helpers";

const db = getDb(env.DB);
const subject = "mailto:support@forma.example";
const everyDay = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"] as const;
const at = (iso: string) => Date.parse(iso);

type Service = ReturnType<typeof pushService>;

const depsWith = (service: Service): SendDeps => ({
  push: webPush({ ...developmentVapid, subject }, service.fetcher),
  mailer: outboxMailer(db),
  origin: "https://forma.test",
});

interface MemberOptions {
  locale?: Locale;
  /** PRO with a nutrition plan (the weekly check-in) and a workout plan training on these days. */
  pro?: boolean;
  trainingDays?: readonly string[];
  /** When the settings were saved (the sending run looks at the member from then). */
  savedAt: string;
  devices?: number;
}

const workoutPlanOn = (days: readonly string[]) => ({
  plan: { week: everyDay.map((weekday) => ({ weekday, type: days.includes(weekday) ? "full_body" : null, exercises: [] })) },
  startMonday: "2026-01-05",
  generatedAt: 0,
});

async function member(settings: Partial<ReminderSettingsJson>, opts: MemberOptions) {
  const { id } = await createUser({
    plan: opts.pro ? "PRO" : "BASIC",
    weight: 62.5,
    height: 168,
    age: 34,
    gender: "FEMALE",
    activity: "MODERATE",
    workoutPlan: opts.trainingDays ? workoutPlanOn(opts.trainingDays) : null,
  });
  // A real plan (the weekly adjustments' cron, run by another file over the same database, reads it).
  if (opts.pro) {
    const made = await post("/api/plans/nutrition", { goal: "MAINTAIN" }, { token: await createSession(id) });
    if (made.status !== 200) throw new Error(`nutrition plan: ${made.status} ${JSON.stringify(made.body)}`);
  }
  if (opts.locale) await db.update(users).set({ locale: opts.locale }).where(eq(users.id, id));
  const devices: TestSubscription[] = [];
  for (let i = 0; i < (opts.devices ?? 1); i++) {
    const sub = await browserSubscription();
    await addSubscription(db, id, v.parse(pushSubscriptionSchema, sub.json), at(opts.savedAt));
    devices.push(sub);
  }
  await saveSettings(db, id, v.parse(reminderSettingsSchema, { ...defaultSettings, ...settings }), at(opts.savedAt));
  return { id, sub: devices[0]!, devices };
}

const nextDueOf = async (id: string) =>
  (await db.select({ next: reminderSettings.nextDueAt }).from(reminderSettings).where(eq(reminderSettings.userId, id)).get())?.next;

/** What the device shows: the payloads pushed to it, decrypted. */
const shown = async (service: Service, sub: TestSubscription): Promise<ReminderPushJson[]> =>
  Promise.all(service.to(sub).map(async (r) => JSON.parse(await decryptPush(r.body, sub)) as ReminderPushJson));

const kindsShown = async (service: Service, sub: TestSubscription) => (await shown(service, sub)).map((p) => p.kind).sort();

describe("reminders are due on the member's own clock", () => {
  it("at 09:00 in Moscow, Tokyo and Los Angeles, each at their own instant", async () => {
    const service = pushService();
    const weighIn = { time: "09:00", weighInDays: [...everyDay] };
    const moscow = await member({ ...weighIn, timeZone: "Europe/Moscow" }, { savedAt: "2026-01-10T00:00:00Z" });
    const tokyo = await member({ ...weighIn, timeZone: "Asia/Tokyo" }, { savedAt: "2026-01-10T00:00:00Z" });
    const la = await member({ ...weighIn, timeZone: "America/Los_Angeles" }, { savedAt: "2026-01-10T00:00:00Z" });
    const runAt = async (iso: string) => {
      for (const x of [moscow, tokyo, la]) await remindMember(db, depsWith(service), x.id, at(iso));
    };
    await runAt("2026-01-14T05:45:00Z"); // 08:45 Moscow
    expect(service.received).toHaveLength(0);
    await runAt("2026-01-14T06:00:00Z"); // 09:00 Moscow, 15:00 Tokyo, 22:00 Los Angeles the day before
    expect([service.to(moscow.sub).length, service.to(tokyo.sub).length, service.to(la.sub).length]).toEqual([1, 0, 0]);
    await runAt("2026-01-14T17:00:00Z"); // 09:00 Los Angeles
    expect([service.to(moscow.sub).length, service.to(tokyo.sub).length, service.to(la.sub).length]).toEqual([1, 0, 1]);
    await runAt("2026-01-15T00:00:00Z"); // 09:00 Tokyo
    expect([service.to(moscow.sub).length, service.to(tokyo.sub).length, service.to(la.sub).length]).toEqual([1, 1, 1]);
    // Each is next looked at on their 09:00 of the following day.
    expect(await nextDueOf(moscow.id)).toBe(at("2026-01-15T06:00:00Z"));
    expect(await nextDueOf(la.id)).toBe(at("2026-01-15T17:00:00Z"));
    expect(await nextDueOf(tokyo.id)).toBe(at("2026-01-16T00:00:00Z"));
  });

  it("keeps 09:00 in Berlin across the spring and autumn clock changes", async () => {
    const service = pushService();
    const berlin = await member(
      { timeZone: "Europe/Berlin", time: "09:00", weighInDays: ["SATURDAY", "SUNDAY"] },
      { savedAt: "2026-03-27T12:00:00Z" },
    );
    const run = (iso: string) => remindMember(db, depsWith(service), berlin.id, at(iso));
    // Saturday 28 March: CET, UTC+1.
    await run("2026-03-28T07:45:00Z");
    expect(service.to(berlin.sub)).toHaveLength(0);
    await run("2026-03-28T08:00:00Z");
    expect(service.to(berlin.sub)).toHaveLength(1);
    // The clocks go forward overnight: Sunday's 09:00 is an hour earlier in UTC.
    expect(await nextDueOf(berlin.id)).toBe(at("2026-03-29T07:00:00Z"));
    await run("2026-03-29T06:45:00Z");
    expect(service.to(berlin.sub)).toHaveLength(1);
    await run("2026-03-29T07:00:00Z");
    expect(service.to(berlin.sub)).toHaveLength(2);
    // Saturday 24 October: CEST, UTC+2; the clocks go back overnight.
    await run("2026-10-24T07:00:00Z");
    expect(service.to(berlin.sub)).toHaveLength(3);
    expect(await nextDueOf(berlin.id)).toBe(at("2026-10-25T08:00:00Z"));
    await run("2026-10-25T07:00:00Z"); // 08:00 on Sunday's clock: not yet
    expect(service.to(berlin.sub)).toHaveLength(3);
    await run("2026-10-25T08:00:00Z");
    expect(service.to(berlin.sub)).toHaveLength(4);
  });

  it("the run (the cron, then the queue's consumer) takes only the members whose time has come", async () => {
    // Another year than the other tests: the cron also queues their members; only these are reminded.
    const weighIn = { time: "09:00", weighInDays: [...everyDay] };
    const moscow = await member({ ...weighIn, timeZone: "Europe/Moscow" }, { savedAt: "2030-01-14T00:00:00Z" });
    const la = await member({ ...weighIn, timeZone: "America/Los_Angeles" }, { savedAt: "2030-01-14T00:00:00Z" });
    const ids = [moscow.id, la.id];
    const pushed = async () => [(await pushesTo(moscow.sub.endpoint)).length, (await pushesTo(la.sub.endpoint)).length];
    // Both are due from when they saved; only Moscow's 09:00 has come (through the development push double).
    expect((await runReminders(at("2030-01-15T06:00:00Z"), ids)).queued.sort()).toEqual([...ids].sort());
    expect(await pushed()).toEqual([1, 0]);
    expect(await nextDueOf(moscow.id)).toBe(at("2030-01-16T06:00:00Z"));
    expect(await nextDueOf(la.id)).toBe(at("2030-01-15T17:00:00Z"));
    expect((await runReminders(at("2030-01-15T17:00:00Z"), ids)).queued).toEqual([la.id]);
    expect(await pushed()).toEqual([1, 1]);
    // Moscow was not due: it was not looked at again.
    expect(await nextDueOf(moscow.id)).toBe(at("2030-01-16T06:00:00Z"));
  });
});

describe("what a reminder never does", () => {
  it("goes out inside quiet hours, even when a push service held it back until then", async () => {
    let busy = true;
    const service = pushService(() => (busy ? new Response(null, { status: 429, headers: { "Retry-After": "3600" } }) : new Response(null, { status: 201 })));
    const late = await member(
      { timeZone: "Europe/Moscow", time: "21:00", quietHours: { from: "22:00", to: "07:00" }, weighInDays: [...everyDay] },
      { savedAt: "2026-02-09T00:00:00Z" },
    );
    const run = (iso: string) => remindMember(db, depsWith(service), late.id, at(iso));
    await run("2026-02-10T18:00:00Z"); // 21:00 Moscow: the service asks to wait an hour
    expect(service.to(late.sub)).toHaveLength(1);
    expect(await nextDueOf(late.id)).toBe(at("2026-02-10T19:00:00Z"));
    busy = false;
    await run("2026-02-10T19:00:00Z"); // 22:00: quiet
    await run("2026-02-10T20:45:00Z"); // 23:45: quiet
    expect(service.to(late.sub)).toHaveLength(1);
    const sentThatDay = await db.select().from(reminderLog).where(and(eq(reminderLog.userId, late.id), eq(reminderLog.date, "2026-02-10"))).all();
    expect(sentThatDay).toEqual([]);
    await run("2026-02-11T18:00:00Z"); // the next day's 21:00
    expect(service.to(late.sub)).toHaveLength(2);
    expect((await shown(service, late.sub)).at(-1)).toMatchObject({ kind: "weigh_in" });
  });

  it("asks for what the member already did that day (their day, not UTC's)", async () => {
    const service = pushService();
    // Auckland, UTC+13 in January: its Tuesday 13th 09:00 is Monday 12th 20:00 in UTC.
    const settings = { timeZone: "Pacific/Auckland", time: "09:00", training: true, weighInDays: [...everyDay], checkIn: true, checkInDay: "TUESDAY" as const };
    const options = { pro: true, trainingDays: everyDay, savedAt: "2026-01-10T00:00:00Z" };
    const done = await member(settings, options);
    const notYet = await member(settings, options);
    const nineAm = at("2026-01-12T20:00:00Z");
    // `done` trained (started a workout), weighed in and opened the week's adjustment that morning.
    await db.insert(workoutSessions).values({
      id: crypto.randomUUID(),
      userId: done.id,
      date: "2026-01-13",
      source: "free",
      plan: [],
      status: "active",
      startedAt: nineAm - 3_600_000,
      updatedAt: nineAm - 3_600_000,
    });
    await db.insert(bodyEntries).values({ id: crypto.randomUUID(), userId: done.id, date: "2026-01-13", weight: 61.8 });
    await noteCheckInSeen(db, done.id, nineAm - 1_800_000);
    // `notYet` did all three the day before.
    await db.insert(bodyEntries).values({ id: crypto.randomUUID(), userId: notYet.id, date: "2026-01-12", weight: 61.8 });
    await noteCheckInSeen(db, notYet.id, nineAm - 86_400_000);
    await remindMember(db, depsWith(service), done.id, nineAm);
    await remindMember(db, depsWith(service), notYet.id, nineAm);
    expect(service.to(done.sub)).toHaveLength(0);
    expect(await kindsShown(service, notYet.sub)).toEqual(["check_in", "training", "weigh_in"]);
    expect(await nextDueOf(done.id)).toBe(at("2026-01-13T20:00:00Z"));
  });

  it("goes out twice the same day, however many runs look and however they overlap", async () => {
    const service = pushService();
    const once = await member({ timeZone: "Europe/Moscow", time: "09:00", weighInDays: ["THURSDAY"] }, { savedAt: "2026-04-01T00:00:00Z", devices: 2 });
    const deps = depsWith(service);
    await Promise.all([remindMember(db, deps, once.id, at("2026-04-02T06:00:00Z")), remindMember(db, deps, once.id, at("2026-04-02T06:00:00Z"))]);
    await remindMember(db, deps, once.id, at("2026-04-02T06:15:00Z"));
    await remindMember(db, deps, once.id, at("2026-04-02T08:30:00Z"));
    // One reminder, to each of the member's two devices.
    expect(once.devices.map((d) => service.to(d).length)).toEqual([1, 1]);
    // Not on a day without a weigh-in.
    await remindMember(db, deps, once.id, at("2026-04-03T06:00:00Z"));
    expect(once.devices.map((d) => service.to(d).length)).toEqual([1, 1]);
  });
});

describe("what push services answer", () => {
  it("429 keeps the reminder for a later run and holds back that service's other devices in the run", async () => {
    let busy = true;
    const service = pushService(() => (busy ? new Response(null, { status: 429, headers: { "Retry-After": "120" } }) : new Response(null, { status: 201 })));
    const settings = { timeZone: "Europe/Moscow", time: "09:00", weighInDays: ["FRIDAY" as const] };
    const a = await member(settings, { savedAt: "2026-05-01T00:00:00Z" });
    const b = await member(settings, { savedAt: "2026-05-01T00:00:00Z" });
    const deps = depsWith(service);
    const backoff = new Map<string, number>();
    const nine = at("2026-05-08T06:00:00Z");
    await remindMember(db, deps, a.id, nine, backoff);
    await remindMember(db, deps, b.id, nine, backoff);
    expect([service.to(a.sub).length, service.to(b.sub).length]).toEqual([1, 0]);
    // Kept: nothing is logged as sent, and both are looked at again at the next run.
    expect(await db.select().from(reminderLog).where(eq(reminderLog.userId, a.id)).all()).toEqual([]);
    expect([await nextDueOf(a.id), await nextDueOf(b.id)]).toEqual([nine + 15 * 60_000, nine + 15 * 60_000]);
    busy = false;
    await remindMember(db, deps, a.id, nine + 15 * 60_000);
    await remindMember(db, deps, b.id, nine + 15 * 60_000);
    expect([service.to(a.sub).length, service.to(b.sub).length]).toEqual([2, 1]);
    expect((await shown(service, b.sub)).map((p) => p.kind)).toEqual(["weigh_in"]);
  });

  it("waits as long as Retry-After says, in seconds or as a date", async () => {
    const until = "Fri, 08 May 2026 08:00:00 GMT";
    let answer = new Response(null, { status: 429, headers: { "Retry-After": "3600" } });
    const service = pushService(() => answer.clone());
    const settings = { timeZone: "Europe/Moscow", time: "09:00", weighInDays: ["FRIDAY" as const] };
    const a = await member(settings, { savedAt: "2026-05-01T00:00:00Z" });
    await remindMember(db, depsWith(service), a.id, at("2026-05-08T06:00:00Z"));
    expect(await nextDueOf(a.id)).toBe(at("2026-05-08T07:00:00Z"));
    answer = new Response(null, { status: 429, headers: { "Retry-After": until } });
    await remindMember(db, depsWith(service), a.id, at("2026-05-08T07:00:00Z"));
    expect(await nextDueOf(a.id)).toBe(at("2026-05-08T08:00:00Z"));
  });

  it("404 and 410 delete the device; the weekly check-in then goes by e-mail, with one-click unsubscribe", async () => {
    const gone = new Map<string, number>();
    const service = pushService((endpoint) => new Response(null, { status: gone.get(endpoint) ?? 201 }));
    const pro = await member(
      { timeZone: "Europe/Moscow", time: "09:00", checkIn: true, checkInDay: "MONDAY", emailFallback: true },
      { pro: true, locale: "ru", savedAt: "2026-06-01T00:00:00Z", devices: 2 },
    );
    gone.set(pro.devices[0]!.endpoint, 410);
    gone.set(pro.devices[1]!.endpoint, 404);
    const email = (await db.select({ email: users.email }).from(users).where(eq(users.id, pro.id)).get())!.email;
    await remindMember(db, depsWith(service), pro.id, at("2026-06-08T06:00:00Z"));
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, pro.id)).all()).toEqual([]);
    const [mail] = await db.select().from(outbox).where(eq(outbox.to, email)).all();
    expect(mail).toMatchObject({ subject: m.reminder_mail_check_in_subject({}, { locale: "ru" }) });
    expect(mail!.text).toContain(m.reminder_mail_unsubscribe({}, { locale: "ru" }));
    // No weight or calories in the mail (the links' random tokens left out: one read "…5kg").
    expect(mail!.text.replace(/https:\/\/\S+/g, "")).not.toMatch(/\d+(\.\d+)?\s?(kg|кг|kcal|ккал)/);
    const unsubscribe = /^<(https:\/\/forma\.test\/reminders\/unsubscribe\?token=[\w.-]+)>$/.exec(mail!.headers?.["List-Unsubscribe"] ?? "")![1]!;
    expect(mail!.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(mail!.text).toContain(unsubscribe);
    const sent = await db.select().from(reminderLog).where(eq(reminderLog.userId, pro.id)).all();
    expect(sent.map((r) => [r.kind, r.date, r.channel])).toEqual([["check_in", "2026-06-08", "email"]]);
  });

  it("a device whose sends fail five times in a row is dropped", async () => {
    const service = pushService(() => new Response(null, { status: 500 }));
    const failing = await member({ timeZone: "UTC", time: "09:00", weighInDays: [...everyDay] }, { savedAt: "2026-07-01T00:00:00Z" });
    for (let day = 1; day <= 4; day++) await remindMember(db, depsWith(service), failing.id, at(`2026-07-0${day}T09:00:00Z`));
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, failing.id)).all()).toHaveLength(1);
    await remindMember(db, depsWith(service), failing.id, at("2026-07-05T09:00:00Z"));
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, failing.id)).all()).toEqual([]);
    expect(service.to(failing.sub)).toHaveLength(5);
  });
});

describe("the payload", () => {
  for (const locale of ["en", "ru"] as const) {
    it(`is encrypted for the device, signed with VAPID, in the member's language (${locale}), with no health figure`, async () => {
      const service = pushService();
      const x = await member({ timeZone: "Europe/Moscow", time: "09:00", weighInDays: ["WEDNESDAY"] }, { locale, savedAt: "2026-09-01T00:00:00Z" });
      await remindMember(db, depsWith(service), x.id, at("2026-09-02T06:00:00Z"));
      const [request] = service.to(x.sub);
      expect(request!.headers).toMatchObject({ "content-encoding": "aes128gcm", "content-type": "application/octet-stream", ttl: "10800", topic: "weigh_in", urgency: "normal" });
      // Padded to a constant size: the length tells the push service nothing.
      expect(request!.body.length).toBe(4096);
      const claims = await vapidClaims(request!.headers.authorization!, developmentVapid.publicKey);
      expect(claims).toMatchObject({ aud: "https://fcm.googleapis.com", sub: subject });
      const plaintext = await decryptPush(request!.body, x.sub);
      const payload = JSON.parse(plaintext) as ReminderPushJson;
      expect(Object.keys(payload).sort()).toEqual(["body", "kind", "lang", "off", "tag", "title", "url", "v"]);
      expect(payload).toMatchObject({
        v: 1,
        kind: "weigh_in",
        lang: locale,
        title: m.reminder_push_weigh_in_title({}, { locale }),
        body: m.reminder_push_weigh_in_body({}, { locale }),
        url: "/profile#weigh-in",
        tag: "forma-weigh_in",
        off: { label: m.reminder_push_turn_off({}, { locale }) },
      });
      // No figure of any kind (the profile's 62.5 kg included): the lock screen is public.
      expect(`${payload.title} ${payload.body} ${payload.off!.label}`).not.toMatch(/\d/);
      expect(plaintext).not.toContain("62.5");
      // The action's token turns weigh-ins off, without signing in; a tampered one is refused.
      const tampered = payload.off!.token.replace(".weigh_in.", ".training.");
      const refused = await call("POST", "/api/reminders/off", { token: tampered }, { lang: locale });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toEqual({ code: "reminder_token_invalid", message: m.reminder_token_invalid({}, { locale }) });
      const off = await call("POST", "/api/reminders/off", { token: payload.off!.token });
      expect(off).toMatchObject({ status: 200, body: { off: "weigh_in" } });
      const row = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, x.id)).get();
      expect(row).toMatchObject({ weighInDays: [], training: false });
      await remindMember(db, depsWith(service), x.id, at("2026-09-09T06:00:00Z"));
      expect(service.to(x.sub)).toHaveLength(1);
    });
  }
});
