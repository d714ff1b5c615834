import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Exercise } from "../../core/training/exercise";
import { doseForGoal } from "../../core/training/dose";
import { goalLabels } from "../../i18n/labels/body";
import * as m from "../../i18n/paraglide/messages.js";
import { cachedProfileQuery } from "../shared/queries/profile";
import { idAndPlan, useSessionPick } from "../shared/session/use-session-pick";
import { doseText } from "../../i18n/labels/dose";

/**
 * Sets, reps and rest adjusted for the member's goal. Exercise pages read the profile from the
 * cache only and never fetch it; without a cached profile nothing is shown.
 */
export function ForYourGoal({ exercise }: { exercise: Exercise }) {
  const queryClient = useQueryClient();
  const user = useSessionPick(idAndPlan);
  const { data: profile } = useQuery({ ...cachedProfileQuery(user?.id ?? "-", queryClient), enabled: !!user });
  if (!profile) return null;
  const dose = doseForGoal(exercise, profile.goal);
  return (
    <div className="grid gap-1 rounded-xl bg-accent/10 p-3 sm:col-span-2" data-testid="dose-for-goal">
      <dt className="text-sm font-medium text-accent">
        {m.exercise_for_goal({ goal: goalLabels[profile.goal]().toLowerCase() })}
      </dt>
      <dd className="font-medium">
        {doseText(dose)} · {m.plans_rest({ seconds: String(dose.restSeconds) })}
      </dd>
    </div>
  );
}
