// The member's units follow the account (decision 0073): chosen in Settings on one device, the
// progress log of another reads and takes pounds and inches, the server keeps kg and cm, and a
// change back on the phone reaches the desk when it reads the session again.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { BodyEntriesJson } from "../../core/api/progress";
import { openPage, phone, scrollToHeading, signInWithForm, untilHydrated, verifiedMember } from "./helpers";

const accountUnits = async (page: Page) =>
  ((await (await page.request.get("/api/auth/session")).json()) as { user: { units: string | null } }).user.units;

async function signedIn(email: string, path: string, opts: Parameters<typeof openPage>[1]) {
  const page = await openPage(`/login?redirect=${encodeURIComponent(path)}`, opts);
  await signInWithForm(page, email);
  await page.waitForURL((u) => u.pathname === path);
  await untilHydrated(page);
  return page;
}

describe("the member's units", () => {
  it("go from Settings on a desk to the progress log on a phone, in pounds and inches kept as kg and cm", async () => {
    const email = await verifiedMember("ru");
    const desk = await signedIn(email, "/settings", { locale: "en-US" });
    const choice = desk.getByRole("group", { name: "Units" });
    expect(await choice.getByRole("radio", { name: "Metric (kg, cm)" }).isChecked()).toBe(true);
    await choice.getByText("Imperial (lb, in)").click();
    await expect.poll(() => accountUnits(desk)).toBe("imperial");

    // Another device, in Russian, that never chose: it takes the account's units.
    const mobile = await signedIn(email, "/profile", { device: phone, locale: "ru-RU" });
    await scrollToHeading(mobile, "Прогресс");
    const progress = mobile.locator("section", { has: mobile.getByRole("heading", { name: "Прогресс" }) });
    const add = progress.getByRole("button", { name: "Добавить запись" });
    const dialog = mobile.getByRole("dialog");
    // The units arrive once the shell's idle work has read the session: reopen until they have.
    await expect
      .poll(async () => {
        await add.click();
        const label = await dialog.getByText("Обхваты, дюйм.").count();
        await dialog.getByRole("button", { name: "Отмена" }).click();
        await dialog.waitFor({ state: "detached" });
        return label;
      })
      .toBe(1);
    await add.click();
    await dialog.getByLabel("Вес, фунт.", { exact: true }).fill("700");
    await dialog.getByRole("button", { name: "Сохранить" }).click();
    await dialog.getByText("Введите значение от 67 до 661 фунт.").waitFor();
    await dialog.getByLabel("Вес, фунт.", { exact: true }).fill("180");
    await dialog.getByLabel("Талия", { exact: true }).fill("31,5");
    await dialog.getByRole("button", { name: "Сохранить" }).click();
    await dialog.waitFor({ state: "detached" });
    const entry = progress.getByTestId("progress-entry");
    await expect.poll(() => entry.innerText()).toMatch(/180\u00a0фунт\. · Талия 31,5\u00a0дюйм\./);

    // Kept in kg (to 0.01, so it reads back as 180 lb) and cm, once the phone has sent it.
    const stored = async () => ((await (await mobile.request.get("/api/progress/entries")).json()) as BodyEntriesJson).entries;
    await expect.poll(stored).toMatchObject([{ weight: 81.65, waist: 80 }]);

    // Back to metric on the phone; the desk reads it with the session on its next load.
    await mobile.goto("/settings");
    await untilHydrated(mobile);
    await mobile.getByRole("group", { name: "Единицы измерения" }).getByText("Кг и см").click();
    await expect.poll(() => accountUnits(mobile)).toBe("metric");
    await desk.goto("/profile");
    await untilHydrated(desk);
    await scrollToHeading(desk, "Progress");
    const deskEntry = desk.getByTestId("progress-entry");
    await expect.poll(() => deskEntry.innerText()).toMatch(/81\.7 kg · Waist 80 cm/);
  });

  it("put the profile's metrics in feet, inches and pounds, kept as cm and kg, with the healthy range in pounds", async () => {
    const email = await verifiedMember("en");
    const page = await signedIn(email, "/profile", { locale: "en-US" });
    // Anna's 168 cm and 62 kg, read in imperial once chosen beside the fields.
    await page.getByTestId("metrics-units").getByText("Imperial (lb, in)").click();
    await expect.poll(() => accountUnits(page)).toBe("imperial");
    expect(await page.getByLabel("Weight, lb", { exact: true }).inputValue()).toBe("136.7");
    expect(await page.getByLabel("Height, feet", { exact: true }).inputValue()).toBe("5");
    expect(await page.getByLabel("Height, inches", { exact: true }).inputValue()).toBe("6.1");

    await page.getByLabel("Weight, lb", { exact: true }).fill("700");
    await page.getByRole("button", { name: "Save metrics" }).click();
    await page.getByText("Weight must be between 67 and 661 lb").waitFor();
    await page.getByLabel("Weight, lb", { exact: true }).fill("180");
    await page.getByLabel("Height, inches", { exact: true }).fill("10");
    await page.getByRole("button", { name: "Save metrics" }).click();
    await page.getByTestId("update-plans-notice").waitFor();
    const stored = async () => (await (await page.request.get("/api/profiles/me")).json()) as { height: number; weight: number };
    expect(await stored()).toMatchObject({ height: 177.8, weight: 81.65 });

    // 177.8 cm: BMI 18.5 to 24.9 is 58.5 to 78.7 kg, 128.9 to 173.5 lb; 81.65 kg is 6.5 lb above it.
    const analysis = page.locator("section", { has: page.getByRole("heading", { name: "Metrics analysis" }) });
    await analysis.getByText("128.9–173.5").waitFor();
    expect(await analysis.getByText("A BMI of 18.5–24.9 at 5 ft 10 in.", { exact: false }).count()).toBe(1);
    expect(await analysis.getByText("You are 6.5 lb above it.").count()).toBe(1);
  });
});
