// The chat-model port: the coach that answers a member. In production a
// Workers AI model through the AI SDK; everywhere else (local runs, tests) the offline coach
// over the product's own library. Chosen once from configuration.
import type { Locale } from "../../../core/locale";
import type { StoredNutritionPlan } from "../../../core/nutrition/nutrition-plan";
import type { MacroSplit } from "../../../core/formulas/macros";
import type { Sex } from "../../../core/formulas/sex";
import type { ActivityLevel, Goal } from "../../../core/plans";
import type { HealthContext } from "../../../core/safety/health-context";
import type { PlanDay, StoredWorkoutPlan } from "../../../core/training/workout-plan";

/** What the coach knows about the member, in compact form. */
export interface CoachContext {
  locale: Locale;
  firstName: string;
  /** The member's calendar day, YYYY-MM-DD. */
  today: string;
  body: { sex: Sex; age: number; heightCm: number; weightKg: number; activity: ActivityLevel; goal: Goal } | null;
  targets: { tdee: number; split: MacroSplit } | null;
  workout: StoredWorkoutPlan | null;
  /** Today's day of the plan (a rest day has type null), when there is a plan. */
  todayWorkout: PlanDay | null;
  /** A workout was finished today (the member's day): "what's today's workout" is answered as done. */
  doneToday: boolean;
  nutrition: StoredNutritionPlan | null;
  /** Age group, life stage, underweight and the pre-exercise screening; null without a profile. */
  health: HealthContext | null;
}

export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}

export interface ChatRequest {
  context: CoachContext;
  /** The conversation so far, oldest first, without the new message. */
  history: ChatTurn[];
  message: string;
}

/** A passage of the product's library, with the page it comes from. */
export interface LibraryPassage {
  /** The page's title. */
  title: string;
  /** The section's heading, where the passage is a section. */
  section?: string;
  text: string;
  /** The page's relative link, with the section's anchor where there is one. */
  href: string;
}

/** Searches the library in the member's language, best passages first. */
export type LibrarySearch = (query: string, locale: Locale) => Promise<LibraryPassage[]>;

export interface ChatModel {
  /** The answer as it is written, piece by piece (Markdown). */
  stream(request: ChatRequest): AsyncIterable<string>;
}
