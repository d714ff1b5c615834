// Personal records of one exercise, derived from the logged sets whenever they are read (never
// stored), so correcting a set moves them (decision 0042).
//
// The rules:
// - Warm-up sets never count, neither as a record nor as something to beat.
// - A session sets records only when the exercise was done (a work set) in an earlier session:
//   doing it the first time earns no trophies.
// - Per kind, only the session's best set can get the mark (the first one done on a tie), and
//   only when it is strictly better than the best of all earlier sessions; an equal is not a
//   record. A kind no earlier set has a value for has nothing to beat and gives no mark.
// - A loaded exercise (a barbell, dumbbells, a machine: its weight is the load):
//   - heaviest: the weight (sets with weight above 0).
//   - e1rm: the estimated one-rep max, Epley, for sets of 1-12 reps (see estimatedOneRepMax).
//   - set_volume: weight × reps (sets with weight above 0).
//   - reps_at_weight: more reps than ever done at this weight or heavier, where something was
//     done at this weight or heavier before (a new heaviest weight is the heaviest record
//     instead). Bodyweight sets count as weight 0. This is a record per weight: each of the
//     session's sets that no other of its sets matches (as many reps or more at this weight or
//     heavier) can get it.
// - A bodyweight exercise (a push-up, a pull-up: its weight is added to the body, the logger's
//   "+kg"): the body's own mass is not logged, so neither an estimated 1RM nor a set volume can be
//   worked out honestly, and there are none.
//   - most_reps: the most reps in one set, whatever was added.
//   - heaviest: the heaviest ADDED weight; earlier sets without one count as 0 added, so the
//     first set with added weight after bodyweight ones is a record.
//   - reps_at_weight: as above, for sets with added weight only (at bodyweight it is most_reps),
//     and not on a set that has most_reps (which says more).
// - longest_hold, either way: the seconds of a timed set.
import type { ExerciseRecordsJson, RecordJson, RecordKind, SetRecordsJson } from "../api/workouts";
import { epley } from "../formulas/one-rep-max";
import { loadIncrement } from "./double-progression";
import type { Exercise } from "./exercise";
import { countsAsWork, type SetKind } from "./set-kinds";

/** One logged set of one exercise, with the session it was done in. */
export interface RecordSet {
  id: string;
  sessionId: string;
  /** The session's date (YYYY-MM-DD). */
  date: string;
  kind: SetKind;
  /** kg; null or 0 for bodyweight. For a bodyweight exercise, the weight added to the body. */
  weight: number | null;
  reps: number | null;
  seconds: number | null;
}

/** What the records need to know of the exercise, from the library (never guessed from the sets). */
export interface RecordExercise {
  /** Its weight is added to the body (a pull-up with a belt), not the load itself. */
  bodyweight: boolean;
}

/**
 * Whether an exercise's logged weight is added to the body: nothing to load (body weight, a bar to
 * hang from, bands, rings). The same rule as the logger's optional "+kg" field.
 */
export const isBodyweight = (exercise: Pick<Exercise, "equipment" | "group">): boolean => loadIncrement(exercise) === null;

/** Above this many reps an estimate of the one-rep max is too rough to compare. */
const MAX_E1RM_REPS = 12;
/** Sums and products of kg in halves and quarters differ by float noise, never by this much. */
const EPSILON = 1e-9;

/**
 * Estimated one-rep max by Epley (1985): 1RM = w × (1 + reps / 30). One rep is the weight
 * itself; null for more than 12 reps (too rough), no weight, or no reps.
 */
export function estimatedOneRepMax(weight: number, reps: number): number | null {
  if (!(weight > 0) || !Number.isFinite(weight) || !Number.isInteger(reps) || reps < 1 || reps > MAX_E1RM_REPS) return null;
  return epley(weight, reps);
}

type Measure = (set: RecordSet) => number | null;
type ValueKind = Exclude<RecordKind, "reps_at_weight">;

const loaded = (s: RecordSet) => (s.weight !== null && s.weight > 0 ? s.weight : null);
const withReps = (s: RecordSet) => (s.reps !== null && s.reps >= 1 ? s.reps : null);
const hold: Measure = (s) => (s.seconds !== null && s.seconds > 0 ? s.seconds : null);

/** The kinds with one value per set, of a loaded exercise and of a bodyweight one. */
const loadedMeasures: readonly (readonly [ValueKind, Measure])[] = [
  ["heaviest", loaded],
  ["e1rm", (s) => (s.weight !== null && s.reps !== null ? estimatedOneRepMax(s.weight, s.reps) : null)],
  ["set_volume", (s) => (loaded(s) !== null && withReps(s) !== null ? s.weight! * s.reps! : null)],
  ["longest_hold", hold],
];
const bodyweightMeasures: readonly (readonly [ValueKind, Measure])[] = [
  ["most_reps", withReps],
  // No added weight is 0 added: a first set with some beats it.
  ["heaviest", (s) => Math.max(s.weight ?? 0, 0)],
  ["longest_hold", hold],
];
const measuresOf = (exercise: RecordExercise) => (exercise.bodyweight ? bodyweightMeasures : loadedMeasures);
/** The order a set's records are listed in. */
const kindOrder: readonly RecordKind[] = ["most_reps", "heaviest", "e1rm", "reps_at_weight", "set_volume", "longest_hold"];

const isWork = (s: RecordSet) => countsAsWork(s.kind);
const beats = (a: number, b: number) => a > b + EPSILON;

/** The first set with the highest value of a measure, and the value; null when no set has one. */
function best(sets: readonly RecordSet[], measure: Measure): { set: RecordSet; value: number } | null {
  let top: { set: RecordSet; value: number } | null = null;
  for (const set of sets) {
    const value = measure(set);
    if (value !== null && (!top || beats(value, top.value))) top = { set, value };
  }
  return top;
}

/** Sets with reps, as (weight, reps) with bodyweight as weight 0. */
const repsAt = (sets: readonly RecordSet[]) =>
  sets.flatMap((set) => (withReps(set) === null ? [] : [{ set, weight: set.weight ?? 0, reps: set.reps! }]));

/** The most reps among sets at `weight` or heavier; null when there is none. */
function mostRepsFrom(sets: readonly { weight: number; reps: number }[], weight: number): number | null {
  let most: number | null = null;
  for (const s of sets) if (s.weight + EPSILON >= weight && (most === null || s.reps > most)) most = s.reps;
  return most;
}

/**
 * Which sets of one session set a record, and which kinds. `earlier`: the exercise's sets in the
 * sessions done before, `session`: its sets in this session, both in the order done; `exercise`:
 * whether it is a bodyweight one. Sets without records are left out; the result follows the
 * session's order.
 */
export function recordsSetBy(
  earlier: readonly RecordSet[],
  session: readonly RecordSet[],
  exercise: RecordExercise,
): SetRecordsJson[] {
  const done = session.filter(isWork);
  const ids = new Set(session.map((s) => s.sessionId));
  const before = earlier.filter((s) => isWork(s) && !ids.has(s.sessionId));
  if (done.length === 0 || before.length === 0) return [];

  const kinds = new Map<string, Set<RecordKind>>();
  const mark = (set: RecordSet, kind: RecordKind) => kinds.set(set.id, (kinds.get(set.id) ?? new Set()).add(kind));

  for (const [kind, measure] of measuresOf(exercise)) {
    const top = best(done, measure);
    const previous = best(before, measure);
    if (top && previous && beats(top.value, previous.value)) mark(top.set, kind);
  }

  const earlierReps = repsAt(before);
  const sessionReps = repsAt(done);
  sessionReps.forEach((s, i) => {
    // At bodyweight, most reps at a weight or heavier is most reps in a set; a set with that record has its best.
    if (exercise.bodyweight && (s.weight <= EPSILON || kinds.get(s.set.id)?.has("most_reps"))) return;
    // Matched by another of the session's sets (an earlier one on an exact tie): that one is the best.
    const matched = sessionReps.some(
      (o, j) =>
        j !== i &&
        o.weight + EPSILON >= s.weight &&
        o.reps >= s.reps &&
        (j < i || o.weight > s.weight + EPSILON || o.reps > s.reps),
    );
    const most = mostRepsFrom(earlierReps, s.weight);
    if (!matched && most !== null && s.reps > most) mark(s.set, "reps_at_weight");
  });

  return done.flatMap((set) => {
    const own = kinds.get(set.id);
    return own ? [{ setId: set.id, kinds: kindOrder.filter((k) => own.has(k)) }] : [];
  });
}

const recordJson = (set: RecordSet, value: number): RecordJson => ({
  weight: set.weight,
  reps: set.reps,
  seconds: set.seconds,
  value,
  date: set.date,
  sessionId: set.sessionId,
});

/**
 * The exercise's bests over all its work sets (given oldest first): each the first set that
 * reached it. `repsAtWeight`: the most reps at each weight, heaviest first, leaving out a weight
 * where a heavier one has as many reps or more (every such row: at most one per count of reps, so
 * at most 100, and what the logger's live records need whole; the history lists the first ten);
 * for a bodyweight exercise, added weights only (at bodyweight the row would be `mostReps`).
 */
export function exerciseRecords(sets: readonly RecordSet[], exercise: RecordExercise): ExerciseRecordsJson {
  const work = sets.filter(isWork);
  const measures = new Map(measuresOf(exercise));
  const bestOf = (kind: ValueKind) => {
    const measure = measures.get(kind);
    const top = measure && best(work, measure);
    // No added weight at all is not a heaviest added weight.
    return top && top.value > 0 ? recordJson(top.set, top.value) : null;
  };
  const byWeight = new Map<number, { set: RecordSet; reps: number }>();
  for (const { set, weight, reps } of repsAt(work)) {
    if (exercise.bodyweight && weight <= EPSILON) continue;
    const current = byWeight.get(weight);
    if (!current || reps > current.reps) byWeight.set(weight, { set, reps });
  }
  const repsAtWeight: RecordJson[] = [];
  let most = 0;
  for (const [, { set, reps }] of [...byWeight].sort(([a], [b]) => b - a)) {
    if (reps <= most) continue;
    most = reps;
    repsAtWeight.push(recordJson(set, reps));
  }
  return {
    heaviest: bestOf("heaviest"),
    e1rm: bestOf("e1rm"),
    setVolume: bestOf("set_volume"),
    longestHold: bestOf("longest_hold"),
    mostReps: bestOf("most_reps"),
    repsAtWeight,
  };
}

/**
 * The records the open workout's sets of an exercise set so far, against its bests in finished
 * workouts (`records`, exerciseRecords over them): the sets those bests came from stand for every
 * earlier set, as each record kind and the most reps at each weight or heavier are theirs. The
 * same rules as the history's (recordsSetBy), so a mark shown while logging is the one the history
 * shows after. Null when a best is from a later day than the workout's (a workout logged for a
 * past day): what came before it is then unknown here.
 */
export function liveRecords(
  records: ExerciseRecordsJson,
  date: string,
  session: readonly RecordSet[],
  exercise: RecordExercise,
): SetRecordsJson[] | null {
  const { repsAtWeight, ...bests } = records;
  const earlier = [...Object.values(bests), ...repsAtWeight].flatMap((r, i): RecordSet[] =>
    r
      ? [
          {
            id: `best-${i}`,
            sessionId: r.sessionId,
            date: r.date,
            kind: "work",
            weight: r.weight,
            reps: r.reps,
            seconds: r.seconds,
          },
        ]
      : [],
  );
  if (earlier.some((s) => s.date > date)) return null;
  return recordsSetBy(earlier, session, exercise);
}
