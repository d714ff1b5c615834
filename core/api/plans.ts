// /api/plans: every change answers the whole profile (GET /api/profiles/me's shape).
import type { ProfileJson } from "../profile";

export type PlanErrorCode = "profile_incomplete" | "no_plan" | "dish_invalid" | "stage_not_applicable";

/** Any POST under /api/plans. */
export type PlanChangeJson = ProfileJson;
