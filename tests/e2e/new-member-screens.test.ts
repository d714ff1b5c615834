// What a new member sees on a 360 px phone: toasts, the calculators' jump links, the profile's
// "Update plans" offer and calendar, the sign-up form, a workout's set rows.
import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { clearScreening, bothPlans } from "../support/member";
import { newEmail, openPage, phone, scrollToHeading, signInWithForm, subscribedPage, tapDone, untilHydrated, verifiedMember } from "./helpers";

const phone360 = { ...phone, viewport: { width: 360, height: 740 } };

/** The box of the first element matching `selector`, in viewport pixels. */
const box = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const r = document.querySelector(sel)!.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height };
  }, selector);

/** Where an element's top rests in the viewport once the page has stopped moving (ten frames alike). */
const restingTop = (page: Page, selector: string) =>
  page.evaluate(async (sel) => {
    const top = () => document.querySelector(sel)!.getBoundingClientRect().top;
    let [last, same] = [top(), 0];
    while (same < 10) {
      await new Promise((r) => requestAnimationFrame(r));
      const now = top();
      same = now === last ? same + 1 : 0;
      last = now;
    }
    return last;
  }, selector);

/** A Pro member on `path` (phone, 360 px) with a workout and a nutrition plan made through the API. */
async function proWithPlans(path: string, ru = false, equipment = bothPlans.workout.equipment): Promise<Page> {
  // On a plain file until the plans are made: the screen's first load is the caller's.
  const page = await subscribedPage("/favicon.svg", "PRO", { device: phone360, ru });
  const made = await page.evaluate(async (plans) => {
    // Today is a training day, whichever day it is: the workout screen shows its sets.
    const names = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"];
    const today = (new Date().getDay() + 6) % 7;
    plans.workout.weekdays = [0, 2, 4].map((d) => names[(today + d) % 7]!);
    const post = (url: string, body: unknown) =>
      fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }).then((r) => r.status);
    return [
      await post("/api/profiles/screening", plans.screening),
      await post("/api/plans/workout", plans.workout),
      await post("/api/plans/nutrition", plans.nutrition),
    ];
  }, { workout: { ...bothPlans.workout, equipment, weekdays: [] as string[] }, nutrition: bothPlans.nutrition, screening: clearScreening });
  expect(made).toEqual([200, 200, 200]);
  await page.goto(path);
  return page;
}

describe("toasts on a phone", () => {
  it("takes a failed sign-in's toast away once the member signs in, and keeps toasts below the header", async () => {
    const email = await verifiedMember("ru");
    const page = await openPage("/mlogin", { device: phone360, locale: "ru-RU" });
    await signInWithForm(page, email, "Wr0ngPassword");
    const toast = page.locator("[data-sonner-toast]", { hasText: "Неверная почта или пароль" });
    await toast.waitFor();
    // The logo and the theme switch stay in view above it.
    const header = await box(page, "header");
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
    expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(header.bottom);

    await page.getByLabel("Пароль", { exact: true }).fill("Str0ngPass");
    await page.getByRole("button", { name: "Войти", exact: true }).click();
    await page.waitForURL((u) => u.pathname === "/mprofile");
    await page.getByRole("heading", { name: "Аккаунт" }).waitFor();
    await toast.waitFor({ state: "detached", timeout: 3_000 });
  });
});

describe("a plan's toast", () => {
  it("is the only toast when a plan is made on a phone, also on the visit the app gets ready for offline use", async () => {
    const page = await subscribedPage("/mprofile", "PRO", { device: phone360, serviceWorkers: "allow" });
    await page.getByRole("tab", { name: "Nutrition" }).click();
    await page.getByTestId("nutrition-stage").getByText("No", { exact: true }).click();
    await page.getByRole("button", { name: "Create my nutrition plan" }).click();
    const planToast = page.locator("[data-sonner-toast]", { hasText: "Your nutrition plan is ready" });
    await planToast.waitFor();
    // Held under the pointer (sonner pauses its timer), so on a slow machine it cannot run out
    // before the worker is ready and leave the notice alone for another reason.
    await planToast.hover();
    // The service worker has installed on this first visit: its notice was asked for then (the
    // worker is "installed" before it is ready), or came before. A toast asked for is on the page a
    // task later (sonner adds it in a timer task, and timers run in order).
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      await new Promise((done) => setTimeout(done));
    });
    // One that gave way has left (sonner marks it removed while it fades out).
    await page.waitForFunction(() => document.querySelectorAll('[data-sonner-toast][data-removed="true"]').length === 0);
    expect(await page.locator("[data-sonner-toast]").allInnerTexts()).toEqual([expect.stringContaining("Your nutrition plan is ready")]);
  });
});

describe("calculators' jump links on a phone", () => {
  for (const ru of [false, true]) {
    it(`shows every chip whole, on one line (${ru ? "Russian" : "English"})`, async () => {
      const page = await subscribedPage("/mcalculators", "BASIC", { device: phone360, ru });
      const chips = page.locator('[data-testid^="calc-jump-"]');
      await chips.first().waitFor();
      const boxes = await chips.evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          const line = parseFloat(getComputedStyle(el).lineHeight);
          return { text: (el as HTMLElement).innerText, left: r.left, right: r.right, lines: Math.round(el.getClientRects()[0]!.height / line) };
        }),
      );
      expect(boxes.length).toBe(9);
      for (const b of boxes) {
        expect(b.left, b.text).toBeGreaterThanOrEqual(0);
        expect(b.right, b.text).toBeLessThanOrEqual(360);
        // One line of text (plus the chip's padding, under two lines' height).
        expect(b.lines, b.text).toBeLessThan(3);
      }
      const oneLine = await chips.evaluateAll((els) =>
        els.every((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size === 1;
        }),
      );
      expect(oneLine).toBe(true);
    });
  }
});

describe("the profile on a phone", () => {
  it("brings the 'Update plans' offer into view beside Save, with the focus on it", async () => {
    const page = await proWithPlans("/mprofile");
    await scrollToHeading(page, "Body metrics");
    await page.getByLabel("Weight, kg").fill("63");
    await page.getByRole("button", { name: "Save metrics" }).click();
    const offer = page.getByTestId("update-plans-notice");
    await offer.waitFor();
    await page.waitForFunction(() => {
      const r = document.querySelector('[data-testid="update-plans-notice"]')!.getBoundingClientRect();
      return r.top >= 56 && r.bottom <= innerHeight - 80;
    }, undefined, { timeout: 5_000 });
    expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText)).toBe("Update Plans");
  });

  it("leaves the calendar's days before the plan plain", async () => {
    const page = await proWithPlans("/mprofile");
    await page.getByRole("tab", { name: "Workouts" }).click();
    await page.getByText("Calendar", { exact: true }).click();
    const calendar = page.getByTestId("plan-calendar");
    await calendar.waitFor();
    // The month before the plan was made: nothing planned on any day, and the chosen day says so.
    await page.getByRole("button", { name: "Previous month" }).click();
    const days = calendar.getByRole("button");
    const count = await days.count();
    expect(count).toBeGreaterThanOrEqual(28);
    expect(await calendar.locator("[data-before-plan]").count()).toBe(count);
    expect(await calendar.locator(".bg-accent\\/10").count()).toBe(0);
    await days.nth(10).click();
    expect(await page.getByTestId("calendar-before-plan").innerText()).toMatch(/^Your plan was made on \w+ \d+: nothing was planned for this day\.$/);
    // From the day it was made on, the plan's days are there again.
    await page.getByRole("button", { name: "Next month" }).click();
    await page.getByRole("button", { name: "Next month" }).click();
    expect(await calendar.locator("[data-before-plan]").count()).toBe(0);
    expect(await calendar.locator(".bg-accent\\/10").count()).toBeGreaterThan(0);
  });
});

describe("the sign-up form on a phone in Russian", () => {
  it("keeps the agreement box in place when the password field is left", async () => {
    const page = await openPage("/msignup", { device: phone360, locale: "ru-RU" });
    await page.getByRole("heading", { name: "Регистрация" }).waitFor();
    await page.getByLabel("Женский").check();
    await page.getByLabel("Возраст", { exact: true }).fill("31");
    await page.getByLabel("Рост, см").fill("170");
    await page.getByLabel("Вес, кг").fill("64");
    await page.getByLabel(/^Умеренная активность/).check();
    await page.getByLabel("Поддерживать вес").check();
    await page.getByRole("button", { name: "Далее" }).click();
    await page.getByLabel("Имя", { exact: true }).fill("Анна");
    await page.getByLabel("Фамилия").fill("Иванова");
    await page.getByLabel("Электронная почта").fill(newEmail("signup"));
    const pass = page.getByLabel("Пароль", { exact: true });
    // A password without a digit: the rule shows once the field is left.
    await pass.fill("OnlyLetters");
    await pass.blur();
    await page.getByText("Пароль должен содержать хотя бы одну заглавную букву").waitFor();
    await pass.fill("Str0ngPass");
    const agreement = page.getByRole("checkbox");
    const before = await restingTop(page, 'input[type="checkbox"]');
    // The tap on the box leaves the password field: the box must not move under the finger.
    await pass.blur();
    expect(await restingTop(page, 'input[type="checkbox"]')).toBe(before);
    await agreement.tap();
    expect(await agreement.isChecked()).toBe(true);
  });
});

describe("today's workout on a phone in Russian", () => {
  /** The first set row still to do, and the rest timer's bar, in viewport pixels. */
  const nextAndTimer = (page: Page) =>
    page.evaluate(() => {
      const next = document.querySelector("[data-set-open]")!.getBoundingClientRect();
      const bar = document.querySelector('[data-testid="rest-timer"]')!.getBoundingClientRect();
      return { nextBottom: next.bottom, barTop: bar.top };
    });

  /** The open workout's exercises (started from today's plan day). */
  const exercises = (page: Page) => page.getByRole("list", { name: "Упражнения" }).getByRole("listitem");

  it("keeps each set row whole within the screen, and the rest timer off the next set to do", async () => {
    const page = await proWithPlans("/mworkout", true);
    await page.getByRole("button", { name: "Начать тренировку", exact: true }).click();
    const first = exercises(page).first();
    const name = await first.getByRole("heading", { level: 3 }).innerText();
    // The table of sets fits the card (no sideways scrolling); each column's heading and each
    // set's number stay on one line, and the done box is whole on the screen.
    const fit = await first.evaluate((card) => {
      // The lines of an element's visible text (words for screen readers only apart).
      const lines = (el: Element) => {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        const tops = new Set<number>();
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim() || node.parentElement?.closest(".sr-only")) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const r of range.getClientRects()) tops.add(Math.round(r.top));
        }
        return tops.size;
      };
      const table = card.querySelector("table")!;
      const cells = [...table.querySelectorAll("thead th, tbody tr[data-set-open] td:first-child")].filter((el) => lines(el) > 0);
      const boxes = [...table.querySelectorAll('[role="checkbox"]')].map((el) => el.getBoundingClientRect());
      return {
        overflow: table.scrollWidth - card.clientWidth,
        tableRight: table.getBoundingClientRect().right,
        cardRight: card.getBoundingClientRect().right,
        cells: cells.length,
        wrapped: cells.filter((el) => lines(el) > 1).map((el) => (el as HTMLElement).innerText),
        boxRight: Math.max(...boxes.map((b) => b.right)),
      };
    });
    expect(fit.tableRight).toBeLessThanOrEqual(fit.cardRight);
    expect(fit.overflow).toBeLessThanOrEqual(0);
    expect(fit.cells).toBeGreaterThan(3);
    expect(fit.wrapped).toEqual([]);
    expect(fit.boxRight).toBeLessThanOrEqual(360);
    // A loaded exercise's first set needs its weight (the later ones take it from the set above).
    const weight = first.getByLabel(`${name}, подход 1: вес, кг`, { exact: true });
    if (await weight.count()) await weight.fill("10");
    // Every set of the first exercise, as a member does them: after each the timer runs, and the
    // next set (at the end, the next exercise's first) is in view above it.
    const sets = await first.locator("[data-set-open]").count();
    expect(sets).toBeGreaterThan(1);
    for (let i = 1; i <= sets; i++) {
      await tapDone(first.getByRole("checkbox", { name: `${name}, подход ${i}: выполнен`, exact: true }));
      await page.getByTestId("rest-timer").waitFor();
      await page.waitForFunction(
        (n) => document.querySelectorAll('ol[aria-label="Упражнения"] > li:first-child [data-set-open]').length === n,
        sets - i,
      );
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const { nextBottom, barTop } = await nextAndTimer(page);
      expect(nextBottom, `after set ${i}`).toBeLessThanOrEqual(barTop);
    }
  });

  it("logs a bodyweight exercise by reps or time, with added weight only when typed", async () => {
    const page = await proWithPlans("/mworkout", true, ["bodyweight"]);
    await page.getByRole("button", { name: "Начать тренировку", exact: true }).click();
    // An exercise done with the body's own weight (a plank is timed, a squat counted).
    const first = exercises(page)
      .filter({ has: page.getByLabel(/, подход 1: доп\. вес, кг$/) })
      .first();
    const name = await first.getByRole("heading", { level: 3 }).innerText();
    const added = (i: number) => first.getByLabel(`${name}, подход ${i}: доп. вес, кг`, { exact: true });
    const done = (i: number) => first.getByRole("checkbox", { name: `${name}, подход ${i}: выполнен`, exact: true });
    // No weight to enter: the column is for an added one ("+кг"), and it may stay empty.
    expect(await first.getByLabel(/: вес, кг$/).count()).toBe(0);
    expect(await first.locator("thead th").nth(2).innerText()).toBe("+кг");
    await done(1).click();
    await expect.poll(() => done(1).getAttribute("aria-checked")).toBe("true");
    expect(await added(1).inputValue()).toBe("");
    expect(await added(1).getAttribute("aria-invalid")).toBeNull();
    // An added load is kept when typed.
    await added(2).fill("5");
    await done(2).click();
    await expect.poll(() => done(2).getAttribute("aria-checked")).toBe("true");
    expect(await added(2).inputValue()).toBe("5");
  });
});

describe("opening an exercise from the library", () => {
  it("shows the exercise's page at once: its code and details are already there, no loading screen between", async () => {
    const page = await subscribedPage("/favicon.svg", "BASIC", { device: phone360 });
    // The shell's own extra (the toaster) loads once the app has started, which may come at any
    // moment after the page has loaded: watched from its load on. With nothing waiting to be sent,
    // the sender of unsent changes and the sign-out's question never load.
    const extras = page.waitForRequest((r) => /\/assets\/LazyToaster-/.test(r.url()));
    const everyScript: string[] = [];
    page.on("request", (r) => void (r.resourceType() === "script" && everyScript.push(new URL(r.url()).pathname)));
    await page.goto("/mexercises");
    // The list arrives prerendered; its links preload once the app has taken it over.
    await untilHydrated(page);
    const card = page.getByTestId("exercise-card").first();
    await card.waitFor();
    // The member scrolls down to the list and reads it for a moment.
    const loading = new Set<Request>();
    const code = (r: Request) => /^\/(assets|api)\//.test(new URL(r.url()).pathname);
    page.on("request", (r) => void (code(r) && loading.add(r)));
    page.on("requestfinished", (r) => void loading.delete(r));
    page.on("requestfailed", (r) => void loading.delete(r));
    await card.scrollIntoViewIfNeeded();
    // The links in view preload the exercise page's code and its group's details; then all is quiet.
    await Promise.all([
      page.waitForRequest((r) => /\/assets\/ExercisePage-/.test(r.url())),
      page.waitForRequest((r) => /\/assets\/content-exercises-[^/]*details/.test(r.url())),
      extras,
    ]);
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null))));
    await expect.poll(() => loading.size).toBe(0);
    const scripts: string[] = [];
    page.on("request", (r) => void (r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname)));
    await page.evaluate(() => {
      (window as unknown as { pendingSeen: boolean }).pendingSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="route-pending"]')) (window as unknown as { pendingSeen: boolean }).pendingSeen = true;
      }).observe(document.body, { subtree: true, childList: true });
    });
    const name = (await card.locator("span.font-semibold").first().innerText()).trim();
    await card.click();
    await page.getByRole("heading", { level: 1, name }).waitFor();
    // Except the moving figure's drawing worker: it starts once the shown page is idle
    // (Demonstration.tsx), with the still figure in place meanwhile; nothing waits for it.
    expect(scripts.filter((s) => !/^\/assets\/figure-player\.worker-/.test(s))).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { pendingSeen: boolean }).pendingSeen)).toBe(false);
    expect(await page.getByText("Loading the exercise…").count()).toBe(0);
    expect(everyScript.filter((s) => /\/assets\/(send-unsent|ask-before-sign-out)-/.test(s))).toEqual([]);
  });
});
