import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import type { ProfileJson } from "../../core/profile";
import { screeningResult } from "../../core/safety/health-context";
import { baseRir } from "../../core/training/generate-workout";
import { blockWeekOn } from "../../core/training/progression";
import { type StoredWorkoutPlan, weekdayOf } from "../../core/training/workout-plan";
import { toastFailure } from "../shared/api/toast-failure";
import { groupLabels } from "../../i18n/labels/exercises";
import { formatList, localIsoDate } from "../shared/i18n/format";
import { goalLabels } from "../../i18n/labels/body";
import * as m from "../../i18n/paraglide/messages.js";
import { FormAlert } from "../shared/forms/FormAlert";
import { Segmented } from "../shared/ui/Segmented";
import { notify } from "../shared/ui/toast";
import { workoutKeys } from "../shared/queries/workout";
import { applyProfile, plansApi } from "../shared/queries/plans";
import { PlanActions } from "./PlanActions";
import { tierLabels } from "../../i18n/labels/plans";
import { DayCard } from "./workout/DayCard";
import { MonthCalendar } from "./workout/MonthCalendar";
import { ScheduleCard } from "./workout/ScheduleCard";
import { defaultWeekdays } from "./workout/ScheduleFields";
import { RemindersCard } from "./workout/RemindersCard";
import { TodayCard } from "./workout/TodayCard";
import { WorkoutHistory } from "./workout/WorkoutHistory";
import { gymEquipment, type WorkoutChoice, WorkoutSetup } from "./workout/WorkoutSetup";
import { ScreeningCard, screeningLetsTrain } from "./workout/ScreeningCard";

type View = "list" | "calendar";

/** A plan built from the choices, or (regenerate) another selection drawn from them. */
type Build = { choice: WorkoutChoice; regenerate: boolean };

/** The Workout Plan tab for a member whose subscription includes it. */
export default function WorkoutPlanPanel({ userId, profile }: { userId: string; profile: ProfileJson }) {
  const queryClient = useQueryClient();
  const stored = profile.workout_plan ?? null;
  const build = useMutation({
    mutationFn: ({ choice, regenerate }: Build) => plansApi.workout({ ...choice, regenerate }),
    onSuccess: (next, { regenerate }) => {
      applyProfile(queryClient, userId, next);
      void queryClient.invalidateQueries({ queryKey: workoutKeys.all(userId) });
      notify.success(regenerate ? m.plans_regenerated() : m.plans_workout_created());
    },
    onError: (err) => toastFailure(err, m.plans_generate_failed()),
  });
  if (!stored) {
    const initial: WorkoutChoice = {
      goal: profile.goal,
      tier: "popular",
      weekdays: defaultWeekdays[3]!,
      equipment: gymEquipment,
    };
    return (
      <section aria-labelledby="workout-setup-title" className="grid gap-4 rounded-2xl border border-border bg-surface p-5">
        <header className="grid gap-1">
          <h2 id="workout-setup-title" className="text-xl font-semibold">
            {m.plans_setup_title()}
          </h2>
          <p className="text-muted">{m.plans_setup_lead()}</p>
        </header>
        {/* The pre-exercise screening comes first; its "see a doctor" result holds the plan back. */}
        {screeningLetsTrain(profile) ? (
          <WorkoutSetup
            initial={initial}
            submitLabel={m.plans_generate_workout()}
            pending={build.isPending}
            onSubmit={(choice) => build.mutate({ choice, regenerate: false })}
          />
        ) : (
          <ScreeningCard userId={userId} profile={profile} />
        )}
      </section>
    );
  }
  return (
    <>
      {!screeningLetsTrain(profile) && (
        <section aria-label={m.health_screening_title()} className="mb-5 rounded-2xl border border-border bg-surface p-5">
          <ScreeningCard userId={userId} profile={profile} />
        </section>
      )}
      {/* A later "yes" holds the plan back (the server refuses its changes) until the doctor's
          clearance: only what was logged stays to read. */}
      {screeningResult(profile.screening, profile.lifeStage) === "see-doctor" ? (
        <WorkoutHistory userId={userId} />
      ) : (
        <PlanView userId={userId} stored={stored} build={build} />
      )}
    </>
  );
}

function PlanView({
  userId,
  stored,
  build,
}: {
  userId: string;
  stored: StoredWorkoutPlan;
  build: UseMutationResult<ProfileJson, Error, Build>;
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
      <RemindersCard userId={userId} />
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
            onRegenerate={() => build.mutate({ choice, regenerate: true })}
            regenerating={build.isPending && build.variables.regenerate}
            changeLabel={m.plans_change()}
            changeTitle={m.plans_change_title()}
            changeLead={m.plans_setup_lead()}
            form={(close) => (
              <WorkoutSetup
                initial={choice}
                submitLabel={m.plans_save_workout()}
                onCancel={close}
                pending={build.isPending && !build.variables.regenerate}
                onSubmit={(c) => build.mutate({ choice: c, regenerate: false }, { onSuccess: close })}
              />
            )}
          />
        </header>
        {plan.uncovered.length > 0 && (
          <FormAlert tone="info">
            <p>{m.plans_uncovered({ groups: formatList(plan.uncovered.map((g) => groupLabels[g]().toLocaleLowerCase())) })}</p>
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
      <ScheduleCard key={plan.inputs.weekdays.join()} userId={userId} weekdays={plan.inputs.weekdays} />
      <WorkoutHistory userId={userId} />
    </div>
  );
}
