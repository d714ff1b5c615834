import { Dialog } from "radix-ui";
import type { DayType, Weekday } from "../../core/training/workout-plan";
import { dayTypeLabels, weekdayName } from "../../i18n/labels/plans";
import * as m from "../../i18n/paraglide/messages.js";
import { useProfile } from "../shared/queries/profile";
import { buttonClass } from "../shared/ui/button-styles";
import { overlayClass, panelClass } from "./dialog-styles";

/** "Do another day's workout": one of the plan's training days, with its exercises, today. */
export function OtherDayDialog(props: {
  days: readonly { weekday: Weekday; dayType: DayType }[];
  disabled: boolean;
  onChoose: (weekday: Weekday, slugs: string[]) => void;
}) {
  const { data: profile } = useProfile();
  const week = profile?.workout_plan?.plan.week;
  return (
    <Dialog.Root>
      <Dialog.Trigger className={buttonClass("secondary", "md", "w-full sm:w-auto")} disabled={props.disabled}>
        {m.workout_other_day()}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        <Dialog.Content className={panelClass}>
          <Dialog.Title className="text-xl font-semibold">{m.workout_other_day_title()}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted">{m.workout_other_day_text()}</Dialog.Description>
          <ul className="grid gap-2">
            {props.days.map((d) => (
              <li key={d.weekday}>
                <Dialog.Close
                  className={buttonClass("secondary", "md", "w-full justify-between")}
                  onClick={() => props.onChoose(d.weekday, week?.find((w) => w.weekday === d.weekday)?.exercises.map((e) => e.slug) ?? [])}
                >
                  <span>{dayTypeLabels[d.dayType]()}</span>
                  <span className="text-sm font-normal text-muted">{weekdayName(d.weekday)}</span>
                </Dialog.Close>
              </li>
            ))}
          </ul>
          <Dialog.Close className={buttonClass("ghost", "sm", "justify-self-end")}>{m.plans_cancel()}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
