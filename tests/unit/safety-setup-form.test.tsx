import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ProfileJson } from "../../core/profile";
import { womanProfile } from "./profile-fixture";
import { NutritionSetup, type NutritionChoice } from "../../web/plans/nutrition/NutritionSetup";
import { progressKeys, type BodyEntry } from "../../web/shared/queries/progress";

const profile = (over: Partial<ProfileJson> = {}): ProfileJson => womanProfile(over);
const entry = (over: Partial<BodyEntry>): BodyEntry => ({
  id: "e1",
  date: "2026-11-01",
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

function renderSetup(p: ProfileJson, initial: Partial<NutritionChoice> = {}, entries: BodyEntry[] = []) {
  const client = new QueryClient();
  client.setQueryData(progressKeys.entries("u1"), entries);
  const onSubmit = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <NutritionSetup
        userId="u1"
        profile={p}
        initial={{ goal: "MAINTAIN", style: "dishes", vegetarian: false, stage: "none", ...initial }}
        submitLabel="Create my nutrition plan"
        pending={false}
        onSubmit={onSubmit}
      />
    </QueryClientProvider>,
  );
  return onSubmit;
}

describe("the nutrition plan setup's safety questions", () => {
  it("asks women about pregnancy and breastfeeding and sends the answer; breastfeeding shows no deficit and its extra energy", () => {
    const onSubmit = renderSetup(profile());
    const question = screen.getByTestId("nutrition-stage");
    expect(within(question).getByText("Are you pregnant or breastfeeding?")).toBeTruthy();
    expect(screen.getByText(/Your answer is saved in your profile/)).toBeTruthy();
    expect(screen.queryByTestId("extra-energy")).toBeNull();
    fireEvent.click(within(question).getByLabelText("Breastfeeding"));
    expect(screen.queryByTestId("deficit-withheld")).toBeNull();
    const energy = screen.getByTestId("extra-energy").textContent;
    expect(energy).toMatch(/Breastfeeding, first six months: the plan adds 330 kcal a day/);
    expect(energy).toMatch(/Dietary Reference Intakes.*2005.*Talk to your doctor or midwife/);
    fireEvent.click(screen.getByLabelText("Lose weight"));
    expect(screen.getByTestId("deficit-withheld").textContent).toMatch(
      /You are breastfeeding, so this plan has no calorie deficit/,
    );
    fireEvent.click(screen.getByRole("button", { name: "Create my nutrition plan" }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ goal: "LOSE_WEIGHT", stage: "lactation" }));
  });

  it("chooses nothing for a woman never asked, and builds nothing until she answers", () => {
    const onSubmit = renderSetup(profile({ lifeStageAnswered: false }), { goal: "LOSE_WEIGHT", stage: null });
    const question = screen.getByTestId("nutrition-stage");
    expect(within(question).queryByRole("radio", { checked: true })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Create my nutrition plan" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toBe("Choose one answer: whether a deficit is safe depends on it.");
    expect(document.activeElement?.getAttribute("name")).toBe("nutrition-stage");
    fireEvent.click(within(question).getByLabelText("No"));
    expect(screen.queryByTestId("nutrition-stage-missing")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Create my nutrition plan" }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ goal: "LOSE_WEIGHT", stage: "none" }));
  });

  it("starts from the profile's answer and its due date: the third trimester's 452 kcal", () => {
    // Due in four weeks from whatever today is: always the third trimester.
    const due = new Date(Date.now() + 28 * 86_400_000).toISOString().slice(0, 10);
    renderSetup(profile({ lifeStage: "pregnancy", lifeStageDate: due }), { goal: "LOSE_WEIGHT", stage: "pregnancy" });
    expect(screen.getByTestId("deficit-withheld").textContent).toMatch(/You are pregnant/);
    expect(screen.getByTestId("extra-energy").textContent).toMatch(/Third trimester: the plan adds 452 kcal a day/);
  });

  it("tells an underweight adult why there is no deficit", () => {
    renderSetup(profile({ weight: 50, height: 175 }), { goal: "LOSE_WEIGHT" });
    expect(screen.getByTestId("deficit-withheld").textContent).toMatch(/Your BMI is under 18.5/);
  });

  it("does not ask men", () => {
    renderSetup(profile({ gender: "MALE" }));
    expect(screen.queryByTestId("nutrition-stage")).toBeNull();
  });

  it("tells a 17-year-old who picks losing weight to see a doctor", () => {
    renderSetup(profile({ age: 17 }), { goal: "LOSE_WEIGHT" });
    expect(screen.getByTestId("deficit-withheld").textContent).toMatch(/under 18.*see a doctor/);
  });

  it("weighs the BMI warning against the logged waist", () => {
    // 80 kg at 168 cm is a BMI of 28.3.
    renderSetup(profile({ weight: 80 }), { goal: "GAIN_MUSCLE" });
    expect(screen.getByTestId("goal-warning").textContent).toMatch(/log your waist/);
  });

  it("drops the warning when the logged waist is lean", () => {
    renderSetup(profile({ weight: 80, gender: "MALE" }), { goal: "GAIN_MUSCLE" }, [entry({ waist: 82 })]);
    expect(screen.queryByTestId("goal-warning")).toBeNull();
  });

  it("names a large waist", () => {
    renderSetup(profile({ weight: 80 }), { goal: "GAIN_MUSCLE" }, [entry({ waist: 92 })]);
    expect(screen.getByTestId("goal-warning").textContent).toMatch(/your waist \(92\u00a0cm\) is over 80\u00a0cm/);
  });
});
