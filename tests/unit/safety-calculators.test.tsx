import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ProfileJson } from "../../core/profile";
import { switchLocale } from "../../web/shared/i18n/locale";
import { profileKeys } from "../../web/shared/queries/profile";
import { progressKeys } from "../../web/shared/queries/progress";
import { createApp, member } from "./app-harness";

const profile = (age: number): ProfileJson => ({
  id: "p1",
  weight: 80,
  height: 175,
  age,
  gender: "MALE",
  activity: "MODERATE",
  goal: "LOSE_WEIGHT",
  plan: "FREE",
  targetWeight: 72,
  lifeStage: "none",
  lifeStageDate: null,
  screening: null,
  trainingPlansGenerated: 0,
  mealPlansGenerated: 0,
});

async function openCalculators(age: number, locale: "en" | "ru" = "en") {
  act(() => switchLocale(locale));
  const app = createApp("/calculators", member());
  app.queryClient.setQueryData(profileKeys.me("u1"), profile(age));
  app.queryClient.setQueryData(progressKeys.entries("u1"), []);
  await app.router.load();
  render(
    <QueryClientProvider client={app.queryClient}>
      <RouterProvider router={app.router} />
    </QueryClientProvider>,
  );
  await screen.findByTestId("calc-details");
}

beforeEach(() => {
  localStorage.clear();
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  act(() => switchLocale("en"));
});

describe("calculators for a member under 18", () => {
  it("show BMI without adult categories or a healthy-weight range, and no deficit without the doctor note", async () => {
    await openCalculators(17);
    expect(screen.getByTestId("calc-bmi-result").textContent).toContain("26.1");
    expect(screen.queryByTestId("calc-bmi-category")).toBeNull();
    expect(screen.getByTestId("bmi-minor-note").textContent).toMatch(/Adult BMI categories do not apply under 18/);
    expect(screen.getByTestId("ideal-weight-minor-note")).toBeTruthy();
    expect(screen.queryByTestId("calc-ideal-weight-result")).toBeNull();
    // Losing weight at 17: maintenance calories (the TDEE rounded to 10 kcal) and the note.
    // Mifflin 10·80 + 6.25·175 − 5·17 + 5 = 1813.75; × 1.55 = 2811.3.
    expect(screen.getByTestId("calc-macros-result").textContent).toContain("2,810");
    expect(screen.getByTestId("calc-macros-minor").textContent).toMatch(/see a doctor before dieting/);
    expect(screen.getByTestId("calc-weeks-no-deficit").textContent).toMatch(/see a doctor/);
    const deficit = screen.getByTestId("calc-weeks-direction").querySelector<HTMLInputElement>('input[value="deficit"]')!;
    expect(deficit.disabled).toBe(true);
  });

  it("says it in Russian too", async () => {
    await openCalculators(16, "ru");
    expect(screen.getByTestId("bmi-minor-note").textContent).toMatch(/До 18\u00a0лет взрослые категории ИМТ не применяются/);
    expect(screen.getByTestId("calc-macros-minor").textContent).toMatch(/обратитесь к врачу/);
  });

  it("keep the adult categories, range and deficit from 18", async () => {
    await openCalculators(18);
    expect(screen.getByTestId("calc-bmi-category").textContent).toBe("Overweight");
    expect(screen.queryByTestId("bmi-minor-note")).toBeNull();
    expect(screen.queryByTestId("ideal-weight-minor-note")).toBeNull();
    expect(screen.getByTestId("calc-ideal-weight-result")).toBeTruthy();
    expect(screen.queryByTestId("calc-macros-minor")).toBeNull();
    expect(screen.queryByTestId("calc-weeks-no-deficit")).toBeNull();
  });
});
