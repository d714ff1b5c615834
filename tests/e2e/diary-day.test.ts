// The food diary's day as a member uses it (decision 0044): a day logged through the API seen with
// its energy, macros and the foods' vitamins and minerals (an own food without them said so, not
// counted as zero), yesterday's breakfast copied in two taps with the totals following, an entry
// removed and brought back with the undo; then the same day in Russian on a phone, the day before
// it by the day switcher, and today again after a reload with no network; then, still offline,
// tomorrow (never opened) logged from the recent foods kept on the phone and sent once back online.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { DiaryDayJson } from "../../core/api/diary";
import { localDay, openPage, phone, sameOrigin as same, signInByApi, untilHydrated, verifiedMember } from "./helpers";

let logged = 0;
/** An entry made a moment after the one before (a day lists its entries in the order logged). */
const entry = (date: string, meal: string, food: { kind: string; id: string }, grams: number, portion: unknown = null) => ({
  type: "entry",
  id: crypto.randomUUID(),
  updatedAt: Date.now() - 60_000 + ++logged,
  date,
  meal,
  food,
  grams,
  portion,
});

const granola = crypto.randomUUID();

/**
 * Yesterday's breakfast: rolled oats (SR28 08120, 379 kcal, 52 mg calcium per 100 g) 50 g and a cup
 * of whole milk (01211, 61 kcal, 113 mg calcium) 244 g. Today: two large eggs (01123, 143 kcal,
 * 56 mg calcium) 100 g at lunch, and a granola bar of the member's own from its label (450 kcal per
 * 100 g, no calcium given) 40 g as a snack.
 */
async function seed(page: Page, today: string, yesterday: string): Promise<void> {
  const changes = [
    {
      type: "food",
      id: granola,
      updatedAt: Date.now(),
      name: "Granola bar",
      brand: null,
      barcode: null,
      basis: "100g",
      serving: null,
      values: { kcal: 450, protein: 8, fat: 18, carbs: 64 },
    },
    entry(yesterday, "breakfast", { kind: "db", id: "08120" }, 50),
    entry(yesterday, "breakfast", { kind: "db", id: "01211" }, 244, { count: 1, label: { en: "1 cup", ru: "1 стакан" } }),
    entry(today, "lunch", { kind: "db", id: "01123" }, 100, { count: 2, label: { en: "1 large", ru: "1 шт. крупного размера" } }),
    entry(today, "snack", { kind: "custom", id: granola }, 40),
  ];
  const res = await page.request.post("/api/diary/sync", { data: { changes }, headers: same });
  expect(res.ok()).toBe(true);
  const { results } = (await res.json()) as { results: { result: string }[] };
  expect(results.map((r) => r.result)).toEqual(changes.map(() => "saved"));
}

const stored = async (page: Page, date: string) =>
  ((await (await page.request.get(`/api/diary/day?date=${date}`)).json()) as DiaryDayJson).meals.flatMap((m) =>
    m.entries.map((e) => `${m.meal}:${e.food.id}`),
  );

describe("the food diary's day", () => {
  it("shows the day's totals, copies yesterday's breakfast in two taps, and reads in Russian on a phone", async () => {
    const email = await verifiedMember();
    const page = await openPage(null);
    await signInByApi(page, email);
    const [today, yesterday] = [await localDay(page, 0), await localDay(page, 1)];
    await seed(page, today, yesterday);
    const targets = ((await (await page.request.get(`/api/diary/day?date=${today}`)).json()) as DiaryDayJson).targets;
    if (!targets || targets.source === "withheld") throw new Error("the member has no targets");
    const target = targets.calories;

    await page.goto("/diary");
    await untilHydrated(page);
    const summary = page.getByTestId("diary-summary");
    // 143 kcal of eggs and 40 g × 450 kcal of granola.
    await summary.getByTestId("diary-kcal-eaten").getByText("323 kcal").waitFor();
    const kcal = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
    expect(await summary.getByTestId("diary-kcal-left").innerText()).toBe(`${kcal.format(target - 323)} kcal`);
    // Protein: 12.56 g + 3.2 g.
    expect(await summary.getByTestId("diary-macro-protein").innerText()).toMatch(/^Protein\s+16 of \d+ g/);
    expect(await summary.getByTestId("diary-targets-note").innerText()).toContain(
      "Targets from the calculator, by your profile.",
    );

    const micros = page.getByTestId("diary-micros");
    await micros.getByText("Vitamins, minerals and more").click();
    const calcium = micros.getByTestId("diary-micro-calcium");
    // The eggs' 56 mg; the granola bar's label gave none: said, not counted as zero.
    expect(await calcium.innerText()).toMatch(/^Calcium\s+56 mg\s+1 food without a value$/);

    // Two taps: the meal's menu, then yesterday's breakfast.
    const breakfast = page.getByTestId("diary-meal-breakfast");
    await breakfast.getByRole("button", { name: "Breakfast: more actions" }).click();
    await page.getByRole("menuitem", { name: "Copy yesterday's breakfast" }).click();
    const rows = breakfast.getByTestId("diary-entry");
    await rows.nth(1).waitFor();
    expect(await rows.allInnerTexts()).toEqual([
      expect.stringMatching(/^Rolled oats\s+50 g(\s+Saved on this device)?\s+190 kcal$/),
      expect.stringMatching(/^Whole milk, 3\.25% fat, unfortified\s+1 cup \(244 g\)(\s+Saved on this device)?\s+149 kcal$/),
    ]);
    // 323 + 189.5 + 148.84 kcal; calcium 56 + 26 + 275.72 mg.
    await summary.getByTestId("diary-kcal-eaten").getByText("661 kcal").waitFor();
    expect(await breakfast.getByTestId("meal-kcal").innerText()).toBe("338 kcal");
    expect(await calcium.innerText()).toMatch(/^Calcium\s+358 mg/);
    await expect
      .poll(() => stored(page, today), { timeout: 10_000 })
      .toEqual(["breakfast:08120", "breakfast:01211", "lunch:01123", "snack:" + granola]);
    await expect.poll(() => breakfast.getByTestId("entry-unsent").count()).toBe(0);

    // An entry removed, and brought back by the undo.
    await page
      .getByTestId("diary-meal-lunch")
      .getByRole("button", { name: /Egg, whole, raw/ })
      .click();
    await page.getByTestId("diary-entry-dialog").getByRole("button", { name: "Remove" }).click();
    await summary.getByTestId("diary-kcal-eaten").getByText("518 kcal").waitFor();
    await page.locator("[data-sonner-toast]", { hasText: "removed" }).getByRole("button", { name: "Undo" }).click();
    await summary.getByTestId("diary-kcal-eaten").getByText("661 kcal").waitFor();
    await expect.poll(() => stored(page, today), { timeout: 10_000 }).toHaveLength(4);

    // The same day in Russian on a phone.
    const ru = await openPage(null, { device: phone, locale: "ru-RU", serviceWorkers: "allow" });
    await signInByApi(ru, email);
    // Opened once under the service worker's control, so the screen can start again offline.
    await ru.goto("/mdiary");
    await ru.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await ru.reload();
    await ru.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await untilHydrated(ru);
    await ru.getByRole("heading", { name: "Дневник питания", level: 1 }).waitFor();
    const ruSummary = ru.getByTestId("diary-summary");
    await ruSummary.getByTestId("diary-kcal-eaten").getByText("661\u00a0ккал").waitFor();
    expect(await ruSummary.getByTestId("diary-macro-protein").innerText()).toMatch(/^Белки\s+30 из \d+\u00a0г/);
    const ruBreakfast = ru.getByTestId("diary-meal-breakfast");
    expect(await ruBreakfast.getByRole("heading").innerText()).toBe("Завтрак");
    expect(await ruBreakfast.getByTestId("diary-entry").allInnerTexts()).toEqual([
      expect.stringMatching(/^Овсяные хлопья \(геркулес\)\s+50\u00a0г\s+190\u00a0ккал$/),
      expect.stringMatching(/^Молоко цельное 3,25\u00a0%, без добавления витаминов\s+1 стакан \(244\u00a0г\)\s+149\u00a0ккал$/),
    ]);
    // An own food has one name, in whatever language it was typed.
    await ru.getByTestId("diary-meal-snack").getByText("Granola bar").waitFor();
    const ruMicros = ru.getByTestId("diary-micros");
    await ruMicros.getByText("Витамины, минералы и не только").click();
    expect(await ruMicros.getByTestId("diary-micro-calcium").innerText()).toMatch(
      /^Кальций\s+358\u00a0мг\s+1 продукт без данных$/,
    );
    const bar = ru.getByTestId("bottom-bar");
    expect(await bar.getByRole("link", { name: "Дневник" }).getAttribute("aria-current")).toBe("page");

    // The day before, by the switcher: yesterday's breakfast as it was logged.
    await ru.getByRole("button", { name: "Предыдущий день" }).click();
    await ru.waitForURL((u) => u.searchParams.get("date") === yesterday);
    await ru.getByTestId("diary-day-bar").getByText("Вчера").waitFor();
    await ru.getByTestId("diary-summary").getByTestId("diary-kcal-eaten").getByText("338\u00a0ккал").waitFor();
    expect(await ru.getByTestId("diary-meal-breakfast").getByTestId("diary-entry").count()).toBe(2);
    expect(await ru.getByTestId("diary-meal-lunch").getByTestId("diary-entry").count()).toBe(0);

    // The recent foods, read once with a network (the add sheet), are kept on the phone.
    await ru.getByTestId("diary-meal-dinner").getByRole("button", { name: "Добавить продукт" }).click();
    let sheet = ru.getByRole("dialog", { name: "Добавить в ужин" });
    await sheet.getByTestId("diary-add-recents").getByText("Granola bar").waitFor();
    await sheet.getByRole("button", { name: "Закрыть" }).click();
    await sheet.waitFor({ state: "detached" });

    // With no network, a reload still shows today from the copy kept on the phone.
    await ru.context().setOffline(true);
    await ru.goto("/mdiary");
    await untilHydrated(ru);
    await ru.getByTestId("diary-summary").getByTestId("diary-kcal-eaten").getByText("661\u00a0ккал").waitFor();
    expect(await ru.getByTestId("diary-meal-breakfast").getByTestId("diary-entry").count()).toBe(2);
    // The emulated offline page still calls itself online, so the day's request is tried, fails, and says so.
    await ru.getByText("Не удалось обновить: показана копия, сохранённая на этом устройстве.").waitFor();

    // Tomorrow, never opened on this phone, offline: an empty day stands in, with no targets until it
    // loads, and a recent food is logged there from the copy on the phone.
    const away = await localDay(ru, -1);
    await ru.getByRole("button", { name: "Следующий день" }).click();
    await ru.waitForURL((u) => u.searchParams.get("date") === away);
    await ru
      .getByTestId("diary-offline-new")
      .getByText("Нет сети, а этот день на устройство ещё не загружался.", { exact: false })
      .waitFor();
    const awaySummary = ru.getByTestId("diary-summary");
    expect(await awaySummary.getByTestId("diary-targets-offline").innerText()).toBe(
      "Остальная часть сводки появится, когда день загрузится.",
    );
    expect(await awaySummary.getByTestId("diary-no-targets").count()).toBe(0);
    await ru.getByTestId("diary-meal-dinner").getByRole("button", { name: "Добавить продукт" }).click();
    sheet = ru.getByRole("dialog", { name: "Добавить в ужин" });
    await sheet.getByRole("button", { name: /^Добавить ещё раз: Granola bar, 40\sг$/u }).click();
    await sheet.getByTestId("diary-add-recents").getByText("Добавлено", { exact: true }).waitFor();
    await sheet.getByRole("button", { name: "Закрыть" }).click();
    const dinner = ru.getByTestId("diary-meal-dinner");
    await dinner.getByTestId("entry-unsent").waitFor();
    await awaySummary.getByTestId("diary-kcal-eaten").getByText("180\u00a0ккал").waitFor();

    // A past day never opened here is not stood in for (logged on another device, it would look empty).
    const older = await localDay(ru, 2);
    for (const date of [today, yesterday, older]) {
      await ru.getByRole("button", { name: "Предыдущий день" }).click();
      // Today's address has no date.
      await ru.waitForURL((u) => (u.searchParams.get("date") ?? today) === date);
    }
    // (The emulated offline page calls itself online: the read fails and says so, with a retry.)
    await ru.getByText("Не удалось загрузить этот день.").waitFor();
    expect(await ru.getByTestId("diary-summary").count()).toBe(0);
    expect(await ru.getByTestId("diary-offline-new").count()).toBe(0);
    await ru.getByRole("button", { name: "Следующий день" }).click();
    await ru.getByRole("button", { name: "Следующий день" }).click();
    await ru.getByRole("button", { name: "Следующий день" }).click();
    await ru.waitForURL((u) => u.searchParams.get("date") === away);
    await dinner.getByTestId("entry-unsent").waitFor();

    // Back online, the entry is sent and the day loads from the server with it, and its targets.
    await ru.context().setOffline(false);
    await ru.reload();
    await untilHydrated(ru);
    await ru.getByTestId("diary-summary").getByTestId("diary-targets-note").waitFor({ timeout: 15_000 });
    await expect.poll(() => dinner.getByTestId("entry-unsent").count(), { timeout: 15_000 }).toBe(0);
    expect(await dinner.getByTestId("diary-entry").allInnerTexts()).toEqual([
      expect.stringMatching(/^Granola bar\s+40\u00a0г\s+180\u00a0ккал$/u),
    ]);
    expect(await ru.getByTestId("diary-offline-new").count()).toBe(0);
    expect(await stored(ru, away)).toEqual(["dinner:" + granola]);
  });
});
