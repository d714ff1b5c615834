import { Link } from "@tanstack/react-router";
import { Flame, Plus, StickyNote, TrendingUp } from "lucide-react";
import { memo, useCallback, useId, useMemo } from "react";
import type { LoggedSet, Suggestion } from "../../core/training/double-progression";
import { screeningAllowsTraining } from "../../core/safety/health-context";
import type { WorkoutEntryJson } from "../../core/training/session";
import type { SupersetPlace } from "../../core/training/supersets";
import * as m from "../../i18n/paraglide/messages.js";
import type { UnitSystem } from "../shared/units/units";
import { DemonstrationDisclosure } from "../shared/exercises/DemonstrationDisclosure";
import { useLocale } from "../shared/i18n/locale";
import { useScreenHref } from "../shared/navigation/paths";
import { buttonClass } from "../shared/ui/button-styles";
import { cn } from "../shared/ui/cn";
import { exerciseKind } from "./exercise-kind";
import { exerciseName, useOwnExercises } from "./exercise-names";
import { ExerciseMenu } from "./ExerciseMenu";
import { EntryNote } from "./EntryNote";
import { useLogger } from "./logger-context";
import { PlateDialog } from "./PlateDialog";
import { maxRows } from "./rows";
import { SetTable } from "./SetTable";
import { suggestionText } from "./suggestion-text";
import { useEntrySets, type EntrySets } from "./use-entry-sets";
import { rowHints } from "./hints";
import { useLiveRecords } from "./live-records";
import { emptyDraft } from "./row-store";
import { weightField, type SetContext } from "./set-fields";
import { restTime } from "./rest-text";
import { RestMenu } from "./RestMenu";
import { rowWeight } from "./row-weight";
import { useExercisePlan } from "./use-exercise-plan";
import { WarmupButton } from "./WarmupButton";

/** One exercise of the open workout: its name and menu, today's target, the demonstration, the sets and a note. */
export const ExerciseCard = memo(function ExerciseCard(props: {
  entry: WorkoutEntryJson;
  index: number;
  count: number;
  /** Its place in a superset; none for an exercise done on its own. */
  superset: SupersetPlace | undefined;
  onHistory: (slug: string) => void;
}) {
  const { entry, superset } = props;
  const locale = useLocale();
  const href = useScreenHref();
  const { units, settings, screening } = useLogger();
  const { own } = useOwnExercises();
  const mine = own(entry.exercise);
  const kind = exerciseKind(entry.exercise, mine);
  const name = exerciseName(entry.exercise, locale, mine);
  const plan = useExercisePlan(entry.exercise, kind.exercise);
  // In a superset, a set done leads to the next exercise; the rest comes after the last one.
  const later = useMemo(
    () => superset?.later.map((e) => ({ id: e.id, name: exerciseName(e.exercise, locale, own(e.exercise)) })) ?? [],
    [superset, locale, own],
  );
  const next = later[0]?.name ?? null;
  const sets = useEntrySets(entry, plan.rows, plan.restSeconds, later);
  const records = useLiveRecords(entry, kind.exercise, name, sets.done);
  const hints = useMemo(
    () => rowHints(sets.slots, sets.done, plan.suggestion, plan.previous),
    [sets.slots, sets.done, plan.suggestion, plan.previous],
  );
  const ctx = useMemo<SetContext>(
    () => ({ measure: kind.measure, loaded: kind.loaded, weightOptional: kind.weightOptional, units, effort: settings.effort }),
    [kind.measure, kind.loaded, kind.weightOptional, units, settings.effort],
  );
  // The plate calculator loads the next set to do: its typed weight, else its placeholder.
  const nextRow = sets.slots.findIndex((s) => !s.setId);
  // Formatted once, not with every set checked.
  const restText = useMemo(() => {
    if (next !== null) return m.workout_superset_next({ exercise: next }, { locale });
    if (plan.restSeconds === 0) return m.workout_rest_none({}, { locale });
    const time = restTime(plan.restSeconds, locale);
    return superset ? m.workout_superset_rest({ time }, { locale }) : m.workout_rest_between({ time }, { locale });
  }, [plan.restSeconds, locale, next, superset]);
  const { onHistory } = props;
  const showHistory = useCallback(() => onHistory(entry.exercise), [onHistory, entry.exercise]);
  const titleId = useId();
  const groupId = useId();
  const full = sets.slots.length >= maxRows;
  return (
    <li
      aria-labelledby={titleId}
      aria-describedby={superset ? groupId : undefined}
      className={cn("grid min-w-0 gap-3 rounded-2xl border border-border bg-surface p-3 sm:p-4", superset && "border-l-4 border-l-accent")}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          {superset && (
            <p id={groupId} className="text-xs font-semibold text-accent">
              {m.workout_superset_label({ letter: superset.letter, index: String(superset.index), size: String(superset.size) })}
            </p>
          )}
          <h3 id={titleId} className="text-base leading-snug font-semibold">
            {/* The library's exercises have a page; the member's own ones do not. */}
            {kind.exercise ? (
              <Link to={href("/exercises/$slug")} params={{ slug: entry.exercise }} className="underline-offset-4 hover:underline">
                {name}
              </Link>
            ) : (
              name
            )}
          </h3>
          <RestMenu exercise={entry.exercise} name={name} text={restText} usual={plan.usualRestSeconds} />
        </div>
        <ExerciseMenu entry={entry} name={name} index={props.index} count={props.count} supersetSize={superset?.size ?? 0} onHistory={showHistory} />
      </div>
      {plan.suggestion && <SuggestionLine suggestion={plan.suggestion} units={units} />}
      {plan.lastNote && plan.lastNote !== entry.note && (
        <p className="flex items-start gap-2 text-sm text-muted" data-testid="last-note">
          <StickyNote aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 break-words whitespace-pre-line">{m.workout_last_note({ note: plan.lastNote })}</span>
        </p>
      )}
      {kind.exercise && <Demonstration exercise={kind.exercise} />}
      <SetTable
        name={name}
        kind={kind}
        sets={sets}
        previous={plan.previous}
        hints={hints}
        records={records}
        ctx={ctx}
        idBase={`set-${entry.id}`}
      />
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass("secondary", "sm")} disabled={full} onClick={() => sets.add("work")} aria-label={m.workout_add_set_to({ exercise: name })}>
          <Plus aria-hidden="true" className="size-4" />
          {m.workout_add_set()}
        </button>
        <button type="button" className={buttonClass("ghost", "sm")} disabled={full} onClick={() => sets.add("warmup")} aria-label={m.workout_add_warmup_to({ exercise: name })}>
          <Flame aria-hidden="true" className="size-4 text-warning" />
          {m.workout_add_warmup()}
        </button>
        {/* Numbers to lift, so only once the screening allows them (as the suggestions). */}
        {kind.loaded && kind.measure === "reps" && screeningAllowsTraining(screening) && (
          <WarmupButton name={name} kind={kind} sets={sets} hints={hints} ctx={ctx} idBase={`set-${entry.id}`} disabled={full} />
        )}
        {kind.barbell && (
          <PlateDialog
            exerciseName={name}
            weightKg={() => nextWeight(sets, nextRow, hints, ctx)}
            onUse={
              nextRow === -1
                ? undefined
                : (kg) => {
                    const key = sets.slots[nextRow]!.key;
                    sets.setDraft(key, { ...(sets.draft(key) ?? emptyDraft), weight: weightField(kg, units) });
                  }
            }
          />
        )}
      </div>
      <EntryNote entry={entry} name={name} />
    </li>
  );
});

// Memoised: a set checked renders the card's rows, not its demonstration.
const Demonstration = memo(DemonstrationDisclosure);

/** Today's target and why; memoised, so its numbers are formatted again only when they change. */
const SuggestionLine = memo(function SuggestionLine({ suggestion, units }: { suggestion: Suggestion; units: UnitSystem }) {
  useLocale();
  return (
    <p className="flex items-start gap-2 text-sm">
      <TrendingUp aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
      <span>{suggestionText(suggestion, units)}</span>
    </p>
  );
});

/** The weight of the next set to do (typed, else its placeholder), else the last done set's, in kg. */
function nextWeight(sets: EntrySets, next: number, hints: readonly LoggedSet[], ctx: SetContext): number | null {
  const row = next === -1 ? null : rowWeight(sets, next, hints, ctx);
  if (row !== null) return row;
  for (let i = sets.slots.length - 1; i >= 0; i--) {
    const id = sets.slots[i]!.setId;
    const weight = id ? sets.done.get(id)?.weight : undefined;
    if (weight) return weight;
  }
  return null;
}
