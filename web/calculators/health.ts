// The health context of the calculators: built from the details on this screen (prefilled from
// the profile, or typed by a visitor), so an edited age or weight counts at once.
import { healthContext, type HealthContext } from "../../core/safety/health-context";
import type { Usable } from "./details";

/** The health context of the details on `today` (the member's own calendar day). */
export const calculatorHealth = (u: Usable, today: string): HealthContext =>
  healthContext(
    {
      age: u.age,
      sex: u.sex,
      weightKg: u.weightKg,
      heightCm: u.heightCm,
      lifeStage: u.lifeStage ?? "none",
      // The question stands in the details on this screen: until it is answered, no deficit.
      lifeStageAnswered: u.lifeStage !== null,
      lifeStageDate: u.lifeStageDate,
      eatingDisorderSigns: u.eatingDisorderSigns,
    },
    today,
  );
