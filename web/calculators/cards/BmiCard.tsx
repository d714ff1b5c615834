import { bmi, bmiCategory } from "../../../core/formulas/body";
import { adultBmiApplies } from "../../../core/safety/health-context";
import { formatFixed } from "../../shared/i18n/format";
import { BmiScale, bmiCategoryLabels, bmiTones } from "../../shared/metrics/BmiScale";
import * as m from "../../../i18n/paraglide/messages.js";
import { Badge, CalcCard, Need, Result } from "../CalcCard";
import { missing, type Usable } from "../details";

/** Body mass index with its WHO category on the scale; under 18, the figure with a note instead of adult categories. */
export function BmiCard({ u }: { u: Usable }) {
  const need = missing(u, ["heightCm", "weightKg"]);
  return (
    <CalcCard id="bmi" title={m.calc_bmi_title()} about={m.calc_bmi_about()}>
      {u.heightCm === null || u.weightKg === null ? (
        <Need id="bmi" fields={need} />
      ) : (
        <BmiResult value={bmi(u.weightKg, u.heightCm)} adult={adultBmiApplies(u.age)} />
      )}
    </CalcCard>
  );
}

function BmiResult({ value, adult }: { value: number; adult: boolean }) {
  const category = bmiCategory(value);
  if (!adult)
    return (
      <Result id="bmi" label={m.calc_bmi_result()} value={formatFixed(value, 1)} unit={m.calc_unit_bmi()}>
        <p className="text-xs text-muted" data-testid="bmi-minor-note">
          {m.bmi_minor_note()}
        </p>
      </Result>
    );
  return (
    <Result
      id="bmi"
      label={m.calc_bmi_result()}
      value={formatFixed(value, 1)}
      unit={m.calc_unit_bmi()}
      badge={
        <Badge tone={bmiTones[category]} testId="calc-bmi-category">
          {bmiCategoryLabels[category]()}
        </Badge>
      }
    >
      <div className="pt-2">
        <BmiScale value={value} category={category} />
      </div>
      <p className="text-xs text-muted">{m.calc_bmi_bands()}</p>
    </Result>
  );
}
