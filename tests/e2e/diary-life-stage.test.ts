// A woman who wants to lose weight and has never said whether she is pregnant or breastfeeding:
// the diary holds her at maintenance and asks the one question where the deficit would show; the
// answer "No" brings the deficit, "Pregnant" keeps maintenance with its reason. In English on a
// desktop and in Russian on a phone.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { memberAt, untilHydrated, updateProfile } from "./helpers";

/** Sets the member's goal through the API, as the profile form does, and reloads the page. */
async function loseWeight(page: Page) {
  await updateProfile(page, { goal: "LOSE_WEIGHT" });
  await page.reload();
  await untilHydrated(page);
}

/** The day's calorie target as the summary shows it, in kcal. */
async function target(page: Page): Promise<number> {
  const text = await page.getByTestId("diary-energy").innerText();
  const match = /(?:Target|Цель)\s+([\d\s\u00a0,]+)\s*(?:kcal|ккал)/.exec(text);
  return Number((match?.[1] ?? "NaN").replace(/[\s\u00a0,]/g, ""));
}

describe("the diary's question about pregnancy and breastfeeding", () => {
  it("holds a loss goal at maintenance until she answers, and the answer 'No' brings the deficit", async () => {
    const page = await memberAt("/diary", false);
    await loseWeight(page);
    const note = page.getByTestId("diary-targets-note");
    await note.getByText("Maintenance for now: a deficit waits for your answer to the question below.").waitFor();
    const card = page.getByTestId("life-stage-card");
    await card.getByText("One question before a calorie deficit", { exact: false }).waitFor();
    const maintenance = await target(page);
    // Nothing is chosen for her, and Save waits for a choice.
    expect(await card.getByRole("radio", { checked: true }).count()).toBe(0);
    const save = card.getByRole("button", { name: "Save pregnancy and breastfeeding" });
    expect(await save.isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await card.getByText("No", { exact: true }).click();
    await save.click();
    await page.getByText("Saved in your profile").waitFor();
    await card.waitFor({ state: "detached" });
    await expect.poll(() => note.innerText()).toBe("Targets from the calculator, by your profile.");
    await expect.poll(() => target(page)).toBeLessThan(maintenance - 200);
  });

  it("reads in Russian on a phone, and 'Pregnant' keeps maintenance with its reason", async () => {
    const page = await memberAt("/mdiary", true);
    await loseWeight(page);
    const card = page.getByTestId("life-stage-card");
    await card.getByText("Один вопрос перед дефицитом калорий", { exact: false }).waitFor();
    await page.getByTestId("diary-targets-note").getByText("Пока без дефицита: сначала ответьте на вопрос ниже.").waitFor();
    // The card fits the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await card.getByText("Беременна", { exact: true }).tap();
    await card.getByRole("button", { name: "Сохранить сведения о беременности и кормлении" }).tap();
    await page.getByText("Сохранено в профиле").waitFor();
    await card.waitFor({ state: "detached" });
    await page
      .getByTestId("diary-targets-note")
      .getByText("Без дефицита: во время беременности худеть не рекомендуется.")
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
