import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Weekday } from "../../../core/training/workout-plan";
import { SubmitButton } from "../../shared/forms/SubmitButton";
import * as m from "../../../i18n/paraglide/messages.js";
import { notify } from "../../shared/ui/toast";
import { workoutKeys } from "../../shared/queries/workout";
import { applyProfile, plansApi } from "../../shared/queries/plans";
import { submitChoice } from "../PlanActions";
import { ScheduleFields, validSchedule } from "./ScheduleFields";

/**
 * Moves the plan to other weekdays. Starts from the plan's weekdays: the parent gives it a new
 * key when they change.
 */
export function ScheduleCard({ userId, weekdays }: { userId: string; weekdays: Weekday[] }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(weekdays);
  const changed = value.join() !== weekdays.join();
  const save = useMutation({
    mutationFn: plansApi.schedule,
    onSuccess: (profile) => {
      applyProfile(queryClient, userId, profile);
      void queryClient.invalidateQueries({ queryKey: workoutKeys.all(userId) });
      notify.success(m.schedule_updated());
    },
    // One message whatever the cause.
    onError: () => notify.error(m.schedule_failed()),
  });
  return (
    <section aria-labelledby="schedule-title" className="grid gap-3 rounded-2xl border border-border bg-surface p-5">
      <h2 id="schedule-title" className="text-lg font-semibold">
        {m.plans_schedule_title()}
      </h2>
      <form noValidate className="grid gap-4" onSubmit={submitChoice(value, save.mutate, validSchedule(value))}>
        <ScheduleFields value={value} onChange={setValue} idPrefix="schedule" />
        <SubmitButton pending={save.isPending} disabled={!changed || !validSchedule(value)} className="justify-self-start">
          {m.plans_schedule_save()}
        </SubmitButton>
      </form>
    </section>
  );
}
