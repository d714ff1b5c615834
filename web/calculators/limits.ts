import { metricLimits } from "../../core/validation/account";
import { circumferenceLimits } from "../../core/progress/measurements";
import type { Limits } from "../shared/units/limits";

// The profile's and the progress log's own limits, so a value accepted there works here too.
export const calcLimits = {
  age: metricLimits.age,
  height: metricLimits.height,
  weight: metricLimits.weight,
  waist: circumferenceLimits.waist,
  neck: circumferenceLimits.neck,
  hips: circumferenceLimits.hips,
  // Below 2 % is not survivable, above 70 % is beyond what the equations were fitted on.
  bodyFat: { min: 2, max: 70 },
  // A bar that heavy has only ever been lifted in record attempts.
  lifted: { min: 1, max: 500 },
  // Both 1RM equations are meant for sets of up to about 10-12 reps.
  reps: { min: 1, max: 12 },
} satisfies Record<string, Limits>;
