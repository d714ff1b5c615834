import { Link, useLocation } from "@tanstack/react-router";
import { exercises } from "../../../content/exercises/index";
import type { PlannedExercise } from "../../../core/training/workout-plan";
import { groupLabels } from "../../exercises/labels";
import { useLocale } from "../../i18n/locale";
import { isMobilePath } from "../../navigation/paths";
import * as m from "../../paraglide/messages.js";

export const exerciseBySlug = new Map(exercises.map((e) => [e.slug, e]));

/** "4 × 6–10 reps" or "3 × 30 s". */
export function doseText(e: Pick<PlannedExercise, "sets" | "reps" | "seconds">): string {
  return e.reps
    ? m.plans_reps({ sets: String(e.sets), low: String(e.reps[0]), high: String(e.reps[1]) })
    : m.plans_seconds({ sets: String(e.sets), seconds: String(e.seconds ?? 0) });
}

/** One exercise of a plan day: its library page, the group, the dose and the rest. */
export function ExerciseLine({ exercise }: { exercise: PlannedExercise }) {
  const locale = useLocale();
  const mobile = isMobilePath(useLocation().pathname);
  const entry = exerciseBySlug.get(exercise.slug);
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-2">
      <span className="grid min-w-0">
        <Link
          to={mobile ? "/mexercises/$slug" : "/exercises/$slug"}
          params={{ slug: exercise.slug }}
          className="font-medium text-text underline-offset-4 hover:underline"
        >
          {entry?.name[locale] ?? exercise.slug}
        </Link>
        <span className="text-xs text-muted">
          {groupLabels[exercise.group]()}
          {exercise.intensity === "light" && (
            <span title={m.plans_light_hint()} className="ml-2 rounded-full bg-surface-2 px-2 py-0.5 font-semibold text-text">
              {m.plans_light()}
            </span>
          )}
        </span>
      </span>
      <span className="text-sm tabular-nums">
        {doseText(exercise)} <span className="text-muted">· {m.plans_rest({ seconds: String(exercise.restSeconds) })}</span>
      </span>
    </li>
  );
}
