// The profile API's payloads: create takes every metric, update any
// of them. Same rules and messages as the sign-up metrics.
import * as v from "valibot";
import { goals } from "../plans";
import { lifeStages, screeningQuestions } from "../safety/health-context";
import { metricsSchema } from "./account";
import { isCalendarDate } from "./progress";

export const profileCreateSchema = metricsSchema;

/** The goal weight the progress chart draws; null clears it. */
export const targetWeightSchema = v.nullable(metricsSchema.entries.weight);

/** Not pregnant, pregnant or breastfeeding (women only: the server checks the profile's sex). */
export const lifeStageSchema = v.picklist(lifeStages, "health_validation_stage_invalid");

/**
 * The due date or the baby's birth date, YYYY-MM-DD; null clears it. How far it may lie from
 * today depends on the stage (lifeStageDateProblem), which the server checks against its clock.
 */
export const lifeStageDateSchema = v.nullable(
  v.pipe(v.string("health_validation_date_format"), v.check(isCalendarDate, "health_validation_date_format")),
);

export const profileUpdateSchema = v.pipe(
  v.partial(
    v.object({
      ...metricsSchema.entries,
      goal: v.picklist(goals, "validation_goal_required"),
      targetWeight: targetWeightSchema,
      lifeStage: lifeStageSchema,
      lifeStageDate: lifeStageDateSchema,
    }),
  ),
  v.check((input) => Object.keys(input).length > 0, "validation_profile_empty"),
);

/** The pre-exercise screening: one yes (true) or no (false) per question, in order, and the doctor's clearance. */
export const screeningSchema = v.object({
  answers: v.pipe(
    v.array(v.boolean("health_validation_screening_answers"), "health_validation_screening_answers"),
    v.length(screeningQuestions.length, "health_validation_screening_answers"),
  ),
  /** "My doctor has cleared me to exercise": only meaningful after a "yes". */
  doctorCleared: v.optional(v.boolean("validation_flag_invalid"), false),
});

/**
 * "I've talked to a doctor: show my targets again": clears the eating-disorder signs the coach
 * recorded. Only an explicit confirmation is taken.
 */
export const showTargetsSchema = v.object({
  doctorConsulted: v.literal(true, "health_validation_doctor_talked"),
});

export type ProfileCreateInput = v.InferInput<typeof profileCreateSchema>;
export type ProfileUpdateInput = v.InferInput<typeof profileUpdateSchema>;
export type ScreeningInput = v.InferInput<typeof screeningSchema>;
export type ShowTargetsInput = v.InferInput<typeof showTargetsSchema>;
