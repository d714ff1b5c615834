// Reminders as a member meets them: turning notifications on in Settings → Reminders (the browser's
// permission asked only then), choosing which, a test push that the development push double
// keeps and the test decrypts like the browser would, the service worker showing it, and a tap
// that opens the right screen; the plan's reminder card; the weigh-in and check-in anchors a
// reminder opens; sign-out removing the device.
//
// What headless Chromium cannot do, and what stands in for it:
// - Subscribe: its push service needs the network. PushManager's subscribe and getSubscription are
//   replaced (init script) by a subscription on Google's push service whose keys this test made
//   (tests/worker/push-service.ts), so the test can decrypt what the server sent to it.
// - Receive from a push service: the decrypted message is handed to the service worker with CDP's
//   ServiceWorker.deliverPushMessage, which fires its real `push` event.
// - Tap a system notification: there is no such control. The service worker's own
//   `notificationclick` handler is run on the shown notification with a synthetic event; since only
//   a real tap lets a worker focus a window (focus() refuses otherwise), focus is allowed for it.
// - Run the cron: the tests' server has no scheduled trigger, so the weigh-in and check-in
//   reminders are the server's own payloads (pushPayload, worker/reminders/messages.ts) delivered
//   the same way; the worker tests cover when the cron sends them.
import { useFullChromium } from "../support/browser";
import { decodeBase64urlIgnorePadding } from "@oslojs/encoding";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { OutboxPushJson, RemindersJson, ReminderPushJson } from "../../core/api/reminders";
import { pushPayload } from "../../worker/reminders/messages";
import { bothPlans, clearScreening, password } from "../support/member";
import { browserSubscription, decryptPush, type TestSubscription } from "../worker/push-service";
import { seriousViolations } from "./axe";
import { baseURL, desktop, phone, subscribedPage, untilHydrated } from "./helpers";

// Notifications need the full Chromium (the headless shell has none).
useFullChromium();

const phone360 = { ...phone, viewport: { width: 360, height: 740 }, timezoneId: "America/New_York" };
const desktopMoscow = { ...desktop, timezoneId: "Europe/Moscow" };

/**
 * How long a step that crosses processes is waited for: the server's push, the service worker's
 * notification, a tap's navigation and the render it leads to. Each takes well under a second
 * alone, but on a loaded two-core machine (three browser files at once) a second was too short.
 */
const crossProcess = { timeout: 10_000 };

/**
 * The browser's push as this test makes it: `subscribe` answers the test's subscription (kept
 * across reloads), and `Notification.requestPermission` counts the asks and grants through the
 * test (`grant`), as a member pressing "Allow" would.
 */
async function stubPush(page: Page, sub: TestSubscription, grant: (() => Promise<void>) | null) {
  if (grant) await page.exposeFunction("grantNotifications", grant);
  await page.context().addInitScript(
    ({ json, asks }) => {
      const stored = "e2e-push-subscription";
      const make = (key: number[]) => ({
        endpoint: json.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: Uint8Array.from(key).buffer },
        toJSON: () => json,
        unsubscribe: async () => (localStorage.removeItem(stored), true),
      });
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        const key = options?.applicationServerKey as Uint8Array;
        localStorage.setItem(stored, JSON.stringify(Array.from(key)));
        return make(Array.from(key)) as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        const key = localStorage.getItem(stored);
        return (key ? make(JSON.parse(key)) : null) as unknown as PushSubscription;
      };
      if (asks) {
        const w = window as unknown as { permissionAsks: number; grantNotifications: () => Promise<void> };
        w.permissionAsks = 0;
        Notification.requestPermission = async () => {
          w.permissionAsks += 1;
          await w.grantNotifications();
          return Notification.permission;
        };
      }
    },
    { json: sub.json, asks: !!grant },
  );
}

const subscribedKey = (page: Page) => page.evaluate(() => localStorage.getItem("e2e-push-subscription"));

const reminders = (page: Page) =>
  page.evaluate(() => fetch("/api/reminders/settings").then((r) => r.json())) as Promise<RemindersJson>;

/** The newest push the development double kept for the endpoint, decrypted as the browser would. */
async function receivedPush(sub: TestSubscription, count = 1): Promise<ReminderPushJson> {
  let pushes: OutboxPushJson[] = [];
  await expect
    .poll(async () => {
      pushes = await (await fetch(`${baseURL()}/api/dev/pushes?endpoint=${encodeURIComponent(sub.endpoint)}`)).json();
      return pushes.length;
    }, crossProcess)
    .toBe(count);
  const [push] = pushes;
  expect(push!.headers.authorization).toMatch(/^vapid t=/);
  return JSON.parse(await decryptPush(decodeBase64urlIgnorePadding(push!.body), sub));
}

/**
 * The app's service worker, controlling the page (a tap navigates only a window it controls: the
 * page is reloaded once it has registered), and how to deliver a push to it (CDP).
 */
async function serviceWorker(page: Page) {
  const origin = new URL(page.url()).origin;
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) {
    await page.reload();
    await untilHydrated(page);
  }
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
  const cdp = await page.context().newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on("ServiceWorker.workerRegistrationUpdated", (e) => registrations.push(...e.registrations));
  await cdp.send("ServiceWorker.enable");
  await expect.poll(() => registrations.some((r) => !r.isDeleted && r.scopeURL === `${origin}/`), crossProcess).toBe(true);
  const { registrationId } = registrations.find((r) => !r.isDeleted && r.scopeURL === `${origin}/`)!;
  const worker = page.context().serviceWorkers().find((w) => new URL(w.url()).pathname === "/sw.js")!;
  /** The notifications shown under a tag, as the page reads them from the registration. */
  const shown = (tag: string) =>
    page.evaluate(async (tag) => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications({ tag })).map((n) => ({ title: n.title, body: n.body, lang: n.lang, data: n.data }));
    }, tag);
  // What became of each notification the worker asks for ("pending", "shown" or the browser's
  // refusal). The list is read only once the browser has answered: a getNotifications() that
  // starts while a notification is on its way makes Chromium drop it from the list for good,
  // as if closed (the same race is described in workout-offline-extras.test.ts).
  await worker.evaluate(() => {
    const sw = self as unknown as {
      shows?: { tag?: string; outcome: string }[];
      ServiceWorkerRegistration: typeof ServiceWorkerRegistration;
    };
    if (sw.shows) return;
    const shows: { tag?: string; outcome: string }[] = (sw.shows = []);
    const show = sw.ServiceWorkerRegistration.prototype.showNotification;
    sw.ServiceWorkerRegistration.prototype.showNotification = function (title, options) {
      const entry = { tag: options?.tag, outcome: "pending" };
      shows.push(entry);
      return show.call(this, title, options).then(
        () => void (entry.outcome = "shown"),
        (err: unknown) => {
          entry.outcome = String(err);
          throw err;
        },
      );
    };
  });
  /** The outcomes of the notifications asked for under a tag, oldest first. */
  const outcomes = (tag: string) =>
    worker.evaluate(
      (tag) =>
        (self as unknown as { shows: { tag?: string; outcome: string }[] }).shows
          .filter((s) => s.tag === tag)
          .map((s) => s.outcome),
      tag,
    );
  return {
    /**
     * Hands the push to the worker and waits for the browser's answer to the notification it asks
     * for, handing it again if none is asked for within five seconds, as a push service sends a
     * message again until the browser takes it (CDP's delivery right after the page has navigated
     * was lost about once in fifteen runs under load). A refusal fails here, with the browser's words.
     */
    deliver: async (payload: ReminderPushJson) => {
      const { tag } = payload;
      const before = (await outcomes(tag)).length;
      for (let attempt = 0; attempt < 3; attempt++) {
        await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId, data: JSON.stringify(payload) });
        const asked = await expect
          .poll(async () => (await outcomes(tag)).length, { timeout: 5_000 })
          .toBeGreaterThan(before)
          .then(
            () => true,
            () => false,
          );
        if (asked) break;
      }
      await expect.poll(async () => (await outcomes(tag)).slice(before), crossProcess).toEqual(["shown"]);
    },
    shown,
    /** The member's tap: the worker's notificationclick handler runs on the notification; the notification closes. */
    tap: (tag: string) =>
      worker.evaluate(async (tag) => {
         
        const sw = self as any;
        const [notification] = await sw.registration.getNotifications({ tag });
        const event = new sw.NotificationEvent("notificationclick", { notification });
        const waits: Promise<unknown>[] = [];
        Object.defineProperty(event, "waitUntil", { value: (p: Promise<unknown>) => waits.push(p) });
        sw.WindowClient.prototype.focus = function () {
          return Promise.resolve(this);
        };
        sw.dispatchEvent(event);
        await Promise.all(waits);
        return (await sw.registration.getNotifications({ tag })).length;
      }, tag),
  };
}

/** The member's plans, made through the API (the screening first, as the server asks). */
async function makePlans(page: Page, nutrition: boolean) {
  const made = await page.evaluate(
    async ({ plans, nutrition }) => {
      const post = (url: string, body: unknown) =>
        fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }).then((r) => r.status);
      const out = [await post("/api/profiles/screening", plans.screening), await post("/api/plans/workout", plans.workout)];
      if (nutrition) out.push(await post("/api/plans/nutrition", plans.nutrition));
      return out;
    },
    { plans: { ...bothPlans, screening: clearScreening }, nutrition },
  );
  expect(made.every((s) => s === 200)).toBe(true);
}

describe("reminders", () => {
  it("turns on with the permission asked on the click, sends a test in Russian, and its tap opens Reminders; sign-out removes the device (desktop)", { timeout: 150_000 }, async () => {
    const sub = await browserSubscription();
    const page = await subscribedPage("/profile", "BASIC", { device: desktopMoscow, ru: true, serviceWorkers: "allow" });
    await untilHydrated(page);
    const origin = new URL(page.url()).origin;
    await stubPush(page, sub, () => page.context().grantPermissions(["notifications"], { origin }));
    await makePlans(page, false);

    // The plan's card suggests reminders; "Not now" is remembered.
    await page.reload();
    await page.getByRole("tab", { name: "План тренировок" }).click();
    const card = page.getByTestId("reminders-card");
    await card.getByRole("heading", { name: "Напоминать о тренировках?" }).waitFor();
    await card.getByRole("button", { name: "Не сейчас" }).click();
    await card.waitFor({ state: "detached" });
    await page.reload();
    await page.getByRole("tab", { name: "План тренировок" }).click();
    await page.getByTestId("plan-week").waitFor();
    expect(await card.count()).toBe(0);

    await page.goto("/settings");
    await page.getByRole("tab", { name: "Напоминания" }).click();
    const device = page.getByTestId("reminders-device");
    await expect.poll(() => device.getAttribute("data-state"), crossProcess).toBe("off");
    // Nothing asked on opening the screen.
    expect(await page.evaluate(() => (window as unknown as { permissionAsks: number }).permissionAsks)).toBe(0);
    expect(await page.evaluate(() => Notification.permission)).toBe("default");
    const choices = page.getByTestId("reminders-choices");
    await choices.getByText("Ещё не сохранено: до сохранения ничего не придёт.").waitFor();
    // Standard has no nutrition plan: the check-in is not suggested, and says what it needs.
    expect(await choices.getByRole("switch", { name: "Итоги недели" }).getAttribute("aria-checked")).toBe("false");
    await choices.getByText("Доступно с планом питания на тарифе Pro.").waitFor();
    expect(await seriousViolations(page), "off, nothing saved").toEqual([]);

    // The service worker installs the whole app first (120 files), which a loaded machine can take
    // most of the poll's time over: the press is timed once it is ready.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await device.getByRole("button", { name: "Включить уведомления" }).click();
    // Turning on is a permission, a subscription and two requests: slow on a loaded machine.
    await expect.poll(() => device.getAttribute("data-state"), { timeout: 15_000 }).toBe("on");
    expect(await page.evaluate(() => (window as unknown as { permissionAsks: number }).permissionAsks)).toBe(1);
    let saved = await reminders(page);
    expect(saved.devices.map((d) => d.endpoint)).toEqual([sub.endpoint]);
    // Subscribed with the server's key; the choices shown were saved, on the browser's clock.
    expect(Uint8Array.from(JSON.parse((await subscribedKey(page))!))).toEqual(decodeBase64urlIgnorePadding(saved.pushKey!));
    expect(saved.saved).toBe(true);
    expect(saved.settings).toMatchObject({ timeZone: "Europe/Moscow", time: "09:00", training: true, checkIn: false });

    // Weigh-ins on Tuesday and Saturday at 07:45.
    await choices.getByRole("switch", { name: "Дни взвешивания" }).click();
    const days = choices.getByTestId("reminders-weigh-in-days");
    await days.getByRole("button", { name: "Пн" }).click();
    await days.getByRole("button", { name: "Вт" }).click();
    await days.getByRole("button", { name: "Сб" }).click();
    await choices.getByTestId("reminders-time").fill("07:45");
    await choices.getByRole("button", { name: "Сохранить напоминания" }).click();
    await page.getByText("Напоминания сохранены.").waitFor();
    saved = await reminders(page);
    expect(saved.settings).toMatchObject({ time: "07:45", weighInDays: ["TUESDAY", "SATURDAY"], quietHours: { from: "22:00", to: "07:00" } });
    const list = page.getByTestId("reminders-devices");
    await list.getByText("Это устройство").waitFor();
    expect(await seriousViolations(page), "on, saved").toEqual([]);

    const sw = await serviceWorker(page);
    await page.getByRole("tab", { name: "Напоминания" }).click();
    await device.getByRole("button", { name: "Отправить пробное уведомление" }).click();
    await page.getByText("Пробное уведомление отправлено и появится через несколько секунд.").waitFor();
    const push = await receivedPush(sub);
    expect(push).toEqual({ v: 1, kind: "test", lang: "ru", title: "Напоминания включены", body: "Так Forma будет вам напоминать.", url: "/settings#reminders", tag: "forma-test" });
    // No figure of any kind on the lock screen.
    expect(`${push.title} ${push.body}`).not.toMatch(/\d/);

    // The member has moved on; the push arrives, shows, and its tap brings them to Reminders.
    await page.goto("/profile");
    await untilHydrated(page);
    await sw.deliver(push);
    await expect.poll(() => sw.shown("forma-test"), crossProcess).toEqual([{ title: "Напоминания включены", body: "Так Forma будет вам напоминать.", lang: "ru", data: { url: "/settings#reminders", off: null } }]);
    expect(await sw.tap("forma-test")).toBe(0);
    await page.waitForURL((u) => u.pathname === "/settings" && u.hash === "#reminders");
    await expect.poll(() => page.getByRole("tab", { name: "Напоминания" }).getAttribute("aria-selected"), crossProcess).toBe("true");
    // Turning on is a permission, a subscription and two requests: slow on a loaded machine.
    await expect.poll(() => device.getAttribute("data-state"), { timeout: 15_000 }).toBe("on");

    // Signing out: the server forgets this device and the browser drops the subscription.
    const { user } = await page.evaluate(() => fetch("/api/auth/session").then((r) => r.json()));
    await page.getByTestId("sign-out").click();
    await page.waitForURL((u) => u.pathname === "/");
    expect(await subscribedKey(page)).toBeNull();
    const same = { "Sec-Fetch-Site": "same-origin" };
    expect((await page.request.post("/api/auth/sign-in", { data: { email: user.email, password }, headers: same })).ok()).toBe(true);
    const after = (await (await page.request.get("/api/reminders/settings")).json()) as RemindersJson;
    expect(after.devices).toEqual([]);
    expect(after.settings.weighInDays).toEqual(["TUESDAY", "SATURDAY"]);
  });
  it("leads from the plan's card to Reminders, sends a test in English, and a weigh-in's and a check-in's taps open their screens (360 px phone)", { timeout: 150_000 }, async () => {
    const sub = await browserSubscription();
    const page = await subscribedPage("/profile", "PRO", { device: phone360, serviceWorkers: "allow" });
    await page.context().grantPermissions(["notifications"], { origin: new URL(page.url()).origin });
    await stubPush(page, sub, null);
    await makePlans(page, true);
    await page.reload();
    await untilHydrated(page);

    await page.getByRole("tab", { name: "Workouts" }).click();
    const card = page.getByTestId("reminders-card");
    await card.getByRole("heading", { name: "Want a nudge on training days?" }).waitFor();
    expect(await seriousViolations(page), "the plan's card").toEqual([]);
    await card.getByRole("link", { name: "Set up reminders" }).click();
    await page.waitForURL((u) => u.pathname === "/settings" && u.hash === "#reminders");
    await expect.poll(() => page.getByRole("tab", { name: "Reminders" }).getAttribute("aria-selected"), crossProcess).toBe("true");
    // Four tabs in two rows, none outside the 360 px screen.
    const tabs = await page.getByRole("tab").evaluateAll((all) => all.map((t) => t.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right })));
    expect(tabs).toHaveLength(4);
    expect(tabs.every((t) => t.left >= 0 && t.right <= 360)).toBe(true);

    const device = page.getByTestId("reminders-device");
    await expect.poll(() => device.getAttribute("data-state"), crossProcess).toBe("off");
    const choices = page.getByTestId("reminders-choices");
    // A Pro member with both plans: training days and the check-in are suggested.
    expect(await choices.getByRole("switch", { name: "Training days" }).getAttribute("aria-checked")).toBe("true");
    expect(await choices.getByRole("switch", { name: "Weekly check-in" }).getAttribute("aria-checked")).toBe("true");
    await choices.getByText("On your plan's days: Mon, Wed, and Fri. Not once that day's workout is logged.").waitFor();
    // The service worker installs the whole app first (120 files), which a loaded machine can take
    // most of the poll's time over: the press is timed once it is ready.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await device.getByRole("button", { name: "Turn on notifications" }).click();
    // Turning on is a permission, a subscription and two requests: slow on a loaded machine.
    await expect.poll(() => device.getAttribute("data-state"), { timeout: 15_000 }).toBe("on");
    const saved = await reminders(page);
    expect(saved.devices.map((d) => d.endpoint)).toEqual([sub.endpoint]);
    expect(saved.settings).toMatchObject({ timeZone: "America/New_York", training: true, checkIn: true, checkInDay: "MONDAY" });
    expect(await seriousViolations(page), "on, phone").toEqual([]);

    const sw = await serviceWorker(page);
    await page.getByRole("tab", { name: "Reminders" }).click();
    await device.getByRole("button", { name: "Send a test" }).click();
    const test = await receivedPush(sub);
    expect(test).toMatchObject({ kind: "test", lang: "en", title: "Reminders are on", body: "This is how Forma will remind you.", url: "/settings#reminders" });
    expect(`${test.title} ${test.body}`).not.toMatch(/\d/);

    // A weigh-in reminder opens the day's log on the profile.
    const weighIn = pushPayload("weigh_in", "en", null);
    expect(`${weighIn.title} ${weighIn.body}`).not.toMatch(/\d/);
    await sw.deliver(weighIn);
    await expect.poll(() => sw.shown("forma-weigh_in").then((n) => n.map((x) => x.title)), crossProcess).toEqual(["Weigh-in day"]);
    expect(await sw.tap("forma-weigh_in")).toBe(0);
    await page.waitForURL((u) => u.pathname === "/profile");
    const dialog = page.getByRole("dialog", { name: "Log weight and measurements" });
    await dialog.waitFor();
    // The anchor is dropped once followed: a reload does not open the log again.
    expect(new URL(page.url()).hash).toBe("");
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });

    // A check-in reminder opens the nutrition tab at the weekly adjustment, with focus on it.
    await sw.deliver(pushPayload("check_in", "en", null));
    await expect.poll(() => sw.shown("forma-check_in").then((n) => n.length), crossProcess).toBe(1);
    expect(await sw.tap("forma-check_in")).toBe(0);
    await expect.poll(() => page.getByRole("tab", { name: "Nutrition" }).getAttribute("aria-selected"), crossProcess).toBe("true");
    const adjustment = page.getByTestId("adjustment-card");
    await expect.poll(() => adjustment.evaluate((el) => document.activeElement === el), crossProcess).toBe(true);
    const box = (await adjustment.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeLessThan(740);
  });
});
