// /api/profiles: the member's body profile and the activity overview.
import type { ProfileJson } from "../profile";

export type { ProfileJson };

/** GET /api/profiles/overview: the activity numbers of the profile. */
export interface OverviewJson {
  workouts: number;
  nutrition: number;
  messages: number;
  streak: number;
}

/** POST /api/profiles/create and /update: the profile, and what the server changed in what was sent. */
export type SavedProfileJson = ProfileJson & { warnings: "activity_defaulted"[] };
