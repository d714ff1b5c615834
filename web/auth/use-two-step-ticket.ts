import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";

const fragment = /^#two-step=([A-Za-z0-9_-]{43})$/;

/**
 * The ticket of a sign-in waiting for its second step: from a sign-in's answer, or from the
 * address's fragment `#two-step=<ticket>`, where another provider's return sends a member with
 * two-step verification on (a fragment never reaches a server or a log). The fragment is read
 * after hydration (the prerendered page shows the first step) and then taken out of the address.
 */
export function useTwoStepTicket(): [string | null, (ticket: string | null) => void] {
  const [ticket, setTicket] = useState<string | null>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const found = fragment.exec(window.location.hash)?.[1];
    if (!found) return;
    const later = setTimeout(() => {
      setTicket(found);
      void navigate({ to: ".", search: true, replace: true });
    }, 0);
    return () => clearTimeout(later);
  }, [navigate]);
  return [ticket, setTicket];
}
