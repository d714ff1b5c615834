import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, phone, signedInPage } from "./helpers";

// verifiedMember()'s profile: female, 30 years, 168 cm, 62 kg, moderate activity, goal maintain.
//   BMI 62 / 1.68² = 21.97 → 22.0, healthy weight
//   Mifflin-St Jeor 10·62 + 6.25·168 − 5·30 − 161 = 1,359 kcal
//   Harris-Benedict 447.593 + 9.247·62 + 3.098·168 − 4.33·30 = 1,411.47 → 1,411 kcal
//   TDEE 1,359 × 1.55 = 2,106.45 → 2,106 (× 1.725, active: 2,344)
//   healthy range 18.5·1.68² = 52.2 to 24.9·1.68² = 70.3 kg

const card = (page: Page, id: string) => page.getByTestId(`calc-${id}`);
/** A card's main number without its unit ("1,359", not "1,359kcal/day"). */
const figure = (page: Page, id: string) =>
  page.getByTestId(`calc-${id}-result`).evaluate((el) => el.firstChild?.textContent ?? "", undefined, { timeout: 3_000 });
const expectFigure = (page: Page, id: string, value: string | RegExp) =>
  typeof value === "string"
    ? expect.poll(() => figure(page, id), { timeout: 5_000 }).toBe(value)
    : expect.poll(() => figure(page, id), { timeout: 5_000 }).toMatch(value);
/**
 * BMI is written with one decimal everywhere ("22.0", as on the profile). The exact text is a soft
 * check, so a wrong format fails the test without hiding everything after it.
 */
async function expectBmi(page: Page, value: string) {
  const loose = (t: string) => t.replace(/[.,]0$/, "");
  await expect.poll(() => figure(page, "bmi").then(loose), { timeout: 5_000 }).toBe(loose(value));
  expect(await figure(page, "bmi"), "BMI with one decimal").toBe(value);
}
/** Picks an option of a segmented control by its label, as a person clicks it (the radio itself is visually hidden). */
const choose = (scope: Page | Locator, testId: string, option: string) =>
  scope.getByTestId(testId).locator("label", { hasText: option }).click();
const text = (scope: Page | Locator, testId: string) => scope.getByTestId(testId).innerText();
const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });
/** What a person would see as broken output if a formula got an empty or unreadable value. */
const noBrokenNumbers = async (page: Page) =>
  expect(await page.locator("body").innerText()).not.toMatch(/NaN|Infinity|undefined/);

const DAY_MS = 86_400_000;

describe("calculators", () => {
  it("fills the details from the profile and works every calculator on the desktop, in English", async () => {
    const page = await signedInPage("/calculators");
    await page.getByRole("heading", { level: 1, name: "Calculators" }).waitFor();
    await page.getByTestId("calc-details").getByText("Filled in from your profile").waitFor();
    await expectBmi(page, "22.0");
    expect(await field(page, "Age, years").inputValue()).toBe("30");
    expect(await field(page, "Height, cm").inputValue()).toBe("168");
    expect(await field(page, "Weight, kg").inputValue()).toBe("62");
    expect(await page.getByTestId("calc-sex").getByRole("radio", { name: "Female" }).isChecked()).toBe(true);
    expect(await field(page, "Activity level").inputValue()).toBe("MODERATE");

    expect(await text(page, "calc-bmi-category")).toBe("Healthy weight");
    expect(await figure(page, "bmr")).toBe("1,359");
    expect(await text(page, "calc-bmr-harris")).toBe("1,411 kcal/day");
    expect(await text(page, "calc-bmr-katch")).toBe("Enter your body fat below");

    expect(await figure(page, "tdee")).toBe("2,106");
    const moderate = page.getByTestId("calc-tdee-row-MODERATE");
    expect(await moderate.getAttribute("aria-current")).toBe("true");
    expect(await moderate.innerText()).toMatch(/Moderate\s+Yours\s+× 1\.55\s+2,106/);
    expect(await page.getByTestId("calc-tdee-row-ACTIVE").getAttribute("aria-current")).toBeNull();
    expect(await page.getByTestId("calc-tdee-row-ACTIVE").innerText()).toContain("2,344");

    expect(await figure(page, "ideal-weight")).toBe("52.2–70.3");
    await card(page, "ideal-weight").getByText("You are within it", { exact: true }).waitFor();

    // Maintain: 2,106.45 rounded to 10 kcal = 2,110; protein 1.6 g/kg · 62 = 99 g; fat the larger
    // of 0.8 g/kg and 25 % of 2,110 / 9 = 58.6 → 59 g; carbs (2,110 − 396 − 531) / 4 = 295.75 → 296 g.
    const macros = card(page, "macros");
    await macros.getByText("Goal: maintain.", { exact: true }).waitFor();
    expect(await figure(page, "macros")).toBe("2,110");
    expect(await text(macros, "calc-macros-protein")).toMatch(/Protein\s+99\s*g\s+396 kcal/);
    expect(await text(macros, "calc-macros-fat")).toMatch(/Fat\s+59\s*g\s+531 kcal/);
    expect(await text(macros, "calc-macros-carbs")).toMatch(/Carbs\s+296\s*g\s+1,184 kcal/);

    // 35 ml · 62 + 500 ml for moderate activity = 2,670 → 2,650 ml; 80 % from drinks = 2,136 → 2,150 ml.
    const water = card(page, "water");
    expect(await figure(page, "water")).toBe("2.65");
    await water.getByText("Of that, from drinks: 2.15 L", { exact: true }).waitFor();
    expect(await text(water, "calc-water-efsa")).toBe("EFSA reference for adults: 2 L a day, 1.6 L of it from drinks.");

    // Body fat: the tape is empty until the member measures; a woman is asked for the hips too.
    const bodyFat = card(page, "body-fat");
    // Once the profile has answered (its sex and height fill the details): the tape is left.
    await expect.poll(() => text(bodyFat, "calc-body-fat-need")).toBe("To see the result, fill in: waist, neck, and hips.");
    await field(bodyFat, "Waist, cm").fill("75");
    await field(bodyFat, "Neck, cm").fill("33");
    await field(bodyFat, "Hips, cm").fill("98");
    // Navy, women: 495 / (1.29579 − 0.35004·log10(75 + 98 − 33) + 0.221·log10(168)) − 450
    //   = 495 / (1.29579 − 0.75123 + 0.49179) − 450 = 495 / 1.03635 − 450 = 27.64 → 27.6 %, ACE "Average" (25–31 %).
    await expectFigure(page, "body-fat", "27.6%");
    expect(await text(bodyFat, "calc-body-fat-category")).toBe("Average");
    // Deurenberg: 1.2 · 21.97 + 0.23 · 30 − 5.4 = 27.9 %.
    expect(await text(bodyFat, "calc-body-fat-bmi")).toBe("27.9%");
    // The estimate feeds Katch-McArdle: 370 + 21.6 · 62 · (1 − 0.276) = 1,339.6 → 1,340 kcal.
    const bmr = card(page, "bmr");
    expect(await field(bmr, "Body fat, %").inputValue()).toBe("27.6");
    await bmr.getByText("From the U.S. Navy estimate below", { exact: true }).waitFor();
    expect(await text(bmr, "calc-bmr-katch")).toBe("1,340 kcal/day");

    // One-rep max, 100 kg × 5: Epley 100 · (1 + 5/30) = 116.7, Brzycki 100 · 36 / 32 = 112.5, average 114.6.
    const orm = card(page, "one-rep-max");
    expect(await text(orm, "calc-one-rep-max-need")).toBe("To see the result, fill in: weight lifted and reps.");
    await field(orm, "Weight lifted, kg").fill("100");
    await field(orm, "Reps").fill("5");
    await expectFigure(page, "one-rep-max", "114.6");
    expect(await text(orm, "calc-one-rep-max-epley")).toBe("116.7 kg");
    expect(await text(orm, "calc-one-rep-max-brzycki")).toBe("112.5 kg");
    const rows = await orm
      .getByTestId("calc-one-rep-max-table")
      .locator("tbody tr")
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent)));
    // Loads are 114.58 × the percentage rounded to 0.5 (80 %: 91.67 → 91.5). Reps follow the NSCA
    // chart down to 70 %, then Brzycki's inverse rounded down: 37 − 36 × 0.65 = 13.6 → 13, … 50 %: 19.
    expect(rows).toEqual([
      ["100%", "114.5", "1"],
      ["95%", "109", "2"],
      ["90%", "103", "4"],
      ["85%", "97.5", "6"],
      ["80%", "91.5", "8"],
      ["75%", "86", "10"],
      ["70%", "80", "11"],
      ["65%", "74.5", "13"],
      ["60%", "69", "15"],
      ["55%", "63", "17"],
      ["50%", "57.5", "19"],
    ]);

    // Weeks to 58 kg at a 500 kcal deficit: 7,700 · 4 / (500 · 7) = 8.8 weeks (62 days),
    // 3,500 / 7,700 = 0.45 kg a week, 0.7 % of 62 kg.
    const weeks = card(page, "weeks-to-target");
    expect(await text(weeks, "calc-weeks-to-target-need")).toBe("To see the result, fill in: target weight.");
    // She has not said whether she is pregnant or breastfeeding: no deficit until she answers, and
    // the note takes her to the question, where nothing is chosen for her.
    const unasked = weeks.getByTestId("calc-weeks-no-deficit");
    expect(await unasked.innerText()).toMatch(/^A deficit can be chosen once you answer whether you're pregnant or breastfeeding/);
    await unasked.getByRole("button", { name: "Answer the question" }).click();
    const stage = page.getByTestId("calc-life-stage");
    expect(await stage.getByRole("radio", { checked: true }).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe("calc-life-stage");
    await page.keyboard.press("Space");
    expect(await stage.getByRole("radio", { name: "Neither" }).isChecked()).toBe(true);
    expect(await unasked.count()).toBe(0);
    await field(weeks, "Target weight, kg").fill("58");
    await expectFigure(page, "weeks-to-target", "8.8");
    expect(await page.getByTestId("calc-weeks-to-target-result").innerText()).toMatch(/8\.8\s*weeks/);
    const arrival = new Intl.DateTimeFormat("en", { dateStyle: "long" }).format(new Date(Date.now() + 62 * DAY_MS));
    expect(await text(weeks, "calc-weeks-to-target-date")).toBe(`Around ${arrival}`);
    await weeks.getByText("0.45 kg a week, 0.7% of your weight", { exact: true }).waitFor();
    expect(await weeks.getByTestId("calc-weeks-to-target-fast").count()).toBe(0);
    // 1,000 kcal less than the 2,106 kcal maintenance would leave 1,106 kcal, under a woman's
    // 1,200 kcal floor: the deficit is held at 906 kcal, 4 kg then take 7,700 · 4 / (906 · 7) = 4.9
    // weeks at 0.82 kg a week, 1.3 % of the weight: still more than the 1 % advised.
    await choose(weeks, "calc-weeks-amount", "−1,000 kcal");
    await expectFigure(page, "weeks-to-target", "4.9");
    expect(await text(weeks, "calc-weeks-intake")).toBe("You would eat about 1,200 kcal a day: your maintenance of 2,106 kcal minus 906 kcal.");
    expect(await text(weeks, "calc-weeks-floor")).toContain("The weeks are counted for a 906 kcal deficit instead.");
    expect(await text(weeks, "calc-weeks-to-target-fast")).toContain("That is 1.3% of your weight a week");
    // A surplus cannot bring the weight down to a lower target.
    await choose(weeks, "calc-weeks-direction", "Surplus");
    expect(await text(weeks, "calc-weeks-to-target-wrong")).toBe(
      "Your target is below your weight, and a surplus moves you away from it. Choose a deficit.",
    );
    expect(await weeks.getByTestId("calc-weeks-to-target-result").count()).toBe(0);

    // A change in the details moves the results at once (75 kg: BMI 26.6, overweight) and is not saved.
    await field(page, "Weight, kg").fill("75");
    await expectBmi(page, "26.6");
    expect(await text(page, "calc-bmi-category")).toBe("Overweight");
    // 10 · 75 + 1,050 − 150 − 161 = 1,489
    expect(await figure(page, "bmr")).toBe("1,489");
    await page.getByText("Changed here only, not saved to your profile").waitFor();
    await page.getByTestId("calc-details-reset").click();
    await expectBmi(page, "22.0");
    expect(await field(page, "Weight, kg").inputValue()).toBe("62");
    expect(await figure(page, "bmr")).toBe("1,359");
    await page.getByTestId("calc-details").getByText("Filled in from your profile").waitFor();
    expect(await page.getByTestId("calc-details-reset").count()).toBe(0);
    await noBrokenNumbers(page);
  });

  it("says what to enter instead of showing NaN when a detail is out of range or not a number", async () => {
    const page = await signedInPage("/calculators");
    await expectFigure(page, "bmr", "1,359");

    await field(page, "Age, years").fill("5");
    const details = page.getByTestId("calc-details");
    await details.getByText("Enter a value from 16 to 100", { exact: true }).waitFor();
    expect(await field(page, "Age, years").getAttribute("aria-invalid")).toBe("true");
    expect(await text(page, "calc-bmr-need")).toBe("To see the result, fill in: a valid age.");
    expect(await text(page, "calc-tdee-need")).toBe("To see the result, fill in: a valid age.");
    expect(await page.getByTestId("calc-bmr-result").count()).toBe(0);
    // BMI does not need the age.
    await expectBmi(page, "22.0");

    await field(page, "Weight, kg").fill("6a");
    await details.getByText("Enter a number", { exact: true }).waitFor();
    expect(await field(page, "Weight, kg").getAttribute("aria-invalid")).toBe("true");
    // Typed but unreadable: a valid weight is asked for, not a weight.
    expect(await text(page, "calc-bmi-need")).toBe("To see the result, fill in: a valid weight.");
    expect(await text(page, "calc-bmr-need")).toBe("To see the result, fill in: a valid age and a valid weight.");
    expect(await text(page, "calc-macros-need")).toBe("To see the result, fill in: a valid age and a valid weight.");
    expect(await text(page, "calc-water-need")).toBe("To see the result, fill in: a valid weight.");
    expect(await text(page, "calc-bmr-harris")).toBe("—");
    await noBrokenNumbers(page);

    // Outside the card's own limits: more than 12 reps.
    const orm = card(page, "one-rep-max");
    await field(orm, "Weight lifted, kg").fill("100");
    await field(orm, "Reps").fill("13");
    await orm.getByText("Enter a value from 1 to 12", { exact: true }).waitFor();
    expect(await text(orm, "calc-one-rep-max-need")).toBe("To see the result, fill in: reps.");
    expect(await orm.getByRole("table").count()).toBe(0);
    await noBrokenNumbers(page);

    // Put right, the numbers come back.
    await field(page, "Age, years").fill("30");
    await field(page, "Weight, kg").fill("62");
    await expectFigure(page, "bmr", "1,359");
    await expectBmi(page, "22.0");
    expect(await details.getByText(/^Enter a/).count()).toBe(0);
  });

  it("switches to imperial units and remembers them after a reload", async () => {
    const page = await signedInPage("/calculators");
    await expectBmi(page, "22.0");
    await choose(page, "calc-units", "Imperial (lb, in)");
    // 62 kg / 0.45359237 = 136.69 lb; 168 cm / 2.54 = 66.14 in = 5 ft 6.1 in.
    expect(await field(page, "Weight, lb").inputValue()).toBe("136.7");
    expect(await field(page, "Height, feet").inputValue()).toBe("5");
    expect(await field(page, "Height, inches").inputValue()).toBe("6.1");
    expect(await field(page, "Weight, kg").count()).toBe(0);
    await expectBmi(page, "22.0");
    // 52.21 kg = 115.1 lb, 70.28 kg = 154.9 lb.
    expect(await page.getByTestId("calc-ideal-weight-result").innerText()).toMatch(/^115\.1–154\.9\s*lb$/);
    await card(page, "ideal-weight").getByText("Healthy range at 5 ft 6.1 in", { exact: true }).waitFor();
    // 2,650 ml / 29.57 ml = 89.6 → 90 US fl oz.
    await card(page, "water").getByText("≈ 90 fl oz", { exact: true }).waitFor();
    expect(await field(card(page, "body-fat"), "Waist, in").count()).toBe(1);

    // Pounds typed are kilograms underneath: 165.3 lb = 74.98 kg → BMI 26.6.
    await field(page, "Weight, lb").fill("165.3");
    await expectBmi(page, "26.6");
    await field(page, "Weight, lb").fill("20");
    await page.getByText("Enter a value from 67 to 661 lb", { exact: true }).waitFor();
    await page.getByTestId("calc-details-reset").click();
    await expectBmi(page, "22.0");

    await page.reload();
    await expectBmi(page, "22.0");
    expect(await field(page, "Weight, lb").inputValue()).toBe("136.7");
    expect(await page.getByTestId("calc-units").getByRole("radio", { name: "Imperial (lb, in)" }).isChecked()).toBe(true);
    await choose(page, "calc-units", "Metric (kg, cm)");
    expect(await field(page, "Weight, kg").inputValue()).toBe("62");
    expect(await field(page, "Height, cm").inputValue()).toBe("168");
  });

  it("reads in Russian on a phone: headings, number formats, jump links and the one-rep max", async () => {
    const page = await signedInPage("/mcalculators", { device: phone, ru: true });
    await page.getByRole("heading", { level: 1, name: "Калькуляторы" }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Ваши данные" }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Индекс массы тела (ИМТ)" }).waitFor();
    await page.getByTestId("calc-details").getByText("Заполнено по данным профиля").waitFor();
    await expectBmi(page, "22,0");
    expect(await text(page, "calc-bmi-category")).toBe("Норма");
    // Russian groups thousands with a (narrow) no-break space and writes decimals with a comma.
    expect(await figure(page, "bmr")).toMatch(/^1\s359$/);
    expect(await figure(page, "tdee")).toMatch(/^2\s106$/);
    expect(await page.getByTestId("calc-tdee-result").innerText()).toMatch(/ккал\/день/);
    expect(await figure(page, "ideal-weight")).toBe("52,2–70,3");
    expect(await figure(page, "water")).toBe("2,65");
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A jump link brings its calculator to the top of the screen.
    const orm = card(page, "one-rep-max");
    const top = () => orm.evaluate((el) => el.getBoundingClientRect().top);
    expect(await top()).toBeGreaterThan(844);
    const jump = page.getByTestId("calc-jump-one-rep-max");
    expect(await jump.innerText()).toBe("Разовый максимум");
    await jump.click();
    await expect.poll(() => new URL(page.url()).hash).toBe("#one-rep-max");
    await expect.poll(top, { timeout: 5_000 }).toBeLessThan(200);
    expect(await top()).toBeGreaterThanOrEqual(0);
    await page.getByRole("heading", { level: 2, name: "Разовый максимум (1ПМ)" }).waitFor();

    // The one-rep max end to end, typed with a decimal comma: 102,5 кг × 5.
    // Epley 102.5 · (1 + 5/30) = 119.58, Brzycki 102.5 · 36 / 32 = 115.31, average 117.45.
    expect(await text(orm, "calc-one-rep-max-need")).toBe("Чтобы увидеть результат, укажите рабочий вес и число повторений.");
    await field(orm, "Рабочий вес, кг").fill("102,5");
    await field(orm, "Повторения").fill("5");
    await expectFigure(page, "one-rep-max", "117,4");
    expect(await text(orm, "calc-one-rep-max-epley")).toBe("119,6\u00a0кг");
    expect(await text(orm, "calc-one-rep-max-brzycki")).toBe("115,3\u00a0кг");
    const table = orm.getByTestId("calc-one-rep-max-table");
    await table.getByText("Рабочие веса от разового максимума").waitFor();
    const firstRow = await table
      .locator("tbody tr")
      .first()
      .evaluate((tr) => [...tr.children].map((c) => c.textContent));
    // 117.45 rounded to 0.5 = 117.5; a percentage in Russian has a space before the sign.
    expect(firstRow).toEqual([expect.stringMatching(/^100\s%$/), "117,5", "1"]);
    await field(orm, "Повторения").fill("13");
    await orm.getByText("Введите значение от 1 до 12", { exact: true }).waitFor();
    expect(await text(orm, "calc-one-rep-max-need")).toBe("Чтобы увидеть результат, укажите число повторений.");
    await noBrokenNumbers(page);
  });

  it("prefills the body-fat tape from the newest measurements in the progress log", async () => {
    const page = await signedInPage("/calculators");
    const bodyFat = card(page, "body-fat");
    // Once the profile has answered (its sex and height fill the details): the tape is left.
    await expect.poll(() => text(bodyFat, "calc-body-fat-need")).toBe("To see the result, fill in: waist, neck, and hips.");

    // Two days in the log: the waist is taken from the newer one, the neck and hips from the older.
    const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
    const session = (await page.context().cookies()).find((c) => c.name === "__Host-session");
    expect(session).toBeDefined();
    const log = async (body: Record<string, unknown>) => {
      const res = await fetch(`${baseURL()}/api/progress/entries`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: `__Host-session=${session!.value}` },
        body: JSON.stringify(body),
      });
      expect(res.status, await res.clone().text()).toBe(201);
    };
    await log({ date: day(-3), waist: 80, neck: 34, hips: 100 });
    await log({ date: day(-1), waist: 74 });

    await page.reload();
    const longDate = (iso: string) =>
      new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
    await expect.poll(() => field(bodyFat, "Waist, cm").inputValue(), { timeout: 5_000 }).toBe("74");
    expect(await field(bodyFat, "Neck, cm").inputValue()).toBe("34");
    expect(await field(bodyFat, "Hips, cm").inputValue()).toBe("100");
    expect(await bodyFat.getByText(`From your log of ${longDate(day(-1))}`, { exact: true }).count()).toBe(1);
    expect(await bodyFat.getByText(`From your log of ${longDate(day(-3))}`, { exact: true }).count()).toBe(2);

    // 74 + 100 − 34 = 140, the same girth as in the first test: 495 / 1.03635 − 450 = 27.64 → 27.6 %,
    // and Katch-McArdle 370 + 21.6 · 62 · (1 − 0.276) = 1,339.6 → 1,340 kcal.
    await expectFigure(page, "body-fat", "27.6%");
    expect(await text(bodyFat, "calc-body-fat-category")).toBe("Average");
    expect(await text(page, "calc-bmr-katch")).toBe("1,340 kcal/day");
    // A measurement typed here replaces the logged one and loses its note.
    await field(bodyFat, "Waist, cm").fill("70");
    expect(await bodyFat.getByText(`From your log of ${longDate(day(-1))}`, { exact: true }).count()).toBe(0);
    // 70 + 100 − 34 = 136: 495 / (1.29579 − 0.35004·log10(136) + 0.49179) − 450 = 495 / 1.04076 − 450 = 25.61 → 25.6 %.
    await expectFigure(page, "body-fat", "25.6%");
  });
});
