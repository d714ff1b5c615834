import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { phone, scrollToHeading, subscribedPage } from "./helpers";
import { answerScreening } from "./screening";

/** The weekday chips' short names, as Intl writes them. */
const weekdayNames = {
  en: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
  ru: ["Пн", "Вт", "Ср", "Чт", "Пт", "Сб", "Вс"],
};

/** Today's weekday in the browser (0 = Monday), as the app computes it. */
const todayIndex = (page: Page) => page.evaluate(() => (new Date().getDay() + 6) % 7);

/** Two spread-out days plus today, so the plan has a workout today. */
async function scheduleWithToday(page: Page, prefix: string, lang: "en" | "ru") {
  await page.getByTestId(`${prefix}-days`).getByText("2", { exact: true }).click();
  const today = await todayIndex(page);
  if (today !== 0 && today !== 3) await page.getByRole("button", { name: weekdayNames[lang][today], exact: true }).click();
  return today;
}

const dayCards = (page: Page) => page.getByTestId("plan-week").locator("article");

describe("workout and nutrition plans", () => {
  it("builds a Standard member's workout plan, shows it as a list and a calendar, says 'Failed to update schedule' when the server cannot save a new one, and reschedules it", async () => {
    const page = await subscribedPage("/profile", "BASIC");
    await page.getByRole("tab", { name: "Workout Plan" }).click();
    await page.getByRole("heading", { name: "Build your workout plan" }).waitFor();
    await answerScreening(page);
    await page.locator("label", { hasText: "Beginner" }).click();
    const today = await scheduleWithToday(page, "setup", "en");
    const trainingDays = today === 0 || today === 3 ? 2 : 3;
    await page.getByRole("button", { name: "Dumbbells at home" }).click();
    await page.getByRole("button", { name: "Create my workout plan" }).click();
    await page.getByText("Your workout plan is ready").waitFor();

    // Seven days, Monday first, today marked, rest days shown; each exercise links to the library.
    await expect.poll(() => dayCards(page).count()).toBe(7);
    expect(await dayCards(page).nth(today).getByText("Today").count()).toBe(1);
    expect(await dayCards(page).filter({ hasText: "Rest day" }).count()).toBe(7 - trainingDays);
    await page.getByRole("heading", { name: "Maintain · Beginner" }).waitFor();
    await page.getByTestId("today-card").getByRole("link", { name: "Start today's workout" }).waitFor();

    await page.getByText("Calendar", { exact: true }).click();
    const calendar = page.getByTestId("plan-calendar");
    expect(await calendar.locator("[aria-current=date]").count()).toBe(1);
    await calendar
      .locator("[aria-current=date]")
      .getByText(/Full body/)
      .waitFor();
    await page.getByText("List", { exact: true }).click();

    // Nutrition plans need Pro: the tab offers the upgrade and the server refuses.
    await page.getByRole("tab", { name: "Nutrition Plan" }).click();
    await page.getByRole("heading", { name: "Nutrition plans come with Pro" }).waitFor();
    const refused = await page.evaluate(
      async () =>
        (
          await fetch("/api/plans/nutrition", {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ goal: "MAINTAIN" }),
          })
        ).status,
    );
    expect(refused).toBe(403);

    // A save the server cannot make says so, and leaves the plan as it was.
    await page.getByRole("tab", { name: "Workout Plan" }).click();
    const schedule = "**/api/plans/workout/schedule";
    await page.route(schedule, (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "internal", message: "down" } }),
      }),
    );
    await page.getByTestId("schedule-days").getByText("5", { exact: true }).click();
    await page.getByRole("button", { name: "Save schedule" }).click();
    await page.getByText("Failed to update schedule").waitFor();
    // The plan is unchanged: still its two or three full-body days.
    expect(await dayCards(page).filter({ hasText: "Full body" }).count()).toBe(trainingDays);
    await page.unroute(schedule);

    // Reschedule to four days: the split becomes upper/lower and the message says so.
    await page.getByTestId("schedule-days").getByText("4", { exact: true }).click();
    await page.getByRole("button", { name: "Save schedule" }).click();
    await page.getByText("Schedule updated successfully").waitFor();
    await dayCards(page).filter({ hasText: "Upper body" }).first().waitFor();
    expect(await dayCards(page).filter({ hasText: "Lower body" }).count()).toBe(2);

    // The first exercise opens its library page.
    const first = dayCards(page).first().getByRole("link").first();
    const name = await first.innerText();
    await first.click();
    await page.getByRole("heading", { level: 1, name }).waitFor();
  });

  it("follows today's workout on a phone in Russian: logs sets with a rest timer, finishes, shows the history", async () => {
    const page = await subscribedPage("/mprofile", "PRO", { device: phone, ru: true });
    await page.getByRole("tab", { name: "Тренировки" }).click();
    await answerScreening(page, "ru");
    await scheduleWithToday(page, "setup", "ru");
    await page.getByRole("button", { name: "Гантели дома" }).click();
    await page.getByRole("button", { name: "Составить план тренировок" }).click();
    await page.getByText("План тренировок готов").waitFor();
    await page.getByRole("link", { name: "Начать сегодняшнюю тренировку" }).click();
    await page.waitForURL((u) => u.pathname === "/mworkout");
    // Today's plan day before it starts: every exercise new to the member.
    await page.getByRole("tab", { name: "Тренировка", exact: true, selected: true }).waitFor();
    await page.getByRole("heading", { name: "Всё тело" }).waitFor();
    await page.getByText("Вы делаете это упражнение впервые").first().waitFor();
    await page.getByRole("button", { name: "Начать тренировку", exact: true }).click();

    // The first exercise with a load (one done with the body's weight takes an added weight only).
    const firstCard = page
      .getByRole("list", { name: "Упражнения" })
      .getByRole("listitem")
      .filter({ has: page.getByLabel(/, подход 1: вес, кг$/) })
      .first();
    const name = await firstCard.getByRole("heading", { level: 3 }).innerText();
    const weight = (set: number) => firstCard.getByLabel(`${name}, подход ${set}: вес, кг`, { exact: true });
    const done = (set: number) => firstCard.getByRole("checkbox", { name: `${name}, подход ${set}: выполнен`, exact: true });
    // A bad weight is refused on the device: the set stays to do and the field says why.
    await weight(1).fill("абв");
    await done(1).click();
    await firstCard.getByText(/^Вес\s—\sот 0 до 500/).waitFor();
    expect(await weight(1).getAttribute("aria-invalid")).toBe("true");
    expect(await done(1).getAttribute("aria-checked")).toBe("false");
    await weight(1).fill("12,5");
    await done(1).click();
    await page.getByTestId("rest-timer").waitFor();
    await page.getByRole("button", { name: "Пропустить отдых" }).click();
    await page.getByTestId("rest-timer").waitFor({ state: "detached" });
    // The second set, left empty, takes the first one's load.
    await done(2).click();
    await expect.poll(() => done(2).getAttribute("aria-checked")).toBe("true");
    expect(await weight(2).inputValue()).toBe("12,5");
    await page.getByText("Подходов: 2", { exact: true }).waitFor();
    // Both sets have reached the server.
    await page.getByTestId("sync-status").getByText("Все изменения сохранены").waitFor();

    // The other sets are still to do: finishing asks first.
    await page.getByRole("button", { name: "Завершить тренировку" }).click();
    const asking = page.getByRole("alertdialog", { name: "Завершить тренировку?" });
    await asking.getByText(/^Невыполненных подходов: \d+\. Они не сохранятся\.$/).waitFor();
    await asking.getByRole("button", { name: "Завершить тренировку" }).click();
    await page.getByText("Тренировка завершена. Отличная работа!").waitFor();
    // The finished workout opens in the history: two work sets of one exercise.
    await page.getByRole("tab", { name: "История", selected: true }).waitFor();
    const stat = (term: string) => page.getByTestId("workout-session").locator("dl > div", { hasText: term }).locator("dd");
    await expect.poll(() => stat("Рабочие подходы").innerText()).toBe("2");
    await expect.poll(() => stat("Упражнения").innerText()).toBe("1");

    // The plan's tab shows today's workout done and it in the recent workouts; the profile counts it.
    await page.getByTestId("bottom-bar").getByRole("link", { name: "Профиль" }).click();
    await page.waitForURL((u) => u.pathname === "/mprofile");
    await page.getByRole("tab", { name: "Тренировки" }).click();
    await page.getByText("Сегодняшняя тренировка выполнена. Так держать!").waitFor();
    await page
      .getByTestId("workout-history")
      .getByText(/Подходов: 2/)
      .waitFor();
    await page.getByRole("tab", { name: "Профиль" }).click();
    const workouts = page.locator("li", { hasText: "Проведено тренировок" });
    await workouts.getByText("1", { exact: true }).waitFor();
  });

  it("builds a Pro member's nutrition plan with the BMI warning, swaps a dish and re-balances the day", async () => {
    const page = await subscribedPage("/favicon.svg", "PRO");
    // 50 kg at 168 cm is a BMI of 17.7: choosing to lose weight brings the warning.
    await page.evaluate(() =>
      fetch("/api/profiles/update", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ weight: 50 }),
      }),
    );
    await page.goto("/profile");
    await page.getByRole("tab", { name: "Nutrition Plan" }).click();
    await page.getByRole("heading", { name: "Build your nutrition plan" }).waitFor();
    await page.locator("label", { hasText: "Lose weight" }).click();
    await page
      .getByTestId("goal-warning")
      .getByText(/Your BMI is below 18.5/)
      .waitFor();
    await page.locator("label", { hasText: "Gain muscle" }).click();
    await page.getByTestId("goal-warning").waitFor({ state: "detached" });
    // Never asked about pregnancy and breastfeeding: nothing is chosen for her, and the plan waits for it.
    const stage = page.getByTestId("nutrition-stage");
    expect(await stage.getByRole("radio", { checked: true }).count()).toBe(0);
    await page.getByRole("button", { name: "Create my nutrition plan" }).click();
    await page
      .getByTestId("nutrition-stage-missing")
      .getByText("Choose one answer: whether a deficit is safe depends on it.")
      .waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe("nutrition-stage");
    await stage.getByText("No", { exact: true }).click();
    await page.getByTestId("nutrition-stage-missing").waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Create my nutrition plan" }).click();
    await page.getByText("Your nutrition plan is ready").waitFor();

    const meals = page.getByTestId("example-day").locator("article");
    expect(await meals.count()).toBe(5);
    expect(await meals.locator("span.uppercase").allInnerTexts()).toEqual(["BREAKFAST", "LUNCH", "DINNER", "SNACK", "EVENING"]);
    // Calories and protein within 5 % of their targets, fat and carbohydrate within 10 %.
    const tolerance = { kcal: 5, protein: 5, fat: 10, carbs: 10 };
    const onTarget = async () => {
      for (const [key, within] of Object.entries(tolerance)) {
        const row = page.getByTestId(`day-${key}`);
        await expect.poll(async () => Math.abs(Number(await row.getAttribute("data-percent")) - 100)).toBeLessThanOrEqual(within);
        expect(await row.innerText()).toMatch(/ of .*· \d+%/);
      }
    };
    await onTarget();

    // Swap lunch: pick another dish in the cards; lunch shows it and the day stays on target.
    const lunch = page.getByTestId("meal-lunch");
    const before = await lunch.locator("h3").innerText();
    await lunch.getByRole("button", { name: "Swap dish" }).click();
    const dialog = page.getByRole("dialog", { name: "Other dishes: lunch" });
    const card = dialog.locator("li", { has: page.getByRole("button", { name: "Choose this dish" }) }).first();
    const chosen = await card.locator("h3").innerText();
    await dialog.getByRole("button", { name: "Next dishes" }).click();
    await card.getByRole("button", { name: "Choose this dish" }).click();
    await page.getByText("Dish swapped, the day is re-balanced").waitFor();
    await lunch.locator("h3", { hasText: chosen }).waitFor();
    expect(chosen).not.toBe(before);
    await onTarget();

    // With both plans... the workout plan is still missing, so the dot on Pro stays until it exists.
    expect(await page.getByTestId("plans-dot").count()).toBeGreaterThan(0);
    await page.getByRole("tab", { name: "Workout Plan" }).click();
    await answerScreening(page);
    await page.getByRole("button", { name: "Create my workout plan" }).click();
    await page.getByText("Your workout plan is ready").waitFor();
    await expect.poll(() => page.getByTestId("plans-dot").count()).toBe(0);

    // Update Plans after new metrics rebuilds both plans.
    await page.getByRole("tab", { name: "Profile" }).click();
    await scrollToHeading(page, "Body metrics");
    await page.getByLabel("Weight, kg", { exact: true }).fill("56");
    await page.getByRole("button", { name: "Save metrics" }).click();
    await page.getByTestId("update-plans-notice").getByRole("button", { name: "Update Plans" }).click();
    await page.getByText("Plans updated to your new metrics").waitFor();
    const stored = await page.evaluate(
      async () =>
        (await (await fetch("/api/profiles/me")).json()) as {
          workout_plan: { plan: { inputs: { weightKg: number } } };
          nutrition_plan: { inputs: { weightKg: number } };
        },
    );
    expect(stored.workout_plan.plan.inputs.weightKg).toBe(56);
    expect(stored.nutrition_plan.inputs.weightKg).toBe(56);
  });

  it("shows the dish cards with the swipe hint on a touch phone, in Russian", async () => {
    const page = await subscribedPage("/mprofile", "PRO", { device: phone, ru: true });
    await page.getByRole("tab", { name: "Питание" }).click();
    await page.getByTestId("nutrition-stage").getByText("Нет", { exact: true }).click();
    await page.getByRole("button", { name: "Составить план питания" }).click();
    await page.getByText("План питания готов").waitFor();
    await page.getByTestId("meal-breakfast").getByRole("button", { name: "Заменить блюдо" }).click();
    const dialog = page.getByRole("dialog", { name: "Другие блюда: завтрак" });
    await dialog.getByText("Листайте, чтобы увидеть другие блюда").waitFor();
    expect(await dialog.getByRole("button", { name: "Следующие блюда" }).isVisible()).toBe(false);
    // The cards scroll sideways by swiping (here: scrolling the track as a swipe does).
    const track = dialog.getByTestId("dish-cards");
    await track.evaluate((el) => el.scrollBy({ left: el.clientWidth }));
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await dialog.getByRole("button", { name: "Выбрать это блюдо" }).nth(2).click();
    await page.getByText("Блюдо заменено, день пересчитан").waitFor();
  });

  // Six screens of one member's journey, each checked with axe: longer than one screen's test.
  it("has no serious accessibility problems on the plan screens, dark and light", { timeout: 150_000 }, async () => {
    const page = await subscribedPage("/profile", "PRO");
    await page.getByRole("tab", { name: "Workout Plan" }).click();
    await page.getByTestId("screening").waitFor();
    expect(await seriousViolations(page), "pre-exercise screening").toEqual([]);
    await answerScreening(page);
    await scheduleWithToday(page, "setup", "en");
    expect(await seriousViolations(page), "workout setup").toEqual([]);
    await page.getByRole("button", { name: "Create my workout plan" }).click();
    await dayCards(page).first().waitFor();
    expect(await seriousViolations(page), "workout list").toEqual([]);
    await page.getByText("Calendar", { exact: true }).click();
    await page.getByTestId("plan-calendar").waitFor();
    expect(await seriousViolations(page), "workout calendar").toEqual([]);
    await page.context().addCookies([{ name: "theme", value: "light", url: page.url() }]);
    await page.reload();
    await page.getByRole("tab", { name: "Nutrition Plan" }).click();
    await page.getByTestId("nutrition-stage").getByText("No", { exact: true }).click();
    await page.getByRole("button", { name: "Create my nutrition plan" }).click();
    await page.getByTestId("meal-lunch").waitFor();
    expect(await seriousViolations(page), "nutrition plan").toEqual([]);
    await page.getByTestId("meal-lunch").getByRole("button", { name: "Swap dish" }).click();
    await page.getByTestId("dish-cards").waitFor();
    expect(await seriousViolations(page), "dish cards").toEqual([]);
    await page.goto("/workout");
    await page.getByRole("button", { name: "Start workout", exact: true }).click();
    await page
      .getByRole("checkbox", { name: /, set 1: done$/ })
      .first()
      .waitFor();
    expect(await seriousViolations(page), "today's workout").toEqual([]);
  });
});
