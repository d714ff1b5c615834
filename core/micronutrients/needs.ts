// A member's daily needs: the RDA or AI for their sex and age group (or pregnancy and
// breastfeeding), the upper limit and what that limit counts.
import type { Sex } from "../formulas/sex";
import type { AgeGroup, Micronutrient } from "./types";
import { mineralSlugs, vitaminSlugs, type MicronutrientKind, type MicronutrientSlug } from "./nutrients";

/** Pregnancy and breastfeeding change the needs of women 19 to 50, the ages the reference table gives them for. */
export const lifeStages = ["none", "pregnancy", "lactation"] as const;
export type LifeStage = (typeof lifeStages)[number];
export const lifeStageAges = { min: 19, max: 50 } as const;

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

/** Whether the pregnancy and breastfeeding switch applies to this member. */
export const stageApplies = (sex: Sex, age: number) => sex === "female" && age >= lifeStageAges.min && age <= lifeStageAges.max;

const order: readonly MicronutrientSlug[] = [...vitaminSlugs, ...mineralSlugs];
const isSlug = (slug: string): slug is MicronutrientSlug => (order as readonly string[]).includes(slug);

/**
 * The needs for a profile, in the analyzers' order (vitamins, then minerals). A stage that does
 * not apply (a man, a woman under 19 or over 50) is ignored.
 */
export function needsFor(profile: NeedsProfile, nutrients: readonly Micronutrient[]): Need[] {
  const group = ageGroupOf(profile.age);
  const stage = stageApplies(profile.sex, profile.age) ? profile.stage : "none";
  const needs: Need[] = [];
  for (const n of nutrients) {
    if (!isSlug(n.slug)) throw new RangeError(`Unknown micronutrient ${n.slug}`);
    const row = n.intakes.find((r) => r.age === group);
    if (!row) throw new RangeError(`${n.slug} has no intake for ${group}`);
    const base = row[profile.sex];
    const target = stage === "pregnancy" ? (n.pregnancy ?? base) : stage === "lactation" ? (n.lactation ?? base) : base;
    needs.push({
      slug: n.slug,
      kind: n.kind,
      unit: n.unit,
      intakeKind: n.intakeKind,
      target,
      upperLimit: row.upperLimit,
      upperLimitScope: upperLimitScope(n.slug),
    });
  }
  return needs.sort((a, b) => order.indexOf(a.slug) - order.indexOf(b.slug));
}
