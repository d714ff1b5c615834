// The cheap phone's interaction times (goal: 200 ms each at a low-end phone's CPU), for `npm run bench -- --cheap-phone`:
// Debian's Chromium through playwright-core, a phone's viewport and user agent, the CPU slowed
// through CDP by the same multiplier as the Lighthouse runs, signed in as the bench member (a year
// of weigh-ins, Pro with a conversation, both plans and past workouts). Each action is repeated;
// its time is INP-like: the longest `event` entry of the interactions it made (Event Timing,
// durationThreshold 16, interactionId > 0), so an action under 16 ms reads as "< 16".
import { randomUUID } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { chromium } from "playwright-core";

const json = { "Content-Type": "application/json" };
const phone = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
};
/** Goal per interaction (INP's "good"). */
export const interactionGoalMs = 200;

/** Both plans and a few months of past workouts for the bench member (through the API). */
export async function seedPhoneHistory(url, token) {
  const member = { ...json, Authorization: `Bearer ${token}` };
  const post = async (path, body) => {
    const res = await fetch(url + path, { method: "POST", headers: member, body: JSON.stringify(body) });
    const text = await res.text();
    if (!res.ok) throw new Error(`bench: ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  };
  // Training days that leave today out: the workout screen offers an empty workout first.
  const names = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"];
  const weekday = (new Date().getDay() + 6) % 7;
  const weekdays = [1, 3, 5].map((d) => names[(weekday + d) % 7]);
  await post("/api/plans/workout", { goal: "GAIN_MUSCLE", tier: "popular", weekdays, equipment: ["barbell", "dumbbell", "bench"] });
  await post("/api/plans/nutrition", { goal: "MAINTAIN" });
  // Twenty-four finished workouts, three exercises of three sets each, every third day back.
  const exercises = ["goblet-squat", "dumbbell-bench-press", "barbell-bench-press"];
  for (let w = 24; w >= 1; w--) {
    const at = Date.now() - w * 3 * 86_400_000;
    const d = new Date(at);
    const date = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    const session = randomUUID();
    const changes = [{ type: "session", id: session, date, name: null, source: "free", weekday: null, status: "finished", startedAt: at, finishedAt: at + 3_600_000, updatedAt: at + 3_600_000 }];
    exercises.forEach((exercise, position) => {
      const entry = randomUUID();
      changes.push({ type: "entry", id: entry, sessionId: session, exercise, position, note: "", updatedAt: at });
      for (let s = 0; s < 3; s++) {
        changes.push({ type: "set", id: randomUUID(), sessionId: session, entryId: entry, exercise, position: s, kind: "work", weight: 20 + (24 - w), reps: 8, seconds: null, rpe: null, rir: null, updatedAt: at });
      }
    });
    await post("/api/workouts/sync", { changes });
  }
}

/** Records every interaction's longest event entry from the page's start (read with `takeInteractions`). */
function observeInteractions() {
  const byId = new Map();
  const take = (list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      const seen = byId.get(e.interactionId);
      // Where the time went (INP's three parts): waiting for the main thread, the handlers, and the paint after them.
      const parts = { delay: e.processingStart - e.startTime, handlers: e.processingEnd - e.processingStart, paint: e.startTime + e.duration - e.processingEnd };
      if (!seen || e.duration > seen.duration) byId.set(e.interactionId, { duration: e.duration, name: e.name, parts });
    }
  };
  const observer = new globalThis.PerformanceObserver(take);
  observer.observe({ type: "event", durationThreshold: 16, buffered: true });
  globalThis.__benchInteractions = () => {
    take({ getEntries: () => observer.takeRecords() });
    const out = [...byId.values()];
    byId.clear();
    return out;
  };
}

/**
 * The interactions since the last call, once the page has painted twice more and the observer had
 * its turn (entries are reported after the next paint; on a slowed CPU that is late).
 */
async function takeInteractions(page) {
  const taken = page.evaluate(
    () =>
      new Promise((resolve) => {
        globalThis.requestAnimationFrame(() => globalThis.requestAnimationFrame(() => setTimeout(() => resolve(globalThis.__benchInteractions()), 100)));
      }),
  );
  // page.evaluate has no timeout of its own: a page that stopped painting fails the bench instead.
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error("bench: the page did not paint within 30 s")), 30_000);
  });
  return Promise.race([taken, late]).finally(() => clearTimeout(timer));
}

/** One repetition: what it did, then its interactions' longest entry. */
async function repeat(page, act) {
  await takeInteractions(page);
  await act();
  const entries = await takeInteractions(page);
  const worst = entries.reduce((a, e) => (e.duration > a.duration ? e : a), { duration: 0, name: "", parts: null });
  return { ms: worst.duration, event: worst.name, parts: worst.parts, interactions: entries.length };
}

/** The median and the worst of the repetitions against the goal. */
function summary(reps) {
  const sorted = reps.map((r) => r.ms).sort((a, b) => a - b);
  const medianMs = sorted[Math.floor(sorted.length / 2)];
  const worstMs = sorted.at(-1);
  return { medianMs, worstMs, meets: worstMs <= interactionGoalMs, reps };
}

/**
 * `--save-traces=DIR`: a Chrome trace of each interaction's page from its load on (DIR/NAME.json),
 * to read what the main thread was doing before a slow press. Returns what stops it.
 */
const tracesDir = process.argv.find((a) => a.startsWith("--save-traces="))?.split("=")[1];
async function traced(browser, page, name) {
  if (!tracesDir) return async () => {};
  await mkdir(tracesDir, { recursive: true });
  await browser.startTracing(page, { path: `${tracesDir}/${name}.json`, categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink.user_timing", "loading", "disabled-by-default-v8.cpu_profiler"] });
  return async () => void (await browser.stopTracing());
}

/** A fresh phone browser signed in as the member, the CPU slowed by `slowdown`, on `path` (and what `waitFor(ctx)` waits for). */
async function phonePage(browser, url, member, slowdown, path, waitFor = () => null) {
  const ctx = await browser.newContext({ ...phone, locale: "en-US", serviceWorkers: "block" });
  const signIn = await ctx.request.post(`${url}/api/auth/sign-in`, { data: { email: member.email, password: member.password }, headers: { "Sec-Fetch-Site": "same-origin" } });
  if (!signIn.ok()) throw new Error(`bench sign-in failed: ${signIn.status()}`);
  await ctx.addInitScript(observeInteractions);
  const page = await ctx.newPage();
  page.setDefaultTimeout(60_000);
  const cdp = await ctx.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
  const ready = waitFor(ctx);
  await page.goto(url + path, { waitUntil: "load" });
  // A prerendered frame takes presses only once the app has hydrated onto it.
  await page.waitForFunction(() => {
    const root = document.getElementById("root");
    return !root || root.dataset.prerendered === undefined || root.dataset.hydrated !== undefined;
  });
  if (new URL(page.url()).pathname !== path) throw new Error(`${path} showed ${page.url()}`);
  await ready;
  return { page, ctx };
}

/** Logging a set: typing its weight and reps and ticking it done, in an empty workout's exercise. */
async function logSets(browser, url, member, slowdown, times) {
  const { page, ctx } = await phonePage(browser, url, member, slowdown, "/workout");
  const trace = await traced(browser, page, "logging-a-set");
  try {
    await page.getByRole("button", { name: "Start an empty workout" }).click();
    await page.getByRole("button", { name: "Add exercise", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Add exercise" });
    await dialog.getByLabel("Search exercises").fill("Goblet squat");
    await dialog.getByRole("button", { name: /^Goblet squat / }).first().click();
    await dialog.waitFor({ state: "detached" });
    const reps = [];
    for (let n = 1; n <= times; n++) {
      const row = (what) => page.getByLabel(`Goblet squat, set ${n}: ${what}`);
      if ((await row("reps").count()) === 0) {
        await page.getByRole("button", { name: "Add set to Goblet squat" }).click();
        await row("reps").waitFor();
      }
      reps.push(
        await repeat(page, async () => {
          await row("weight, kg").pressSequentially(String(20 + n));
          await row("reps").pressSequentially("8");
          const done = page.getByRole("checkbox", { name: `Goblet squat, set ${n}: done` });
          await done.tap();
          await page.waitForFunction((n) => document.querySelector(`[aria-label="Goblet squat, set ${n}: done"]`)?.getAttribute("aria-checked") === "true", n);
        }),
      );
    }
    return summary(reps);
  } finally {
    await trace();
    await ctx.close();
  }
}

/** Typing a word into the exercise library's search (180 cards filtered on each key). */
async function searchExercises(browser, url, member, slowdown, words) {
  const { page, ctx } = await phonePage(browser, url, member, slowdown, "/exercises");
  const trace = await traced(browser, page, "exercise-search");
  try {
    const box = page.getByLabel("Search exercises");
    const reps = [];
    for (const word of words) {
      await box.fill("");
      reps.push(
        await repeat(page, async () => {
          await box.pressSequentially(word);
          await page.waitForURL((u) => u.searchParams.get("q") === word);
        }),
      );
    }
    return summary(reps);
  } finally {
    await trace();
    await ctx.close();
  }
}

/** Switching the profile's tabs (profile, workout plan, nutrition plan) in turn. */
async function switchTabs(browser, url, member, slowdown, times) {
  // A member looks at the profile before pressing a tab: the tabs' code runs meanwhile, a few
  // seconds after the profile has shown (web/profile/use-warm-plan-tabs.ts). Waited for, not slept.
  const warmed = (ctx) =>
    Promise.all(["WorkoutPlanPanel", "NutritionPlanPanel"].map((chunk) => ctx.waitForEvent("response", { predicate: (r) => new URL(r.url()).pathname.startsWith(`/assets/${chunk}-`), timeout: 60_000 })));
  const { page, ctx } = await phonePage(browser, url, member, slowdown, "/profile", warmed);
  const trace = await traced(browser, page, "profile-tabs");
  try {
    // The code has arrived; it runs in the tasks that follow, so the first press waits for the page to be idle.
    await page.evaluate(() => new Promise((resolve) => globalThis.requestIdleCallback(resolve, { timeout: 10_000 })));
    // On a phone the plan tabs have short names: they are taken by place (profile, workout, nutrition).
    const order = [
      [1, "workout plan"],
      [2, "nutrition plan"],
      [0, "profile"],
    ];
    const reps = [];
    for (let i = 0; i < times; i++) {
      const [n, name] = order[i % order.length];
      reps.push(
        await repeat(page, async () => {
          await page.getByRole("tab").nth(n).tap();
          // A member reads the panel before pressing the next tab: waited for is the tab selected
          // and its panel drawn (it follows the press's paint), not just the tab.
          await page.waitForFunction((n) => {
            const tab = document.querySelectorAll('[role="tab"]')[n];
            const panel = tab && document.getElementById(tab.getAttribute("aria-controls") ?? "");
            return tab?.getAttribute("aria-selected") === "true" && panel && !panel.hidden && panel.querySelector("h2, h3") !== null && panel.querySelector('[aria-label="Loading your plan…"]') === null;
          }, n);
        }),
      );
      reps.at(-1).tab = name;
    }
    return summary(reps);
  } finally {
    await trace();
    await ctx.close();
  }
}

/** Sending a chat message with the send button; the offline coach answers locally. */
async function sendMessages(browser, url, member, slowdown, times) {
  const { page, ctx } = await phonePage(browser, url, member, slowdown, "/chat");
  const trace = await traced(browser, page, "chat");
  try {
    const box = page.getByRole("textbox", { name: "Your message" });
    const questions = ["How much protein do I need?", "How do I do a goblet squat?", "Should I take creatine?", "How many calories should I eat?", "How long should I rest between sets?", "Is cardio good for fat loss?"];
    const reps = [];
    for (let i = 0; i < times; i++) {
      // The server asks for 3 s between a member's messages (its own clock).
      if (i > 0) await new Promise((r) => setTimeout(r, 3200));
      await box.fill(questions[i % questions.length]);
      const send = page.getByRole("button", { name: "Send", exact: true });
      await send.waitFor();
      const answered = page.waitForResponse((r) => r.url().endsWith("/api/chat/messages") && r.request().method() === "POST");
      const left = await page.getByTestId("chat-remaining").innerText();
      reps.push(
        await repeat(page, async () => {
          await send.tap();
          const res = await answered;
          if (res.status() !== 200) throw new Error(`bench: the coach answered ${res.status()}`);
          // The answer has streamed in once the count of messages left has gone down.
          await page.waitForFunction((left) => document.querySelector('[data-testid="chat-remaining"]')?.textContent !== left, left);
        }),
      );
    }
    return summary(reps);
  } finally {
    await trace();
    await ctx.close();
  }
}

/** The four interactions at `slowdown`, each `times` times. */
export async function phoneInteractions({ url, member, slowdown, times = 5 }) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"],
  });
  try {
    const step = async (name, measure) => {
      process.stderr.write(`  measuring ${name} at ${slowdown}x\n`);
      return measure();
    };
    return {
      "logging a set (/workout: weight, reps, done)": await step("logging a set", () => logSets(browser, url, member, slowdown, times)),
      "typing in the exercise search (/exercises)": await step("the exercise search", () => searchExercises(browser, url, member, slowdown, ["squat", "press", "curl", "row", "lunge"].slice(0, times))),
      "switching a tab (/profile)": await step("the profile's tabs", () => switchTabs(browser, url, member, slowdown, Math.max(times, 6))),
      "sending a chat message (/chat)": await step("the chat", () => sendMessages(browser, url, member, slowdown, times)),
    };
  } finally {
    await browser.close();
  }
}

/** Per interaction: median and worst against the goal. */
export function printInteractions(figures, slowdown, index) {
  console.log(`Interactions on the cheap phone (INP-like: the longest event entry per action; CPU ${slowdown}x through CDP, benchmark index ${index}; goal <= ${interactionGoalMs} ms):`);
  for (const [name, f] of Object.entries(figures)) {
    const ms = (v) => (v === 0 ? "< 16" : String(Math.round(v)));
    console.log(`  ${name.padEnd(48)} median ${ms(f.medianMs).padStart(4)} ms  worst ${ms(f.worstMs).padStart(4)} ms  ${f.meets ? "ok" : "OVER"}`);
    console.log(`    each: ${f.reps.map((r) => `${ms(r.ms)}${r.event ? ` (${r.event}${r.tab ? `, ${r.tab}` : ""})` : ""}`).join(", ")}`);
    // The worst repetition's parts: which of them to shorten.
    const worst = f.reps.reduce((a, r) => (r.ms > a.ms ? r : a));
    if (worst.parts) {
      const { delay, handlers, paint } = worst.parts;
      console.log(`    worst: waiting for the main thread ${Math.round(delay)} ms, handlers ${Math.round(handlers)} ms, to the next paint ${Math.round(paint)} ms`);
    }
  }
}
