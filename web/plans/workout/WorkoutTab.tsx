import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ProfileJson } from "../../../core/profile";
import { baseRir } from "../../../core/training/generate-workout";
import { blockWeekOn } from "../../../core/training/progression";
import { type StoredWorkoutPlan, weekdayOf } from "../../../core/training/workout-plan";
import { toastFailure } from "../../auth/errors";
import { groupLabels } from "../../exercises/labels";
import { formatList, localIsoDate } from "../../i18n/format";
import { goalLabels } from "../../metrics/labels";
import * as m from "../../paraglide/messages.js";
import { FormAlert } from "../../forms/FormAlert";
import { Segmented } from "../../ui/Segmented";
import { notify } from "../../ui/toast";
import { applyProfile, plansApi } from "../api";
import { PlanActions } from "../PlanActions";
import { tierLabels } from "../labels";
import { DayCard } from "./DayCard";
import { MonthCalendar } from "./MonthCalendar";
import { ScheduleCard } from "./ScheduleCard";
import { defaultWeekdays } from "./ScheduleFields";
import { TodayCard } from "./TodayCard";
import { WorkoutHistory } from "./WorkoutHistory";
import { type WorkoutChoice, WorkoutSetup } from "./WorkoutSetup";

type View = "list" | "calendar";

/** The Workout Plan tab for a member whose subscription includes it. */
export default function WorkoutTab({ userId, profile }: { userId: string; profile: ProfileJson }) {
  const queryClient = useQueryClient();
  const stored = profile.workout_plan ?? null;
  const save = async (choice: WorkoutChoice, regenerate = false) => {
    try {
      applyProfile(queryClient, userId, await plansApi.workout({ ...choice, regenerate }));
      void queryClient.invalidateQueries({ queryKey: ["workout-day", userId] });
      notify.success(regenerate ? m.plans_regenerated() : m.plans_workout_created());
      return true;
    } catch (err) {
      toastFailure(err, m.plans_generate_failed());
      return false;
    }
  };
  if (!stored) {
    const initial: WorkoutChoice = {
      goal: profile.goal,
      tier: "popular",
      weekdays: defaultWeekdays[3]!,
      equipment: ["barbell", "dumbbell", "bench", "cable", "machine", "pullup_bar"],
    };
    return (
      <section aria-labelledby="workout-setup-title" className="grid gap-4 rounded-2xl border border-border bg-surface p-5">
        <header className="grid gap-1">
          <h2 id="workout-setup-title" className="text-xl font-semibold">
            {m.plans_setup_title()}
          </h2>
          <p className="text-muted">{m.plans_setup_lead()}</p>
        </header>
        <WorkoutSetup initial={initial} submitLabel={m.plans_generate_workout()} onSubmit={async (c) => void (await save(c))} />
      </section>
    );
  }
  return <PlanView userId={userId} stored={stored} save={save} />;
}

function PlanView({
  userId,
  stored,
  save,
}: {
  userId: string;
  stored: StoredWorkoutPlan;
  save: (c: WorkoutChoice, regenerate?: boolean) => Promise<boolean>;
}) {
  const [view, setView] = useState<View>("list");
  const today = localIsoDate();
  const { plan } = stored;
  const week = blockWeekOn(plan.block, stored.startMonday, today);
  const choice: WorkoutChoice = {
    goal: plan.inputs.goal,
    tier: plan.inputs.tier,
    weekdays: plan.inputs.weekdays,
    equipment: plan.inputs.equipment,
  };
  return (
    <div className="grid gap-5">
      <TodayCard userId={userId} today={today} />
      <section aria-labelledby="plan-title" className="grid gap-4 rounded-2xl border border-border bg-surface p-5">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <h2 id="plan-title" className="text-xl font-semibold">
              {goalLabels[plan.inputs.goal]()} · {tierLabels[plan.inputs.tier][0]()}
            </h2>
            <p className="text-sm text-muted" title={m.plans_block_hint()}>
              {m.plans_block_week({ week: String(week.week), total: String(plan.block.length) })}
              {week.kind === "deload"
                ? ` · ${m.plans_deload()}`
                : ` · ${m.plans_rir({ rir: String(Math.max(0, baseRir[plan.inputs.tier] + week.rirDelta)) })}`}
            </p>
          </div>
          <PlanActions
            regenerateLabel={m.plans_regenerate()}
            onRegenerate={() => save(choice, true)}
            changeLabel={m.plans_change()}
            changeTitle={m.plans_change_title()}
            changeLead={m.plans_setup_lead()}
            form={(close) => (
              <WorkoutSetup
                initial={choice}
                submitLabel={m.plans_save_workout()}
                onCancel={close}
                onSubmit={async (c) => {
                  if (await save(c)) close();
                }}
              />
            )}
          />
        </header>
        {plan.uncovered.length > 0 && (
          <FormAlert tone="info">
            <p>{m.plans_uncovered({ groups: formatList(plan.uncovered.map((g) => groupLabels[g]())) })}</p>
          </FormAlert>
        )}
        <Segmented
          name="plan-view"
          legend={m.plans_view_legend()}
          legendHidden
          options={[
            { value: "list", label: m.plans_view_list() },
            { value: "calendar", label: m.plans_view_calendar() },
          ]}
          value={view}
          onChange={setView}
          className="max-w-xs"
        />
        {view === "list" ? (
          <div className="grid items-start gap-3 md:grid-cols-2" data-testid="plan-week">
            {plan.week.map((d) => (
              <DayCard key={d.weekday} day={d} today={d.weekday === weekdayOf(today)} />
            ))}
          </div>
        ) : (
          <MonthCalendar stored={stored} today={today} />
        )}
      </section>
      <ScheduleCard userId={userId} weekdays={plan.inputs.weekdays} />
      <WorkoutHistory userId={userId} />
    </div>
  );
}
