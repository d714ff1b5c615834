// How a routine reads: in its card "5 exercises" and its exercises in order, a superset's joined
// with "+", the rest cut short after a few ("+2 more"); the buttons of its name forms; a copy's name.
import { routineLimits, type RoutineExercise } from "../../../core/validation/routines";
import * as m from "../../../i18n/paraglide/messages.js";
import { plural } from "../../shared/i18n/format";

/** What a routine's save, change or copy says when it fails. */
export const saveTexts = { offline: m.routines_offline, failed: m.routines_failed };

export const exercisesText = plural({
  zero: m.routines_exercises_other,
  one: m.routines_exercises_one,
  two: m.routines_exercises_other,
  few: m.routines_exercises_few,
  many: m.routines_exercises_many,
  other: m.routines_exercises_other,
});

/** Exercises shown before "+N more". */
const shown = 4;

/**
 * The exercises by name in order, a superset's as one item ("Bench press + Row"), up to about
 * `shown` of them (a superset is not cut) and "+N more" for the exercises left out.
 */
export function exercisesPreview(exercises: readonly RoutineExercise[], name: (slug: string) => string): string {
  const items: { text: string; count: number }[] = [];
  exercises.forEach((e, i) => {
    const last = items.at(-1);
    if (last && e.superset !== null && exercises[i - 1]?.superset === e.superset) {
      last.text += ` + ${name(e.exercise)}`;
      last.count++;
    } else items.push({ text: name(e.exercise), count: 1 });
  });
  const head: string[] = [];
  let count = 0;
  for (const item of items) {
    // One exercise left over is shown rather than "+1 more".
    if (count >= shown && exercises.length - count > 1) break;
    head.push(item.text);
    count += item.count;
  }
  const rest = exercises.length - count;
  return rest > 0 ? `${head.join(" · ")} ${m.routines_more({ count: String(rest) })}` : head.join(" · ");
}

/** The buttons of a routine's name forms. */
export const nameTexts = () => ({ cancel: m.routines_cancel(), save: m.routines_save(), saving: m.routines_saving() });

/** A duplicate's name, "Push day (copy)", the original cut so that it stays within a name's length. */
export function copyName(name: string): string {
  const over = m.routines_copy_name({ name }).length - routineLimits.nameLength;
  return m.routines_copy_name({ name: over > 0 ? name.slice(0, -over).trimEnd() : name });
}
