import { lazy, Suspense } from "react";

// Loaded when first needed: few visits see it, and every page's start pays for what it holds.
const Screen = lazy(() => import("./NotFoundScreen"));

/** The router's not-found screen. */
export function NotFound() {
  return (
    <Suspense fallback={null}>
      <Screen />
    </Suspense>
  );
}
