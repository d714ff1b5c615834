import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { BellRing } from "lucide-react";
import { useState } from "react";
import * as m from "../../../i18n/paraglide/messages.js";
import { useScreenHref } from "../../shared/navigation/paths";
import { remindersQuery } from "../../shared/queries/reminders";
import { buttonClass } from "../../shared/ui/button-styles";

// "forma_": the member's keys, cleared at sign-out.
const dismissedKey = (userId: string) => `forma_reminders_card-${userId}`;

function dismissedBefore(userId: string): boolean {
  try {
    return localStorage.getItem(dismissedKey(userId)) === "1";
  } catch {
    return false;
  }
}

/**
 * Once the member has a plan, a suggestion to turn reminders on, until they save reminder settings
 * or dismiss it (remembered on this device). It leads to Settings → Reminders, where the browser's
 * permission is asked; nothing is asked here.
 */
export function RemindersCard({ userId }: { userId: string }) {
  const href = useScreenHref();
  const [dismissed, setDismissed] = useState(() => dismissedBefore(userId));
  const reminders = useQuery({ ...remindersQuery(userId), enabled: !dismissed });
  if (dismissed || !reminders.data || reminders.data.saved) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(dismissedKey(userId), "1");
    } catch {
      // No storage: hidden until the page is opened again.
    }
    setDismissed(true);
  };
  return (
    <section aria-labelledby="reminders-card-title" className="grid gap-3 rounded-2xl border border-accent/50 bg-surface p-4 sm:p-5" data-testid="reminders-card">
      <div className="flex items-start gap-3">
        <BellRing aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent" />
        <div className="grid gap-1">
          <h2 id="reminders-card-title" className="font-semibold">
            {m.reminders_card_title()}
          </h2>
          <p className="text-sm text-muted">{m.reminders_card_text()}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 ps-9">
        <Link to={href("/settings")} hash="reminders" className={buttonClass("primary", "sm")}>
          {m.reminders_card_action()}
        </Link>
        <button type="button" className={buttonClass("ghost", "sm")} onClick={dismiss}>
          {m.reminders_card_dismiss()}
        </button>
      </div>
    </section>
  );
}
