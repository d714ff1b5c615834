import { lazy, Suspense } from "react";
import type { Entitlement } from "../../../core/billing/entitlements";
import { Lock } from "../../shared/billing/Lock";
import { ScreenHeader } from "../../shared/ui/ScreenHeader";
import { ContactCard } from "../../shared/support/ContactCard";

const KeptPreviews = lazy(() => import("../../transform/KeptPreviewsPanel"));
const KeptRequests = lazy(() => import("../../support/KeptRequestsPanel"));

/**
 * What a member whose plan lacks a screen's feature sees instead of it (Gate.tsx): the feature's
 * lock screen. Support keeps its page, with the contact address everyone may use, the offer below
 * it and the requests sent before, to see and delete; the Time machine's lock lists the previews
 * made before, to delete.
 */
export default function ScreenLock({ needs, title, lead }: { needs: Entitlement; title: () => string; lead?: () => string }) {
  if (needs === "transform") {
    // A member who left Pro still sees, and may delete, the body photos of their previews.
    return (
      <>
        <Lock needs={needs} layout="screen" title={title} />
        <Suspense fallback={null}>
          <KeptPreviews />
        </Suspense>
      </>
    );
  }
  if (needs !== "support") return <Lock needs={needs} layout="screen" title={title} />;
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:py-10">
      <ScreenHeader title={title()} lead={lead?.()} />
      <ContactCard />
      {/* A member who left Pro still sees, and may delete, the requests and screenshots they sent. */}
      <Suspense fallback={null}>
        <KeptRequests />
      </Suspense>
    </section>
  );
}
