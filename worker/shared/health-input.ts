// The health facts the member keeps in the profile, shared by the profile and plan APIs: the life
// stage (women only, with a date that makes sense on the member's today), the screening, and a
// goal weight the health context allows.
import type * as v from "valibot";
import type { Locale } from "../../core/locale";
import type { Gender } from "../../core/plans";
import { type LifeStage, lifeStageDateProblem, screeningCallsForDoctor, type StoredScreening } from "../../core/safety/health-context";
import { kgToLb } from "../../core/formulas/units";
import { underweightTarget } from "../../core/safety/target-weight";
import type { UnitSystem } from "../../core/validation/account";
import { utcDay } from "../../core/validation/progress";
import type { screeningSchema } from "../../core/validation/profile";
import { translateMessage } from "../../i18n/translate";
import * as m from "../../i18n/paraglide/messages.js";
import type { Profile } from "../db/schema";
import { ApiError } from "../platform/errors";

export interface LifeStageInput {
  gender?: Gender;
  lifeStage?: LifeStage;
  lifeStageDate?: string | null;
}

/** A rule the request broke: the message key and the field it concerns. */
export class HealthInputError extends Error {
  constructor(
    readonly key: string,
    readonly field: "lifeStage" | "lifeStageDate",
  ) {
    super(key);
  }
}

/** The validation answer for a broken rule, in the request's language, like the schemas' own. */
export const healthInputFailure = (err: HealthInputError, locale: Locale) =>
  new ApiError(400, "validation_failed", translateMessage(err.key, locale), { "X-Invalid-Field": err.field });

/**
 * The profile's life stage and date after a change: only women may be pregnant or breastfeeding;
 * a new stage drops the old stage's date; a date sent is checked against the member's today (UTC's
 * day give or take one, for time zones). Returns only the columns to write; throws HealthInputError.
 */
export function lifeStageChange(
  current: Pick<Profile, "gender" | "lifeStage" | "lifeStageDate">,
  input: LifeStageInput,
  now: number,
): Partial<Pick<Profile, "lifeStage" | "lifeStageDate" | "lifeStageAnsweredAt">> {
  const gender = input.gender ?? current.gender;
  if (gender !== "FEMALE") {
    if (input.lifeStage !== undefined && input.lifeStage !== "none")
      throw new HealthInputError("health_validation_stage_women", "lifeStage");
    if (input.lifeStageDate != null) throw new HealthInputError("health_validation_stage_women", "lifeStageDate");
    // A profile that is no longer a woman's keeps no life stage.
    return current.lifeStage !== "none" || current.lifeStageDate !== null ? { lifeStage: "none", lifeStageDate: null } : {};
  }
  if (input.lifeStage === undefined && input.lifeStageDate === undefined) return {};
  // A stage sent is an answer to the question, "neither" too: a deficit no longer waits for it.
  const answered = input.lifeStage !== undefined ? { lifeStageAnsweredAt: new Date(now) } : {};
  const stage = input.lifeStage ?? current.lifeStage;
  const stageChanged = stage !== current.lifeStage;
  const date = input.lifeStageDate !== undefined ? input.lifeStageDate : stageChanged ? null : current.lifeStageDate;
  if (stage === "none") {
    if (input.lifeStageDate != null) throw new HealthInputError("health_validation_date_without_stage", "lifeStageDate");
    return { lifeStage: "none", lifeStageDate: null, ...answered };
  }
  if (input.lifeStageDate != null) {
    const problems = [-1, 0, 1].map((offset) => lifeStageDateProblem(stage, input.lifeStageDate!, utcDay(now, offset)));
    if (!problems.includes(null)) throw new HealthInputError(problems[1]!, "lifeStageDate");
  }
  return { lifeStage: stage, lifeStageDate: date, ...answered };
}

/** The screening as stored: the answers, when they were given, and the doctor's clearance after a "yes" or in pregnancy. */
export function storedScreening(input: v.InferOutput<typeof screeningSchema>, now: number, lifeStage: LifeStage): StoredScreening {
  const cleared = screeningCallsForDoctor(input, lifeStage) && input.doctorCleared;
  return { answers: input.answers, answeredAt: new Date(now).toISOString(), doctorCleared: cleared };
}

const oneDecimal = (n: number, locale: Locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n);

/** A body weight in the member's units, "45.4 kg" / «100,1 фунт.» (the unit on the number's line in Russian). */
function weightText(kg: number, units: UnitSystem, locale: Locale, round: (n: number) => number = (n) => n): string {
  const [value, unit] = units === "imperial" ? [kgToLb(kg), m.calc_unit_lb({}, { locale })] : [kg, m.unit_kg({}, { locale })];
  return `${oneDecimal(round(value), locale)}${locale === "ru" ? "\u00a0" : " "}${unit}`;
}
const upToTenth = (n: number) => Math.ceil(n * 10 - 1e-9) / 10;

/**
 * The 400 for a goal weight an adult's BMI would put under 18.5 (with the height and age after the
 * change), or null: no deficit ends at an underweight weight, so the profile does not keep one as
 * the goal. Under 18 BMI needs growth charts: minors are left to the health context's own rule.
 */
export function underweightTargetFailure(
  current: Pick<Profile, "height" | "age">,
  input: { targetWeight?: number | null; height?: number; age?: number },
  locale: Locale,
  /** The member's units: the weights are named in what they typed. */
  units: UnitSystem,
): ApiError | null {
  if (input.targetWeight == null) return null;
  const low = underweightTarget(input.targetWeight, input.height ?? current.height, input.age ?? current.age);
  if (!low) return null;
  const message = m.health_target_underweight(
    {
      weight: weightText(input.targetWeight, units, locale),
      bmi: oneDecimal(low.bmi, locale),
      // Rounded up, so the weight named is one the rule takes.
      healthy: weightText(low.healthyFromKg, units, locale, upToTenth),
    },
    { locale },
  );
  return new ApiError(400, "validation_failed", message, { "X-Invalid-Field": "targetWeight" });
}
