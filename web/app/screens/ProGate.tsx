import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, type ComponentType } from "react";
import { entitlements } from "../../../core/billing/entitlements";
import { useLocale } from "../../shared/i18n/locale";
import { sessionQuery } from "../../shared/session/api";
import type { LockedFeature } from "./ProLock";

const ProLock = lazy(() => import("./ProLock"));

/**
 * A Pro screen: the screen for members whose plan includes the feature, the lock screen for the
 * others (the server enforces the same rule on every Pro API).
 */
export function proGate(
  feature: LockedFeature,
  title: () => string,
  Screen: ComponentType,
): ComponentType {
  return function ProGate() {
    useLocale();
    // The plan only: a re-read session (the names) does not re-render the screen.
    const plan = useQuery({ ...sessionQuery, select: (state) => state.user?.plan ?? null }).data ?? null;
    if (!plan) return null;
    if (entitlements[feature](plan)) return <Screen />;
    return (
      <Suspense fallback={null}>
        <ProLock feature={feature} title={title} />
      </Suspense>
    );
  };
}
