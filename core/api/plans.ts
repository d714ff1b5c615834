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
  | "screening_see_doctor"
  /** The coach read eating-disorder signs: no nutrition plan is built until the member clears them. */
  | "targets_paused";

/** Any POST under /api/plans. */
export type PlanChangeJson = ProfileJson;
