import { Link } from "@tanstack/react-router";
import { Play } from "lucide-react";
import type { PlanPreviewJson, PreviousJson } from "../../core/api/workouts";
import { straightSets } from "../../core/training/set-kinds";
import { doseText } from "../../i18n/labels/dose";
import { dayTypeLabels } from "../../i18n/labels/plans";
import * as m from "../../i18n/paraglide/messages.js";
import { useLocale } from "../shared/i18n/locale";
import { useScreenHref } from "../shared/navigation/paths";
import { buttonClass } from "../shared/ui/button-styles";
import { useUnits } from "../shared/units/units";
import { exerciseKind } from "./exercise-kind";
import { previousSummary } from "./previous-summary";
import { suggestionText } from "./suggestion-text";

/** Today's plan day before it starts: each exercise's sets × reps, last time's numbers and today's target. */
export function PlanPreview(props: {
  preview: PlanPreviewJson;
  previous: Readonly<Record<string, PreviousJson>>;
  starting: boolean;
  /** Today's workout is already done: starting is a second one, offered as such. */
  done: boolean;
  onStart: () => void;
}) {
  const { preview } = props;
  const locale = useLocale();
  const href = useScreenHref();
  const units = useUnits();
  return (
    <section aria-labelledby="preview-title" className="grid gap-4 rounded-2xl border border-border bg-surface p-4 sm:p-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-0.5">
          <p className="text-sm font-medium text-muted">{m.workout_today()}</p>
          <h2 id="preview-title" className="text-xl font-semibold">
            {dayTypeLabels[preview.dayType]()}
          </h2>
          {preview.deload && <p className="text-sm text-muted">{m.plans_deload()}</p>}
        </div>
        <button
          type="button"
          className={buttonClass(props.done ? "secondary" : "primary", "md", "w-full sm:w-auto")}
          disabled={props.starting}
          onClick={props.onStart}
        >
          <Play aria-hidden="true" className="size-5" />
          {props.done ? m.workout_start_another() : m.workout_start()}
        </button>
      </header>
      <ol className="grid divide-y divide-border">
        {preview.exercises.map((e) => {
          const { exercise, loaded } = exerciseKind(e.slug);
          const last = props.previous[e.slug];
          const summary = last ? previousSummary(straightSets(last.sets), units, loaded) : null;
          return (
            <li key={e.slug} className="grid gap-1 py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <Link to={href("/exercises/$slug")} params={{ slug: e.slug }} className="font-medium underline-offset-4 hover:underline">
                  {exercise?.name[locale] ?? e.slug}
                </Link>
                <span className="text-sm text-muted tabular-nums">{doseText(e)}</span>
              </div>
              <p className="text-sm text-muted">{summary ? m.workout_last_time({ sets: summary }) : m.workout_last_time_none()}</p>
              <p className="text-sm">{suggestionText(e.suggestion, units)}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
