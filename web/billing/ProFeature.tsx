import { useQuery } from "@tanstack/react-query";
import { useLocation } from "@tanstack/react-router";
import { entitlements } from "../../core/billing/catalog";
import { useLocale } from "../i18n/locale";
import { isMobilePath } from "../navigation/paths";
import ScreenIntro from "../screens/ScreenIntro";
import { sessionQuery } from "../session/api";
import { LockScreen, lockedFeatures, type LockedFeature } from "./LockScreen";

/** Which Pro feature a path is: /vitamins and its twin /mvitamins are both "vitamins". */
export function featureOfPath(pathname: string): LockedFeature | null {
  const name = pathname.split("/")[1] ?? "";
  const known = (s: string): s is LockedFeature => (lockedFeatures as readonly string[]).includes(s);
  if (known(name)) return name;
  const twin = name.slice(1);
  return name.startsWith("m") && known(twin) ? twin : null;
}

/**
 * The screen of chat, transform, vitamins and minerals: the lock screen unless the session's
 * plan is Pro (the server enforces the same rule on every Pro API).
 */
export default function ProFeature() {
  useLocale();
  const { pathname } = useLocation();
  const user = useQuery(sessionQuery).data?.user ?? null;
  const feature = featureOfPath(pathname);
  if (!user) return null;
  if (!feature || entitlements[feature](user.plan)) return <ScreenIntro />;
  return <LockScreen feature={feature} mobile={isMobilePath(pathname)} />;
}
