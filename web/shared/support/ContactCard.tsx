import { useQuery } from "@tanstack/react-query";
import { Mail } from "lucide-react";
import * as m from "../../../i18n/paraglide/messages.js";
import { Lock } from "../billing/Lock";
import { publicConfigQuery } from "../config/api";
import { useHydrated } from "../ssr/rendered";

const marker = "\u0000";

/** For members without Pro: where to write, and what Pro adds. */
export function ContactCard() {
  // The address is not in the page's HTML: the lock that holds this card may hydrate after the
  // configuration has arrived, and must first match the HTML.
  const config = useQuery(publicConfigQuery).data;
  const hydrated = useHydrated();
  // The sentence around the address, so the address itself is the link.
  const [before, after] = m.support_contact_text({ email: marker }).split(marker);
  return (
    <div className="grid gap-4">
      <section className="grid gap-2 rounded-2xl border border-border bg-surface p-5 sm:p-6" aria-labelledby="support-contact" data-testid="support-contact">
        <h2 id="support-contact" className="text-xl font-semibold">
          {m.support_contact_title()}
        </h2>
        {config && hydrated ? (
          <p>
            <Mail size={16} aria-hidden="true" className="mr-2 inline align-[-2px]" />
            {before}
            <a className="font-semibold text-accent underline-offset-4 hover:underline" href={`mailto:${config.supportEmail}`}>
              {config.supportEmail}
            </a>
            {after}
          </p>
        ) : (
          <div className="h-6 animate-pulse rounded-lg bg-surface-2" aria-hidden="true" />
        )}
      </section>
      <div data-testid="support-upgrade">
        <Lock needs="support" layout="panel" />
      </div>
    </div>
  );
}
