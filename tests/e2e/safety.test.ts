import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { phone, subscribedPage, untilHydrated, untilToastsGone } from "./helpers";

type StoredPlan = {
  inputs: { goal: string; stage?: string };
  tdee: number;
  targets: { calories: number };
  deficitWithheld?: string;
};

/** Changes the member's profile through the API, as the profile form does. */
async function updateProfile(page: Page, change: Record<string, unknown>) {
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch("/api/profiles/update", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        })
      ).status,
    change,
  );
  expect(status).toBe(200);
  await page.reload();
}

const storedPlan = (page: Page) =>
  page.evaluate(async () => ((await (await fetch("/api/profiles/me")).json()) as { nutrition_plan: StoredPlan }).nutrition_plan);

/** The plan's calories against maintenance (plus any extra energy): rounded to 10 kcal, as a maintenance plan sets them. */
const isMaintenance = (plan: StoredPlan, extra = 0) => plan.targets.calories === Math.round((plan.tdee + extra) / 10) * 10;

describe("health and safety in the nutrition plan", () => {
  it("gives a 17-year-old asking for a cut maintenance calories with the note to see a doctor, and no adult BMI category", async () => {
    const page = await subscribedPage("/profile", "PRO");
    await updateProfile(page, { age: 17, gender: "MALE", weight: 80, height: 175 });

    // The profile shows BMI without the adult categories and their healthy-weight range.
    await page
      .getByTestId("bmi-minor-note")
      .getByText(/Adult BMI categories do not apply under 18/)
      .waitFor();
    expect(await page.getByText("Overweight", { exact: true }).count()).toBe(0);

    await page.getByRole("tab", { name: "Nutrition Plan" }).click();
    await page.getByRole("heading", { name: "Build your nutrition plan" }).waitFor();
    // The pregnancy question is for women only; a minor gets no BMI goal warning either.
    expect(await page.getByTestId("nutrition-stage").count()).toBe(0);
    await page.locator("label", { hasText: "Gain muscle" }).click();
    expect(await page.getByTestId("deficit-withheld").count()).toBe(0);
    await page.locator("label", { hasText: "Lose weight" }).click();
    await page
      .getByTestId("deficit-withheld")
      .getByText(/You are under 18/)
      .waitFor();
    expect(await page.getByTestId("goal-warning").count()).toBe(0);
    await page.getByRole("button", { name: "Create my nutrition plan" }).click();
    await page.getByText("Your nutrition plan is ready").waitFor();

    await page
      .getByTestId("deficit-withheld")
      .getByText(/Please see a doctor before dieting/)
      .waitFor();
    const plan = await storedPlan(page);
    expect(plan.inputs.goal).toBe("LOSE_WEIGHT");
    expect(plan.deficitWithheld).toBe("minor");
    expect(isMaintenance(plan)).toBe(true);

    // The calculators, filled from the profile, show BMI without the categories too.
    await page.goto("/calculators");
    await page.getByTestId("calc-bmi-result").waitFor();
    await page.getByTestId("bmi-minor-note").waitFor();
    await page.getByTestId("ideal-weight-minor-note").waitFor();
    expect(await page.getByTestId("calc-bmi-category").count()).toBe(0);
  });

  it(
    "asks a woman about pregnancy and breastfeeding; breastfeeding gives no deficit but 330 kcal more, in Russian too, with no accessibility problems",
    { timeout: 180_000 },
    async () => {
      const page = await subscribedPage("/profile", "PRO", { ru: true });
      await page.getByRole("tab", { name: "План питания" }).click();
      await page.getByRole("heading", { name: "Соберите свой план питания" }).waitFor();
      const question = page.getByTestId("nutrition-stage");
      await question.getByText("Вы беременны или кормите грудью?").waitFor();
      await page.locator("label", { hasText: "Похудеть" }).click();
      expect(await page.getByTestId("deficit-withheld").count()).toBe(0);
      await question.locator("label", { hasText: "Кормлю грудью" }).click();
      await page
        .getByTestId("deficit-withheld")
        .getByText(/Вы кормите грудью, поэтому в плане нет дефицита калорий/)
        .waitFor();
      await page
        .getByTestId("extra-energy")
        .getByText(/обсудите с врачом или акушеркой/)
        .waitFor();
      expect(await seriousViolations(page), "setup form, dark").toEqual([]);
      await page.context().addCookies([{ name: "theme", value: "light", url: page.url() }]);
      await page.reload();
      await page.getByRole("tab", { name: "План питания" }).click();
      await page.getByTestId("nutrition-stage").waitFor();
      expect(await seriousViolations(page), "setup form, light").toEqual([]);

      await page.locator("label", { hasText: "Похудеть" }).click();
      await page.getByTestId("nutrition-stage").locator("label", { hasText: "Кормлю грудью" }).click();
      await page.getByRole("button", { name: "Составить план питания" }).click();
      await page.getByText("План питания готов").waitFor();
      await page
        .getByTestId("deficit-withheld")
        .getByText(/нет дефицита/)
        .waitFor();
      await page
        .getByTestId("extra-energy")
        .getByText(/Кормление грудью, первые полгода: план добавляет к калорийности поддержания 330/)
        .waitFor();
      const plan = await storedPlan(page);
      expect(plan.inputs.stage).toBe("lactation");
      expect(plan.deficitWithheld).toBe("lactation");
      expect(isMaintenance(plan, 330)).toBe(true);
      expect(await seriousViolations(page), "plan with the note").toEqual([]);

      // The answer, kept in the profile, opens the analyzers on the breastfeeding needs.
      await page.goto("/vitamins");
      await page
        .getByText(/Нормы при кормлении грудью/)
        .first()
        .waitFor();
    },
  );

  it("pauses the diary's targets after eating-disorder signs told to the coach, and shows them again once the member confirms, on a phone in Russian", async () => {
    const page = await subscribedPage("/mchat", "PRO", { device: phone, ru: true });
    await untilHydrated(page);
    await page.getByLabel("Ваше сообщение").fill("Я вызываю рвоту после еды, чтобы похудеть");
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/chat/messages") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Отправить" }).click();
    expect((await answered).status()).toBe(200);
    await page
      .getByTestId("chat-log")
      .getByText(/^Спасибо, что рассказали\./)
      .waitFor();

    // The diary keeps counting what was eaten, but shows no target: a calm card says why.
    await page.goto("/diary");
    const paused = page.getByTestId("targets-paused");
    await paused.getByRole("heading", { name: "Цели по калориям и БЖУ на паузе" }).waitFor();
    await paused.getByText(/телефон доверия/).waitFor();
    expect(await page.getByTestId("diary-kcal-left").count()).toBe(0);
    expect(await seriousViolations(page), "the paused card").toEqual([]);

    // Turning them back on asks first; "Не сейчас" leaves everything as it was.
    const button = paused.getByRole("button", { name: "Мы с врачом это обсудили — показать цели снова" });
    await button.click();
    const dialog = page.getByRole("alertdialog", { name: "Снова показывать цели?" });
    await dialog.getByRole("button", { name: "Не сейчас" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.reload();
    await paused.waitFor();

    await button.click();
    await dialog.getByRole("button", { name: "Показать цели" }).click();
    await page.locator("[data-sonner-toast]", { hasText: "Цели снова на месте." }).waitFor();
    await untilToastsGone(page);
    await page.getByTestId("diary-kcal-left").getByText(/ккал$/).waitFor();
    expect(await paused.count()).toBe(0);
    // The server keeps it: after a reload the targets are still there.
    await page.reload();
    await page.getByTestId("diary-kcal-left").getByText(/ккал$/).waitFor();
    expect(await paused.count()).toBe(0);
  });
});
