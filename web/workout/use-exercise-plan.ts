// For one exercise of the open workout: last time's sets (every kind), today's suggestion and how
// many sets to show (from the straight sets: set-kinds.ts) in last time's shape, and the rest
// between them. A plan exercise takes them from the session's frozen prescription; an added
// one from its last session (the day's answer, else its history), the member's goal and the
// library (core/training/suggest.ts). No load to aim for until the member's pre-exercise
// screening is answered, nor while it says to see a doctor first (a "yes" without clearance): the
// server holds the plan back then too, and the logger says why (ScreeningNotice).
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { Goal } from "../../core/plans";
import { screeningAllowsTraining } from "../../core/safety/health-context";
import type { Suggestion } from "../../core/training/double-progression";
import type { Exercise } from "../../core/training/exercise";
import type { SessionExercise } from "../../core/training/session";
import { rowKinds, straightSets, type KindedSet, type SetKind } from "../../core/training/set-kinds";
import { doseFor, suggestionFor } from "../../core/training/suggest";
import { useProfile } from "../shared/queries/profile";
import { exerciseHistoryQuery } from "../shared/queries/workout";
import { useLoggerSettings } from "./device-settings";
import { useLogger } from "./logger-context";

export interface ExercisePlan {
  /** Last time's sets, warm-ups too, each beside this time's row of its kind and place. */
  previous: readonly KindedSet[];
  suggestion: Suggestion | null;
  /** The planned sets (work sets, or sets to failure). */
  sets: number;
  /** The rows it starts with: the planned sets shaped as last time, warm-ups and drop sets with them. */
  rows: SetKind[];
  /** The rest after a set: the member's choice for the exercise on this device, else `usualRestSeconds`; 0 for none. */
  restSeconds: number;
  /** The plan's rest, else the default. */
  usualRestSeconds: number;
  /** The exercise's note last time ("seat at 4"), "" when none: shown again, as Hevy's pinned notes. */
  lastNote: string;
}

/** The rest after a set of an exercise the plan does not prescribe. */
export const defaultRestSeconds = 90;

/** One exercise's plan from what it comes from (the hook below reads those). */
export function exercisePlanOf(o: {
  planned: SessionExercise | undefined;
  previousSets: readonly KindedSet[];
  exercise: Exercise | undefined;
  goal: Goal | undefined;
  allowsLoad: boolean;
  /** The member's own rest for the exercise (device settings), if chosen. */
  chosenRest?: number;
  lastNote?: string;
}): ExercisePlan {
  const straight = straightSets(o.previousSets);
  const suggestion = o.planned?.suggestion ?? (o.exercise ? suggestionFor(o.exercise, straight, o.goal) : null);
  const sets = o.planned?.sets ?? (straight.length || (o.exercise ? doseFor(o.exercise, o.goal).sets : 3));
  return {
    previous: o.previousSets,
    suggestion: o.allowsLoad ? suggestion : null,
    sets,
    rows: rowKinds(
      o.previousSets.map((s) => s.kind),
      sets,
    ),
    restSeconds: o.chosenRest ?? o.planned?.restSeconds ?? defaultRestSeconds,
    usualRestSeconds: o.planned?.restSeconds ?? defaultRestSeconds,
    lastNote: o.lastNote ?? "",
  };
}

export function useExercisePlan(slug: string, exercise: Exercise | undefined): ExercisePlan {
  const { userId, session, previous, screening } = useLogger();
  // The member's goal sets an added exercise's rep range (as the plan's would); the library's own without it.
  const goal = useProfile().data?.goal;
  const chosenRest = useLoggerSettings().rest[slug];
  const allowsLoad = screeningAllowsTraining(screening);
  const planned = session.plan.find((p) => p.slug === slug);
  const known = previous[slug];
  // Not in the day's answer (added during the workout): its last finished session, when online.
  const history = useQuery({ ...exerciseHistoryQuery(userId, slug, 2), enabled: !known && !planned });
  const last = history.data?.sessions.find((s) => s.id !== session.id);
  // Worked out again only when what it comes from changes: the card renders on every set checked.
  return useMemo(() => {
    const previousSets = known?.sets ?? last?.sets ?? [];
    // (An answer kept from before notes travelled has none.)
    const lastNote = (known ? known.note : last?.note) ?? "";
    return exercisePlanOf({ planned, previousSets, exercise, goal, allowsLoad, chosenRest, lastNote });
  }, [known, last, planned, exercise, goal, allowsLoad, chosenRest]);
}
