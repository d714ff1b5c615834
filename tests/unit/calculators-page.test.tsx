import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ProfileJson } from "../../core/profile";
import { switchLocale } from "../../web/shared/i18n/locale";
import { profileKeys } from "../../web/shared/queries/profile";
import { progressKeys, type BodyEntry } from "../../web/shared/queries/progress";
import { createApp, member } from "./app-harness";

const profile = (over: Partial<ProfileJson> = {}): ProfileJson => ({
  id: "p1",
  weight: 80,
  height: 180,
  age: 30,
  gender: "MALE",
  activity: "MODERATE",
  goal: "LOSE_WEIGHT",
  plan: "FREE",
  targetWeight: 75,
  lifeStage: "none",
  lifeStageDate: null,
  screening: null,
  trainingPlansGenerated: 0,
  mealPlansGenerated: 0,
  ...over,
});

const entry = (date: string, over: Partial<BodyEntry>): BodyEntry => ({
  id: date,
  date,
  weight: null,
  bodyFat: null,
  waist: null,
  neck: null,
  hips: null,
  chest: null,
  arm: null,
  thigh: null,
  ...over,
});

/** The real app at a path, signed in, with the profile and the progress log already answered. */
async function openCalculators(path: string, data: { profile?: ProfileJson | null; entries?: BodyEntry[] } = {}) {
  const app = createApp(path, member());
  app.queryClient.setQueryData(profileKeys.me("u1"), data.profile === undefined ? profile() : data.profile);
  app.queryClient.setQueryData(progressKeys.entries("u1"), data.entries ?? []);
  await app.router.load();
  render(
    <QueryClientProvider client={app.queryClient}>
      <RouterProvider router={app.router} />
    </QueryClientProvider>,
  );
  await screen.findByTestId("calc-details");
  return app;
}

const result = (id: string) => screen.getByTestId(`calc-${id}-result`).textContent;
const card = (id: string) => screen.getByTestId(`calc-${id}`);
const type = (label: string | RegExp, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

beforeEach(() => {
  localStorage.clear();
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  act(() => switchLocale("en"));
});

describe("calculators prefilled from the profile", () => {
  it("shows BMI, BMR, TDEE, ideal weight, macros and water from the member's details", async () => {
    await openCalculators("/calculators");
    expect(screen.getByText("Filled in from your profile")).toBeTruthy();
    expect((screen.getByLabelText("Weight, kg") as HTMLInputElement).value).toBe("80");
    // 80 kg at 180 cm: BMI 24.7; Mifflin 10·80 + 6.25·180 − 5·30 + 5 = 1780; × 1.55 = 2759.
    expect(result("bmi")).toContain("24.7");
    expect(screen.getByTestId("calc-bmi-category").textContent).toBe("Healthy weight");
    expect(result("bmr")).toContain("1,780");
    expect(result("tdee")).toContain("2,759");
    expect(screen.getByTestId("calc-tdee-row-MODERATE").getAttribute("aria-current")).toBe("true");
    expect(screen.getByTestId("calc-tdee-row-ACTIVE").getAttribute("aria-current")).toBeNull();
    expect(result("ideal-weight")).toContain("59.9–80.7");
    // Losing weight: 20 % under 2759, rounded to 10 kcal; protein 2 g/kg.
    expect(result("macros")).toContain("2,210");
    expect(screen.getByTestId("calc-macros-protein").textContent).toContain("160");
    // 35 ml × 80 + 500 ml for moderate activity.
    expect(result("water")).toContain("3.3");
    expect(screen.getByTestId("calc-water-efsa").textContent).toContain("2.5 L");
  });

  it("updates every result live when a detail changes, and resets to the profile", async () => {
    await openCalculators("/calculators");
    type("Weight, kg", "100");
    expect(result("bmi")).toContain("30.9");
    expect(screen.getByTestId("calc-bmi-category").textContent).toBe("Obesity");
    expect(result("bmr")).toContain("1,980");
    expect(screen.getByText("Changed here only, not saved to your profile")).toBeTruthy();
    fireEvent.click(screen.getByTestId("calc-details-reset"));
    expect(result("bmi")).toContain("24.7");
    expect((screen.getByLabelText("Weight, kg") as HTMLInputElement).value).toBe("80");
    expect(screen.queryByTestId("calc-details-reset")).toBeNull();
  });

  it("says what to enter instead of showing NaN when a detail is out of range or unreadable", async () => {
    await openCalculators("/calculators");
    type("Weight, kg", "500");
    expect(screen.getByText("Enter a value from 30 to 300 kg")).toBeTruthy();
    expect(screen.getByLabelText("Weight, kg").getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByTestId("calc-bmi-result")).toBeNull();
    // A weight is typed: the card asks for a valid one, not for a weight.
    expect(screen.getByTestId("calc-bmi-need").textContent).toBe("To see the result, fill in: a valid weight.");
    type("Weight, kg", "");
    expect(screen.getByTestId("calc-bmi-need").textContent).toBe("To see the result, fill in: weight.");
    type("Weight, kg", "abc");
    expect(screen.getByText("Enter a number")).toBeTruthy();
    // Only plain decimals: JavaScript alone would read "1e2" as 100 and "0x10" as 16.
    type("Weight, kg", "1e2");
    expect(screen.getByText("Enter a number")).toBeTruthy();
    type("Weight, kg", "0x10");
    expect(screen.getByText("Enter a number")).toBeTruthy();
    type("Age, years", "12");
    expect(screen.getByText("Enter a value from 16 to 100")).toBeTruthy();
    type("Age, years", "30.5");
    expect(screen.getByText("Enter a whole number")).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
  });

  it("asks a member without a profile to fill in the details", async () => {
    await openCalculators("/calculators", { profile: null });
    expect(screen.getByText(/Fill these in to see your results/)).toBeTruthy();
    expect(screen.getByTestId("calc-tdee-need").textContent).toBe(
      "To see the result, fill in: sex, age, height, weight, and activity level.",
    );
    expect(screen.getByTestId("calc-water-need")).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/NaN/);
    fireEvent.click(within(screen.getByTestId("calc-sex")).getByLabelText("Female"));
    type("Age, years", "40");
    type("Height, cm", "165");
    type("Weight, kg", "60");
    // 10·60 + 6.25·165 − 5·40 − 161 = 1270.25
    expect(result("bmr")).toContain("1,270");
    expect(screen.getByTestId("calc-tdee-need").textContent).toBe("To see the result, fill in: activity level.");
    fireEvent.change(screen.getByLabelText("Activity level"), { target: { value: "SEDENTARY" } });
    expect(result("tdee")).toContain("1,524");
  });

  it("is the same screen at /mcalculators, linking to the mobile profile", async () => {
    await openCalculators("/mcalculators", { profile: null });
    expect(screen.getByRole("link", { name: "Go to profile" }).getAttribute("href")).toBe("/mprofile");
    expect(
      within(screen.getByRole("main"))
        .getAllByRole("heading", { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([
      "Your details",
      "Body mass index (BMI)",
      "Basal metabolic rate (BMR)",
      "Total daily energy expenditure (TDEE)",
      "Body fat percentage",
      "Ideal weight",
      "One-rep max (1RM)",
      "Daily macros",
      "Water intake",
      "Weeks to target weight",
    ]);
  });
});

describe("units", () => {
  it("switches every field and result to imperial and remembers the choice", async () => {
    await openCalculators("/calculators");
    fireEvent.click(within(screen.getByTestId("calc-units")).getByLabelText("Imperial (lb, in)"));
    expect(localStorage.getItem("forma_units")).toBe("imperial");
    expect((screen.getByLabelText("Weight, lb") as HTMLInputElement).value).toBe("176.4");
    expect((screen.getByLabelText("Height, feet") as HTMLInputElement).value).toBe("5");
    expect((screen.getByLabelText("Height, inches") as HTMLInputElement).value).toBe("10.9");
    expect(result("bmi")).toContain("24.7");
    expect(result("ideal-weight")).toMatch(/132\.1–177\.9\s*lb/);
    // Typing pounds is stored as kilograms: 220.5 lb is 100 kg.
    type("Weight, lb", "220.5");
    expect(result("bmi")).toContain("30.9");
    type("Height, feet", "6");
    type("Height, inches", "0");
    // 100 kg at 182.88 cm
    expect(result("bmi")).toContain("29.9");
    type("Weight, lb", "20");
    expect(screen.getByText("Enter a value from 67 to 661 lb")).toBeTruthy();
    // Back to the profile: both height boxes show its 180 cm again.
    fireEvent.click(screen.getByTestId("calc-details-reset"));
    expect((screen.getByLabelText("Height, feet") as HTMLInputElement).value).toBe("5");
    expect((screen.getByLabelText("Height, inches") as HTMLInputElement).value).toBe("10.9");
    expect(result("bmi")).toContain("24.7");
  });

  it("starts in the units chosen on an earlier visit", async () => {
    localStorage.setItem("forma_units", "imperial");
    await openCalculators("/calculators");
    expect(screen.getByLabelText("Weight, lb")).toBeTruthy();
    expect(screen.getByLabelText("Imperial (lb, in)")).toHaveProperty("checked", true);
  });
});

describe("body fat", () => {
  const entries = [entry("2026-03-01", { waist: 90, neck: 40 }), entry("2026-03-14", { waist: 85, weight: 79 })];

  it("takes the newest measurements from the log, estimates by the Navy method and feeds Katch-McArdle", async () => {
    await openCalculators("/calculators", { entries });
    const bodyFat = card("body-fat");
    expect((within(bodyFat).getByLabelText("Waist, cm") as HTMLInputElement).value).toBe("85");
    expect(within(bodyFat).getByText("From your log of March 14, 2026")).toBeTruthy();
    expect(within(bodyFat).getByText("From your log of March 1, 2026")).toBeTruthy();
    // Navy (metric): 495 / (1.0324 − 0.19077·log10(85 − 40) + 0.15456·log10(180)) − 450 ≈ 14.5 %
    expect(result("body-fat")).toBe("14.5%");
    expect(screen.getByTestId("calc-body-fat-category").textContent).toBe("Fitness");
    expect(within(bodyFat).queryByLabelText(/Hips/)).toBeNull();
    // Katch-McArdle with 14.5 %: 370 + 21.6 · 80 · 0.855 ≈ 1847
    expect((screen.getByLabelText("Body fat, %") as HTMLInputElement).value).toBe("14.5");
    expect(screen.getByTestId("calc-bmr-katch").textContent).toContain("1,847");
    // A typed percentage takes over from the estimate.
    type("Body fat, %", "20");
    expect(screen.getByTestId("calc-bmr-katch").textContent).toContain("1,752");
    expect(screen.getByTestId("calc-body-fat-bmi").textContent).toMatch(/%$/);
  });

  it("asks women for the hips and refuses a waist that is not larger than the neck", async () => {
    await openCalculators("/calculators", { profile: profile({ gender: "FEMALE" }), entries });
    expect(screen.getByTestId("calc-body-fat-need").textContent).toBe("To see the result, fill in: hips.");
    type("Waist, cm", "38", card("body-fat"));
    expect(within(card("body-fat")).getByText("Enter a value from 40 to 250 cm")).toBeTruthy();
    type("Waist, cm", "40", card("body-fat"));
    type("Neck, cm", "45", card("body-fat"));
    type("Hips, cm", "95", card("body-fat"));
    expect(screen.getByTestId("calc-body-fat-impossible")).toBeTruthy();
    expect(screen.getByTestId("calc-bmr-katch").textContent).toBe("Enter your body fat below");
  });

  it("scrolls to the body-fat section when opened with #body-fat", async () => {
    await openCalculators("/calculators#body-fat");
    await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalled());
    const scrolled = vi.mocked(Element.prototype.scrollIntoView).mock.contexts[0] as HTMLElement;
    expect(scrolled.id).toBe("body-fat");
    expect(screen.getByTestId("calc-jump-body-fat").getAttribute("href")).toBe("#body-fat");
  });
});

describe("one-rep max", () => {
  it("gives Epley, Brzycki, their average and the percentage table", async () => {
    await openCalculators("/calculators");
    const orm = card("one-rep-max");
    expect(within(orm).getByTestId("calc-one-rep-max-need").textContent).toBe(
      "To see the result, fill in: weight lifted and reps.",
    );
    type("Weight lifted, kg", "100", orm);
    type("Reps", "5", orm);
    expect(within(orm).getByTestId("calc-one-rep-max-epley").textContent).toBe("116.7 kg");
    expect(within(orm).getByTestId("calc-one-rep-max-brzycki").textContent).toBe("112.5 kg");
    expect(result("one-rep-max")).toContain("114.6");
    const rows = within(within(orm).getByRole("table")).getAllByRole("row");
    expect(rows).toHaveLength(12);
    // Loads are rounded to 0.5 (114.58 → 114.5).
    expect(rows[1]!.textContent).toBe("100%114.51");
    expect(within(orm).getByRole("rowheader", { name: "80%" }).parentElement!.textContent).toBe("80%91.58");
    type("Reps", "13", orm);
    expect(within(orm).getByText("Enter a value from 1 to 12")).toBeTruthy();
    expect(within(orm).queryByRole("table")).toBeNull();
  });
});

describe("weeks to target", () => {
  it("counts weeks at the chosen deficit, warns when too fast or pointed the wrong way", async () => {
    await openCalculators("/calculators");
    const weeks = card("weeks-to-target");
    expect(within(weeks).getByText("Your goal weight from your profile")).toBeTruthy();
    // 5 kg at 500 kcal a day: 7700 · 5 / 3500 = 11 weeks.
    expect(result("weeks-to-target")).toBe("11 weeks");
    expect(within(weeks).queryByTestId("calc-weeks-to-target-fast")).toBeNull();
    fireEvent.click(within(screen.getByTestId("calc-weeks-amount")).getByLabelText("−1,000 kcal"));
    expect(result("weeks-to-target")).toBe("5.5 weeks");
    expect(within(weeks).getByTestId("calc-weeks-to-target-fast").textContent).toContain("1.1%");
    fireEvent.click(within(screen.getByTestId("calc-weeks-direction")).getByLabelText("Surplus"));
    expect(within(weeks).getByTestId("calc-weeks-to-target-wrong").textContent).toContain("Choose a deficit");
    type("Target weight, kg", "80", weeks);
    expect(within(weeks).getByText("You are already at your target weight.")).toBeTruthy();
    type("Target weight, kg", "", weeks);
    expect(within(weeks).getByTestId("calc-weeks-to-target-need").textContent).toBe("To see the result, fill in: target weight.");
  });
});

describe("in Russian", () => {
  it("reads in Russian with Russian number formats and plurals", async () => {
    await openCalculators("/calculators");
    act(() => switchLocale("ru"));
    expect(screen.getByRole("heading", { level: 2, name: "Индекс массы тела (ИМТ)" })).toBeTruthy();
    expect(screen.getByText("Заполнено по данным профиля")).toBeTruthy();
    expect(result("bmi")).toContain("24,7");
    expect(result("bmr")).toMatch(/1\s780/);
    expect(result("weeks-to-target")).toBe("11\u00a0недель");
    fireEvent.click(within(screen.getByTestId("calc-weeks-amount")).getByLabelText(/−1\s000 ккал/));
    expect(result("weeks-to-target")).toBe("5,5\u00a0недели");
    type("Вес, кг", "500");
    expect(screen.getByText("Введите значение от 30 до 300 кг")).toBeTruthy();
    expect(screen.getByTestId("calc-bmi-need").textContent).toBe("Чтобы увидеть результат, укажите допустимый вес.");
    type("Рост, см", "");
    expect(screen.getByTestId("calc-bmi-need").textContent).toBe("Чтобы увидеть результат, укажите рост и допустимый вес.");
  });
});
