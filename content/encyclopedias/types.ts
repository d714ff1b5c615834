import type { Localized, Section, Source } from "../../core/content";

/** Daily need in grams per kg of body weight for a goal (a range). */
export interface NeedByGoal {
  goal: "lose_weight" | "maintain" | "gain_muscle";
  gramsPerKg?: [number, number];
  /** Share of daily energy, where that is how the need is expressed (carbs, fats). */
  percentOfEnergy?: [number, number];
  note: Localized;
}

export interface Encyclopedia {
  nutrient: "protein" | "carbs" | "fats";
  title: Localized;
  intro: Localized;
  /** What it does, quality, timing, myths … as titled sections. */
  sections: Section[];
  needs: NeedByGoal[];
  sources: Source[];
}
