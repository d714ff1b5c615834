// /api/plans: every change answers the whole profile (GET /api/profiles/me's shape).
import type { ProfileJson } from "../profile";

export type PlanErrorCode =
  | "profile_incomplete"
  | "no_plan"
  | "dish_invalid"
  | "stage_not_applicable"
  /** A workout plan waits for the pre-exercise screening's answers. */
  | "screening_required"
  /** The screening said "see a doctor" and the member has not confirmed the doctor's clearance. */
  | "screening_see_doctor";

/** Any POST under /api/plans. */
export type PlanChangeJson = ProfileJson;
