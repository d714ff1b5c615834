import type { QueryClient } from "@tanstack/react-query";
import { api, ApiFailure } from "../api/client";
import { delay } from "../api/delay";
import { configKeys } from "../config/api";
import { forgetCachedPages } from "../offline/page-cache";
import { sessionKeys, setSessionUser } from "./api";
import { markSignOutPending } from "./pending-sign-out";

/**
 * Browser keys holding a member's data: exact names, and prefixes for keyed entries such as
 * the persisted profile (`forma_profile-<query>`).
 */
const memberKeys = ["subscription_data", "session_active"];
const memberKeyPrefixes = ["forma_"];

const isMemberStorageKey = (key: string) => memberKeys.includes(key) || memberKeyPrefixes.some((p) => key.startsWith(p));

function clearMemberStorage(): void {
  for (const name of ["localStorage", "sessionStorage"] as const) {
    try {
      const store = window[name];
      const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((k): k is string => k !== null);
      for (const key of keys) if (isMemberStorageKey(key)) store.removeItem(key);
    } catch {
      // Storage can be unavailable (private mode); nothing to clear then.
    }
  }
}

/** Fired on window when the member's data has been forgotten: what runs in memory (a rest alarm) stops too. */
export const memberForgottenEvent = "forma:member-forgotten";

/** Drops everything the browser holds about the member (after sign-out or deletion). */
export function forgetMember(queryClient: QueryClient): void {
  clearMemberStorage();
  window.dispatchEvent(new Event(memberForgottenEvent));
  void forgetCachedPages();
  // Only the session (set to a visitor below) and the public configuration outlive the member.
  const kept = [sessionKeys.current()[0], configKeys.public()[0]];
  queryClient.removeQueries({ predicate: (q) => !kept.includes(q.queryKey[0] as (typeof kept)[number]) });
  setSessionUser(queryClient, null);
}

/**
 * Waits ~0.3 s, ends the session on the server, clears the member's data.
 * A failed server call still signs out locally; it resolves false so the caller can say so. With
 * no network the server is told later (pending-sign-out.ts), before the session is read again.
 */
export async function signOut(queryClient: QueryClient): Promise<boolean> {
  await delay(300);
  let serverOk = true;
  try {
    await api("POST /api/auth/sign-out");
  } catch (err) {
    serverOk = false;
    if (!(err instanceof ApiFailure)) markSignOutPending(true);
  }
  forgetMember(queryClient);
  return serverOk;
}
