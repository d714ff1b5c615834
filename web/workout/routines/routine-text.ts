// How a routine reads: in its card "5 exercises" and its exercises in order, a superset's joined
// with "+", the rest cut short after a few ("+2 more"); the buttons of its name forms.
import type { RoutineExercise } from "../../../core/validation/routines";
import * as m from "../../../i18n/paraglide/messages.js";
import { plural } from "../../shared/i18n/format";

export const exercisesText = plural({
  zero: m.routines_exercises_other,
  one: m.routines_exercises_one,
  two: m.routines_exercises_other,
  few: m.routines_exercises_few,
  many: m.routines_exercises_many,
  other: m.routines_exercises_other,
});

/** Shown before "+N more". */
const shown = 4;

/** The exercises by name in order, a superset's as one item ("Bench press + Row"). */
export function exercisesPreview(exercises: readonly RoutineExercise[], name: (slug: string) => string): string {
  const items: string[] = [];
  exercises.forEach((e, i) => {
    const withBefore = e.superset !== null && exercises[i - 1]?.superset === e.superset;
    if (withBefore) items[items.length - 1] += ` + ${name(e.exercise)}`;
    else items.push(name(e.exercise));
  });
  const rest = items.length - shown;
  const head = items.slice(0, rest > 1 ? shown : items.length).join(" · ");
  return rest > 1 ? `${head} ${m.routines_more({ count: String(rest) })}` : head;
}

/** The buttons of a routine's name form. */
export const nameTexts = () => ({ cancel: m.routines_cancel(), save: m.routines_save(), saving: m.routines_saving() });
