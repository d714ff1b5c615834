import { createContext, use, type ComponentType } from "react";
import type { ActiveSubscription } from "../../core/billing/subscription";
import type { ProfileJson } from "../../core/profile";

/**
 * What other features show on this page. The app layer passes them in (web/app/screens/ProfileScreen.tsx),
 * so that this feature imports no other: the plan tabs (they carry the exercise, dish and food
 * tables, and load when first opened), the progress section, and a paying member's subscription.
 */
export type ProfilePanels = {
  WorkoutPlan: ComponentType<{ userId: string; profile: ProfileJson }>;
  NutritionPlan: ComponentType<{ userId: string; profile: ProfileJson }>;
  Progress: ComponentType<{ userId: string; profile: ProfileJson | null }>;
  Subscription: ComponentType<{ userId: string; subscription: ActiveSubscription; variant: "inline" }>;
  /** Each plan tab's code, to run ahead of its first opening (use-warm-plan-tabs.ts). */
  loadWorkoutPlan: () => Promise<unknown>;
  loadNutritionPlan: () => Promise<unknown>;
};

export const PanelsContext = createContext<ProfilePanels | null>(null);

/** The panels the app passed in; the page renders only inside ProfilePage, which provides them. */
export function usePanels(): ProfilePanels {
  const panels = use(PanelsContext);
  if (!panels) throw new Error("The profile page's panels are missing: render it through ProfilePage.");
  return panels;
}

