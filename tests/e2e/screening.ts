// The pre-exercise screening the workout plan tab asks before the first plan, answered as a member would.
import type { Page } from "playwright-core";

const words = {
  en: { no: "No", yes: "Yes", save: "Save my answers", create: "Create my workout plan" },
  ru: { no: "Нет", yes: "Да", save: "Сохранить ответы", create: "Составить план тренировок" },
};

/** Answers the seven questions ("no" to all unless `yes` names some, by position) and saves them. */
export async function answerScreening(page: Page, lang: "en" | "ru" = "en", yes: number[] = []): Promise<void> {
  const screening = page.getByTestId("screening");
  await screening.waitFor();
  const groups = screening.locator("fieldset");
  for (let i = 0; i < 7; i++) {
    await groups
      .nth(i)
      .locator("label", { hasText: yes.includes(i) ? words[lang].yes : words[lang].no })
      .click();
  }
  await screening.getByRole("button", { name: words[lang].save }).click();
  if (yes.length === 0) await page.getByRole("button", { name: words[lang].create }).waitFor();
}
