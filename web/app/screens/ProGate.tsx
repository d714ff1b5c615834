import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, type ComponentType } from "react";
import { entitlements, type Entitlement } from "../../../core/billing/catalog";
import { useLocale } from "../../shared/i18n/locale";
import { sessionQuery } from "../../shared/session/api";

const LockScreen = lazy(() => import("../../billing/LockScreen").then((mod) => ({ default: mod.LockScreen })));

/**
 * A Pro screen: the screen for members whose plan includes the feature, the lock screen for the
 * others (the server enforces the same rule on every Pro API).
 */
export function proGate(
  pro: { feature: Entitlement; pitch: () => string },
  title: () => string,
  Screen: ComponentType,
): ComponentType {
  return function ProGate() {
    useLocale();
    const user = useQuery(sessionQuery).data?.user ?? null;
    if (!user) return null;
    if (entitlements[pro.feature](user.plan)) return <Screen />;
    return (
      <Suspense fallback={null}>
        <LockScreen title={title} pitch={pro.pitch} />
      </Suspense>
    );
  };
}
