import type { DeficitBlock, LifeStage } from "../../../core/safety/health-context";
import * as m from "../../../i18n/paraglide/messages.js";
import { FormAlert } from "../../shared/forms/FormAlert";
import { formatNumber } from "../../shared/i18n/format";

const withheldText: Record<DeficitBlock, () => string> = {
  "eating-disorder": m.health_withheld_eating,
  minor: m.nutrition_withheld_minor,
  underweight: m.health_withheld_underweight,
  pregnancy: m.health_withheld_pregnancy,
  lactation: m.health_withheld_lactation,
  "life-stage-unasked": m.health_withheld_life_stage,
};

/** Why the plan keeps maintenance calories although the member wants to lose weight. */
export function DeficitNote({ reason }: { reason: DeficitBlock | null | undefined }) {
  return reason ? (
    <FormAlert tone="info" testId="deficit-withheld">
      <p>{withheldText[reason]()}</p>
    </FormAlert>
  ) : null;
}

/**
 * The energy pregnancy or breastfeeding adds, said plainly with its source and the advice to talk
 * to a doctor or midwife. `kcal` is the plan's own figure; `dated` says whether the profile has
 * the due date (without it the second trimester's figure stands in). `outdated`: the profile's
 * date says the stage is over (a due date long past: no pregnancy energy), so the member is asked
 * to update it.
 */
export function EnergyNote({
  stage,
  kcal,
  dated,
  outdated = false,
}: {
  stage: LifeStage;
  kcal: number;
  dated: boolean;
  outdated?: boolean;
}) {
  if (stage === "none") return null;
  if (stage === "pregnancy" && outdated)
    return (
      <FormAlert tone="info" testId="extra-energy">
        <p>{m.health_stage_outdated_pregnancy()}</p>
      </FormAlert>
    );
  const amount = { kcal: formatNumber(kcal, 0) };
  const text =
    stage === "lactation"
      ? kcal >= 400
        ? m.health_energy_lactation_later(amount)
        : m.health_energy_lactation_early(amount)
      : kcal === 0
        ? m.health_energy_trimester1()
        : kcal >= 450
          ? m.health_energy_trimester3(amount)
          : dated
            ? m.health_energy_trimester2(amount)
            : m.health_energy_pregnancy(amount);
  return (
    <FormAlert tone="info" testId="extra-energy">
      <p>{text}</p>
      {outdated && <p>{m.health_stage_outdated_lactation()}</p>}
      <p>{m.health_energy_source()}</p>
    </FormAlert>
  );
}
