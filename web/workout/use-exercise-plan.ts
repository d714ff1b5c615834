// For one exercise of the open workout: last time's work sets, today's suggestion, how many
// sets to show and the rest between them. A plan exercise takes them from the session's frozen
// prescription; an added one from its last session (the day's answer, else its history), the
// member's goal and the library (core/training/suggest.ts).
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { LoggedSet, Suggestion } from "../../core/training/double-progression";
import type { Exercise } from "../../core/training/exercise";
import { doseFor, suggestionFor } from "../../core/training/suggest";
import { useProfile } from "../shared/queries/profile";
import { exerciseHistoryQuery } from "../shared/queries/workout";
import { useLogger } from "./logger-context";

export interface ExercisePlan {
  previous: readonly LoggedSet[];
  suggestion: Suggestion | null;
  sets: number;
  restSeconds: number;
}

/** The rest after a set of an exercise the plan does not prescribe. */
export const defaultRestSeconds = 90;

export function useExercisePlan(slug: string, exercise: Exercise | undefined): ExercisePlan {
  const { userId, session, previous } = useLogger();
  // The member's goal sets an added exercise's rep range (as the plan's would); the library's own without it.
  const goal = useProfile().data?.goal;
  const planned = session.plan.find((p) => p.slug === slug);
  const known = previous[slug];
  // Not in the day's answer (added during the workout): its last finished session, when online.
  const history = useQuery({ ...exerciseHistoryQuery(userId, slug, 2), enabled: !known && !planned });
  const last = history.data?.sessions.find((s) => s.id !== session.id);
  // Worked out again only when what it comes from changes: the card renders on every set checked.
  return useMemo(() => {
    const previousSets = (known?.sets ?? last?.sets ?? []).filter((s) => s.kind === "work");
    return {
      previous: previousSets,
      suggestion: planned?.suggestion ?? (exercise ? suggestionFor(exercise, previousSets, goal) : null),
      sets: planned?.sets ?? (previousSets.length || (exercise ? doseFor(exercise, goal).sets : 3)),
      restSeconds: planned?.restSeconds ?? defaultRestSeconds,
    };
  }, [known, last, planned, exercise, goal]);
}
