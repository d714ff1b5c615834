// The units follow the account (decision 0073): a member's choice on one device is the choice on
// every other. The device's copy (units.ts) stays the one the screens read, offline too; a choice
// the account has not taken yet is owed (remembered with the member's id) and sent again until it is.
import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import type { SessionUser } from "../../../core/session";
import { api } from "../api/client";
import { sessionQuery, setSessionUser } from "../session/api";
import { isFrameMember } from "../ssr/member-frame";
import { deviceUnits, setUnits, unitsChosenHere, type UnitSystem } from "./units";

const owedKey = "forma_units_owed";

function readOwed(): string | null {
  try {
    return localStorage.getItem(owedKey);
  } catch {
    return null;
  }
}

function writeOwed(userId: string | null): void {
  try {
    if (userId === null) localStorage.removeItem(owedKey);
    else localStorage.setItem(owedKey, userId);
  } catch {
    // Storage blocked: the choice is sent this visit only.
  }
}

// One send at a time, each with the device's units as they are when it goes: the account ends
// with the member's last choice whatever order quick changes would have reached the server in.
let queue: Promise<void> = Promise.resolve();
let queued = 0;

const sessionUserId = (queryClient: QueryClient) => queryClient.getQueryData(sessionQuery.queryKey)?.user?.id;

function sendOwed(queryClient: QueryClient, userId: string): void {
  queued += 1;
  queue = queue.then(async () => {
    try {
      // Waited behind another send: the member may have signed out (the device's units reset with
      // them) or another signed in, whose account this is not for.
      if (readOwed() !== userId || sessionUserId(queryClient) !== userId) return;
      const units = deviceUnits();
      const { user } = await api("POST /api/account/units", { body: { units } });
      // A choice made while this was on its way is still owed.
      if (readOwed() === userId && deviceUnits() === units) writeOwed(null);
      if (sessionUserId(queryClient) !== userId) return;
      // A session read begun before the account changed would bring back the old units: it is
      // dropped (setSessionUser), and read again after this answer (it may carry news the answer
      // has not: a plan).
      const reading = queryClient.isFetching({ queryKey: sessionQuery.queryKey }) > 0;
      setSessionUser(queryClient, user);
      if (reading) void queryClient.refetchQueries({ queryKey: sessionQuery.queryKey });
    } catch {
      // Offline or refused: still owed, sent again when the network or the session comes back.
    } finally {
      queued -= 1;
    }
  });
}

/**
 * The account's units come to this device, unless this device owes the account a choice (then
 * it is sent). An account that never chose takes the choice this device made before.
 */
export function followAccount(queryClient: QueryClient, user: SessionUser): void {
  const owed = readOwed();
  if (owed === user.id) {
    if (queued === 0) sendOwed(queryClient, user.id);
    return;
  }
  // Another member's choice on a shared device: theirs was for their account, not this one.
  if (owed !== null) writeOwed(null);
  if (user.units === null) {
    if (unitsChosenHere()) {
      writeOwed(user.id);
      sendOwed(queryClient, user.id);
    }
    return;
  }
  if (user.units !== deviceUnits()) setUnits(user.units);
}

/** Choosing units: on this device at once and, for a member, on the account. */
export function chooseUnits(queryClient: QueryClient, next: UnitSystem): void {
  setUnits(next);
  const user = queryClient.getQueryData(sessionQuery.queryKey)?.user;
  if (!user) return;
  writeOwed(user.id);
  sendOwed(queryClient, user.id);
}

export function useChooseUnits(): (next: UnitSystem) => void {
  const queryClient = useQueryClient();
  return useCallback((next: UnitSystem) => chooseUnits(queryClient, next), [queryClient]);
}

/** In the shell: the member's units follow the account as the session is read, and when back online. */
export function useUnitsFollowAccount(): void {
  const queryClient = useQueryClient();
  // Only what this needs, so a re-read session with the same units changes nothing. A prerendered
  // page's stand-in member knows no units: the real session follows at once.
  // Each read counts (dataUpdatedAt), not only a change: a choice still owed is sent again then.
  const { data: key = null, dataUpdatedAt } = useQuery({
    ...sessionQuery,
    select: (state) => (state.user && !isFrameMember(state.user) ? `${state.user.id} ${state.user.units}` : null),
  });
  useEffect(() => {
    const follow = () => {
      const user = queryClient.getQueryData(sessionQuery.queryKey)?.user;
      if (user && !isFrameMember(user)) followAccount(queryClient, user);
    };
    if (key !== null) follow();
    window.addEventListener("online", follow);
    return () => window.removeEventListener("online", follow);
  }, [key, dataUpdatedAt, queryClient]);
}
