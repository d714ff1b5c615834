import { ShieldCheck } from "lucide-react";
import * as m from "../../../i18n/paraglide/messages.js";
import { cn } from "../ui/cn";

/** The secure-payment note under the plans and on the lock screens. */
export function SecureNote({ testMode = false, className }: { testMode?: boolean; className?: string }) {
  return (
    <p className={cn("flex items-start gap-2 text-sm text-muted", className)} data-testid="secure-note">
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
      <span>
        {m.billing_secure_note()}
        {testMode && <> {m.billing_test_mode()}</>}
      </span>
    </p>
  );
}
