import type { QueryClient } from "@tanstack/react-query";
import { apiFetch } from "../api/client";
import { setSessionUser } from "./api";

/**
 * Browser keys holding a member's data (SPEC section 3 "Local browser values"): exact names,
 * and prefixes for keyed entries such as the persisted profile (`forma_profile-<query>`).
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

/** Drops everything the browser holds about the member (after sign-out or deletion). */
export function forgetMember(queryClient: QueryClient): void {
  clearMemberStorage();
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== "session" && q.queryKey[0] !== "config" });
  setSessionUser(queryClient, null);
}

const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits ~0.3 s (SPEC section 9), ends the session on the server, clears the member's data.
 * A failed server call still signs out locally; it resolves false so the caller can say so.
 */
export async function signOut(queryClient: QueryClient): Promise<boolean> {
  await delay(300);
  let serverOk = true;
  try {
    await apiFetch("/api/auth/sign-out", { method: "POST" });
  } catch {
    serverOk = false;
  }
  forgetMember(queryClient);
  return serverOk;
}
