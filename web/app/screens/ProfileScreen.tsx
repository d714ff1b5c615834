import { lazy } from "react";
import ProfilePage, { type ProfilePanels } from "../../profile/ProfilePage";

// The member's home shows what four features hold; this layer puts them together so that none of
// the features imports another. Each panel loads when it is first shown: the plan tabs when
// opened, the progress section when near the view, the subscription for a paying member only
// (most have none, and it brings the dialog library).
const panels: ProfilePanels = {
  WorkoutPlan: lazy(() => import("../../plans/WorkoutPlanPanel")),
  NutritionPlan: lazy(() => import("../../plans/NutritionPlanPanel")),
  Progress: lazy(() => import("../../progress/ProgressPanel")),
  Subscription: lazy(() => import("../../billing/SubscriptionPanel")),
};

export default function ProfileScreen() {
  return <ProfilePage panels={panels} />;
}
