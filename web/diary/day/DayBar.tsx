import { CalendarDays, ChevronLeft, ChevronRight, Copy, Ellipsis, History, Utensils } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useId, useRef } from "react";
import * as m from "../../../i18n/paraglide/messages.js";
import { formatDate } from "../../shared/i18n/format";
import { buttonClass } from "../../shared/ui/button-styles";
import { useAsOpened } from "./as-opened";
import { addDays, dayInRange, dayRelation, earliestDay, latestDay } from "./dates";
import { iconButtonClass, menuItemClass, menuPanelClass, menuSeparatorClass } from "./menu-styles";

const relationTexts = { today: m.diary_day_today, yesterday: m.diary_day_yesterday, tomorrow: m.diary_day_tomorrow } as const;

export interface DayActions {
  copyPrevious(): void;
  copyFrom(): void;
  /** The plan's example day, when the member has a nutrition plan and the day is empty. */
  example: (() => void) | null;
  previousLabel: string;
}

/** "Sunday, 29 November" (the year too when it is not this one). */
export function dayTitle(date: string, today: string): string {
  const sameYear = date.slice(0, 4) === today.slice(0, 4);
  return formatDate(date, { weekday: "long", day: "numeric", month: "long", ...(sameYear ? {} : { year: "numeric" }) });
}

/**
 * The day shown and the way to others: the day before and after, a date picked, back to today; the
 * day's own actions (none while the day could not be read).
 */
export function DayBar(props: { date: string; today: string; go(date: string): void; actions: DayActions | null }) {
  const { date, today, go, actions } = props;
  const relation = dayRelation(date, today);
  const pickerId = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [menu, onMenuOpenChange] = useAsOpened(actions);
  return (
    <div className="grid gap-3" data-testid="diary-day-bar">
      <div className="flex items-start gap-2">
        <div className="grid min-w-0 flex-1">
          <span className="text-sm font-semibold text-accent">{relation ? relationTexts[relation]() : "\u00a0"}</span>
          <h2 className="text-xl font-bold tracking-tight sm:text-2xl" data-testid="diary-date">
            {dayTitle(date, today)}
          </h2>
        </div>
        {date !== today && (
          <button
            type="button"
            className={buttonClass("secondary", "sm")}
            onClick={() => {
              go(today);
              // The button goes with the day it was on: the date box, which says the day, takes the focus.
              picker.current?.focus({ preventScroll: true });
            }}
          >
            {m.diary_day_go_today()}
          </button>
        )}
        {menu && (
        <DropdownMenu.Root modal={false} onOpenChange={onMenuOpenChange}>
          <DropdownMenu.Trigger className={iconButtonClass} aria-label={m.diary_day_menu()}>
            <Ellipsis aria-hidden="true" className="size-5" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content align="end" sideOffset={4} className={menuPanelClass}>
              <DropdownMenu.Item className={menuItemClass} onSelect={menu.copyPrevious}>
                <History aria-hidden="true" className="size-4 shrink-0" />
                {menu.previousLabel}
              </DropdownMenu.Item>
              <DropdownMenu.Item className={menuItemClass} onSelect={menu.copyFrom}>
                <Copy aria-hidden="true" className="size-4 shrink-0" />
                {m.diary_day_copy_day_from()}
              </DropdownMenu.Item>
              {menu.example && (
                <>
                  <DropdownMenu.Separator className={menuSeparatorClass} />
                  <DropdownMenu.Item className={menuItemClass} onSelect={menu.example}>
                    <Utensils aria-hidden="true" className="size-4 shrink-0" />
                    {m.diary_day_example()}
                  </DropdownMenu.Item>
                </>
              )}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
        )}
      </div>
      <div className="flex items-center gap-2 sm:max-w-md">
        <button
          type="button"
          className={buttonClass("secondary", "icon")}
          aria-label={m.diary_day_previous()}
          // Not `disabled`: a button that becomes disabled under the keyboard drops its focus.
          aria-disabled={date <= earliestDay}
          onClick={() => date > earliestDay && go(addDays(date, -1))}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <label htmlFor={pickerId} className="sr-only">
          {m.diary_day_pick()}
        </label>
        <span className="relative min-w-0 flex-1">
          <CalendarDays aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 z-10 size-4 -translate-y-1/2 text-muted" />
          <input
            id={pickerId}
            ref={picker}
            type="date"
            value={date}
            min={earliestDay}
            max={latestDay(today)}
            onChange={(e) => dayInRange(e.target.value, today) && go(e.target.value)}
            // Chromium's own calendar button is made invisible and as large as the field: the
            // calendar icon on the left is the one shown, and a press anywhere opens the calendar.
            className="relative h-11 w-full min-w-0 rounded-xl border border-border bg-surface-2 pr-2 pl-9 text-sm tabular-nums text-text focus-visible:outline-2 [&::-webkit-calendar-picker-indicator]:absolute [&::-webkit-calendar-picker-indicator]:inset-0 [&::-webkit-calendar-picker-indicator]:h-full [&::-webkit-calendar-picker-indicator]:w-full [&::-webkit-calendar-picker-indicator]:cursor-pointer [&::-webkit-calendar-picker-indicator]:opacity-0"
            data-testid="diary-date-picker"
          />
        </span>
        <button
          type="button"
          className={buttonClass("secondary", "icon")}
          aria-label={m.diary_day_next()}
          aria-disabled={date >= latestDay(today)}
          onClick={() => date < latestDay(today) && go(addDays(date, 1))}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
