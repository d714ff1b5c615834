import { Trophy } from "lucide-react";
import type { ExerciseRecordsJson, RecordJson } from "../../../core/api/workouts";
import * as m from "../../../i18n/paraglide/messages.js";
import { formatAmount, formatDate, formatNumber } from "../../shared/i18n/format";
import { formatWeight } from "../../shared/units/format";
import type { UnitSystem } from "../../shared/units/units";
import { HistoryLink } from "./links";
import { recordIcons, recordLabel } from "./record-labels";
import { setText } from "../set-text";
import type { RecordKind } from "../../../core/api/workouts";

/** How many rows of "most reps at a weight" are listed: the heaviest ten. */
const repsRows = 10;

interface Tile {
  kind: RecordKind;
  value: string;
  /** The set it came from, when the value is worked out of one. */
  from: string | null;
  record: RecordJson;
}

/**
 * The records' tiles, in the listing order; those the exercise has none of are left out. A
 * bodyweight exercise (`loaded` false) leads with its most reps in a set, and has no estimated
 * 1RM or set volume (they would be of the added weight alone, see recordsBySet).
 */
export function recordTiles(records: ExerciseRecordsJson, units: UnitSystem, loaded: boolean): Tile[] {
  const set = (r: RecordJson) => setText({ weight: r.weight, reps: r.reps, seconds: r.seconds }, units, loaded);
  const mostReps = records.mostReps;
  const tiles: (Tile | null | false)[] = [
    !loaded &&
      mostReps && {
        kind: "most_reps",
        value: m.history_reps({ reps: formatNumber(mostReps.value) }),
        // Said only when weight was added: "20 reps" needs no "from 20 reps".
        from: (mostReps.weight ?? 0) > 0 ? set(mostReps) : null,
        record: mostReps,
      },
    records.heaviest && { kind: "heaviest", value: set(records.heaviest), from: null, record: records.heaviest },
    loaded &&
      records.e1rm && {
        kind: "e1rm",
        value: formatWeight(records.e1rm.value, units, 1),
        from: set(records.e1rm),
        record: records.e1rm,
      },
    loaded &&
      records.setVolume && {
        kind: "set_volume",
        value: formatWeight(records.setVolume.value, units, 0),
        from: set(records.setVolume),
        record: records.setVolume,
      },
    records.longestHold && {
      kind: "longest_hold",
      value: formatAmount(records.longestHold.value, m.history_unit_seconds()),
      from: null,
      record: records.longestHold,
    },
  ];
  return tiles.filter((t): t is Tile => !!t);
}

const day = (r: RecordJson) => formatDate(r.date, { day: "numeric", month: "short", year: "numeric" });

function When({ record }: { record: RecordJson }) {
  return (
    <HistoryLink to={{ session: record.sessionId }} className="text-sm text-accent underline-offset-4 hover:underline">
      <time dateTime={record.date}>{day(record)}</time>
    </HistoryLink>
  );
}

/** The exercise's bests with when they happened; each date opens its workout. */
export function RecordsCard(props: { records: ExerciseRecordsJson; units: UnitSystem; loaded: boolean }) {
  const { records, units, loaded } = props;
  const tiles = recordTiles(records, units, loaded);
  const weightLabel = (kg: number) =>
    kg === 0 ? m.history_bodyweight() : loaded ? formatWeight(kg, units) : `+${formatWeight(kg, units)}`;
  return (
    <section
      aria-labelledby="records-title"
      className="grid gap-3 rounded-2xl border border-border bg-surface p-4"
      data-testid="exercise-records"
    >
      <h3 id="records-title" className="flex items-center gap-2 text-lg font-semibold">
        <Trophy aria-hidden="true" className="size-5 text-warning" />
        {m.history_records_title()}
      </h3>
      {tiles.length === 0 && records.repsAtWeight.length === 0 && <p className="text-muted">{m.history_record_none()}</p>}
      {tiles.length > 0 && (
        <dl className="grid gap-3 sm:grid-cols-2">
          {tiles.map(({ kind, value, from, record }) => {
            const Icon = recordIcons[kind];
            return (
              <div key={kind} className="grid gap-0.5 rounded-xl bg-surface-2/60 px-4 py-3">
                <dt className="flex items-center gap-1.5 text-xs font-medium text-muted">
                  <Icon aria-hidden="true" className="size-3.5" />
                  {recordLabel(kind, loaded)}
                </dt>
                <dd className="text-lg font-bold tabular-nums">{value}</dd>
                {from && <dd className="text-sm text-muted">{m.history_record_from({ set: from })}</dd>}
                <dd>
                  <When record={record} />
                </dd>
              </div>
            );
          })}
        </dl>
      )}
      {records.repsAtWeight.length > 0 && (
        <div className="grid gap-2">
          <h4 className="text-sm font-semibold">{loaded ? m.history_record_reps_list() : m.history_record_reps_list_added()}</h4>
          <table className="w-full text-left text-sm">
            <tbody className="divide-y divide-border whitespace-nowrap tabular-nums">
              {records.repsAtWeight.slice(0, repsRows).map((r) => (
                <tr key={r.weight ?? 0}>
                  <th scope="row" className="py-1.5 pr-3 font-normal">
                    {weightLabel(r.weight ?? 0)}
                  </th>
                  <td className="py-1.5 pr-3 font-semibold">{m.history_reps({ reps: formatNumber(r.reps ?? r.value) })}</td>
                  <td className="py-1.5 text-right">
                    <When record={r} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
