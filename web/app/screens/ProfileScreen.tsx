import { lazy } from "react";
import ProfilePage, { type ProfilePanels } from "../../profile/ProfilePage";

// The member's home shows what four features hold; this layer puts them together so that none of
// the features imports another. Each panel loads when it is first shown: the plan tabs when
// opened (their code runs ahead a few seconds after the page has settled, use-warm-plan-tabs.ts),
// the progress section when near the view, the subscription for a paying member only (most have
// none, and it brings the dialog library).
const loadWorkoutPlan = () => import("../../plans/WorkoutPlanPanel");
const loadNutritionPlan = () => import("../../plans/NutritionPlanPanel");
const panels: ProfilePanels = {
  WorkoutPlan: lazy(loadWorkoutPlan),
  NutritionPlan: lazy(loadNutritionPlan),
  Progress: lazy(() => import("../../progress/ProgressPanel")),
  Subscription: lazy(() => import("../../billing/SubscriptionPanel")),
  loadWorkoutPlan,
  loadNutritionPlan,
};

export default function ProfileScreen() {
  return <ProfilePage panels={panels} />;
}
