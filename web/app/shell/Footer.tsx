import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Mail, MessageCircle } from "lucide-react";
import { footerConfigQuery } from "../../shared/config/api";
import { useLocale } from "../../shared/i18n/locale";
import { useYear } from "../../shared/ssr/rendered";
import * as m from "../../../i18n/paraglide/messages.js";

/** Footer: contact us, the user agreement and the operator's legal details from configuration. */
export function Footer() {
  const { data: config } = useQuery(footerConfigQuery);
  const locale = useLocale();
  const year = useYear();
  return (
    <footer className="mt-16 border-t border-border bg-surface" data-testid="footer">
      <div className="mx-auto grid max-w-6xl gap-8 px-6 py-10 sm:grid-cols-3">
        <div className="grid content-start gap-2">
          <p className="font-bold">Forma</p>
          <p className="text-sm text-muted">{m.footer_tagline()}</p>
        </div>
        <div className="grid content-start gap-2">
          <h2 className="text-sm font-semibold">{m.footer_contact()}</h2>
          {config ? (
            <ul className="grid gap-2 text-sm">
              <li>
                <a className="inline-flex items-center gap-2 text-muted hover:text-text" href={`mailto:${config.supportEmail}`}>
                  <Mail size={16} aria-hidden="true" />
                  {m.footer_support({ email: config.supportEmail })}
                </a>
              </li>
              <li>
                <a
                  className="inline-flex items-center gap-2 text-muted hover:text-text"
                  href={config.messengerUrl}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  <MessageCircle size={16} aria-hidden="true" />
                  {m.footer_messenger()}
                </a>
              </li>
            </ul>
          ) : (
            <div className="h-12 animate-pulse rounded-lg bg-surface-2" aria-hidden="true" />
          )}
        </div>
        <div className="grid content-start gap-2">
          <h2 className="text-sm font-semibold">{m.footer_legal()}</h2>
          <Link
            to="/agreement"
            className="inline-flex min-h-6 items-center justify-self-start text-sm text-muted underline-offset-4 hover:text-text hover:underline"
          >
            {m.footer_agreement()}
          </Link>
          {config && (
            <p className="text-xs text-muted" data-testid="footer-legal">
              {locale === "ru" ? config.legal.nameRu : config.legal.nameEn}
              <br />
              {m.footer_tax_id({ id: config.legal.taxId })} · {m.footer_reg_number({ number: config.legal.regNumber })}
            </p>
          )}
        </div>
      </div>
      <p className="border-t border-border py-4 text-center text-xs text-muted" data-year={year}>
        {m.footer_copyright({ year: String(year) })}
      </p>
    </footer>
  );
}
