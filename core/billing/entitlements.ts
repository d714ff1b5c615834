import type { Plan } from "../plans";

// Apart from the catalogue (catalog.ts): the app's shell checks these on every Pro screen and
// needs none of the prices.

/** Plans in order of what they include. */
const planRank: Record<Plan, number> = { FREE: 0, BASIC: 1, PRO: 2 };

/** Which plan may use what, checked on the server by every paid API. */
export const entitlements = {
  workoutPlans: (p: Plan) => planRank[p] >= planRank.BASIC,
  nutritionPlans: (p: Plan) => p === "PRO",
  chat: (p: Plan) => p === "PRO",
  transform: (p: Plan) => p === "PRO",
  vitamins: (p: Plan) => p === "PRO",
  minerals: (p: Plan) => p === "PRO",
  dishes: (p: Plan) => planRank[p] >= planRank.BASIC,
  support: (p: Plan) => p === "PRO",
} as const;
export type Entitlement = keyof typeof entitlements;
