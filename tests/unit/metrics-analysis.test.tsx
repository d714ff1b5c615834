// The profile's analysis tiles: BMR and TDEE in kcal a day, except while eating-disorder signs
// are on record, when a note takes their place (energy figures are calorie targets by another
// name) and the BMI tile stays.
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { MetricsAnalysis } from "../../web/profile/MetricsAnalysis";
import { switchLocale } from "../../web/shared/i18n/locale";
import { womanProfile } from "./profile-fixture";

afterEach(() => act(() => switchLocale("en")));

describe("the profile's analysis", () => {
  it("shows BMR and TDEE: Mifflin 10·62 + 6.25·168 − 5·30 − 161 = 1,359 kcal, × 1.55 = 2,106", () => {
    render(<MetricsAnalysis profile={womanProfile()} />);
    expect(screen.getByText("Basal metabolic rate (BMR)")).toBeTruthy();
    expect(screen.getByText("1,359")).toBeTruthy();
    expect(screen.getByText("2,106")).toBeTruthy();
    expect(screen.queryByTestId("analysis-energy-paused")).toBeNull();
  });

  it("hides them while the targets are paused, saying where to find why, in both languages", () => {
    const { unmount } = render(<MetricsAnalysis profile={womanProfile({ eatingDisorderSigns: true })} />);
    expect(screen.getByTestId("analysis-energy-paused").textContent).toMatch(
      /^Your BMR and daily energy expenditure are hidden for now.*Nutrition Plan tab/,
    );
    expect(screen.queryByText("1,359")).toBeNull();
    expect(screen.queryByText("2,106")).toBeNull();
    expect(screen.queryAllByText(/kcal/)).toEqual([]);
    // BMI is not a target: it stays.
    expect(screen.getByText("22.0")).toBeTruthy();
    unmount();
    act(() => switchLocale("ru"));
    render(<MetricsAnalysis profile={womanProfile({ eatingDisorderSigns: true })} />);
    expect(screen.getByTestId("analysis-energy-paused").textContent).toMatch(
      /^Основной обмен и суточный расход энергии пока скрыты.*«План питания»/,
    );
  });

  it("gives way to a note on BMI in pregnancy: no category, no healthy weight range, in both languages", () => {
    // BMI 27.6: overweight for an adult who is not pregnant.
    const pregnant = womanProfile({ weight: 78, lifeStage: "pregnancy" });
    const { unmount } = render(<MetricsAnalysis profile={pregnant} />);
    expect(screen.getByTestId("bmi-pregnancy-note").textContent).toMatch(/^Adult BMI categories and the healthy weight range do not apply during pregnancy/);
    expect(screen.queryByText("Overweight")).toBeNull();
    expect(screen.queryByText("Healthy weight range")).toBeNull();
    expect(screen.queryByText(/kg above it/)).toBeNull();
    expect(screen.getByText("27.6")).toBeTruthy();
    // The energy tile does not say to eat this to keep her weight: her target is more.
    expect(screen.queryByText(/to keep your weight/)).toBeNull();
    expect(screen.getByText(/During pregnancy the target is your maintenance plus 340 kcal a day/)).toBeTruthy();
    unmount();
    act(() => switchLocale("ru"));
    render(<MetricsAnalysis profile={pregnant} />);
    expect(screen.getByTestId("bmi-pregnancy-note").textContent).toMatch(/^Во время беременности взрослые категории ИМТ/);
  });

  it("shows the category and the range while breastfeeding, and the energy target above maintenance", () => {
    render(<MetricsAnalysis profile={womanProfile({ weight: 78, lifeStage: "lactation" })} />);
    expect(screen.queryByTestId("bmi-pregnancy-note")).toBeNull();
    expect(screen.getByText("Overweight")).toBeTruthy();
    expect(screen.getByText(/While you're breastfeeding the target is your maintenance plus 330 kcal a day/)).toBeTruthy();
  });
});
