import { useMemo } from "react";
import type { RecordKind } from "../../core/api/workouts";
import type { LoggedSet } from "../../core/training/double-progression";
import { previousLines, setPlaces, type KindedSet } from "../../core/training/set-kinds";
import * as m from "../../i18n/paraglide/messages.js";
import { weightUnit } from "../shared/units/format";
import type { ExerciseKind } from "./exercise-kind";
import { previousText } from "./previous-text";
import { setMark, setName } from "./set-kind-text";
import type { SetContext } from "./set-fields";
import { SetRow } from "./SetRow";
import type { EntrySets } from "./use-entry-sets";

/**
 * The sets of one exercise as a table: number, last time's set at that place, weight, reps (or
 * seconds), effort when logged, done. Compact columns: it fits a 360 px phone without scrolling.
 * The rows are memoised and read what is typed in them themselves: a key or a check re-renders
 * the rows it changes, not the table.
 */
export function SetTable(props: {
  name: string;
  kind: ExerciseKind;
  sets: EntrySets;
  /** Last time's work sets, each lined up with this time's row of its kind (set-kinds.ts setPlaces). */
  previous: readonly KindedSet[];
  /** Each row's placeholder values (hints.ts). */
  hints: readonly LoggedSet[];
  /** The records of the done sets, by set id (live-records.ts). */
  records: ReadonlyMap<string, RecordKind[]>;
  ctx: SetContext;
  idBase: string;
}) {
  const { sets, ctx } = props;
  const unit = weightUnit(ctx.units);
  // Formatted once, not with every set checked.
  const previousTexts = useMemo(() => {
    const lines = previousLines(props.previous);
    const texts = (sets: readonly LoggedSet[]) => sets.map((set) => previousText(set, ctx.units, props.kind.loaded));
    return { warmup: texts(lines.warmup), straight: texts(lines.straight), drop: texts(lines.drop) };
  }, [props.previous, ctx.units, props.kind.loaded]);
  const places = setPlaces(sets.slots.map((s) => s.kind));
  const th = "px-0.5 pb-1 text-[11px] leading-tight font-semibold text-muted sm:text-xs";
  return (
    <table className="w-full table-fixed border-separate border-spacing-0">
      <caption className="sr-only">{m.workout_sets_of({ exercise: props.name })}</caption>
      <colgroup>
        <col className="w-7 sm:w-12" />
        <col />
        {/* 56 px on a phone: "122,5" whole in the widest system font. */}
        <col className="w-14 sm:w-24" />
        <col className="w-11 sm:w-20" />
        {ctx.effort !== "off" && <col className="w-11 sm:w-20" />}
        <col className="w-11 sm:w-14" />
      </colgroup>
      <thead>
        <tr>
          <th scope="col" className={`${th} text-left`}>
            <span aria-hidden="true">{m.workout_col_set_short()}</span>
            <span className="sr-only">{m.workout_col_set()}</span>
          </th>
          <th scope="col" className={`${th} truncate text-left`}>
            {/* Below 360 px the weight's wider field leaves the Russian word no room: a shorter one. */}
            <span aria-hidden="true" className="min-[360px]:hidden">
              {m.workout_col_previous_short()}
            </span>
            <span className="max-[359px]:sr-only">{m.workout_col_previous()}</span>
          </th>
          <th scope="col" className={th}>
            {ctx.loaded ? unit : `+${unit}`}
          </th>
          <th scope="col" className={th}>
            {ctx.measure === "seconds" ? m.workout_col_seconds() : m.workout_col_reps()}
          </th>
          {ctx.effort !== "off" && (
            <th scope="col" className={th}>
              {ctx.effort === "rpe" ? m.workout_col_rpe() : m.workout_col_rir()}
            </th>
          )}
          <th scope="col" className={th}>
            <span className="sr-only">{m.workout_col_done()}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {sets.slots.map((slot, index) => {
          const { number, line, at } = places[index]!;
          const done = slot.setId ? sets.done.get(slot.setId) : undefined;
          return (
            <SetRow
              key={slot.key}
              exerciseName={props.name}
              setName={setName(slot.kind, number)}
              mark={setMark(slot.kind, number)}
              kind={slot.kind}
              done={done}
              records={slot.setId ? props.records.get(slot.setId) : undefined}
              hint={props.hints[index]!}
              previous={previousTexts[line][at] ?? previousText(undefined, ctx.units, props.kind.loaded)}
              ctx={ctx}
              idBase={`${props.idBase}-${slot.key}`}
              entryId={sets.entryId}
              slotKey={slot.key}
              index={index}
              actions={sets.actions}
            />
          );
        })}
      </tbody>
    </table>
  );
}
