import { ToggleGroup } from "radix-ui";
import * as v from "valibot";
import { MAX_DAYS, MIN_DAYS, type Weekday, weekdays } from "../../../core/training/workout-plan";
import { weekdaysSchema } from "../../../core/validation/plans";
import * as m from "../../../i18n/paraglide/messages.js";
import { intl } from "../../shared/i18n/intl";
import { chipClass } from "../../shared/ui/chip-styles";
import { Segmented } from "../../shared/ui/Segmented";
import { weekdayName } from "../../../i18n/labels/plans";

/** Spread-out training days for a count: rest between sessions where the week allows it. */
export const defaultWeekdays: Record<number, Weekday[]> = {
  2: ["MONDAY", "THURSDAY"],
  3: ["MONDAY", "WEDNESDAY", "FRIDAY"],
  4: ["MONDAY", "TUESDAY", "THURSDAY", "FRIDAY"],
  5: ["MONDAY", "TUESDAY", "WEDNESDAY", "FRIDAY", "SATURDAY"],
  6: ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"],
};

const counts = Array.from({ length: MAX_DAYS - MIN_DAYS + 1 }, (_, i) => String(MIN_DAYS + i));

const weekdaysHints: Record<Intl.LDMLPluralRule, (inputs: { count: string }) => string> = {
  zero: m.plans_weekdays_hint_many,
  one: m.plans_weekdays_hint_one,
  two: m.plans_weekdays_hint_other,
  few: m.plans_weekdays_hint_few,
  many: m.plans_weekdays_hint_many,
  other: m.plans_weekdays_hint_other,
};

/** "Pick 3 days"; in Russian день, дня or дней by the number. */
const weekdaysHint = (count: number) => weekdaysHints[intl(Intl.PluralRules, {}).select(count)]({ count: String(count) });

/** The server's weekday rule (2 to 6 different days). */
export const validSchedule = (days: readonly Weekday[]) => v.is(weekdaysSchema, days);

/** Days per week (which sets a spread-out default) and the weekdays themselves. */
export function ScheduleFields({
  value,
  onChange,
  idPrefix,
}: {
  value: Weekday[];
  onChange: (days: Weekday[]) => void;
  idPrefix: string;
}) {
  const sorted = (days: string[]) => weekdays.filter((d) => days.includes(d));
  return (
    <div className="grid gap-3">
      <Segmented
        name={`${idPrefix}-days`}
        legend={m.plans_days_legend()}
        options={counts.map((c) => ({ value: c, label: c }))}
        value={counts.includes(String(value.length)) ? String(value.length) : null}
        onChange={(c) => onChange(defaultWeekdays[Number(c)]!)}
        testId={`${idPrefix}-days`}
      />
      <div className="grid gap-1">
        <span id={`${idPrefix}-weekdays-label`} className="text-sm font-medium">
          {m.plans_weekdays_legend()}
        </span>
        <ToggleGroup.Root
          type="multiple"
          value={value}
          onValueChange={(days) => onChange(sorted(days))}
          aria-labelledby={`${idPrefix}-weekdays-label`}
          aria-describedby={`${idPrefix}-weekdays-hint`}
          className="flex flex-wrap gap-2"
        >
          {weekdays.map((d) => (
            // The visible short name is the accessible name too (axe: label-content-name-mismatch); the full one shows on hover.
            <ToggleGroup.Item key={d} value={d} className={chipClass} title={weekdayName(d)}>
              {weekdayName(d, "short")}
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
        <p
          id={`${idPrefix}-weekdays-hint`}
          className={validSchedule(value) ? "text-sm text-muted" : "text-sm font-medium text-danger"}
          role={validSchedule(value) ? undefined : "alert"}
        >
          {validSchedule(value) ? weekdaysHint(value.length) : m.validation_weekdays_count()}
        </p>
      </div>
    </div>
  );
}
