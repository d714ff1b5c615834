import type { Entitlement } from "../../../core/billing/entitlements";
import { LockScreen } from "../../billing/LockScreen";
import * as m from "../../../i18n/paraglide/messages.js";

// Here rather than in the screen table: the pitches load with the lock screen, not with the
// start of every page (its budget, README "Performance").
const pitches = {
  chat: m.lock_chat_text,
  transform: m.lock_transform_text,
  vitamins: m.lock_vitamins_text,
  minerals: m.lock_minerals_text,
} satisfies Partial<Record<Entitlement, () => string>>;

/** The Pro features that have a screen of their own, and so a lock screen. */
export type LockedFeature = keyof typeof pitches;

/** What a member without Pro sees instead of a Pro screen: the feature's pitch and the upgrade. */
export default function ProLock({ feature, title }: { feature: LockedFeature; title: () => string }) {
  return <LockScreen title={title} pitch={pitches[feature]} />;
}
