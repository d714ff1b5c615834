// What the workout log promises beyond logging offline (decision 0042, docs/workout-log.md), as a member
// meets it: signing out with changes not sent asks first and then forgets them; an exercise page
// opened once starts again with no network; the rest timer ends with a vibration and, with the
// screen locked, a notification.
import { useFullChromium } from "../support/browser";
import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { WorkoutDayJson, WorkoutDetailJson } from "../../core/api/workouts";
import { bothPlans, clearScreening } from "../support/member";
import { desktop, openPage, password, phone, subscribedPage, tapDone, untilHydrated, verifiedMember } from "./helpers";

// Notifications need the full Chromium (the headless shell has none).
useFullChromium();

const sameOrigin = { "Sec-Fetch-Site": "same-origin" };

/** Today on this machine (the browser's clock and time zone are the machine's), YYYY-MM-DD. */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/**
 * A Standard member whose workout plan makes today a training day (as workout-log.test.ts's
 * memberWithPlan), made through the API; the page is on a plain file, so the caller's first
 * screen load is the one that counts.
 */
async function standardMemberWithPlan(opts: Parameters<typeof subscribedPage>[2]): Promise<Page> {
  const page = await subscribedPage("/favicon.svg", "BASIC", opts);
  const names = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"];
  const weekday = (new Date().getDay() + 6) % 7;
  const workout = { ...bothPlans.workout, weekdays: [0, 2, 4].map((d) => names[(weekday + d) % 7]!) };
  for (const [url, data] of [
    ["/api/profiles/screening", clearScreening],
    ["/api/plans/workout", workout],
  ] as const) {
    expect((await page.request.post(url, { data, headers: sameOrigin })).status(), url).toBe(200);
  }
  return page;
}

type Words = { set: string; weight: string; reps: string; done: string; add: string };
const english: Words = { set: "set", weight: "weight, kg", reps: "reps", done: "done", add: "Add set to {exercise}" };
const russian: Words = {
  set: "подход",
  weight: "вес, кг",
  reps: "повторения",
  done: "выполнен",
  add: "Добавить подход: {exercise}",
};

/** The name of the workout's first exercise that takes a weight (its first row is labelled with it). */
async function firstWeightedExercise(page: Page, words = english): Promise<string> {
  const tail = `, ${words.set} 1: ${words.weight}`;
  const field = page.getByLabel(new RegExp(`${tail}$`)).first();
  await field.waitFor();
  return (await field.getAttribute("aria-label"))!.slice(0, -tail.length);
}

/** Fills row `n` of an exercise (adding rows up to it) and checks it done, which starts the rest. */
async function logSet(page: Page, exercise: string, n: number, words = english): Promise<void> {
  const name = exercise.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const rows = page.getByLabel(new RegExp(`^${name}, ${words.set} \\d+: ${words.reps}$`));
  while ((await rows.count()) < n) await page.getByRole("button", { name: words.add.replace("{exercise}", exercise) }).click();
  await page.getByLabel(`${exercise}, ${words.set} ${n}: ${words.weight}`).fill("12");
  await page.getByLabel(`${exercise}, ${words.set} ${n}: ${words.reps}`).fill("10");
  await tapDone(page.getByRole("checkbox", { name: `${exercise}, ${words.set} ${n}: ${words.done}` }));
}

/** Waits until the service worker has installed (the app's files precached) and controls the page. */
async function controlledBy(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // The first visit is not controlled until the next load.
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Everything the device keeps for the member: IndexedDB "forma-member", store "data" (read once the app has made it). */
const deviceData = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const open = indexedDB.open("forma-member");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const store = db.transaction("data", "readonly").objectStore("data");
          const [keys, values] = [store.getAllKeys(), store.getAll()];
          values.onerror = () => reject(values.error);
          values.onsuccess = () => {
            db.close();
            resolve(Object.fromEntries(keys.result.map((key, i) => [String(key), values.result[i]])));
          };
        };
      }),
  );

/**
 * On the workout screen with no network and one set logged since: a workout started online (so
 * the server has the session), then the connection gone. Answers the session's id.
 */
async function oneSetUnsent(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Start workout", exact: true }).click();
  const status = page.getByTestId("sync-status");
  await status.getByText("All changes saved").waitFor();
  const day = (await (await page.request.get(`/api/workouts/day?date=${today()}`)).json()) as WorkoutDayJson;
  const exercise = await firstWeightedExercise(page);
  await page.context().setOffline(true);
  await logSet(page, exercise, 1);
  await status.getByText("Offline: saved on this device · 1 to send").waitFor();
  return day.active!.id;
}

/** The warning before signing out; its text names how many changes would be lost. */
const signOutWarning = (page: Page) => page.getByRole("alertdialog", { name: /not sent yet$/ });

describe("signing out with workout changes not sent", () => {
  it("warns first; staying keeps them, signing out deletes them (and the routines kept offline) from the device and sends nothing", async () => {
    const page = await standardMemberWithPlan({ device: desktop, serviceWorkers: "allow" });
    const { user } = (await (await page.request.get("/api/auth/session")).json()) as { user: { id: string; email: string } };
    await page.goto("/workout");
    // As in a gym: the app was opened before, so the service worker serves its files offline.
    await controlledBy(page);
    // A routine saved online is kept on the device: without a network a reload still lists it.
    const routine = { name: "Gym A", exercises: [{ exercise: "goblet-squat", superset: null }] };
    expect((await page.request.post("/api/workouts/routines", { data: routine, headers: sameOrigin })).status()).toBe(201);
    await page.reload();
    await page.getByRole("button", { name: "Start “Gym A”" }).waitFor();
    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole("button", { name: "Start “Gym A”" }).waitFor();
    await page.context().setOffline(false);
    // Every sync request, the page's and any the service worker would make.
    const syncs: Request[] = [];
    page.context().on("request", (req) => void (new URL(req.url()).pathname === "/api/workouts/sync" && syncs.push(req)));
    const sessionId = await oneSetUnsent(page);
    const outbox = () => deviceData(page).then((data) => Object.keys((data[`outbox:${user.id}`] ?? {}) as object).length);
    expect(await outbox()).toBe(1);

    // Asked first; staying keeps the member signed in and the change on the device.
    await page.getByRole("button", { name: "Sign Out" }).click();
    const warning = signOutWarning(page);
    await warning.getByText(/kept only on this device: 1\./).waitFor();
    await warning.getByRole("button", { name: "Stay signed in" }).click();
    await warning.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/workout");
    await page.getByTestId("sync-status").getByText("Offline: saved on this device · 1 to send").waitFor();
    expect(await outbox()).toBe(1);

    // Signing out after all: the device forgets everything it kept for the member.
    await page.getByRole("button", { name: "Sign Out" }).click();
    await warning.getByRole("button", { name: "Sign out and delete them" }).click();
    await page.waitForURL((u) => u.pathname === "/");
    await page.getByRole("button", { name: "Sign Out" }).waitFor({ state: "detached" });
    await expect.poll(() => deviceData(page)).toEqual({});
    const sentBefore = syncs.length;

    // Back online: what the app does on reconnect starts from 0 ms timers of the "online" event;
    // a round trip to the server after those leaves time for any request they make to go out.
    await page.context().setOffline(false);
    await page.waitForFunction(() => navigator.onLine);
    await page.evaluate(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      await fetch("/api/health");
    });
    const sentAfter = syncs.slice(sentBefore);
    await Promise.all(sentAfter.map((req) => req.response()));
    const from = (req: Request) => `${req.serviceWorker() ? "service worker" : "page"}: ${req.method()} /api/workouts/sync`;
    expect(sentAfter.map(from), "workout changes sent after signing out").toEqual([]);
    // The sign-out made offline reaches the server once the app is back online.
    const serverUser = async () => ((await (await page.request.get("/api/auth/session")).json()) as { user: unknown }).user;
    await expect.poll(serverUser, { message: "the member's session on the server after signing out" }).toBeNull();
    // The server, asked as the member signing in again: the workout has no set.
    const signIn = await page.request.post("/api/auth/sign-in", { data: { email: user.email, password }, headers: sameOrigin });
    expect(signIn.ok()).toBe(true);
    const stored = (await (await page.request.get(`/api/workouts/${sessionId}`)).json()) as WorkoutDetailJson;
    expect(stored.session.sets, "sets on the server that were deleted at sign-out").toEqual([]);
    expect(await deviceData(page), "what the device keeps for the member").toEqual({});
  });

  it("warns too where no service worker serves the app's files (a first visit, a browser without one)", async () => {
    const page = await standardMemberWithPlan({ device: desktop });
    await page.goto("/workout");
    await oneSetUnsent(page);
    await page.getByRole("button", { name: "Sign Out" }).click();
    const warning = signOutWarning(page);
    // Shown at once when it works: a shorter wait than the default keeps a failure cheap.
    await warning.getByText(/kept only on this device: 1\./).waitFor({ timeout: 5_000 });
    await warning.getByRole("button", { name: "Stay signed in" }).click();
    await warning.waitFor({ state: "detached" });
    await page.context().setOffline(false);
  });
});

describe("an exercise page with no network", () => {
  it("starts cold from the service worker's copy, with its steps and a working demonstration; one never opened shows the offline page", async () => {
    const page = await openPage(null, { serviceWorkers: "allow" });
    const signIn = await page.request.post("/api/auth/sign-in", {
      data: { email: await verifiedMember(), password },
      headers: sameOrigin,
    });
    expect(signIn.ok()).toBe(true);
    await page.goto("/exercises/goblet-squat");
    // Loaded again under the service worker, which keeps the page and the files it needs.
    await controlledBy(page);
    await page.getByRole("heading", { name: "How to do it" }).waitFor();
    const kept = () =>
      page.evaluate(async () => (await (await caches.open("pages")).keys()).map((req) => new URL(req.url).pathname));
    await expect.poll(kept).toContain("/exercises/goblet-squat");

    // A new tab with no network: a cold start, not a move inside the running app.
    const context = page.context();
    await context.setOffline(true);
    await page.close();
    const cold = await context.newPage();
    await cold.goto("/exercises/goblet-squat");
    await untilHydrated(cold);
    await cold.getByRole("heading", { level: 1, name: "Goblet squat" }).waitFor();
    await cold.getByRole("heading", { name: "How to do it" }).waitFor();
    await cold.getByText("Hold one dumbbell vertically by its top end", { exact: false }).waitFor();
    const figure = cold.getByRole("figure", { name: "Demonstration: Goblet squat" });
    // The figure is drawn from the app's own files (no video is uploaded in the test server).
    expect(await figure.locator('svg[viewBox="0 0 240 240"]').isVisible()).toBe(true);
    // The app runs: the demonstration's own button answers (the figure starts still, as the
    // browser asks for reduced motion).
    await figure.getByRole("button", { name: "Play demonstration" }).click();
    await figure.getByRole("button", { name: "Pause demonstration" }).waitFor();
    expect(await cold.getByTestId("offline-page").count()).toBe(0);

    // An exercise never opened has no copy to start from.
    await cold.goto("/exercises/barbell-back-squat");
    await cold.getByTestId("offline-page").waitFor();
    await cold.getByRole("heading", { level: 1, name: "You're offline" }).waitFor();
    await context.setOffline(false);
  });
});

interface Alarms {
  alarms: { notifications: { title: string; body?: string; tag?: string }[]; vibrations: (number | number[])[] };
  /** What became of each notification asked for: "pending", "shown", or the browser's refusal (a failure then says which). */
  outcomes: string[];
  lockScreen(locked: boolean): void;
}

/**
 * Runs in the page before its scripts: records the notifications shown through the service
 * worker and the vibrations asked for, calling through to the browser's own. Headless Chromium
 * keeps every page visible (freezing or minimising it changes nothing), so a locked screen is
 * `document.visibilityState` answering "hidden", with the event a real lock sends.
 */
function recordAlarms() {
  const w = window as unknown as Window & Alarms;
  w.alarms = { notifications: [], vibrations: [] };
  w.outcomes = [];
  let hidden = false;
  w.lockScreen = (locked) => {
    hidden = locked;
    document.dispatchEvent(new Event("visibilitychange"));
  };
  Object.defineProperty(Document.prototype, "visibilityState", {
    configurable: true,
    get: () => (hidden ? "hidden" : "visible"),
  });
  Object.defineProperty(Document.prototype, "hidden", { configurable: true, get: () => hidden });
  const show = ServiceWorkerRegistration.prototype.showNotification;
  ServiceWorkerRegistration.prototype.showNotification = function (title, options) {
    w.alarms.notifications.push({ title, body: options?.body, tag: options?.tag });
    const i = w.outcomes.push("pending") - 1;
    return show.call(this, title, options).then(
      () => {
        w.outcomes[i] = "shown";
      },
      (err: unknown) => {
        w.outcomes[i] = String(err);
        throw err;
      },
    );
  };
  const vibrate = Navigator.prototype.vibrate as ((pattern: number | Iterable<number>) => boolean) | undefined;
  Navigator.prototype.vibrate = function (this: Navigator, pattern: number | Iterable<number>) {
    w.alarms.vibrations.push(typeof pattern === "number" ? pattern : [...pattern]);
    return vibrate ? vibrate.call(this, pattern) : false;
  };
}

const alarms = (page: Page) => page.evaluate(() => (window as unknown as Alarms).alarms);

/** The rest under way, as the timer keeps it for a reload. */
const restKept = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("forma_rest") ?? "null") as { endsAt: number; total: number } | null);

/** Lets the rest run out on the page's clock: its whole length and a second. */
async function restRunsOut(page: Page): Promise<void> {
  const rest = await restKept(page);
  expect(rest?.total).toBeGreaterThan(0);
  await page.clock.fastForward(rest!.total * 1000 + 1000);
}

describe("the rest timer", () => {
  it("ends with a vibration, and with the screen locked a notification, in English and Russian", async () => {
    const page = await standardMemberWithPlan({ device: phone, serviceWorkers: "allow" });
    await page.context().grantPermissions(["notifications"]);
    await page.addInitScript(recordAlarms);
    await page.clock.install();
    await page.goto("/mworkout");
    await page.getByRole("button", { name: "Start workout", exact: true }).click();
    await page.getByTestId("sync-status").getByText("All changes saved").waitFor();
    // The notification goes through the service worker, registered once the page is idle.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const exercise = await firstWeightedExercise(page);

    // On screen: a vibration and a toast; no notification over the app itself.
    await logSet(page, exercise, 1);
    await page.getByTestId("rest-timer").waitFor();
    await restRunsOut(page);
    await page.getByText("Rest is over: next set").waitFor();
    await page.getByTestId("rest-timer").waitFor({ state: "detached" });
    expect(await alarms(page)).toEqual({ notifications: [], vibrations: [[300, 150, 300]] });

    // With the screen locked: the notification too, shown by the browser.
    await logSet(page, exercise, 2);
    await page.getByTestId("rest-timer").waitFor();
    await page.evaluate(() => (window as unknown as Alarms).lockScreen(true));
    await restRunsOut(page);
    await expect.poll(() => alarms(page).then((a) => a.notifications.length)).toBe(1);
    expect(await alarms(page)).toEqual({
      notifications: [{ title: "Rest is over: next set", body: "Time for the next set.", tag: "forma-rest" }],
      vibrations: [
        [300, 150, 300],
        [300, 150, 300],
      ],
    });
    // Shown by the browser from the service worker: first the browser's answer to the page, then
    // its list. Asking for the list while the notification is still on its way races with
    // Chromium's own bookkeeping: a getNotifications() that starts after the notification was
    // asked for and before it is on screen deletes it from the browser's list as no longer
    // displayed, and every later answer is empty (the failures of a loaded two-core machine).
    const outcomes = () => page.evaluate(() => (window as unknown as Alarms).outcomes);
    await expect.poll(outcomes, { timeout: 10_000 }).toEqual(["shown"]);
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications({ tag: "forma-rest" })).map((n) => [n.title, n.body]),
      );
    expect(await shown()).toEqual([["Rest is over: next set", "Time for the next set."]]);

    // In Russian: the member unlocks the phone and switches the language in the More panel.
    await page.evaluate(() => (window as unknown as Alarms).lockScreen(false));
    await page.getByTestId("bar-more").click();
    await page.getByTestId("panel-more").getByTestId("lang-ru").click();
    await page.getByTestId("panel-more-overlay").click({ position: { x: 20, y: 40 } });
    await page.getByRole("button", { name: "Завершить тренировку", exact: true }).waitFor();
    const russianExercise = await firstWeightedExercise(page, russian);
    await logSet(page, russianExercise, 3, russian);
    await page.getByTestId("rest-timer").waitFor();
    await page.evaluate(() => (window as unknown as Alarms).lockScreen(true));
    await restRunsOut(page);
    await expect
      .poll(() => alarms(page).then((a) => a.notifications.at(-1)))
      .toEqual({
        title: "Отдых окончен: следующий подход",
        body: "Пора делать следующий подход.",
        tag: "forma-rest",
      });
  });
});
