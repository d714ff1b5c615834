import { lazy, Suspense, useSyncExternalStore } from "react";
import { isToasterWanted, subscribeToaster } from "./toast";

const loadToaster = () => import("./LazyToaster");
const Toaster = lazy(loadToaster);

/**
 * Fetches the toast code ahead of need: a toast saying the connection is lost must not wait
 * for a download that cannot happen any more.
 */
export function preloadToaster(): void {
  void loadToaster().catch(() => {
    // Offline already or a stale deploy: the toast will try again when it is needed.
  });
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
