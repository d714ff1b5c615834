// The diary's week as a member uses it: the seven days up to the day shown as bars of energy
// against the target's line, the day on screen counting a change at once, a bar that opens its
// day, another day held on the device counting its unsent change too, and the card in Russian on a phone.
import type { Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { DiaryDayJson } from "../../core/api/diary";
import { localDay, openPage, phone, sameOrigin as same, signInByApi, untilHydrated, verifiedMember } from "./helpers";

const entry = (date: string, meal: string, id: string, grams: number, i: number) => ({
  type: "entry",
  id: crypto.randomUUID(),
  updatedAt: Date.now() - 60_000 + i,
  date,
  meal,
  food: { kind: "db", id },
  grams,
  portion: null,
});

describe("the diary's week", () => {
  it("draws the last seven days against the target, counts a change at once (on another day held too), and opens a day from its bar", async () => {
    const email = await verifiedMember();
    const page = await openPage(null);
    await signInByApi(page, email);
    const [today, yesterday, threeAgo, fourAgo] = (await Promise.all([0, 1, 3, 4].map((back) => localDay(page, back)))) as [
      string,
      string,
      string,
      string,
    ];
    // Rolled oats (SR28 08120, 379 kcal per 100 g) and whole milk (01211, 61 kcal).
    const changes = [
      entry(threeAgo, "breakfast", "08120", 100, 1),
      entry(yesterday, "breakfast", "08120", 50, 2),
      entry(yesterday, "breakfast", "01211", 244, 3),
    ];
    expect((await page.request.post("/api/diary/sync", { data: { changes }, headers: same })).ok()).toBe(true);
    const targets = ((await (await page.request.get(`/api/diary/day?date=${today}`)).json()) as DiaryDayJson).targets;
    if (!targets || targets.source === "withheld") throw new Error("the member has no targets");
    const kcal = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

    await page.goto("/diary");
    await untilHydrated(page);
    const week = page.getByTestId("diary-week");
    await week.scrollIntoViewIfNeeded();
    const bars = week.getByTestId("diary-week-day");
    await expect.poll(() => bars.count()).toBe(7);
    const label = (i: number) => bars.nth(i).getAttribute("aria-label");
    const of = `of ${kcal.format(targets.calories)} kcal`;
    expect(await label(6)).toMatch(/, nothing logged$/);
    // 189.5 kcal of oats and 148.84 of milk, each day against its own target (today's here).
    expect(await label(5)).toMatch(new RegExp(`, 338 kcal eaten ${of}$`));
    expect(await label(3)).toMatch(new RegExp(`, 379 kcal eaten ${of}$`));
    expect(await bars.nth(6).getAttribute("aria-current")).toBe("date");
    expect(await week.getByTestId("diary-week-target").innerText()).toBe(`Target ${kcal.format(targets.calories)} kcal`);
    expect(await week.innerText()).toContain("2 of 7 days logged");

    // Yesterday's breakfast copied into today while the sync is held: today's bar follows though
    // nothing has reached the server.
    const held: Route[] = [];
    await page.route("**/api/diary/sync", (route) => void held.push(route));
    const breakfast = page.getByTestId("diary-meal-breakfast");
    await breakfast.getByRole("button", { name: "Breakfast: more actions" }).click();
    await page.getByRole("menuitem", { name: "Copy yesterday's breakfast" }).click();
    await expect.poll(() => label(6)).toMatch(new RegExp(`, 338 kcal eaten ${of}$`));
    await expect.poll(() => week.innerText()).toContain("3 of 7 days logged");
    expect(await breakfast.getByTestId("entry-unsent").count()).toBe(2);
    // Still held: yesterday's milk removed there. Back on today, yesterday's bar follows too (this
    // device holds yesterday), at the oats' 189.5 kcal.
    await page.getByRole("button", { name: "Previous day" }).click();
    await page.waitForURL((u) => u.searchParams.get("date") === yesterday);
    await page
      .getByTestId("diary-meal-breakfast")
      .getByTestId("diary-entry")
      .filter({ hasText: "milk" })
      .getByRole("button")
      .click();
    await page.getByTestId("diary-entry-dialog").getByRole("button", { name: "Remove" }).click();
    await page.getByRole("button", { name: "Today" }).click();
    await page.waitForURL((u) => !u.searchParams.has("date"));
    await expect.poll(() => label(5)).toMatch(new RegExp(`, 190 kcal eaten ${of}$`));
    expect(await label(6)).toMatch(new RegExp(`, 338 kcal eaten ${of}$`));
    expect(held.length).toBeGreaterThan(0);
    await page.unroute("**/api/diary/sync");
    // A request the device gave up on meanwhile (it sends the changes again) is handled already.
    await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
    await expect.poll(() => breakfast.getByTestId("entry-unsent").count(), { timeout: 10_000 }).toBe(0);

    // A bar opens its day by keyboard; the week then ends on it, and its bar keeps the focus.
    await bars.nth(3).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL((u) => u.searchParams.get("date") === threeAgo);
    await expect.poll(() => bars.nth(6).getAttribute("aria-label")).toMatch(new RegExp(`, 379 kcal eaten ${of}$`));
    expect(await bars.nth(6).getAttribute("aria-current")).toBe("date");
    const focused = () =>
      page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.tagName);
    await expect.poll(focused).toMatch(new RegExp(`, 379 kcal eaten ${of}$`));
    // The day before, by its arrow: the arrow keeps the focus while that day loads and after.
    await page.getByRole("button", { name: "Previous day" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL((u) => u.searchParams.get("date") === fourAgo);
    expect(await focused()).toBe("Previous day");
    await page.getByTestId("diary-meal-breakfast").waitFor();
    expect(await focused()).toBe("Previous day");
    // Back to today: its button goes, and the date box that now says today has the focus.
    await page.getByRole("button", { name: "Today" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL((u) => !u.searchParams.has("date"));
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("diary-date-picker");

    // In Russian on a phone.
    const ru = await openPage(null, { device: phone, locale: "ru-RU" });
    await signInByApi(ru, email);
    await ru.goto("/mdiary");
    await untilHydrated(ru);
    const ruWeek = ru.getByTestId("diary-week");
    await ruWeek.scrollIntoViewIfNeeded();
    await ruWeek.getByRole("heading", { name: "Последние 7 дней" }).waitFor();
    await expect.poll(() => ruWeek.innerText()).toContain("Дней с записями: 3 из 7");
    expect(await ruWeek.getByTestId("diary-week-day").nth(5).getAttribute("aria-label")).toMatch(
      /, съедено 190\u00a0ккал из [\d\u00a0]+\u00a0ккал$/,
    );
  });
});
