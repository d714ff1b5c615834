// The day's targets beside the diary (decision 0044): the nutrition plan's, with its weekly
// adjustments (Pro), or the calculator's from the profile. Both go through the health context:
// a plan whose calories lie below what the member may now eat (made before a pregnancy, or before
// turning underweight) gives way to the calculator's, which never set a deficit the context
// withholds and add pregnancy's or breastfeeding's energy. With eating-disorder signs on record the
// health context allows no targets at all: the day says so, with no numbers.
import type { DiaryTargetsJson, DiaryTargetsWithheldJson } from "../../core/api/diary";
import { entitlements } from "../../core/billing/entitlements";
import { nutritionTargets } from "../../core/nutrition/targets";
import { bodyOfProfile } from "../../core/profile";
import { targetsAllowed } from "../../core/safety/health-context";
import type { Profile } from "../db/schema";
import { planBelowAllowed, storedNutrition } from "../plans/service";
import { profileHealth } from "../shared/profile-json";

/** Null while the profile lacks what the calculator needs and there is no plan to follow. */
export function diaryTargets(profile: Profile | undefined, today: string): DiaryTargetsJson | DiaryTargetsWithheldJson | null {
  if (!profile) return null;
  const health = profileHealth(profile, today);
  if (!targetsAllowed(health)) return { source: "withheld", reason: "eating-disorder" };
  const plan = entitlements.nutritionPlans(profile.plan) ? storedNutrition(profile) : null;
  if (plan && !planBelowAllowed(profile, plan, health)) {
    const t = plan.targets;
    return {
      source: "plan",
      calories: t.calories,
      protein: t.protein.grams,
      fat: t.fat.grams,
      carbs: t.carbs.grams,
      deficitWithheld: plan.deficitWithheld ?? null,
      extraEnergyKcal: plan.extraEnergyKcal ?? 0,
    };
  }
  const body = bodyOfProfile(profile);
  if (!body) return null;
  const { targets: t, deficitWithheld, extraEnergyKcal } = nutritionTargets(body, health);
  return {
    source: "calculator",
    calories: t.calories,
    protein: t.protein.grams,
    fat: t.fat.grams,
    carbs: t.carbs.grams,
    deficitWithheld,
    extraEnergyKcal,
  };
}
