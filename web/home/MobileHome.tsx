import { Link } from "@tanstack/react-router";
import { ArrowRight, ChevronRight } from "lucide-react";
import * as m from "../../i18n/paraglide/messages.js";
import { useScreenHref } from "../shared/navigation/paths";
import { isMember, useSessionPick } from "../shared/session/use-session-pick";
import { buttonClass } from "../shared/ui/button-styles";
import { features, stats } from "./content";
import { HeroArt } from "./HeroArt";
import { LearnMoreButton } from "./LearnMoreButton";

export function MobileHome() {
  const href = useScreenHref("mobile");
  const signedIn = !!useSessionPick(isMember);
  return (
    <div data-testid="home-mobile" className="grid gap-8 px-4 pt-6">
      <section className="grid gap-4">
        <p className="w-fit rounded-full border border-border px-3 py-1 text-xs font-medium text-accent">{m.home_badge()}</p>
        <h1 className="text-3xl leading-tight font-extrabold tracking-tight text-balance">{m.home_title()}</h1>
        <p className="text-muted">{m.home_subtitle()}</p>
        <div className="grid gap-2">
          <Link
            to={href(signedIn ? "/profile" : "/signup")}
            className={buttonClass("primary", "lg", "w-full")}
            data-testid="hero-start"
          >
            {m.home_start()}
            <ArrowRight size={20} aria-hidden="true" />
          </Link>
          <div className="grid grid-cols-2 gap-2">
            <Link to={href("/profile")} className={buttonClass("secondary", "md")} data-testid="hero-profile">
              {m.home_profile()}
            </Link>
            <LearnMoreButton className={buttonClass("ghost", "md", "border border-border")} />
          </div>
        </div>
        <div className="mx-auto w-full max-w-sm">
          <HeroArt />
        </div>
      </section>

      <section aria-labelledby="stats-title-m">
        <h2 id="stats-title-m" className="sr-only">
          {m.home_stats_title()}
        </h2>
        <dl className="grid grid-cols-3 gap-2 text-center" data-testid="home-stats">
          {stats.map((s) => (
            <div key={s.label()} className="grid min-w-0 gap-0.5 rounded-2xl bg-surface px-2 py-3">
              <dt className="order-2 text-[11px] leading-tight text-muted">{s.label()}</dt>
              {/* "30 тыс.+" fits a third of a 320 px phone at the smaller size. */}
              <dd className="order-1 text-lg font-extrabold text-accent min-[360px]:text-xl">{s.value()}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section id="features" tabIndex={-1} aria-labelledby="features-title-m" className="grid scroll-mt-16 gap-3 outline-none">
        <h2 id="features-title-m" className="text-xl font-bold">
          {m.home_features_title()}
        </h2>
        <ul className="grid gap-2">
          {features.map((f) => (
            <li key={f.title()}>
              <Link to={href(f.to)} className="flex items-center gap-3 rounded-2xl border border-border bg-surface p-3">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-surface-2 text-accent">
                  <f.icon size={22} aria-hidden="true" />
                </span>
                <span className="grid min-w-0 gap-0.5">
                  <span className="font-semibold">{f.title()}</span>
                  <span className="line-clamp-2 text-xs text-muted">{f.text()}</span>
                </span>
                <ChevronRight size={18} aria-hidden="true" className="ml-auto shrink-0 text-muted" />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="grid justify-items-center gap-3 rounded-3xl bg-accent px-5 py-8 text-center text-accent-fg">
        <h2 className="text-2xl font-extrabold text-balance">{m.home_cta_title()}</h2>
        <p className="text-sm">{signedIn ? m.home_cta_member_text() : m.home_cta_text()}</p>
        <Link
          to={href(signedIn ? "/workout" : "/signup")}
          className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-xl bg-accent-fg px-6 font-semibold text-accent"
          data-testid="cta-start"
        >
          {signedIn ? m.home_cta_member_button() : m.home_cta_button()}
        </Link>
      </section>
    </div>
  );
}
