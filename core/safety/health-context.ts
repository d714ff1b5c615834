// The member's health context: the one place that turns the profile (age, body, life stage) and
// the pre-exercise screening into the facts every feature that gives a number must respect.
// Nutrition targets, the calculators, weekly adjustments, Time machine, the analyzers and the
// coach all take this, never the raw profile fields.
import { bmi as bmiOf } from "../formulas/body";
import type { Sex } from "../formulas/sex";
import { ageLimits } from "./limits";

/** Not pregnant, pregnant, or breastfeeding. Asked of women only; optional. */
export const lifeStages = ["none", "pregnancy", "lactation"] as const;
export type LifeStage = (typeof lifeStages)[number];

/**
 * The pre-exercise screening: the seven general questions of the PAR-Q+ (2023), answered yes or
 * no. Any "yes" means the member should see a doctor before starting a new training plan.
 */
export const screeningQuestions = [
  "heart",
  "chestPain",
  "dizziness",
  "chronicCondition",
  "medication",
  "boneJoint",
  "supervised",
] as const;
export type ScreeningQuestion = (typeof screeningQuestions)[number];

/** What the profile stores of the screening. */
export interface StoredScreening {
  /** One answer per question, in `screeningQuestions` order: true is "yes". */
  answers: boolean[];
  /** ISO date-time of the answers. */
  answeredAt: string;
  /** The member confirmed that a doctor cleared them to exercise (only meaningful after a "yes"). */
  doctorCleared: boolean;
}

/**
 * unanswered: never asked; clear: all "no"; see-doctor: a "yes", or a pregnancy, and no clearance;
 * cleared: the doctor said go. A pregnancy counts as a "yes" (the PAR-Q+ sends a pregnant woman to
 * her doctor or midwife before she becomes more active), whatever the answers.
 */
export type ScreeningResult = "unanswered" | "clear" | "see-doctor" | "cleared";

export function screeningResult(s: StoredScreening | null | undefined, lifeStage?: LifeStage | null): ScreeningResult {
  if (!s) return "unanswered";
  if (!screeningCallsForDoctor(s, lifeStage)) return "clear";
  return s.doctorCleared ? "cleared" : "see-doctor";
}

/**
 * Whether the screening lets the app give training numbers (a plan day, a load to aim for): only
 * once it is answered, and not while it says to see a doctor first.
 */
export const screeningAllowsTraining = (result: ScreeningResult): boolean => result === "clear" || result === "cleared";

/** Whether answered screening sends the member to a doctor first: a "yes", or a pregnancy. */
export const screeningCallsForDoctor = (s: Pick<StoredScreening, "answers">, lifeStage?: LifeStage | null): boolean =>
  s.answers.some(Boolean) || lifeStage === "pregnancy";

/** BMI under this is underweight for adults (WHO). */
export const underweightBmi = 18.5;

/**
 * Extra energy a day over the member's own needs (National Academies, Dietary Reference Intakes
 * for Energy, 2005): none in the first trimester, +340 kcal in the second, +452 in the third;
 * +330 kcal while breastfeeding in the first six months and +400 after.
 */
export const lifeStageEnergy = {
  pregnancy: { first: 0, second: 340, third: 452 },
  lactation: { firstSixMonths: 330, later: 400 },
} as const;

/**
 * Why calories may not go below maintenance, first reason first. "eating-disorder": the coach read
 * eating-disorder signs in the member's messages (kept in the profile until the member confirms
 * talking to a doctor); then there are no calorie or macro targets at all (`targetsAllowed`).
 * "life-stage-unasked": a woman of an age to be pregnant or breastfeeding has not yet said whether
 * she is; the deficit waits for her answer (one question, wherever the deficit would show).
 */
export const deficitBlocks = ["eating-disorder", "pregnancy", "lactation", "minor", "underweight", "life-stage-unasked"] as const;

/**
 * The ages at which a woman is asked about pregnancy and breastfeeding before a deficit: the
 * Dietary Reference Intakes' life-stage groups for pregnancy and lactation run from 14 to 50
 * (under 18 no deficit is given anyway).
 */
export const lifeStageAskedAges = { from: 14, to: 50 } as const;
export type DeficitBlock = (typeof deficitBlocks)[number];

/** What the health context is computed from: the stored profile, with the life stage and screening. */
export interface HealthInputs {
  age: number | null;
  sex: Sex | null;
  weightKg: number | null;
  heightCm: number | null;
  lifeStage?: LifeStage | null;
  /** Due date (pregnancy) or the baby's birth date (breastfeeding), YYYY-MM-DD; optional. */
  lifeStageDate?: string | null;
  screening?: StoredScreening | null;
  /** The coach read eating-disorder signs in the member's messages, and no doctor's talk was confirmed since. */
  eatingDisorderSigns?: boolean | null;
  /**
   * She has answered the pregnancy and breastfeeding question (any answer, "neither" included).
   * Left out (or null) counts as answered.
   */
  lifeStageAnswered?: boolean | null;
}

export interface HealthContext {
  age: number | null;
  minor: boolean;
  /** An adult (18+) with BMI under 18.5. Under 18 BMI needs growth charts, so never set. */
  underweight: boolean;
  bmi: number | null;
  /** Only women can be pregnant or breastfeeding here; anyone else is "none". */
  lifeStage: LifeStage;
  /** 1, 2 or 3 when pregnant and a due date is known; null otherwise. */
  trimester: 1 | 2 | 3 | null;
  /** Whole months since birth when breastfeeding and the date is known; null otherwise. */
  lactationMonths: number | null;
  screening: ScreeningResult;
  /**
   * Eating-disorder signs are on record (the coach read them in a message; cleared only when the
   * member confirms talking to a doctor): no calorie or macro targets, no deficit, no cut.
   */
  eatingDisorderSigns: boolean;
  /** The first reason a deficit is not allowed, or null when it is. */
  deficitBlock: DeficitBlock | null;
  /** Extra kcal a day on top of maintenance for pregnancy or breastfeeding. */
  extraEnergyKcal: number;
  /**
   * The life stage's date says it is over: a due date more than two weeks past, or a baby born
   * more than two years ago. The member should update it; until then a past due date keeps the
   * deficit blocked (just after birth) but adds no pregnancy energy.
   */
  lifeStageOutdated: boolean;
}

const dayMs = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);

/** Trimester from the due date: weeks of pregnancy = 40 − weeks left; 1 under 14 weeks, 2 under 28, then 3. */
export function trimesterOf(dueDate: string, today: string): 1 | 2 | 3 {
  const week = 40 - daysBetween(today, dueDate) / 7;
  return week < 14 ? 1 : week < 28 ? 2 : 3;
}

/** Days past the due date after which the pregnancy is taken as over (two weeks, as late births run). */
export const dueDateGraceDays = 14;

/** Whether the life stage's date lies too far back on `today` for the stage to still hold. */
export function lifeStageOutdated(stage: LifeStage, date: string | null | undefined, today: string): boolean {
  if (!date) return false;
  if (stage === "pregnancy") return daysBetween(date, today) > dueDateGraceDays;
  if (stage === "lactation") return daysBetween(date, today) > lifeStageDateLimits.birthDaysBack;
  return false;
}

/** The member's health context on `today` (YYYY-MM-DD, the member's own calendar day). */
export function healthContext(p: HealthInputs, today: string): HealthContext {
  const minor = p.age != null && p.age < ageLimits.adult;
  const bmi = p.weightKg != null && p.heightCm != null && p.heightCm > 0 ? bmiOf(p.weightKg, p.heightCm) : null;
  const underweight = !minor && p.age != null && bmi != null && bmi < underweightBmi;
  const lifeStage: LifeStage = p.sex === "female" ? (p.lifeStage ?? "none") : "none";
  const date = p.lifeStageDate ?? null;
  const outdated = lifeStageOutdated(lifeStage, date, today);
  // Past the due date she has given birth: no trimester and no pregnancy energy, still no deficit.
  const pastDue = lifeStage === "pregnancy" && outdated;
  const trimester = lifeStage === "pregnancy" && date && !pastDue ? trimesterOf(date, today) : null;
  const lactationMonths = lifeStage === "lactation" && date ? Math.max(0, Math.floor(daysBetween(date, today) / 30.44)) : null;
  // Without a due date the trimester is unknown: the second trimester's figure is the middle road.
  const extraEnergyKcal =
    lifeStage === "pregnancy"
      ? pastDue || trimester === 1
        ? lifeStageEnergy.pregnancy.first
        : trimester === 3
          ? lifeStageEnergy.pregnancy.third
          : lifeStageEnergy.pregnancy.second
      : lifeStage === "lactation"
        ? lactationMonths != null && lactationMonths >= 6
          ? lifeStageEnergy.lactation.later
          : lifeStageEnergy.lactation.firstSixMonths
        : 0;
  const eatingDisorderSigns = p.eatingDisorderSigns === true;
  const lifeStageUnasked =
    p.sex === "female" &&
    p.lifeStageAnswered === false &&
    lifeStage === "none" &&
    p.age != null &&
    p.age >= lifeStageAskedAges.from &&
    p.age <= lifeStageAskedAges.to;
  const deficitBlock: DeficitBlock | null = eatingDisorderSigns
    ? "eating-disorder"
    : lifeStage === "pregnancy"
      ? "pregnancy"
      : lifeStage === "lactation"
        ? "lactation"
        : minor
          ? "minor"
          : underweight
            ? "underweight"
            : lifeStageUnasked
              ? "life-stage-unasked"
              : null;
  return {
    age: p.age,
    minor,
    underweight,
    bmi,
    lifeStage,
    trimester,
    lactationMonths,
    screening: screeningResult(p.screening, lifeStage),
    eatingDisorderSigns,
    deficitBlock,
    extraEnergyKcal,
    lifeStageOutdated: outdated,
  };
}

/** Adult BMI categories (and the warnings built on them) apply from 18; under 18 BMI needs growth charts. */
export const adultBmiApplies = (age: number | null | undefined): boolean => age == null || age >= ageLimits.adult;

/**
 * How far the life stage's date may lie from the member's today: a due date from today to 42
 * weeks ahead (a full-term pregnancy is 40 weeks, some run two over); a baby's birth date within
 * the past two years and not in the future.
 */
export const lifeStageDateLimits = { dueDaysAhead: 42 * 7, birthDaysBack: 2 * 365 } as const;

/** Why a life stage's date is not accepted on `today` (a message key), or null when it is. */
export function lifeStageDateProblem(stage: LifeStage, date: string, today: string): string | null {
  if (stage === "none") return "health_validation_date_without_stage";
  const days = daysBetween(today, date);
  if (stage === "pregnancy")
    return days >= 0 && days <= lifeStageDateLimits.dueDaysAhead ? null : "health_validation_due_date_range";
  return days <= 0 && -days <= lifeStageDateLimits.birthDaysBack ? null : "health_validation_birth_date_range";
}

/**
 * Whether calorie and macro targets may be given at all: not while eating-disorder signs are on
 * record. Every feature that gives the member a calorie or macro figure (the nutrition plan, the
 * diary's targets, the coach) asks this first.
 */
export const targetsAllowed = (h: Pick<HealthContext, "eatingDisorderSigns">): boolean => !h.eatingDisorderSigns;

/** Whether calories may go below maintenance. */
export const deficitAllowed = (h: HealthContext): boolean => h.deficitBlock === null;

/** Whether Time machine may show a leaner body ("cut"): not for minors, underweight members, in pregnancy or breastfeeding, or with eating-disorder signs on record. */
export const cutAllowed = (h: HealthContext): boolean => h.deficitBlock === null;
