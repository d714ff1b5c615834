import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { phone, scrollToHeading, signedInPage, subscribedPage } from "./helpers";
import { answerScreening } from "./screening";

/** A phone 360 px wide: the narrowest the app is made for. */
const narrowPhone = { ...phone, viewport: { width: 360, height: 780 } };

/** The browser's own calendar day `days` from today, as the form's date field takes it. */
const dayFromToday = (page: Page, days: number) =>
  page.evaluate((d) => {
    const at = new Date(Date.now() + d * 86_400_000);
    return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
  }, days);

/** Scrolls to the bottom, where the lower sections render once near the view, and waits for the metrics form. */
async function lowerSections(page: Page) {
  const form = page.locator('form[aria-labelledby="metrics-title"]');
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        return form.count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
}

const me = (page: Page) =>
  page.evaluate(
    async () => (await (await fetch("/api/profiles/me")).json()) as { lifeStage: string; lifeStageDate: string | null },
  );

describe("the member's health context", () => {
  it(
    "lets a Free member set pregnancy and a due date in her profile on a 360 px phone in Russian, refusing a date out of range",
    { timeout: 120_000 },
    async () => {
      const page = await signedInPage("/mprofile", { device: narrowPhone, ru: true });
      await lowerSections(page);
      await scrollToHeading(page, "Беременность и кормление грудью");
      const card = page.getByTestId("life-stage-card");
      // Never answered: the card says a deficit waits for it, and nothing is chosen for her.
      await card.getByText("Один вопрос перед дефицитом калорий").waitFor();
      expect(await card.getByRole("radio", { checked: true }).count()).toBe(0);
      expect(await card.getByRole("button", { name: "Сохранить" }).isDisabled()).toBe(true);
      await card.getByTestId("life-stage").locator("label", { hasText: "Беременна" }).click();
      const date = card.getByLabel("Предполагаемая дата родов (необязательно)");
      await date.fill(await dayFromToday(page, 400));
      await card.getByRole("button", { name: "Сохранить" }).click();
      await card.getByText("Предполагаемая дата родов должна быть не раньше сегодняшнего дня и не позже чем через 42").waitFor();
      expect(await date.getAttribute("aria-invalid")).toBe("true");
      expect((await me(page)).lifeStage).toBe("none");

      const due = await dayFromToday(page, 100);
      await date.fill(due);
      await card.getByRole("button", { name: "Сохранить" }).click();
      await page.getByText("Сохранено в профиле").waitFor();
      expect(await me(page)).toEqual(expect.objectContaining({ lifeStage: "pregnancy", lifeStageDate: due }));
      // Nothing runs past the screen's edge.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(await seriousViolations(page), "life stage field").toEqual([]);

      // After a reload the profile shows the saved answer; a man's profile has no such field.
      await page.reload();
      await lowerSections(page);
      await scrollToHeading(page, "Беременность и кормление грудью");
      expect(await page.getByTestId("life-stage").locator('input[value="pregnancy"]').isChecked()).toBe(true);
      const status = await page.evaluate(
        async () =>
          (
            await fetch("/api/profiles/update", {
              method: "POST",
              headers: { "Content-Type": "application/json" },
              body: JSON.stringify({ gender: "MALE" }),
            })
          ).status,
      );
      expect(status).toBe(200);
      expect((await me(page)).lifeStage).toBe("none");
      await page.reload();
      await lowerSections(page);
      // The stored copy shows first and is refreshed a moment later (decision 0009).
      await expect.poll(() => page.getByTestId("life-stage-card").count(), { timeout: 10_000 }).toBe(0);
    },
  );

  it("holds the workout plan back after a 'yes' in the screening until the member confirms the doctor's clearance", async () => {
    const page = await subscribedPage("/profile", "BASIC");
    await page.getByRole("tab", { name: "Workout Plan" }).click();
    const screening = page.getByTestId("screening");
    await screening.getByText("Before you start: a few health questions").waitFor();
    await screening
      .getByText("Has your doctor ever said that you have a heart condition or high blood pressure?", { exact: false })
      .waitFor();
    // Saving with a question unanswered is refused beside the form.
    await screening.getByRole("button", { name: "Save my answers" }).click();
    await screening.getByText("Answer every question to continue.").waitFor();
    expect(await page.getByRole("button", { name: "Create my workout plan" }).count()).toBe(0);

    await answerScreening(page, "en", [5]);
    const doctor = page.getByTestId("screening-see-doctor");
    await doctor.getByText("See a doctor before you start").waitFor();
    await doctor.getByText(/stop and call emergency services/).waitFor();
    expect(await page.getByRole("button", { name: "Create my workout plan" }).count()).toBe(0);
    expect(await seriousViolations(page), "see a doctor").toEqual([]);
    // The server refuses too.
    const refused = await page.evaluate(async () => {
      const res = await fetch("/api/plans/workout", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ goal: "MAINTAIN", tier: "beginner", weekdays: ["MONDAY", "THURSDAY"], equipment: [] }),
      });
      return { status: res.status, code: ((await res.json()) as { error: { code: string } }).error.code };
    });
    expect(refused).toEqual({ status: 409, code: "screening_see_doctor" });

    const confirm = doctor.getByRole("button", { name: "Confirm and continue" });
    expect(await confirm.isDisabled()).toBe(true);
    await doctor.getByLabel("My doctor has cleared me to exercise").check();
    await confirm.click();
    await page.getByRole("button", { name: "Create my workout plan" }).click();
    await page.getByText("Your workout plan is ready").waitFor();
  });

  it("builds a pregnant member's plan at maintenance plus the second trimester's energy, with the source and the midwife", async () => {
    const page = await subscribedPage("/profile", "PRO");
    await page.getByRole("tab", { name: "Nutrition Plan" }).click();
    await page.getByRole("heading", { name: "Build your nutrition plan" }).waitFor();
    await page.getByTestId("nutrition-stage").locator("label", { hasText: "Pregnant" }).click();
    await page.locator("label", { hasText: "Lose weight" }).click();
    await page
      .getByTestId("deficit-withheld")
      .getByText(/You are pregnant, so this plan has no calorie deficit/)
      .waitFor();
    await page
      .getByTestId("extra-energy")
      .getByText(/adds 340 kcal a day/)
      .waitFor();
    await page.getByRole("button", { name: "Create my nutrition plan" }).click();
    await page.getByText("Your nutrition plan is ready").waitFor();
    const energy = page.getByTestId("extra-energy");
    await energy.getByText(/Dietary Reference Intakes for energy \(US National Academies, 2005\)/).waitFor();
    await energy.getByText(/Talk to your doctor or midwife/).waitFor();
    const plan = await page.evaluate(
      async () =>
        (await (await fetch("/api/profiles/me")).json()) as {
          lifeStage: string;
          nutrition_plan: { tdee: number; targets: { calories: number }; deficitWithheld: string; extraEnergyKcal: number };
        },
    );
    expect(plan.lifeStage).toBe("pregnancy");
    expect(plan.nutrition_plan).toMatchObject({ deficitWithheld: "pregnancy", extraEnergyKcal: 340 });
    expect(plan.nutrition_plan.targets.calories).toBe(Math.round((plan.nutrition_plan.tdee + 340) / 10) * 10);
    expect(await seriousViolations(page), "plan with the notes").toEqual([]);
  });
});
