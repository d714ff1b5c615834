import { useQuery } from "@tanstack/react-query";
import { useDeferredValue, useMemo, useState } from "react";
import type { BodyEntryJson } from "../../core/progress/entry";
import type { ProfileJson } from "../../core/profile";
import { useProfile } from "../shared/queries/profile";
import { entriesQuery } from "../shared/queries/progress";
import { detailsFromProfile, profileHasDetails, sameDetails, tapeFromLog, tapeValues, type Details, type Tape } from "./details";

/** What the calculators read from the server: the profile and the progress log. */
export interface CalculatorSources {
  profile: ProfileJson | null | undefined;
  entries: BodyEntryJson[] | undefined;
  /** The profile has answered (or failed): the layout will not move any more. */
  settled: boolean;
}

/**
 * The profile and the log, as deferred values: their answers arrive as synchronous store
 * updates, and the screen (memoised on these) re-renders with them as deferred work, in short
 * tasks, instead of every card in one (decision 0034).
 */
export function useCalculatorSources(): CalculatorSources {
  const { user, data: profile, isPending } = useProfile();
  const entries = useQuery({ ...entriesQuery(user?.id ?? "-"), enabled: user !== null }).data;
  const settled = user === null || !isPending;
  return useDeferredValue(useMemo(() => ({ profile, entries, settled }), [profile, entries, settled]));
}

/**
 * The inputs shared by the calculators: the member's details, prefilled from the profile, and
 * the tape measurements, prefilled from the progress log. Edits live on this screen only; until
 * the member edits, newer profile or log data still flows in.
 */
export function useCalculatorInputs({ profile, entries, settled }: CalculatorSources) {
  const fromProfile = useMemo(() => detailsFromProfile(profile), [profile]);
  const [editedDetails, setEditedDetails] = useState<Details | null>(null);
  const details = editedDetails ?? fromProfile;

  const logged = useMemo(() => tapeFromLog(entries), [entries]);
  const [editedTape, setEditedTape] = useState<Tape | null>(null);
  const tape = editedTape ?? tapeValues(logged);

  return {
    profile: profile ?? null,
    settled,
    fromProfile: profileHasDetails(profile),
    details,
    changed: editedDetails !== null && !sameDetails(editedDetails, fromProfile),
    updateDetails: (patch: Partial<Details>) => setEditedDetails({ ...details, ...patch }),
    resetDetails: () => setEditedDetails(null),
    tape,
    tapeLog: logged,
    updateTape: (patch: Partial<Tape>) => setEditedTape({ ...tape, ...patch }),
  };
}
