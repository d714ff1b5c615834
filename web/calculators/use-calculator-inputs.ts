import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useProfile } from "../profile/api";
import { entriesQuery } from "../progress/api";
import { detailsFromProfile, profileHasDetails, sameDetails, tapeFromLog, tapeValues, type Details, type Tape } from "./details";

/**
 * The inputs shared by the calculators: the member's details, prefilled from the profile, and
 * the tape measurements, prefilled from the progress log. Edits live on this screen only; until
 * the member edits, newer profile or log data still flows in.
 */
export function useCalculatorInputs() {
  const { user, data: profile, isPending } = useProfile();
  const entries = useQuery({ ...entriesQuery(user?.id ?? "-"), enabled: user !== null });

  const fromProfile = useMemo(() => detailsFromProfile(profile), [profile]);
  const [editedDetails, setEditedDetails] = useState<Details | null>(null);
  const details = editedDetails ?? fromProfile;

  const logged = useMemo(() => tapeFromLog(entries.data), [entries.data]);
  const [editedTape, setEditedTape] = useState<Tape | null>(null);
  const tape = editedTape ?? tapeValues(logged);

  return {
    profile: profile ?? null,
    /** The profile has answered (or failed): the layout will not move any more. */
    settled: user === null || !isPending,
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
