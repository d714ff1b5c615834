import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { Weekday } from "../../../core/training/workout-plan";
import { SubmitButton } from "../../forms/SubmitButton";
import * as m from "../../paraglide/messages.js";
import { notify } from "../../ui/toast";
import { applyProfile, plansApi } from "../api";
import { ScheduleFields, validSchedule } from "./ScheduleFields";

/** Moves the plan to other weekdays (SPEC section 8's schedule messages). */
export function ScheduleCard({ userId, weekdays }: { userId: string; weekdays: Weekday[] }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(weekdays);
  const [pending, setPending] = useState(false);
  useEffect(() => setValue(weekdays), [weekdays]);
  const changed = value.join() !== weekdays.join();
  return (
    <section aria-labelledby="schedule-title" className="grid gap-3 rounded-2xl border border-border bg-surface p-5">
      <h2 id="schedule-title" className="text-lg font-semibold">
        {m.plans_schedule_title()}
      </h2>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={async (e) => {
          e.preventDefault();
          if (!validSchedule(value)) return;
          setPending(true);
          try {
            applyProfile(queryClient, userId, await plansApi.schedule(value));
            void queryClient.invalidateQueries({ queryKey: ["workout-day", userId] });
            notify.success(m.schedule_updated());
          } catch {
            // The specification's message, whatever the cause.
            notify.error(m.schedule_failed());
          } finally {
            setPending(false);
          }
        }}
      >
        <ScheduleFields value={value} onChange={setValue} idPrefix="schedule" />
        <SubmitButton pending={pending} disabled={!changed || !validSchedule(value)} className="justify-self-start">
          {m.plans_schedule_save()}
        </SubmitButton>
      </form>
    </section>
  );
}
