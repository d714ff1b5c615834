import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Mail } from "lucide-react";
import * as m from "../../i18n/paraglide/messages.js";
import { publicConfigQuery } from "../shared/config/api";
import { useScreenHref } from "../shared/navigation/paths";
import { buttonClass } from "../shared/ui/button-styles";

const marker = "\u0000";

/** For members without Pro: where to write, and what Pro adds. */
export function ContactCard() {
  const { data: config } = useQuery(publicConfigQuery);
  const href = useScreenHref();
  // The sentence around the address, so the address itself is the link.
  const [before, after] = m.support_contact_text({ email: marker }).split(marker);
  return (
    <div className="grid gap-4">
      <section className="grid gap-2 rounded-2xl border border-border bg-surface p-5 sm:p-6" aria-labelledby="support-contact" data-testid="support-contact">
        <h2 id="support-contact" className="text-xl font-semibold">
          {m.support_contact_title()}
        </h2>
        {config ? (
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
      <section className="grid justify-items-start gap-3 rounded-2xl border border-accent/50 bg-accent/5 p-5 sm:p-6" data-testid="support-upgrade">
        <p>{m.support_upgrade_text()}</p>
        <Link to={href("/billing")} search={{ plan: "PRO", interval: "month" }} className={buttonClass("primary", "md")}>
          {m.support_upgrade_link()}
        </Link>
      </section>
    </div>
  );
}
