import { describe, expect, it } from "vitest";
import { phone, signedInPage } from "./helpers";

describe("strength comparison", () => {
  it("levels each lift, scores DOTS, draws the balance and names the weakest lift with accessories", async () => {
    const page = await signedInPage("/advanced");
    await page.getByText("Enter your bodyweight and at least one lift").waitFor();
    await page.getByLabel("Bodyweight, kg").fill("80");
    const set = async (lift: string, weight: string, reps: string) => {
      await page.getByTestId(`lift-${lift}`).getByRole("textbox").nth(0).fill(weight);
      await page.getByTestId(`lift-${lift}`).getByRole("textbox").nth(1).fill(reps);
    };
    await set("squat", "130", "5");
    await set("bench", "100", "5");
    await set("deadlift", "180", "3");
    await set("overhead_press", "40", "5");
    await page.getByTestId("result-squat").getByText("Intermediate").waitFor();
    expect(await page.getByTestId("result-squat").innerText()).toMatch(/Estimated 1RM 149 kg · 1\.86 × bodyweight/);
    expect(await page.getByTestId("dots").innerText()).toMatch(/= \d+(\.5)? kg → \d+\.\d DOTS/);
    await page.getByTestId("balance-chart").locator("svg").waitFor();
    await page.getByTestId("weakest").getByText("Your weakest lift: Overhead press").waitFor();
    expect(await page.getByTestId("weakest").getByTestId("exercise-card").count()).toBeGreaterThanOrEqual(3);
    // A set beyond 12 reps is refused beside the field, and the numbers survive a reload.
    await set("squat", "130", "20");
    await page.getByText("Use a set of 1 to 12 reps").waitFor();
    await set("squat", "130", "5");
    await page.reload();
    await page.getByTestId("result-squat").waitFor();

    // In pounds: the numbers typed in kg are shown converted, the estimates in lb, the limits too.
    await page.getByTestId("strength-units").getByText("Imperial (lb, in)").click();
    expect(await page.getByLabel("Bodyweight, lb").inputValue()).toBe("176.4");
    expect(await page.getByTestId("lift-squat").getByRole("textbox").nth(0).inputValue()).toBe("286.6");
    expect(await page.getByTestId("result-squat").innerText()).toMatch(/Estimated 1RM 328 lb · 1\.86 × bodyweight/);
    expect(await page.getByTestId("dots").innerText()).toMatch(/= \d,\d{3} lb → \d+\.\d DOTS/);
    await page.getByLabel("Bodyweight, lb").fill("700");
    await page.getByText("Enter a bodyweight from 67 to 661 lb").waitFor();
    expect(await page.getByTestId("result-squat").count()).toBe(0);
    await page.getByLabel("Bodyweight, lb").fill("176");
    await page.getByTestId("result-squat").getByText("Intermediate").waitFor();
    // Kept as typed, in pounds: a reload shows them, and metric shows them in kg.
    await page.reload();
    expect(await page.getByLabel("Bodyweight, lb").inputValue()).toBe("176");
    await page.getByTestId("strength-units").getByText("Metric (kg, cm)").click();
    expect(await page.getByLabel("Bodyweight, kg").inputValue()).toBe("79.8");
    expect(await page.getByTestId("lift-squat").getByRole("textbox").nth(0).inputValue()).toBe("130");
  });

  it("works on a phone in Russian", async () => {
    const page = await signedInPage("/madvanced", { device: phone, locale: "ru-RU" });
    await page.getByLabel("Вес тела, кг").fill("60");
    await page.getByTestId("lift-pull_up").getByRole("textbox").nth(0).fill("0");
    await page.getByTestId("lift-pull_up").getByRole("textbox").nth(1).fill("8");
    await page.getByTestId("result-pull_up").getByText("Подтягивания").waitFor();
    // Russian decimals: «1,27 × вес тела», not «1.27».
    expect(await page.getByTestId("result-pull_up").innerText()).toMatch(/кг · \d,\d\d × вес тела/);
    expect(await page.getByTestId("dots").innerText()).toContain("Введите присед, жим лёжа и становую тягу");
    await page.getByTestId("strength-units").getByText("Фунты и дюймы").click();
    expect(await page.getByLabel("Вес тела, фунт.").inputValue()).toBe("132,3");
    await page.getByLabel("Вес тела, фунт.").fill("20");
    await page.getByText("Укажите вес тела от 67 до 661 фунт.").waitFor();
  });
});
