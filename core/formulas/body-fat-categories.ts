// Body-fat percentage categories from the American Council on Exercise (ACE) chart:
//   men   essential 2-5, athletes 6-13, fitness 14-17, average 18-24, obese 25+
//   women essential 10-13, athletes 14-20, fitness 21-24, average 25-31, obese 32+
// The chart lists whole percentages, so a category here runs from its first number up to the
// next category's first number (13.5 % for a man is still "athletes"). The chart has no band
// under essential fat: a value there is "below", which for an estimate usually means the tape
// was read wrong.
import type { Sex } from "./sex";

export const bodyFatCategories = ["essential", "athletes", "fitness", "average", "obese"] as const;
export type BodyFatCategory = (typeof bodyFatCategories)[number];

/** Where each category starts, in percent (ACE chart). */
export const aceCategoryStarts: Record<Sex, Record<BodyFatCategory, number>> = {
  male: { essential: 2, athletes: 6, fitness: 14, average: 18, obese: 25 },
  female: { essential: 10, athletes: 14, fitness: 21, average: 25, obese: 32 },
};

/**
 * ACE category for a body-fat percentage, or "below" under essential fat; throws RangeError for
 * a value that is not 0-100.
 */
export function bodyFatCategory(sex: Sex, percent: number): BodyFatCategory | "below" {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`body-fat percentage out of range: ${percent}`);
  }
  const starts = aceCategoryStarts[sex];
  if (percent >= starts.obese) return "obese";
  if (percent >= starts.average) return "average";
  if (percent >= starts.fitness) return "fitness";
  if (percent >= starts.athletes) return "athletes";
  if (percent >= starts.essential) return "essential";
  return "below";
}
