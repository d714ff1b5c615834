import type { QueryClient } from "@tanstack/react-query";
import { apiFetch } from "../api/client";
import { setSessionUser } from "./api";

/** Browser keys holding a member's data (SPEC section 3 "Local browser values"). */
export const memberStorageKeys = ["subscription_data", "forma_profile", "forma_stats", "forma_last_fetch", "session_active"];

function clearMemberStorage(): void {
  for (const store of [localStorage, sessionStorage]) {
    for (const key of memberStorageKeys) {
      try {
        store.removeItem(key);
      } catch {
        // Storage can be unavailable (private mode); nothing to clear then.
      }
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
