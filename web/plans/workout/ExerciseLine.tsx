import { Link } from "@tanstack/react-router";
import type { PlannedExercise } from "../../../core/training/workout-plan";
import { groupLabels } from "../../../i18n/labels/exercises";
import { doseText } from "../../../i18n/labels/dose";
import { exerciseBySlug } from "../../shared/queries/exercises";
import { useLocale } from "../../shared/i18n/locale";
import { useScreenHref } from "../../shared/navigation/paths";
import * as m from "../../../i18n/paraglide/messages.js";

/** One exercise of a plan day: its library page, the group, the dose and the rest. */
export function ExerciseLine({ exercise }: { exercise: PlannedExercise }) {
  const locale = useLocale();
  const href = useScreenHref();
  const entry = exerciseBySlug.get(exercise.slug);
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-2">
      <span className="grid min-w-0">
        <Link
          to={href("/exercises/$slug")}
          params={{ slug: exercise.slug }}
          // The page's code and the group's details load while the line is on screen: a tap opens it at once.
          preload="viewport"
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
