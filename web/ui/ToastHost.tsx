import { lazy, Suspense, useSyncExternalStore } from "react";
import { isToasterWanted, subscribeToaster } from "./toast";

const Toaster = lazy(() => import("./LazyToaster"));

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
