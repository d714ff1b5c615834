// The shape of the vitamin and mineral reference data (content/micronutrients): the US Dietary
// Reference Intakes per age group and sex, the upper limits, pregnancy and breastfeeding, and
// the texts the analyzers show.
import type { Localized, Source } from "../content";

export const ageGroups = ["1-3", "4-8", "9-13", "14-18", "19-30", "31-50", "51-70", "71+"] as const;
export type AgeGroup = (typeof ageGroups)[number];

/** One row of the dietary reference intakes for an age group (NIH ODS / National Academies). */
export interface IntakeRow {
  age: AgeGroup;
  /** RDA, or AI where no RDA exists (see `kind`), for males and females. */
  male: number;
  female: number;
  /** Tolerable upper intake level for the age group; null where none is set. */
  upperLimit: number | null;
}

/**
 * The age groups the reference tables give pregnancy and breastfeeding for (NIH ODS / National
 * Academies DRI tables: 14–18, 19–30, 31–50).
 */
export const lifeStageAgeGroups = ["14-18", "19-30", "31-50"] as const;
export type LifeStageAgeGroup = (typeof lifeStageAgeGroups)[number];
export type LifeStageIntake = Record<LifeStageAgeGroup, number>;

/** A pregnancy or breastfeeding row: the RDA or AI at 14–18, 19–30 and 31–50. */
export const byLifeStageAge = (age14to18: number, age19to30: number, age31to50: number): LifeStageIntake => ({
  "14-18": age14to18,
  "19-30": age19to30,
  "31-50": age31to50,
});

export interface Micronutrient {
  slug: string;
  kind: "vitamin" | "mineral";
  name: Localized;
  /** Other names, e.g. "retinol" for vitamin A, "cobalamin" for B12. */
  aliases: Localized<string[]>;
  /** mg, µg, µg RAE, mg α-TE, µg DFE, IU is not used. */
  unit: string;
  /** Whether the intakes are RDAs or Adequate Intakes. */
  intakeKind: "RDA" | "AI";
  intakes: IntakeRow[];
  /** The RDA or AI in pregnancy and in breastfeeding, by age group (the same for both sexes' table). */
  pregnancy: LifeStageIntake;
  lactation: LifeStageIntake;
  /** The upper limit in pregnancy where it differs from the age group's (phosphorus: 3,500 mg). */
  pregnancyUpperLimit?: number;
  /**
   * The Chronic Disease Risk Reduction intake (sodium, 2019): above it, eating less lowers the risk
   * of high blood pressure and heart disease. It is not a toxicity limit.
   */
  riskReduction?: Partial<Record<AgeGroup, number>>;
  /** What the upper limit applies to, e.g. "from supplements only" for magnesium. */
  upperLimitNote?: Localized;
  functions: Localized<string[]>;
  foodSources: Localized<string[]>;
  deficiency: Localized<string[]>;
  excess: Localized<string[]>;
  /** Who tends to fall short (vegans, older adults, heavy sweaters…). */
  atRisk: Localized<string[]>;
  sources: Source[];
}
