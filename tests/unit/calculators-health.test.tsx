import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ProfileJson } from "../../core/profile";
import { switchLocale } from "../../web/shared/i18n/locale";
import { profileKeys } from "../../web/shared/queries/profile";
import { progressKeys } from "../../web/shared/queries/progress";
import { createApp, member } from "./app-harness";

// The calculators take the member's health context: no deficit under 18, when underweight,
// pregnant or breastfeeding (with the reason), the extra energy of pregnancy and breastfeeding,
// and a weeks-to-target deficit that never takes the day under the safe floor.

/** The member's day is fixed: the trimester and the baby's age are counted from it. */
const today = "2026-11-24";

const profile = (over: Partial<ProfileJson> = {}): ProfileJson => ({
  id: "p1",
  weight: 60,
  height: 165,
  age: 30,
  gender: "FEMALE",
  activity: "MODERATE",
  goal: "LOSE_WEIGHT",
  plan: "FREE",
  targetWeight: 55,
  lifeStage: "none",
  lifeStageDate: null,
  screening: null,
  trainingPlansGenerated: 0,
  mealPlansGenerated: 0,
  ...over,
});

async function openCalculators(data: ProfileJson | null, locale: "en" | "ru" = "en") {
  act(() => switchLocale(locale));
  const app = createApp("/calculators", member());
  app.queryClient.setQueryData(profileKeys.me("u1"), data);
  app.queryClient.setQueryData(progressKeys.entries("u1"), []);
  await app.router.load();
  render(
    <QueryClientProvider client={app.queryClient}>
      <RouterProvider router={app.router} />
    </QueryClientProvider>,
  );
  await screen.findByTestId("calc-details");
}

const result = (id: string) => screen.getByTestId(`calc-${id}-result`).textContent;
const weeksCard = () => screen.getByTestId("calc-weeks-to-target");
const deficitRadio = () => within(screen.getByTestId("calc-weeks-direction")).getByLabelText(/Deficit|Дефицит/) as HTMLInputElement;
const amount = (label: RegExp) => fireEvent.click(within(screen.getByTestId("calc-weeks-amount")).getByLabelText(label));
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  localStorage.clear();
  Element.prototype.scrollIntoView = vi.fn();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(`${today}T12:00:00`));
});
afterEach(() => {
  act(() => switchLocale("en"));
  vi.useRealTimers();
});

// A woman of 30, 165 cm, moderately active: Mifflin 10·w + 1031.25 − 150 − 161, × 1.55.
const maintenanceOf = (weightKg: number) => (10 * weightKg + 6.25 * 165 - 5 * 30 - 161) * 1.55;
const rounded10 = (kcal: number) => (Math.round(kcal / 10) * 10).toLocaleString("en-US");

describe("calculators for an underweight adult", () => {
  it("keep maintenance calories and offer no deficit, saying why", async () => {
    // 48 kg at 165 cm: BMI 17.6.
    await openCalculators(profile({ weight: 48, targetWeight: 45 }));
    expect(result("macros")).toContain(rounded10(maintenanceOf(48)));
    expect(screen.getByTestId("calc-macros-underweight").textContent).toMatch(/BMI is below 18\.5.*maintenance instead of a deficit/);
    expect(deficitRadio().disabled).toBe(true);
    expect(within(weeksCard()).getByTestId("calc-weeks-no-deficit").textContent).toMatch(/no deficit to choose/);
    // A target below the current weight gets no weeks at all, not "choose a deficit".
    expect(within(weeksCard()).queryByTestId("calc-weeks-to-target-result")).toBeNull();
    expect(within(weeksCard()).queryByTestId("calc-weeks-to-target-wrong")).toBeNull();
    // Gaining stays open: 3 kg at +500 kcal a day is 7700 · 3 / 3500 = 6.6 weeks.
    type("Target weight, kg", "51");
    expect(result("weeks-to-target")).toBe("6.6 weeks");
  });

  it("counts from the details on the screen: typing a healthy weight brings the deficit back", async () => {
    await openCalculators(profile({ weight: 48, targetWeight: 45 }));
    type("Weight, kg", "62");
    expect(deficitRadio().disabled).toBe(false);
    expect(screen.queryByTestId("calc-macros-underweight")).toBeNull();
    expect(screen.queryByTestId("calc-weeks-no-deficit")).toBeNull();
    expect(result("macros")).toContain(rounded10(maintenanceOf(62) * 0.8));
  });

  it("says it in Russian", async () => {
    await openCalculators(profile({ weight: 48, targetWeight: 45 }), "ru");
    expect(screen.getByTestId("calc-macros-underweight").textContent).toMatch(/ИМТ ниже 18,5/);
    expect(screen.getByTestId("calc-weeks-no-deficit").textContent).toMatch(/дефицит выбрать нельзя/);
  });
});

describe("calculators after the coach read eating-disorder signs", () => {
  it("offer no deficit until the member clears them, and say why", async () => {
    await openCalculators(profile({ eatingDisorderSigns: true }));
    // No calorie or macro target: the macros card says why instead.
    expect(screen.queryByTestId("calc-macros-result")).toBeNull();
    expect(screen.getByTestId("calc-macros-paused").textContent).toMatch(/^Calorie and macro targets are paused/);
    expect(deficitRadio().disabled).toBe(true);
    expect(screen.getByTestId("calc-weeks-no-deficit").textContent).toMatch(/after what you told the coach about eating/);
    // Nor an energy figure: maintenance calories are a target by another name.
    for (const id of ["bmr", "tdee"]) {
      expect(screen.queryByTestId(`calc-${id}-result`)).toBeNull();
      expect(screen.getByTestId(`calc-${id}-paused`).textContent).toMatch(/^Not shown for now, like your calorie and macro targets/);
    }
    expect(screen.queryAllByText(/kcal\/day/)).toEqual([]);
  });

  it("say it in Russian, and show the energy figures to a member without them", async () => {
    await openCalculators(profile({ eatingDisorderSigns: true }), "ru");
    expect(screen.getByTestId("calc-tdee-paused").textContent).toMatch(/^Пока не показываем, как и цели по калориям и БЖУ/);
    act(() => switchLocale("en"));
    document.body.innerHTML = "";
    await openCalculators(profile({ eatingDisorderSigns: false }));
    expect(result("tdee")).toContain(Math.round(maintenanceOf(60)).toLocaleString("en-US"));
    expect(screen.getByTestId("calc-bmr-result")).toBeTruthy();
    expect(screen.queryByTestId("calc-tdee-paused")).toBeNull();
  });
});

describe("calculators in pregnancy and breastfeeding", () => {
  it("pregnancy with the due date: maintenance plus the third trimester's 452 kcal, no deficit", async () => {
    // Due in 8 weeks: week 32, the third trimester.
    await openCalculators(profile({ lifeStage: "pregnancy", lifeStageDate: "2027-01-19" }));
    expect(result("macros")).toContain(rounded10(maintenanceOf(60) + 452));
    const note = screen.getByTestId("calc-macros-life-stage").textContent!;
    expect(note).toMatch(/maintenance plus 452 kcal a day, never a deficit/);
    expect(note).toMatch(/doctor or midwife/);
    expect(deficitRadio().disabled).toBe(true);
    expect(screen.getByTestId("calc-weeks-no-deficit").textContent).toMatch(/During pregnancy there is no deficit/);
  });

  it("pregnancy in the first trimester adds nothing; without a date the second trimester's 340 kcal", async () => {
    await openCalculators(profile({ lifeStage: "pregnancy", lifeStageDate: "2027-07-01" }));
    expect(result("macros")).toContain(rounded10(maintenanceOf(60)));
    expect(screen.getByTestId("calc-macros-life-stage").textContent).toMatch(/plus 0 kcal/);
  });

  it("pregnancy without a due date counts the second trimester's 340 kcal", async () => {
    await openCalculators(profile({ lifeStage: "pregnancy", goal: "GAIN_MUSCLE" }));
    // Neither a deficit nor a surplus: maintenance plus the extra energy, whatever the goal.
    expect(result("macros")).toContain(rounded10(maintenanceOf(60) + 340));
  });

  it("breastfeeding: 330 kcal in the first six months, 400 after, in both languages", async () => {
    await openCalculators(profile({ lifeStage: "lactation", lifeStageDate: "2026-09-01" }));
    expect(result("macros")).toContain(rounded10(maintenanceOf(60) + 330));
    expect(deficitRadio().disabled).toBe(true);
    expect(screen.getByTestId("calc-weeks-no-deficit").textContent).toMatch(/breastfeeding there is no deficit/);
  });

  it("breastfeeding after six months, in Russian", async () => {
    await openCalculators(profile({ lifeStage: "lactation", lifeStageDate: "2026-03-01" }), "ru");
    expect(screen.getByTestId("calc-macros-life-stage").textContent).toMatch(/Пока вы кормите грудью.*плюс 400\u00a0ккал/);
    expect(screen.getByTestId("calc-weeks-no-deficit").textContent).toMatch(/дефицит выбрать нельзя/);
  });

  it("a visitor's own answer counts: the question is asked of women only", async () => {
    await openCalculators(null);
    expect(screen.queryByTestId("calc-life-stage")).toBeNull();
    fireEvent.click(within(screen.getByTestId("calc-sex")).getByLabelText("Male"));
    expect(screen.queryByTestId("calc-life-stage")).toBeNull();
    fireEvent.click(within(screen.getByTestId("calc-sex")).getByLabelText("Female"));
    type("Age, years", "30");
    type("Height, cm", "165");
    type("Weight, kg", "60");
    fireEvent.change(screen.getByLabelText("Activity level"), { target: { value: "MODERATE" } });
    fireEvent.click(within(screen.getByTestId("calc-goal")).getByLabelText("Lose weight"));
    // Nothing is chosen for her, and no deficit is given before she answers.
    const stage = within(screen.getByTestId("calc-life-stage"));
    expect(stage.getAllByRole("radio").filter((r) => (r as HTMLInputElement).checked)).toEqual([]);
    expect(result("macros")).toContain(rounded10(maintenanceOf(60)));
    fireEvent.click(stage.getByLabelText("Neither"));
    expect(result("macros")).toContain(rounded10(maintenanceOf(60) * 0.8));
    fireEvent.click(stage.getByLabelText("Breastfeeding"));
    expect(result("macros")).toContain(rounded10(maintenanceOf(60) + 330));
    expect(deficitRadio().disabled).toBe(true);
  });
});

describe("calculators for a woman not yet asked about pregnancy and breastfeeding", () => {
  const unasked = (over: Partial<ProfileJson> = {}) => profile({ lifeStageAnswered: false, ...over });

  it("keep maintenance and offer no deficit until she answers, and lead to the question", async () => {
    await openCalculators(unasked());
    const stage = within(screen.getByTestId("calc-life-stage"));
    expect(stage.getAllByRole("radio").filter((r) => (r as HTMLInputElement).checked)).toEqual([]);
    expect(result("macros")).toContain(rounded10(maintenanceOf(60)));
    expect(screen.getByTestId("calc-macros-life-stage-unasked").textContent).toMatch(
      /^A calorie deficit isn't safe during pregnancy or breastfeeding, so the calories stay at maintenance until you answer/,
    );
    expect(deficitRadio().disabled).toBe(true);
    expect(screen.getByTestId("calc-weeks-no-deficit").textContent).toMatch(/^A deficit can be chosen once you answer/);
    // The note's button takes her to the question.
    fireEvent.click(within(screen.getByTestId("calc-macros-life-stage-unasked")).getByRole("button", { name: "Answer the question" }));
    expect(document.activeElement).toBe(stage.getByLabelText("Neither"));
    // "Neither" is an answer: the deficit comes back.
    fireEvent.click(stage.getByLabelText("Neither"));
    expect(result("macros")).toContain(rounded10(maintenanceOf(60) * 0.8));
    expect(screen.queryByTestId("calc-macros-life-stage-unasked")).toBeNull();
    expect(deficitRadio().disabled).toBe(false);
  });

  it("say it in Russian", async () => {
    await openCalculators(unasked(), "ru");
    expect(screen.getByTestId("calc-macros-life-stage-unasked").textContent).toMatch(
      /^Во время беременности и кормления грудью дефицит калорий небезопасен.*«Ваши данные».*Ответить на вопрос$/,
    );
    expect(screen.getByTestId("calc-weeks-no-deficit").textContent).toMatch(/^Дефицит можно выбрать, когда вы ответите/);
  });

  it("ask from 14 to 50 only: at 51 the deficit needs no answer, at 50 it does", async () => {
    await openCalculators(unasked({ age: 51 }));
    expect(screen.queryByTestId("calc-macros-life-stage-unasked")).toBeNull();
    expect(deficitRadio().disabled).toBe(false);
    type("Age, years", "50");
    expect(screen.getByTestId("calc-macros-life-stage-unasked")).toBeTruthy();
    expect(deficitRadio().disabled).toBe(true);
  });

  it("a member who answered keeps her answer: no question left open", async () => {
    await openCalculators(profile({ lifeStageAnswered: true }));
    expect((within(screen.getByTestId("calc-life-stage")).getByLabelText("Neither") as HTMLInputElement).checked).toBe(true);
    expect(result("macros")).toContain(rounded10(maintenanceOf(60) * 0.8));
    expect(screen.queryByTestId("calc-macros-life-stage-unasked")).toBeNull();
  });
});

describe("weeks to target never goes under the safe floor", () => {
  // A woman of 30, 158 cm, 56 kg, lightly active: (560 + 987.5 − 150 − 161) · 1.375 = 1700.2.
  const atFloor = profile({ weight: 56, height: 158, activity: "LIGHT", targetWeight: 52 });

  it("a deficit down to exactly 1,200 kcal is kept; one that would go under is held at the floor, and the weeks follow", async () => {
    await openCalculators(atFloor);
    // 4 kg at 500 kcal a day: 7700 · 4 / 3500 = 8.8 weeks, eating 1,200 kcal.
    expect(result("weeks-to-target")).toBe("8.8 weeks");
    expect(screen.getByTestId("calc-weeks-intake").textContent).toBe("You would eat about 1,200 kcal a day: your maintenance of 1,700 kcal minus 500 kcal.");
    expect(screen.queryByTestId("calc-weeks-floor")).toBeNull();
    // 250 kcal a day: 17.6 weeks, no note.
    amount(/−250/);
    expect(result("weeks-to-target")).toBe("18 weeks");
    expect(screen.queryByTestId("calc-weeks-floor")).toBeNull();
    // 1,000 kcal would leave 700: held at 500, so the weeks stay 8.8 and the card says so.
    amount(/−1,000/);
    expect(result("weeks-to-target")).toBe("8.8 weeks");
    expect(screen.getByTestId("calc-weeks-floor").textContent).toBe(
      "1,000 kcal less would take you under 1,200 kcal a day, the lowest intake advised without a doctor's supervision. The weeks are counted for a 500 kcal deficit instead.",
    );
    expect(screen.getByTestId("calc-weeks-intake").textContent).toContain("about 1,200 kcal a day");
    expect(weeksCard().textContent).not.toMatch(/about 700 kcal/);
  });

  it("says it in Russian", async () => {
    await openCalculators(atFloor, "ru");
    amount(/−750/);
    expect(result("weeks-to-target")).toBe("8,8\u00a0недели");
    expect(screen.getByTestId("calc-weeks-floor").textContent).toMatch(/ниже 1\u00a0200\u00a0ккал в день.*дефицита 500\u00a0ккал/);
  });

  it("a man's floor is 1,500 kcal", async () => {
    // 30, 170 cm, 60 kg, sedentary: (600 + 1062.5 − 150 + 5) · 1.2 = 1821.
    await openCalculators(profile({ gender: "MALE", weight: 60, height: 170, activity: "SEDENTARY", targetWeight: 57 }));
    amount(/−750/);
    expect(screen.getByTestId("calc-weeks-intake").textContent).toContain("about 1,500 kcal a day");
    expect(screen.getByTestId("calc-weeks-floor").textContent).toMatch(/under 1,500 kcal.*321 kcal deficit/);
  });

  it("when maintenance is already at the floor there is no deficit to count", async () => {
    // 70, 150 cm, 45 kg, sedentary: (450 + 937.5 − 350 − 161) · 1.2 = 1052.
    await openCalculators(profile({ age: 70, weight: 45, height: 150, activity: "SEDENTARY", targetWeight: 43 }));
    expect(within(weeksCard()).queryByTestId("calc-weeks-to-target-result")).toBeNull();
    expect(screen.getByTestId("calc-weeks-floor-none").textContent).toMatch(/about 1,052 kcal a day.*no safe deficit/);
  });

  it("a deficit needs the details that give maintenance; a surplus needs only the weight", async () => {
    await openCalculators(profile({ activity: null }));
    expect(screen.getByTestId("calc-weeks-to-target-need").textContent).toBe("To see the result, fill in: activity level.");
    fireEvent.click(within(screen.getByTestId("calc-weeks-direction")).getByLabelText("Surplus"));
    expect(screen.getByTestId("calc-weeks-to-target-wrong")).toBeTruthy();
  });
});

describe("weeks to target never lays out a deficit that ends underweight", () => {
  const noDeficitPlan = () => {
    expect(within(weeksCard()).queryByTestId("calc-weeks-to-target-result")).toBeNull();
    expect(within(weeksCard()).queryByTestId("calc-weeks-intake")).toBeNull();
  };

  it("explains instead of counting weeks when an adult's target is under BMI 18.5 (56 kg at 165 cm toward 45 kg)", async () => {
    // BMI 20.6 now, 16.5 at the target: before, "24 weeks… You would eat about 1,484 kcal a day".
    await openCalculators(profile({ weight: 56, targetWeight: 45 }));
    expect(deficitRadio().checked).toBe(true);
    noDeficitPlan();
    expect(weeksCard().textContent).not.toMatch(/1,484|24 weeks/);
    expect(screen.getByTestId("calc-weeks-target-underweight").textContent).toMatch(
      /^A target of 45\skg would put your BMI at 16\.5, below 18\.5, which is underweight for your height, so there is no deficit plan toward it.*starts at about 50\.4\skg\. If you still want to weigh less, please talk to a doctor\.$/,
    );
    // Every amount: no deficit toward it.
    amount(/−250/);
    noDeficitPlan();
    // A healthy target brings the plan back: 56 → 52 kg at 250 kcal a day is 7700 · 4 / 1750 = 17.6 weeks.
    type("Target weight, kg", "52");
    expect(screen.queryByTestId("calc-weeks-target-underweight")).toBeNull();
    expect(result("weeks-to-target")).toBe("18 weeks");
  });

  it("draws the line at BMI 18.5 exactly: 74 kg at 200 cm is counted, 73.9 kg is not", async () => {
    // A man of 30, 200 cm, 90 kg: BMI 18.5 is 18.5 · 2² = 74 kg.
    await openCalculators(profile({ gender: "MALE", weight: 90, height: 200, targetWeight: 74 }));
    // 16 kg at 500 kcal a day: 7700 · 16 / 3500 = 35.2 weeks.
    expect(result("weeks-to-target")).toBe("35 weeks");
    expect(screen.queryByTestId("calc-weeks-target-underweight")).toBeNull();
    type("Target weight, kg", "73.9");
    noDeficitPlan();
    expect(screen.getByTestId("calc-weeks-target-underweight").textContent).toMatch(
      /BMI at 18\.4, below 18\.5.*starts at about 74\skg/,
    );
  });

  it("says it in Russian", async () => {
    await openCalculators(profile({ weight: 56, targetWeight: 45 }), "ru");
    noDeficitPlan();
    expect(screen.getByTestId("calc-weeks-target-underweight").textContent).toMatch(
      /^При целевом весе 45\u00a0кг ваш ИМТ составит 16,5\u00a0— ниже 18,5.*примерно с 50,4\u00a0кг\./,
    );
  });

  it("leaves a gain toward a target still under 18.5 open", async () => {
    // 48 kg at 165 cm (BMI 17.6) toward 50 kg (BMI 18.4): gaining is what helps; 2 kg at +500 is 4.4 weeks.
    await openCalculators(profile({ weight: 48, targetWeight: 50 }));
    expect(result("weeks-to-target")).toBe("4.4 weeks");
    expect(screen.queryByTestId("calc-weeks-target-underweight")).toBeNull();
  });

  it("under 18 the adult BMI line does not apply: the minors' note says why there is no deficit", async () => {
    await openCalculators(profile({ age: 17, weight: 56, targetWeight: 45 }));
    expect(deficitRadio().disabled).toBe(true);
    expect(screen.getByTestId("calc-weeks-no-deficit").textContent).toMatch(/under 18/);
    expect(screen.queryByTestId("calc-weeks-target-underweight")).toBeNull();
    noDeficitPlan();
  });
});
