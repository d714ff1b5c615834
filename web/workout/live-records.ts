// The records the open workout's sets of one exercise set, shown as they are done (Hevy marks a
// record the moment a set is checked): its bests in finished workouts, from the exercise's history
// (the same read that gives an added exercise its last time), against its done sets, by the
// history's own rules (core/training/records.ts liveRecords). A new one is said to screen readers.
// Offline without that read, or for a workout logged for a past day, none are shown.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef } from "react";
import type { RecordKind } from "../../core/api/workouts";
import type { Exercise } from "../../core/training/exercise";
import { isBodyweight, liveRecords } from "../../core/training/records";
import type { LoggedSetJson } from "../../core/training/session";
import * as m from "../../i18n/paraglide/messages.js";
import { exerciseHistoryQuery } from "../shared/queries/workout";
import { announce } from "./announcer";
import { recordKindsText } from "./history/record-labels";
import { useLogger } from "./logger-context";

const none: ReadonlyMap<string, RecordKind[]> = new Map();

/** By set id, the kinds of record each done set of the exercise set (those without one absent). */
export function useLiveRecords(
  slug: string,
  exercise: Exercise | undefined,
  name: string,
  done: ReadonlyMap<string, LoggedSetJson>,
): ReadonlyMap<string, RecordKind[]> {
  const { userId, session } = useLogger();
  // The limit is the one the exercise's plan reads with (use-exercise-plan.ts): one request for both.
  const records = useQuery(exerciseHistoryQuery(userId, slug, 2)).data?.records;
  // A library exercise is bodyweight by its equipment; an own one counts as loaded, as on the server.
  const bodyweight = exercise ? isBodyweight(exercise) : false;
  const loaded = !bodyweight;
  const marks = useMemo(() => {
    if (!records || done.size === 0) return none;
    const sets = [...done.values()].map((s) => ({ ...s, sessionId: session.id, date: session.date }));
    const live = liveRecords(records, session.date, sets, { bodyweight });
    return live?.length ? new Map(live.map((r) => [r.setId, r.kinds])) : none;
  }, [records, done, session.id, session.date, bodyweight]);

  // Said once, for a set marked after the card first knew its records (not those of a reload).
  const said = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!records) return;
    if (said.current === null) {
      said.current = new Set(marks.keys());
      return;
    }
    for (const [id, kinds] of marks) {
      if (said.current.has(id)) continue;
      said.current.add(id);
      announce(m.workout_record_new({ exercise: name, kinds: recordKindsText(kinds, loaded) }));
    }
  }, [marks, records, name, loaded]);
  return marks;
}
