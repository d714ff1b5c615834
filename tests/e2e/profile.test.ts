import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, phone, scrollToHeading, signedInPage } from "./helpers";

// Sign-up metrics of verifiedMember(): female, 30, 168 cm, 62 kg, moderate → BMI 22.0,
// BMR (Mifflin-St Jeor) 1,359 kcal, TDEE × 1.55 = 2,106 kcal, healthy range 52.2–70.3 kg.
const storedProfileKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("forma_profile")));

describe("profile page", () => {
  it("shows the analysis and account, saves metrics, and offers Update Plans", async () => {
    const page = await signedInPage("/profile");
    await page.getByRole("heading", { name: "Hi, Anna" }).waitFor();
    const analysis = page.locator("section", { has: page.getByRole("heading", { name: "Metrics analysis" }) });
    await analysis.getByText("22.0", { exact: true }).waitFor();
    for (const text of ["Healthy weight", "1,359", "2,106", "52.2–70.3", "You are within it."])
      expect(await analysis.getByText(text, { exact: true }).count(), text).toBeGreaterThan(0);
    const account = page.locator("section", { has: page.getByRole("heading", { name: "Account" }) });
    await account.getByText("Free", { exact: true }).waitFor();
    expect(await account.getByRole("link", { name: "Upgrade" }).getAttribute("href")).toBe("/billing");
    expect(await account.getByRole("link", { name: "Edit profile" }).getAttribute("href")).toBe("/settings");
    expect(await page.getByText("Day streak").count()).toBe(1);

    // A value out of range is refused beside its field and nothing is sent.
    await page.getByLabel("Age", { exact: true }).fill("5");
    await page.getByRole("button", { name: "Save metrics" }).click();
    await page.getByText("Age must be a whole number from 16 to 100").waitFor();
    await page.getByLabel("Age", { exact: true }).fill("30");
    await page.getByLabel("Weight, kg", { exact: true }).fill("75");
    await page.getByRole("radio", { name: /^Active/ }).check();
    await page.getByRole("button", { name: "Save metrics" }).click();
    const notice = page.getByTestId("update-plans-notice");
    await notice.getByText("Your metrics are saved. Update your plans so they match the new numbers?").waitFor();
    // The analysis follows the saved numbers: BMI 26.6, overweight, TDEE 1,489 × 1.725.
    await analysis.getByText("26.6", { exact: true }).waitFor();
    expect(await analysis.getByText("Overweight", { exact: true }).count()).toBe(1);
    expect(await analysis.getByText("2,569", { exact: true }).count()).toBe(1);

    await notice.getByRole("button", { name: "Update Plans" }).click();
    expect(await page.getByRole("tab", { name: "Workout Plan" }).getAttribute("aria-selected")).toBe("true");
    await page.getByRole("heading", { name: "Workout plans come with Standard and Pro" }).waitFor();
    // Brought into view: the offer sat below the form, and the locked tab is short.
    await page.waitForFunction(() => {
      const r = document.querySelector('[role="tablist"]')!.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= innerHeight;
    });
    await page.getByRole("tab", { name: "Nutrition Plan" }).click();
    await page.getByRole("heading", { name: "Nutrition plans come with Pro" }).waitFor();

    await page.getByRole("tab", { name: "Profile" }).click();
    await page.getByLabel("Height, cm", { exact: true }).fill("170");
    await page.getByRole("button", { name: "Save metrics" }).click();
    await notice.getByRole("button", { name: "Dismiss" }).click();
    await notice.waitFor({ state: "detached" });

    // Saved on the server: a reload (and the stored copy) shows the new numbers.
    expect(await storedProfileKeys(page)).toHaveLength(1);
    await page.reload();
    await page.getByLabel("Weight, kg", { exact: true }).waitFor();
    expect(await page.getByLabel("Weight, kg", { exact: true }).inputValue()).toBe("75");
    expect(await page.getByLabel("Height, cm", { exact: true }).inputValue()).toBe("170");
  });

  it("uses the stored profile at once, refreshes it about 2 s later, and forgets it on sign-out", async () => {
    const page = await signedInPage("/profile");
    await page.getByText("22.0", { exact: true }).waitFor();
    await page.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith("forma_profile")));
    const isRefresh = (r: Request) => r.url().endsWith("/api/profiles/me");
    const calls: Request[] = [];
    page.on("request", (r) => {
      if (isRefresh(r)) calls.push(r);
    });
    // The page's timers run on Playwright's clock: time passes as usual until the test moves it on.
    await page.clock.install();
    const now = () => page.evaluate(() => Date.now());
    const start = await now();
    await page.reload();
    await page.getByText("22.0", { exact: true }).waitFor();
    expect(calls).toHaveLength(0);
    // Not within 1.5 s of the reload either (requests are reported as they are sent, before
    // the clock's run returns).
    const shownAt = await now();
    if (shownAt < start + 1500) await page.clock.runFor(start + 1500 - shownAt);
    expect(calls).toHaveLength(0);
    // Within 2 s of being shown: one refresh.
    const refreshed = page.waitForRequest(isRefresh);
    await page.clock.runFor(2000);
    await refreshed;
    expect(calls).toHaveLength(1);

    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL((u) => u.pathname === "/");
    expect(await storedProfileKeys(page)).toEqual([]);
  });

  it("logs, charts, edits and deletes progress on a phone, in Russian", async () => {
    const page = await signedInPage("/mprofile", { device: phone, ru: true });
    await page.getByRole("heading", { name: "Здравствуйте, Anna" }).waitFor();
    await scrollToHeading(page, "Прогресс");
    const progress = page.locator("section", { has: page.getByRole("heading", { name: "Прогресс" }) });
    await progress.getByText("Запишите вес хотя бы в два разных дня — и появится график с трендом.").waitFor();

    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000 - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
    const log = async (date: string, weight: string, waist?: string, bodyFat?: string) => {
      await progress.getByRole("button", { name: "Добавить запись" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Дата", { exact: true }).fill(date);
      await dialog.getByLabel("Вес, кг", { exact: true }).fill(weight);
      if (waist) await dialog.getByLabel("Талия", { exact: true }).fill(waist);
      if (bodyFat) await dialog.getByLabel("Процент жира, %", { exact: true }).fill(bodyFat);
      await dialog.getByRole("button", { name: "Сохранить" }).click();
      return dialog;
    };
    // A measurement out of range is refused in the dialog, with the Russian message.
    const bad = await log(day(-1), "63.8", "10", "21,5");
    await bad.getByText("Обхват талии должен быть от 40 до 250 см").waitFor();
    await bad.getByLabel("Талия", { exact: true }).fill("71");
    await bad.getByRole("button", { name: "Сохранить" }).click();
    await bad.waitFor({ state: "detached" });
    await (await log(day(0), "63,2", "72", "21")).waitFor({ state: "detached" });

    await progress.getByTestId("weight-chart").waitFor();
    const entries = progress.getByTestId("progress-entry");
    await expect.poll(() => entries.count()).toBe(2);
    expect(await entries.first().innerText()).toContain("63,2\u00a0кг");
    await expect
      .poll(() => progress.getByRole("listitem").filter({ hasText: "Талия" }).first().innerText())
      .toMatch(/Талия\s+72\s+см/);
    // The waist and body fat, measured on both days, can be charted instead of the weight, and so can
    // the fat and lean mass that body fat gives on a weighed day.
    const measured = progress.getByRole("radiogroup", { name: "Показать на графике" });
    expect(await measured.getByRole("radio").allInnerTexts()).toEqual([
      "Вес",
      "Процент жира",
      "Жировая масса",
      "Безжировая масса",
      "Талия",
    ]);
    await measured.getByRole("radio", { name: "Талия" }).click();
    await progress.getByRole("img", { name: "График «Талия»: записей\u00a0— 2, линия тренда" }).waitFor();
    expect(await progress.locator("dl").filter({ hasText: "Изменение за период" }).innerText()).toMatch(
      /Талия сейчас\s+72\s+см\s+Изменение за период\s+\+1\s+см/,
    );
    // 63.8 kg at 21.5 % is 50.1 kg lean, 63.2 kg at 21 % is 49.9 kg.
    await measured.getByRole("radio", { name: "Безжировая масса" }).click();
    await progress.getByRole("img", { name: "График «Безжировая масса»: записей\u00a0— 2, линия тренда" }).waitFor();
    expect(await progress.locator("dl").filter({ hasText: "Изменение за период" }).innerText()).toMatch(
      /Безжировая масса сейчас\s+49,9\s+кг\s+Изменение за период\s+−0,2\s+кг/,
    );
    await measured.getByRole("radio", { name: "Вес" }).click();
    await progress.getByRole("img", { name: /^График веса/ }).waitFor();
    // Body fat is a value of the day's line, in per cent.
    expect(await entries.last().innerText()).toMatch(/63,8\s+кг · Процент жира 21,5\s%/);
    // Logging today's weight moves the profile's weight, and the analysis with it (BMI 22.4).
    await page.getByText("22,4", { exact: true }).waitFor();
    // The streak counts yesterday and today.
    const streak = page.locator("li", { hasText: "Дней подряд" });
    await expect.poll(() => streak.innerText()).toContain("2");

    await entries
      .first()
      .getByRole("button", { name: /^Изменить запись/ })
      .click();
    const edit = page.getByRole("dialog");
    await edit.getByLabel("Вес, кг", { exact: true }).fill("62.9");
    await edit.getByRole("button", { name: "Сохранить" }).click();
    await edit.waitFor({ state: "detached" });
    await expect.poll(() => entries.first().innerText()).toContain("62,9\u00a0кг");

    await entries
      .last()
      .getByRole("button", { name: /^Удалить запись/ })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Удалить" }).click();
    await expect.poll(() => entries.count()).toBe(1);
    await progress.getByText("Запишите вес хотя бы в два разных дня — и появится график с трендом.").waitFor();
  });

  it("rings the plans dot for five seconds at most, and keeps the parts below the fold still until scrolled to (phone)", async () => {
    const page = await signedInPage("/mprofile", { device: phone });
    // As most members see it (the browser tests otherwise ask for reduced motion).
    await page.emulateMedia({ reducedMotion: "no-preference" });
    // A new member has no plans: the navigation's dot says so.
    const dot = page.getByTestId("plans-dot").first();
    await dot.waitFor({ state: "attached" });
    const ring = await dot.evaluate((el) => {
      const style = getComputedStyle(el.querySelector(".pulse-dot")!, "::after");
      return { name: style.animationName, seconds: parseFloat(style.animationDuration) * Number(style.animationIterationCount) };
    });
    expect(ring.name).toBe("pulse-dot");
    expect(ring.seconds).toBeGreaterThan(0);
    expect(ring.seconds).toBeLessThanOrEqual(5);
    // The progress and metrics sections wait below the fold as outlines that do not pulse.
    const waiting = page.locator('[data-when-near="waiting"] .animate-pulse');
    await waiting.first().waitFor({ state: "attached" });
    const animations = await waiting.evaluateAll((els) => els.map((el) => getComputedStyle(el).animationName));
    expect(animations.length).toBeGreaterThan(0);
    expect(animations.filter((name) => name !== "none")).toEqual([]);
    // Scrolled to, the sections render.
    await scrollToHeading(page, "Progress");
    await page
      .locator("section", { has: page.getByRole("heading", { name: "Progress" }) })
      .getByRole("button", { name: "Log entry" })
      .waitFor();
  });

  it("draws the goal weight on the chart", async () => {
    const page = await signedInPage("/profile");
    // Two weighed days, logged through the API with the page's session cookie, make a chart.
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000 - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
    for (const [offset, weight] of [
      [-2, 61.5],
      [-1, 61],
    ] as const) {
      const res = await page.request.post(`${baseURL()}/api/progress/entries`, { data: { date: day(offset), weight } });
      expect(res.status()).toBe(201);
    }
    await page.reload();
    await scrollToHeading(page, "Progress");
    const progress = page.locator("section", { has: page.getByRole("heading", { name: "Progress" }) });
    const chart = progress.getByTestId("weight-chart");
    await chart.waitFor();
    expect(await chart.textContent()).not.toContain("Goal 58");
    await progress.getByRole("button", { name: "Set a goal weight" }).click();
    // The goal's own form: the profile has other "Save" buttons.
    const goalForm = page.locator("form", { has: page.getByLabel("Goal weight, kg", { exact: true }) });
    await goalForm.getByLabel("Goal weight, kg", { exact: true }).fill("20");
    await goalForm.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Weight must be between 30 and 300 kg").waitFor();
    await goalForm.getByLabel("Goal weight, kg", { exact: true }).fill("58");
    await goalForm.getByRole("button", { name: "Save", exact: true }).click();
    // The life stage card's button names what it saves.
    expect(await page.getByRole("button", { name: "Save pregnancy and breastfeeding" }).count()).toBe(1);
    await progress.getByRole("button", { name: "Goal: 58 kg" }).waitFor();
    // The goal is drawn on the chart as a labelled line.
    await expect.poll(() => chart.textContent()).toContain("Goal 58");
  });
});
