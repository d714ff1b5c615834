// Body-fat percentage categories from the American Council on Exercise (ACE) chart:
//   men   essential 2-5, athletes 6-13, fitness 14-17, average 18-24, obese 25+
//   women essential 10-13, athletes 14-20, fitness 21-24, average 25-31, obese 32+
// The chart lists whole percentages, so a category here runs from its first number up to the
// next category's first number (13.5 % for a man is still "athletes"). Values below essential
// fat are reported as "essential": the chart has no lower band, and the UI words that case.
import type { BodySex } from "./body";

export const bodyFatCategories = ["essential", "athletes", "fitness", "average", "obese"] as const;
export type BodyFatCategory = (typeof bodyFatCategories)[number];

/** Where each category after "essential" starts, in percent (ACE chart). */
export const aceCategoryStarts: Record<BodySex, Record<Exclude<BodyFatCategory, "essential">, number>> = {
  male: { athletes: 6, fitness: 14, average: 18, obese: 25 },
  female: { athletes: 14, fitness: 21, average: 25, obese: 32 },
};

/** ACE category for a body-fat percentage; throws RangeError for a value that is not 0-100. */
export function bodyFatCategory(sex: BodySex, percent: number): BodyFatCategory {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`body-fat percentage out of range: ${percent}`);
  }
  const starts = aceCategoryStarts[sex];
  if (percent >= starts.obese) return "obese";
  if (percent >= starts.average) return "average";
  if (percent >= starts.fitness) return "fitness";
  if (percent >= starts.athletes) return "athletes";
  return "essential";
}
