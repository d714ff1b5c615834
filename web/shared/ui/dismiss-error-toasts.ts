import { loadedSonner } from "./toast";

/**
 * Takes away the error toasts a screen showed: once the member has done it right (signed in,
 * moved on), an old "failed" must not stay over the next screen. Kept: errors with an id (the
 * connection's state), which end themselves. Apart from toast.ts so the app's start stays small.
 */
export function dismissErrorToasts(): void {
  void loadedSonner()?.then((s) => {
    for (const t of s.toast.getToasts()) if ("type" in t && t.type === "error" && typeof t.id === "number") s.toast.dismiss(t.id);
  });
}
