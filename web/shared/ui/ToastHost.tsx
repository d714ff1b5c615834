import { lazy, Suspense, useSyncExternalStore, type ComponentType } from "react";
import { isToasterWanted, subscribeToaster } from "./toast";

// Code that could not be fetched (offline before it came, with no service worker yet) shows no
// toasts rather than the error screen in place of the page: the browser keeps a failed import
// failed for the visit, and the offline banner still says what a toast would have.
const loadToaster = (): Promise<{ default: ComponentType<{ mobile: boolean }> }> =>
  import("./LazyToaster").catch(() => ({ default: () => null }));
const Toaster = lazy(loadToaster);

/**
 * Fetches the toast code ahead of need: a toast saying the connection is lost must not wait
 * for a download that cannot happen any more.
 */
export function preloadToaster(): void {
  void loadToaster();
}

/** Mounts the toast area only once something wants to show a toast. */
export function ToastHost({ mobile }: { mobile: boolean }) {
  const wanted = useSyncExternalStore(subscribeToaster, isToasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster mobile={mobile} />
    </Suspense>
  );
}
