// The records the open workout's sets of one exercise set, shown as they are done (Hevy marks a
// record the moment a set is checked): its bests in finished workouts, from the exercise's history
// (the same read that gives an added exercise its last time), against the workout's sets of it, by
// the history's own rules (core/training/records.ts liveRecords). A new one is said to screen
// readers. Offline without that read, or for a workout logged for a past day, none are shown.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef } from "react";
import type { RecordKind } from "../../core/api/workouts";
import type { Exercise } from "../../core/training/exercise";
import { isBodyweight, liveRecords } from "../../core/training/records";
import type { LoggedSetJson, WorkoutEntryJson } from "../../core/training/session";
import * as m from "../../i18n/paraglide/messages.js";
import { exerciseHistoryQuery } from "../shared/queries/workout";
import { announce } from "./announcer";
import { recordKindsText } from "./history/record-labels";
import { useLogger } from "./logger-context";

const none: ReadonlyMap<string, RecordKind[]> = new Map();

/**
 * By set id, the kinds of record each done set of this card set (those without one absent).
 * `done`: the card's done sets, with changes just made laid over them. The exercise's sets on the
 * workout's other cards count too, as the history compares them all: of two cards' heavier sets,
 * only the heavier is the record.
 */
export function useLiveRecords(
  entry: WorkoutEntryJson,
  exercise: Exercise | undefined,
  name: string,
  done: ReadonlyMap<string, LoggedSetJson>,
): ReadonlyMap<string, RecordKind[]> {
  const { userId, session } = useLogger();
  // The limit is the one the exercise's plan reads with (use-exercise-plan.ts): one request for both.
  const records = useQuery(exerciseHistoryQuery(userId, entry.exercise, 2)).data?.records;
  // A library exercise is bodyweight by its equipment; an own one counts as loaded, as on the server.
  const bodyweight = exercise ? isBodyweight(exercise) : false;
  const loaded = !bodyweight;
  const marks = useMemo(() => {
    if (!records || done.size === 0) return none;
    const place = new Map(session.entries.map((e) => [e.id, e.position]));
    const others = session.sets.filter((s) => s.exercise === entry.exercise && s.entryId !== entry.id);
    const sets = [...others, ...done.values()]
      .sort((a, b) => (place.get(a.entryId) ?? 0) - (place.get(b.entryId) ?? 0) || a.position - b.position)
      .map((s) => ({ ...s, sessionId: session.id, date: session.date }));
    const live = liveRecords(records, session.date, sets, { bodyweight });
    const own = (live ?? []).filter((r) => done.has(r.setId));
    return own.length ? new Map(own.map((r) => [r.setId, r.kinds])) : none;
  }, [records, done, session, entry.exercise, entry.id, bodyweight]);

  // Said once, for a set done after the card was first shown (not those of a reload), also when
  // the history arrives after it.
  const said = useRef<Set<string> | null>(null);
  said.current ??= new Set(done.keys());
  useEffect(() => {
    for (const [id, kinds] of marks) {
      if (said.current!.has(id)) continue;
      said.current!.add(id);
      announce(m.workout_record_new({ exercise: name, kinds: recordKindsText(kinds, loaded) }), { first: true });
    }
  }, [marks, name, loaded]);
  return marks;
}
