// How far through the session the member is: "3 of 21 sets" / «3 из 21 подхода».
import { intl } from "../shared/i18n/intl";
import * as m from "../../i18n/paraglide/messages.js";

type Inputs = { done: string; total: string };

// After «из» the noun agrees with the total: «из 21 подхода», «из 5 подходов».
const progressTexts: Record<Intl.LDMLPluralRule, (inputs: Inputs) => string> = {
  zero: m.copy_workout_progress_many,
  one: m.copy_workout_progress_one,
  two: m.copy_workout_progress_other,
  few: m.copy_workout_progress_few,
  many: m.copy_workout_progress_many,
  other: m.copy_workout_progress_other,
};

/** Sets logged out of the session's total, the noun in the form the total needs. */
export const progressText = (done: number, total: number) =>
  progressTexts[intl(Intl.PluralRules, {}).select(total)]({ done: String(done), total: String(total) });
