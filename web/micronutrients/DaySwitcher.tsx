import { ChevronLeft, ChevronRight } from "lucide-react";
import { useId } from "react";
import { diaryLimits } from "../../core/validation/diary";
import { isCalendarDate, utcDay } from "../../core/validation/progress";
import * as m from "../../i18n/paraglide/messages.js";
import { inputClass } from "../shared/forms/input-styles";
import { buttonClass } from "../shared/ui/button-styles";
import { cn } from "../shared/ui/cn";

/** A calendar date `days` away (the dates are the member's own, so no time zone comes in). */
export const shiftDay = (date: string, days: number) => utcDay(Date.parse(`${date}T00:00:00Z`), days);

/** The day shown: the day before and after, and a date picker, within the diary's range of days. */
export function DaySwitcher({ date, today, onChange }: { date: string; today: string; onChange: (date: string) => void }) {
  const id = useId();
  const min = diaryLimits.earliestDate;
  const max = shiftDay(today, diaryLimits.daysAhead);
  const go = (next: string) => {
    if (isCalendarDate(next) && next >= min && next <= max) onChange(next);
  };
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {m.micro_day_label()}
      </label>
      <div className="flex items-center gap-1">
        <button
          type="button"
          className={buttonClass("secondary", "icon")}
          aria-label={m.micro_day_prev()}
          disabled={date <= min}
          onClick={() => go(shiftDay(date, -1))}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <input
          id={id}
          type="date"
          value={date}
          min={min}
          max={max}
          onChange={(e) => go(e.target.value)}
          className={cn(inputClass, "w-40 cursor-pointer")}
        />
        <button
          type="button"
          className={buttonClass("secondary", "icon")}
          aria-label={m.micro_day_next()}
          disabled={date >= max}
          onClick={() => go(shiftDay(date, 1))}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
