import type { Feature, Interval } from "../../core/billing/catalog";
import type { Plan } from "../../core/plans";
import type { PaymentMethodKind } from "../../core/billing/subscription";
import * as m from "../paraglide/messages.js";
import type { Label } from "./label";

// The plans, billing periods and features as the member reads them. BASIC is sold as "Standard".
export const planLabels: Record<Plan, Label> = { FREE: m.plan_free, BASIC: m.plan_basic, PRO: m.nav_pro };

export const intervalLabels: Record<Interval, Label> = { month: m.billing_monthly, year: m.billing_annual };

export const featureLabels: Record<Feature, Label> = {
  workout_plan: m.billing_feature_workout_plan,
  ai_assistant: m.billing_feature_ai_assistant,
  chat_24_7: m.billing_feature_chat_24_7,
  progress_tracking: m.billing_feature_progress_tracking,
  exercise_library: m.billing_feature_exercise_library,
  dishes_library: m.billing_feature_dishes_library,
  nutrition_plan: m.billing_feature_nutrition_plan,
  vitamin_guidelines: m.billing_feature_vitamin_guidelines,
  mineral_guidelines: m.billing_feature_mineral_guidelines,
  transformation_preview: m.billing_feature_transformation_preview,
  weekly_diet_adjustments: m.billing_feature_weekly_diet_adjustments,
  premium_support: m.billing_feature_premium_support,
};

/** How a saved payment method is named when there is no card number to show (SberPay and T-Pay are brands in both languages). */
export const methodKindLabels: Record<PaymentMethodKind, Label> = {
  card: m.billing_method_card,
  sbp: m.billing_method_sbp,
  sberpay: () => "SberPay",
  tpay: () => "T-Pay",
  yoomoney: m.billing_method_yoomoney,
  other: m.billing_method_other,
};
