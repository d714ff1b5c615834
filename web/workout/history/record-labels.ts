// What a set beat, in words and an icon for each kind of record (decision 0042: records are
// derived from the sets whenever they are read, so a correction moves them).
import { Layers, Repeat, Timer, TrendingUp, Weight, type LucideIcon } from "lucide-react";
import type { RecordKind, SetRecordsJson } from "../../../core/api/workouts";
import * as m from "../../../i18n/paraglide/messages.js";
import { formatList } from "../../shared/i18n/format";

/** The order a set's records are listed in: the weight first, the hold last. */
export const recordKinds: readonly RecordKind[] = ["heaviest", "e1rm", "reps_at_weight", "set_volume", "longest_hold"];

export const recordLabels: Record<RecordKind, () => string> = {
  heaviest: m.history_record_heaviest,
  e1rm: m.history_record_e1rm,
  reps_at_weight: m.history_record_reps_at_weight,
  set_volume: m.history_record_set_volume,
  longest_hold: m.history_record_longest_hold,
};

export const recordIcons: Record<RecordKind, LucideIcon> = {
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

/** "Record: heaviest weight and best estimated 1RM", for a set's screen-reader text and title. */
export const recordSentence = (kinds: readonly RecordKind[]): string =>
  m.history_record_set({ kinds: formatList(sortedKinds(kinds).map((k) => lowerFirst(recordLabels[k]()))) });

/**
 * The records of a session by set id. For a bodyweight exercise (`loaded` false for its set) the
 * estimated 1RM would be of the added weight alone, which reads as nonsense ("1RM 6 kg"): left out.
 */
export function recordsBySet(
  records: readonly SetRecordsJson[],
  loaded: (setId: string) => boolean = () => true,
): Map<string, RecordKind[]> {
  return new Map(
    records.flatMap((r) => {
      const kinds = sortedKinds(r.kinds).filter((k) => k !== "e1rm" || loaded(r.setId));
      return kinds.length ? [[r.setId, kinds] as const] : [];
    }),
  );
}
