// What a set beat, in words and an icon for each kind of record (decision 0042: records are
// derived from the sets whenever they are read, so a correction moves them).
import { IterationCw, Layers, Repeat, Timer, TrendingUp, Weight, type LucideIcon } from "lucide-react";
import type { RecordKind, SetRecordsJson } from "../../../core/api/workouts";
import * as m from "../../../i18n/paraglide/messages.js";
import { formatList } from "../../shared/i18n/format";

/** The order a set's records are listed in: a bodyweight exercise's reps first, then the weight, the hold last. */
export const recordKinds: readonly RecordKind[] = [
  "most_reps",
  "heaviest",
  "e1rm",
  "reps_at_weight",
  "set_volume",
  "longest_hold",
];

/** Each kind's name; a bodyweight exercise's heaviest is of the added weight (see recordLabel). */
export const recordLabels: Record<RecordKind, () => string> = {
  most_reps: m.history_metric_reps,
  heaviest: m.history_record_heaviest,
  e1rm: m.history_record_e1rm,
  reps_at_weight: m.history_record_reps_at_weight,
  set_volume: m.history_record_set_volume,
  longest_hold: m.history_record_longest_hold,
};

/** A kind's name for an exercise: `loaded` false for a bodyweight one, whose weight is added to the body. */
export const recordLabel = (kind: RecordKind, loaded: boolean): string =>
  !loaded && kind === "heaviest" ? m.history_record_heaviest_added() : recordLabels[kind]();

export const recordIcons: Record<RecordKind, LucideIcon> = {
  most_reps: IterationCw,
  heaviest: Weight,
  e1rm: TrendingUp,
  reps_at_weight: Repeat,
  set_volume: Layers,
  longest_hold: Timer,
};

/** A set's kinds in the listing order, each once. */
export const sortedKinds = (kinds: readonly RecordKind[]): RecordKind[] => recordKinds.filter((k) => kinds.includes(k));

/** Only the first letter: "1RM" and "RPE" keep their capitals inside a sentence. */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** "heaviest weight and best estimated 1RM", in the listing order. */
export const recordKindsText = (kinds: readonly RecordKind[], loaded = true): string =>
  formatList(sortedKinds(kinds).map((k) => lowerFirst(recordLabel(k, loaded))));

/** "Record: heaviest weight and best estimated 1RM", for a set's screen-reader text and title. */
export const recordSentence = (kinds: readonly RecordKind[], loaded = true): string =>
  m.history_record_set({ kinds: recordKindsText(kinds, loaded) });

/** Worked out of the weight as the load: of a bodyweight exercise's added weight alone they read as nonsense ("1RM 6 kg"). */
const loadOnly: readonly RecordKind[] = ["e1rm", "set_volume"];

/**
 * The records of a session by set id. The server gives a bodyweight exercise (`loaded` false for
 * its set) no estimated 1RM or set volume; an answer kept from before it did is cleaned here.
 */
export function recordsBySet(
  records: readonly SetRecordsJson[],
  loaded: (setId: string) => boolean = () => true,
): Map<string, RecordKind[]> {
  return new Map(
    records.flatMap((r) => {
      const kinds = sortedKinds(r.kinds).filter((k) => !loadOnly.includes(k) || loaded(r.setId));
      return kinds.length ? [[r.setId, kinds] as const] : [];
    }),
  );
}
