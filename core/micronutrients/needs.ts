// A member's daily needs: the RDA or AI for their sex and age group (or pregnancy and
// breastfeeding at 14–50), the upper limit and what that limit counts, and for sodium the
// chronic-disease risk reduction intake.
import type { Sex } from "../formulas/sex";
import type { LifeStage } from "../safety/health-context";
import type { AgeGroup, LifeStageAgeGroup, Micronutrient } from "./types";
import { mineralSlugs, vitaminSlugs, type MicronutrientKind, type MicronutrientSlug } from "./nutrients";

/** The reference tables give pregnancy and breastfeeding for ages 14 to 50 (14–18, 19–30, 31–50). */
export const lifeStageAges = { min: 14, max: 50 } as const;

export interface NeedsProfile {
  sex: Sex;
  age: number;
  stage: LifeStage;
}

/**
 * What an upper limit counts. "total": food and supplements together; "preformed": retinol only
 * (vitamin A); "folic-acid": synthetic folic acid only (folate); "supplements": only supplements,
 * medicines and fortified food, not what food naturally contains (magnesium, niacin, vitamin E).
 */
export const upperLimitScopes = ["total", "preformed", "folic-acid", "supplements"] as const;
export type UpperLimitScope = (typeof upperLimitScopes)[number];

const scopeOf: Partial<Record<MicronutrientSlug, UpperLimitScope>> = {
  "vitamin-a": "preformed",
  folate: "folic-acid",
  magnesium: "supplements",
  niacin: "supplements",
  "vitamin-e": "supplements",
};
export const upperLimitScope = (slug: MicronutrientSlug): UpperLimitScope => scopeOf[slug] ?? "total";

export interface Need {
  slug: MicronutrientSlug;
  kind: MicronutrientKind;
  /** The reference table's unit: mg, µg, µg RAE, µg DFE, mg NE, mg α-tocopherol. */
  unit: string;
  intakeKind: "RDA" | "AI";
  /** The day's RDA or AI. */
  target: number;
  upperLimit: number | null;
  upperLimitScope: UpperLimitScope;
  /** Sodium's chronic-disease risk reduction intake (2,300 mg from 14); null for the others. */
  riskReduction: number | null;
}

/** The reference table's age group of an age in whole years (the app's members are 16 and older). */
export function ageGroupOf(age: number): AgeGroup {
  if (age < 4) return "1-3";
  if (age < 9) return "4-8";
  if (age < 14) return "9-13";
  if (age < 19) return "14-18";
  if (age < 31) return "19-30";
  if (age < 51) return "31-50";
  if (age < 71) return "51-70";
  return "71+";
}

/** Whether pregnancy and breastfeeding needs exist for this member (a woman of 14 to 50). */
export const stageApplies = (sex: Sex, age: number) => sex === "female" && age >= lifeStageAges.min && age <= lifeStageAges.max;

const order: readonly MicronutrientSlug[] = [...vitaminSlugs, ...mineralSlugs];
const isSlug = (slug: string): slug is MicronutrientSlug => (order as readonly string[]).includes(slug);

/**
 * The needs for a profile, in the analyzers' order (vitamins, then minerals). A stage that does
 * not apply (a man, a woman over 50) is ignored.
 */
export function needsFor(profile: NeedsProfile, nutrients: readonly Micronutrient[]): Need[] {
  const group = ageGroupOf(profile.age);
  const stage = stageApplies(profile.sex, profile.age) ? profile.stage : "none";
  const needs: Need[] = [];
  for (const n of nutrients) {
    if (!isSlug(n.slug)) throw new RangeError(`Unknown micronutrient ${n.slug}`);
    const row = n.intakes.find((r) => r.age === group);
    if (!row) throw new RangeError(`${n.slug} has no intake for ${group}`);
    // stageApplies keeps the group within 14–50.
    const band = group as LifeStageAgeGroup;
    const target = stage === "pregnancy" ? n.pregnancy[band] : stage === "lactation" ? n.lactation[band] : row[profile.sex];
    const upperLimit = stage === "pregnancy" && n.pregnancyUpperLimit !== undefined ? n.pregnancyUpperLimit : row.upperLimit;
    needs.push({
      slug: n.slug,
      kind: n.kind,
      unit: n.unit,
      intakeKind: n.intakeKind,
      target,
      upperLimit,
      upperLimitScope: upperLimitScope(n.slug),
      riskReduction: n.riskReduction?.[group] ?? null,
    });
  }
  return needs.sort((a, b) => order.indexOf(a.slug) - order.indexOf(b.slug));
}
