import type { BmiCategory } from "../../../core/formulas/body";
import { formatNumber } from "../i18n/format";
import * as m from "../../../i18n/paraglide/messages.js";

// The WHO bands drawn from BMI 15 to 40, so the marker shows where a value sits at a glance.
const from = 15;
const to = 40;
const bands: { category: BmiCategory; start: number; end: number; className: string }[] = [
  { category: "underweight", start: from, end: 18.5, className: "bg-sky-500/70" },
  { category: "normal", start: 18.5, end: 25, className: "bg-accent" },
  { category: "overweight", start: 25, end: 30, className: "bg-warning" },
  { category: "obese", start: 30, end: to, className: "bg-danger" },
];
const at = (value: number) => ((Math.min(Math.max(value, from), to) - from) / (to - from)) * 100;

export const bmiCategoryLabels: Record<BmiCategory, () => string> = {
  underweight: m.bmi_underweight,
  normal: m.bmi_normal,
  overweight: m.bmi_overweight,
  obese: m.bmi_obese,
};

/** How each category reads beside the figure, the same on the profile and in the calculators. */
export const bmiTones: Record<BmiCategory, "good" | "warn" | "bad"> = {
  underweight: "warn",
  normal: "good",
  overweight: "warn",
  obese: "bad",
};

export function BmiScale({ value, category }: { value: number; category: BmiCategory }) {
  return (
    <div
      role="img"
      aria-label={m.bmi_scale_label({ value: formatNumber(value, 1), category: bmiCategoryLabels[category]() })}
      className="grid gap-1"
    >
      <div className="relative h-2.5">
        <div className="flex h-full overflow-hidden rounded-full">
          {bands.map((b) => (
            <span key={b.category} className={b.className} style={{ width: `${((b.end - b.start) / (to - from)) * 100}%` }} />
          ))}
        </div>
        <span
          aria-hidden="true"
          className="absolute top-1/2 size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-surface bg-text shadow"
          style={{ left: `${at(value)}%` }}
        />
      </div>
      <div aria-hidden="true" className="relative h-4 text-xs text-muted">
        {[18.5, 25, 30].map((mark) => (
          <span key={mark} className="absolute -translate-x-1/2" style={{ left: `${at(mark)}%` }}>
            {formatNumber(mark, 1)}
          </span>
        ))}
      </div>
    </div>
  );
}
