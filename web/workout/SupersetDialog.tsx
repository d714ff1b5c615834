import type { WorkoutEntryJson } from "../../core/training/session";
import { supersetPlaces } from "../../core/training/supersets";
import { useLocale } from "../shared/i18n/locale";
import { exerciseName, useOwnExercises } from "./exercise-names";
import { useLogger } from "./logger-context";
import { SupersetPicker } from "./SupersetPicker";

/**
 * The workout's other exercises, to pick the one `entry` is done in turn with (a superset); one
 * already in a superset shows its letter, and picking it adds `entry` to that superset.
 */
export function SupersetDialog(props: {
  entry: WorkoutEntryJson;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (partner: WorkoutEntryJson, partnerName: string) => void;
  /** Opened from a menu, not a trigger of its own: where the focus goes back when it closes. */
  returnFocus: () => void;
}) {
  const locale = useLocale();
  const { session } = useLogger();
  const { own } = useOwnExercises();
  const places = supersetPlaces(session.entries);
  const mine = places.get(props.entry.id);
  // Those of its own superset are already done in turn with it.
  const others = session.entries.filter((e) => e.id !== props.entry.id && !(mine && places.get(e.id)?.letter === mine.letter));
  return (
    <SupersetPicker
      name={props.name}
      options={others.map((e) => ({
        key: e.id,
        name: exerciseName(e.exercise, locale, own(e.exercise)),
        letter: places.get(e.id)?.letter,
      }))}
      open={props.open}
      onOpenChange={props.onOpenChange}
      onPick={(option) => {
        const partner = others.find((e) => e.id === option.key);
        if (partner) props.onPick(partner, option.name);
      }}
      returnFocus={props.returnFocus}
    />
  );
}
