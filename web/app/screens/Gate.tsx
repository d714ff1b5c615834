import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, type ComponentType } from "react";
import { entitlements, type Entitlement } from "../../../core/billing/entitlements";
import { useLocale } from "../../shared/i18n/locale";
import { sessionQuery } from "../../shared/session/api";
import type { Screen } from "./screen";

const ScreenLock = lazy(() => import("./ScreenLock"));

/**
 * A screen that needs a plan (its `needs` in core/screen-routes.ts): the screen for members whose plan
 * includes it, its lock for the others (the server enforces the same entitlement on its API).
 */
export function gate(needs: Entitlement, screen: Pick<Screen, "title" | "lead">, Component: ComponentType): ComponentType {
  return function Gate() {
    useLocale();
    // The plan only: a re-read session (the names) does not re-render the screen.
    const plan = useQuery({ ...sessionQuery, select: (state) => state.user?.plan ?? null }).data ?? null;
    if (!plan) return null;
    if (entitlements[needs](plan)) return <Component />;
    return (
      <Suspense fallback={null}>
        <ScreenLock needs={needs} title={screen.title} lead={screen.lead} />
      </Suspense>
    );
  };
}
