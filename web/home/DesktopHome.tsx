import { Link } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";
import * as m from "../../i18n/paraglide/messages.js";
import { isMember, useSessionPick } from "../shared/session/use-session-pick";
import { buttonClass } from "../shared/ui/button-styles";
import { features, stats, steps } from "./content";
import { HeroArt } from "./HeroArt";
import { LearnMoreButton } from "./LearnMoreButton";

export function DesktopHome() {
  const signedIn = !!useSessionPick(isMember);
  return (
    <div data-testid="home-desktop">
      <section className="mx-auto grid max-w-6xl items-center gap-10 px-6 pt-16 pb-20 lg:grid-cols-[1.1fr_1fr]">
        <div className="grid gap-6">
          <p className="w-fit rounded-full border border-border px-3 py-1 text-sm font-medium text-accent">{m.home_badge()}</p>
          <h1 className="text-5xl leading-[1.05] font-extrabold tracking-tight text-balance">{m.home_title()}</h1>
          <p className="max-w-xl text-lg text-muted">{m.home_subtitle()}</p>
          <div className="flex flex-wrap gap-3">
            <Link to={signedIn ? "/profile" : "/signup"} className={buttonClass("primary", "lg")} data-testid="hero-start">
              {m.home_start()}
              <ArrowRight size={20} aria-hidden="true" />
            </Link>
            <Link to="/profile" className={buttonClass("secondary", "lg")} data-testid="hero-profile">
              {m.home_profile()}
            </Link>
            <LearnMoreButton className={buttonClass("ghost", "lg")} />
          </div>
        </div>
        <div className="flex justify-center lg:justify-end">
          <HeroArt />
        </div>
      </section>

      <section aria-labelledby="stats-title" className="border-y border-border bg-surface">
        <h2 id="stats-title" className="sr-only">
          {m.home_stats_title()}
        </h2>
        <dl className="mx-auto grid max-w-6xl grid-cols-3 gap-6 px-6 py-10 text-center" data-testid="home-stats">
          {stats.map((s) => (
            <div key={s.label()} className="grid gap-1">
              <dt className="order-2 text-sm text-muted">{s.label()}</dt>
              <dd className="order-1 text-4xl font-extrabold text-accent">{s.value()}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section
        id="features"
        tabIndex={-1}
        aria-labelledby="features-title"
        className="mx-auto grid max-w-6xl scroll-mt-20 gap-10 px-6 py-20 outline-none"
      >
        <div className="grid max-w-2xl gap-3">
          <h2 id="features-title" className="text-3xl font-bold tracking-tight">
            {m.home_features_title()}
          </h2>
          <p className="text-muted">{m.home_features_subtitle()}</p>
        </div>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((f) => (
            <li key={f.title()}>
              <Link
                to={f.to}
                className="group grid h-full gap-3 rounded-3xl border border-border bg-surface p-6 transition-colors hover:border-accent"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-surface-2 text-accent">
                  <f.icon size={24} aria-hidden="true" />
                </span>
                <h3 className="text-lg font-bold">{f.title()}</h3>
                <p className="text-sm leading-relaxed text-muted">{f.text()}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="steps-title" className="mx-auto grid max-w-6xl gap-8 px-6 pb-20">
        <h2 id="steps-title" className="text-3xl font-bold tracking-tight">
          {m.home_steps_title()}
        </h2>
        <ol className="grid gap-5 md:grid-cols-3">
          {steps.map((s, i) => (
            <li key={s.title()} className="grid gap-2 rounded-3xl bg-surface-2 p-6">
              <span className="text-sm font-bold text-accent">{String(i + 1).padStart(2, "0")}</span>
              <h3 className="text-lg font-bold">{s.title()}</h3>
              <p className="text-sm text-muted">{s.text()}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="mx-auto max-w-6xl px-6">
        <div className="grid justify-items-center gap-5 rounded-[2rem] bg-accent px-6 py-14 text-center text-accent-fg">
          <h2 className="max-w-2xl text-3xl font-extrabold tracking-tight text-balance">{m.home_cta_title()}</h2>
          <p className="max-w-xl">{signedIn ? m.home_cta_member_text() : m.home_cta_text()}</p>
          <Link
            to={signedIn ? "/workout" : "/signup"}
            className="inline-flex h-12 items-center gap-2 rounded-xl bg-accent-fg px-6 font-semibold text-accent hover:opacity-90"
            data-testid="cta-start"
          >
            {signedIn ? m.home_cta_member_button() : m.home_cta_button()}
            <ArrowRight size={20} aria-hidden="true" />
          </Link>
        </div>
      </section>
    </div>
  );
}
