import { bmi, bodyFatFromBmi } from "../../../core/formulas/body";
import { bodyFatCategory } from "../../../core/formulas/body-fat-categories";
import type { Sex } from "../../../core/formulas/sex";
import { formatDate, formatList, formatNumber, formatPercent } from "../../shared/i18n/format";
import * as m from "../../../i18n/paraglide/messages.js";
import { cn } from "../../shared/ui/cn";
import { aceLabels, aceRows, aceTones, type NavyEstimate } from "../body-fat";
import { Badge, CalcCard, Need, Result, Warning } from "../CalcCard";
import { readyDetails, type Tape, type TapeSource, type Usable } from "../details";
import { calcLimits } from "../limits";
import { MeasureField } from "../MeasureField";
import type { UnitSystem } from "../../shared/units/units";

type Props = {
  u: Usable;
  units: UnitSystem;
  tape: Tape;
  tapeLog: TapeSource;
  onTape: (patch: Partial<Tape>) => void;
  navy: NavyEstimate;
};

const tapeLabels = { waist: m.calc_field_waist, neck: m.calc_field_neck, hips: m.calc_field_hips };

/** Body fat by the U.S. Navy tape method and by BMI, each with its ACE category. */
export function BodyFatCard({ u, units, tape, tapeLog, onTape, navy }: Props) {
  const fields = (["waist", "neck", ...(u.sex === "female" ? (["hips"] as const) : [])] as const).map((key) => {
    const logged = tapeLog[key];
    const fromLog = logged !== undefined && Object.is(logged.value, tape[key]);
    return (
      <MeasureField
        key={key}
        id={`calc-${key}`}
        label={tapeLabels[key]()}
        kind="length"
        units={units}
        value={tape[key]}
        onChange={(value) => onTape({ [key]: value })}
        limits={calcLimits[key]}
        hint={fromLog ? m.calc_body_fat_from_log({ date: formatDate(logged.date) }) : undefined}
      />
    );
  });

  return (
    <CalcCard id="body-fat" title={m.calc_body_fat_title()} about={m.calc_body_fat_about()}>
      <div className="grid grid-cols-2 gap-x-3 gap-y-1 sm:grid-cols-3">{fields}</div>
      <p className="-mt-2 text-xs text-muted">{m.calc_body_fat_how()}</p>

      {"percent" in navy && u.sex !== null ? (
        <Result
          live
          id="body-fat"
          label={m.calc_body_fat_navy()}
          value={formatPercent(navy.percent)}
          badge={<AceBadge sex={u.sex} percent={navy.percent} testId="calc-body-fat-category" />}
        />
      ) : "need" in navy ? (
        <Need id="body-fat" fields={navy.need} live />
      ) : (
        <Warning testId="calc-body-fat-impossible">{m.calc_body_fat_impossible()}</Warning>
      )}

      <BmiEstimate u={u} />
      {u.sex !== null && <AceChart sex={u.sex} percent={"percent" in navy ? navy.percent : null} />}
    </CalcCard>
  );
}

function AceBadge({ sex, percent, testId }: { sex: Sex; percent: number; testId?: string }) {
  const category = bodyFatCategory(sex, percent);
  return category === "below" ? (
    <Badge tone="warn" testId={testId}>
      {m.calc_ace_below()}
    </Badge>
  ) : (
    <Badge tone={aceTones[category]} testId={testId}>
      {aceLabels[category]()}
    </Badge>
  );
}

/** Deurenberg's estimate from BMI, age and sex: no tape needed, but rougher. */
function BmiEstimate({ u }: { u: Usable }) {
  const d = readyDetails(u, ["sex", "age", "heightCm", "weightKg"]);
  const percent = "need" in d ? Number.NaN : bodyFatFromBmi(d.sex, bmi(d.weightKg, d.heightCm), d.age);
  return (
    <div className="grid gap-1 rounded-xl border border-border p-4">
      <p className="text-sm font-medium text-muted">{m.calc_body_fat_bmi()}</p>
      {"need" in d ? (
        <p className="text-sm text-muted">{m.calc_need({ fields: formatList(d.need) })}</p>
      ) : Number.isNaN(percent) ? (
        <p className="text-sm text-muted">{m.calc_body_fat_bmi_out()}</p>
      ) : (
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-2xl font-bold tabular-nums" data-testid="calc-body-fat-bmi">
            {formatPercent(percent)}
          </span>
          <AceBadge sex={d.sex} percent={percent} />
        </p>
      )}
    </div>
  );
}

/** The ACE chart for the member's sex, the row of the Navy estimate marked. */
function AceChart({ sex, percent }: { sex: Sex; percent: number | null }) {
  const current = percent === null ? null : bodyFatCategory(sex, percent);
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold">
        {m.calc_ace_title({ sex: sex === "male" ? m.calc_ace_men() : m.calc_ace_women() })}
      </h3>
      <ul className="grid grid-cols-[repeat(auto-fit,minmax(7rem,1fr))] gap-1.5 text-sm">
        {aceRows(sex).map((row) => {
          const yours = row.category === current;
          return (
            <li
              key={row.category}
              aria-current={yours ? "true" : undefined}
              className={cn(
                "grid gap-0.5 rounded-lg border px-2.5 py-1.5",
                yours ? "border-accent bg-accent/10" : "border-border",
              )}
            >
              <span className={cn("font-medium break-words hyphens-auto", yours && "text-accent")}>
                {aceLabels[row.category]()}
                {yours && <span className="sr-only"> ({m.calc_ace_yours()})</span>}
              </span>
              <span className="text-xs text-muted tabular-nums">
                {row.to === null
                  ? m.calc_ace_from({ value: formatPercent(row.from, 0) })
                  : `${formatNumber(row.from)}–${formatPercent(row.to, 0)}`}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
