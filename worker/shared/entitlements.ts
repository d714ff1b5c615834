// The one check every paid API uses: the plan on the member's profile,
// which the payment events keep current. Without the plan: 403 with the feature's message.
import type { MiddlewareHandler } from "hono";
import { entitlements, type Entitlement } from "../../core/billing/entitlements";
import { memberOf } from "./require-user";
import type { AppEnv } from "../env";
import * as m from "../../i18n/paraglide/messages.js";
import { ApiError } from "../platform/errors";

const messages: Partial<Record<Entitlement, typeof m.chat_subscription_required>> = {
  chat: m.chat_subscription_required,
  workoutPlans: m.plans_workout_subscription_required,
  nutritionPlans: m.plans_nutrition_subscription_required,
  vitamins: m.micronutrients_subscription_required,
  minerals: m.micronutrients_subscription_required,
  dishes: m.dishes_subscription_required,
};

export function requireEntitlement(feature: Entitlement): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (entitlements[feature](memberOf(c).plan)) return next();
    throw new ApiError(403, "subscription_required", messages[feature]?.({}, { locale: c.get("locale") }));
  };
}
