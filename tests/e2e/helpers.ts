import type { BrowserContext, Locator, Page } from "playwright-core";
import { expect, inject } from "vitest";
import { closeBrowser, launchContext } from "../support/browser";
import { password, signUpBody } from "../support/member";

export const baseURL = () => inject("baseURL");

export const desktop = { viewport: { width: 1280, height: 800 } };
export const phone = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
};

const open: BrowserContext[] = [];
/**
 * The browsers a test opened close when it ends (those a `beforeAll` opened, when the file ends):
 * a page left open keeps running (the profile's pulsing dot alone takes a tenth of a core), and
 * on two cores a file's later tests ran up to twice as slow beside them.
 */
const openedByTest: BrowserContext[] = [];
let inTest = false;
// Called by tests/e2e/setup.ts around each test and file (this module is shared by the files a
// test worker runs, so hooks registered here would belong to its first file only).
export function testStarted(): void {
  inTest = true;
}
export async function testEnded(): Promise<void> {
  inTest = false;
  await Promise.all(openedByTest.splice(0).map((c) => c.close()));
}
export async function fileEnded(): Promise<void> {
  await Promise.all(open.splice(0).map((c) => c.close()));
  await closeBrowser();
}

/**
 * A fresh browser (own cookies) on a page of the app (none for `null`); English unless told otherwise.
 * Without the service worker unless a test asks for it (`serviceWorkers: "allow"`, the tests of
 * offline use, reminders and notifications): its install downloads the whole app (120 files,
 * 3.7 MB) into every browser, a fifth of the browser tests' processor time (docs/testing.md).
 */
export async function openPage(
  path: string | null,
  opts: { device?: typeof desktop | typeof phone; locale?: string; serviceWorkers?: "allow" | "block"; timezoneId?: string } = {},
): Promise<Page> {
  const ctx = await launchContext({
    ...(opts.device ?? desktop),
    locale: opts.locale ?? "en-US",
    ...(opts.timezoneId ? { timezoneId: opts.timezoneId } : {}),
    baseURL: baseURL(),
    serviceWorkers: opts.serviceWorkers ?? "block",
    // Each browser is its own visitor to the per-address abuse limits (the local server passes the
    // header through; Cloudflare's edge sets it from the real connection).
    extraHTTPHeaders: { "CF-Connecting-IP": randomIp() },
  });
  (inTest ? openedByTest : open).push(ctx);
  const page = ctx.pages()[0] ?? (await ctx.newPage());
  if (path !== null) {
    await page.goto(path);
    await untilHydrated(page);
  }
  return page;
}

/**
 * Checks a set done as a member taps it. The mark shows in the tap's own frame and the workout
 * takes the set once that frame has painted (web/workout/SetRow.tsx): waited for both, so what
 * follows finds the set recorded.
 */
export async function tapDone(box: Locator): Promise<void> {
  await box.click();
  await expect.poll(() => box.getAttribute("aria-checked")).toBe("true");
  await box.page().waitForFunction(() => document.querySelector("[data-taking]") === null);
}

/**
 * A prerendered page shows before its script has taken over (presses are held and typed text
 * replayed then, but not blurs); tests act on it once the app is live.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById("root");
    return !root || root.dataset.prerendered === undefined || root.dataset.hydrated !== undefined;
  });
}

/**
 * Scrolls a section of a long page into view by its heading, as a reader would: the heavy parts
 * far down the profile render only once they come near the view (WhenNear).
 */
export async function scrollToHeading(page: Page, name: string): Promise<void> {
  const heading = page.getByRole("heading", { name, exact: true }).first();
  // The stand-in's heading may give way to the section's own while it scrolls, and that one to
  // the loaded panel's: each time the locator finds the heading that is there now.
  for (let attempt = 1; ; attempt++) {
    try {
      return await heading.scrollIntoViewIfNeeded();
    } catch (err) {
      if (attempt === 4) throw err;
    }
  }
}

/**
 * Waits until no toast is on screen. The pointer is moved off first: sonner holds its toasts
 * while the pointer rests on them, which on a phone (no hover) never happens to a person.
 */
export async function untilToastsGone(page: Page): Promise<void> {
  await page.mouse.move(1, (page.viewportSize()?.height ?? 800) - 1);
  await page.waitForFunction(() => document.querySelectorAll("[data-sonner-toast]").length === 0, undefined, { timeout: 15_000 });
}

function randomIp(): string {
  return `10.${Array.from({ length: 3 }, () => Math.floor(Math.random() * 250) + 1).join(".")}`;
}

let seq = 0;
/** A new address for each sign-up. */
export function newEmail(tag = "member"): string {
  seq += 1;
  return `${tag}-${Date.now().toString(36)}-${process.env.VITEST_POOL_ID ?? 0}-${seq}@example.com`;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** The dev mailbox (GET /api/dev/outbox), newest first; waits for at least `count` messages. */
export async function mailbox(to: string, count = 1): Promise<Mail[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = (await (await fetch(`${baseURL()}/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as Mail[];
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((r) => setTimeout(r, 200));
  }
}

export { password };

/** A member created and confirmed through the API (for tests about what comes after). */
export async function verifiedMember(locale: "en" | "ru" = "en"): Promise<string> {
  const email = newEmail();
  const headers = { "Content-Type": "application/json", "CF-Connecting-IP": randomIp(), Cookie: `lang=${locale}` };
  const body = signUpBody(email);
  const res = await fetch(`${baseURL()}/api/auth/sign-up`, { method: "POST", headers, body: JSON.stringify(body) });
  if (res.status !== 201) throw new Error(`sign-up failed: ${await res.text()}`);
  const [mail] = await mailbox(email);
  const token = new URL(mail!.links[0]!).searchParams.get("verify");
  await fetch(`${baseURL()}/api/auth/verify-email`, { method: "POST", headers, body: JSON.stringify({ token }) });
  // The next e-mail to this address may follow at once (the dev server allows resetting its budget).
  await fetch(`${baseURL()}/api/dev/limits?subject=${encodeURIComponent(email)}`, { method: "DELETE" });
  return email;
}

/** A browser's own request as the app sends it (the API refuses writes from another site). */
export const sameOrigin = { "Sec-Fetch-Site": "same-origin" };

/** Changes the signed-in member's profile through the API, as the profile's forms do (the page is not reloaded). */
export async function updateProfile(page: Page, change: Record<string, unknown>): Promise<void> {
  const res = await page.request.post("/api/profiles/update", { data: change, headers: sameOrigin });
  if (!res.ok()) throw new Error(`profile update answered ${res.status()}: ${await res.text()}`);
}

/** Signs the page's browser in through the API, without the form. */
export async function signInByApi(page: Page, email: string): Promise<void> {
  const res = await page.request.post("/api/auth/sign-in", { data: { email, password }, headers: sameOrigin });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
}

/** The browser's own calendar day, `back` days before today (the diary's and the log's days are the member's). */
export const localDay = (page: Page, back: number) =>
  page.evaluate((back) => {
    const d = new Date(Date.now() - back * 86_400_000);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  }, back);

/** Signs in through the form of the page's current /login screen. */
export async function signInWithForm(page: Page, email: string, pass = password): Promise<void> {
  await page.getByLabel(/^(Email|Электронная почта)$/).fill(email);
  await page.getByLabel(/^(Password|Пароль)$/, { exact: true }).fill(pass);
  await page.getByRole("button", { name: /^(Sign in|Войти)$/ }).click();
}

/** A new member signed in through the API, on `path`: at a desk in English, or on a phone in Russian. */
export async function memberAt(path: string, ru: boolean): Promise<Page> {
  const email = await verifiedMember(ru ? "ru" : "en");
  const page = await openPage(null, { device: ru ? phone : desktop, locale: ru ? "ru-RU" : "en-US" });
  const signIn = await page.request.post("/api/auth/sign-in", { data: { email, password }, headers: sameOrigin });
  if (!signIn.ok()) throw new Error(`sign-in answered ${signIn.status()}`);
  await page.goto(path);
  await untilHydrated(page);
  return page;
}

/** A new member, signed in through the form, on `path` (a member-only screen); `ru` for Russian. */
export async function signedInPage(path: string, opts: Parameters<typeof openPage>[1] & { ru?: boolean } = {}): Promise<Page> {
  const { ru, ...open } = opts;
  const email = await verifiedMember(ru ? "ru" : "en");
  const page = await openPage(`/login?redirect=${encodeURIComponent(path)}`, {
    ...open,
    locale: open.locale ?? (ru ? "ru-RU" : "en-US"),
  });
  await signInWithForm(page, email);
  await page.waitForURL((u) => u.pathname === path.split("?")[0]);
  return page;
}

/**
 * A new member on a paid plan, on `path`: signed in and subscribed through the API with a test
 * card of the checkout's page (the sandbox's in English, the YooKassa double's in Russian; the
 * billing tests drive those pages through their forms), so that a test about a paid screen starts
 * on that screen.
 */
export async function subscribedPage(
  path: string,
  plan: "BASIC" | "PRO",
  opts: Parameters<typeof signedInPage>[1] = {},
): Promise<Page> {
  const { ru, ...rest } = opts;
  const email = await verifiedMember(ru ? "ru" : "en");
  const page = await openPage(null, { ...rest, locale: rest.locale ?? (ru ? "ru-RU" : "en-US") });
  const api = page.request;
  const same = { "Sec-Fetch-Site": "same-origin" };
  const signIn = await api.post("/api/auth/sign-in", { data: { email, password }, headers: same });
  if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()} ${await signIn.text()}`);
  const checkout = await api.post("/api/billing/checkout", {
    data: { plan, interval: "month", from: "/billing" },
    headers: same,
  });
  if (!checkout.ok()) throw new Error(`checkout failed: ${checkout.status()} ${await checkout.text()}`);
  const { url } = (await checkout.json()) as { url: string };
  // Rubles go through the YooKassa double's page (its test card 5555 5555 5555 4477 pays), dollars
  // through the sandbox's checkout.
  const yookassa = new URL(url).pathname.startsWith("/dev/yookassa/");
  const form: Record<string, string> = yookassa
    ? { method: "bank_card", card: "5555 5555 5555 4477", decision: "pay" }
    : { card: "4242 4242 4242 4242" };
  const pay = await api.post(url, { form, headers: same, maxRedirects: 0 });
  if (pay.status() !== 303) throw new Error(`payment failed: ${pay.status()} ${await pay.text()}`);
  const active = await (await api.get("/api/subscription/get-active")).text();
  if (!active.includes(`"${plan}"`)) throw new Error(`no active ${plan} subscription: ${active}`);
  await page.goto(path);
  return page;
}

/** Records the page's layout shifts from its first paint on, for its next loads (read with `shiftsSoFar`). */
export async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    const named = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? "(gone)";
      const text = (node.textContent ?? "").trim().slice(0, 30);
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}${node.className && typeof node.className === "string" ? `.${node.className.split(" ").slice(0, 2).join(".")}` : ""} "${text}"`;
    };
    const box = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    // Every shift, those Chrome marks "after recent input" too: nothing is typed or tapped here,
    // yet Chrome marks some shifts of a loading page so, and Lighthouse counts them.
    new PerformanceObserver((list) => {
      type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      for (const entry of list.getEntries() as unknown as { value: number; startTime: number; sources: Source[] }[]) {
        shifts.push({
          value: entry.value,
          moved: entry.sources.map(
            (s) => `${Math.round(entry.startTime)} ms ${named(s.node)}: ${box(s.previousRect)} → ${box(s.currentRect)}`,
          ),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shifts recorded so far on the page's current load. */
export const shiftsSoFar = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { shifts: { value: number }[] }).shifts.reduce((sum, shift) => sum + shift.value, 0));

/** What moved in those shifts (for a failing test's message): when, which element, from where to where. */
export const whatShifted = (page: Page): Promise<string> =>
  page.evaluate(() =>
    (window as unknown as { shifts: { value: number; moved: string[] }[] }).shifts
      .map((shift) => `${shift.value.toFixed(4)}: ${shift.moved.join("; ")}`)
      .join("\n"),
  );
