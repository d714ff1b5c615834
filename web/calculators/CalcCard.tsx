import type { ReactNode } from "react";
import * as m from "../../i18n/paraglide/messages.js";
import { formatList, unitSpace } from "../shared/i18n/format";
import { cn } from "../shared/ui/cn";
import type { SectionId } from "./sections";

/** One calculator: a titled section the jump links and /calculators#<id> can reach. */
export function CalcCard({
  id,
  title,
  about,
  children,
}: {
  id: SectionId;
  title: string;
  about: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      data-testid={`calc-${id}`}
      tabIndex={-1}
      className="grid scroll-mt-24 content-start gap-4 rounded-2xl border border-border bg-surface p-5 focus:outline-none sm:p-6"
    >
      <header className="grid gap-1.5">
        <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight">
          {title}
        </h2>
        <p className="text-sm text-muted">{about}</p>
      </header>
      {children}
    </section>
  );
}

// Only cards with inputs of their own announce their result: a change in "Your details" would
// otherwise have every card speak at once.

/** The card's main figure, big and tabular, with its unit and an optional badge (its category). */
export function Result(props: {
  id: SectionId;
  label: string;
  value: string;
  unit?: string;
  badge?: ReactNode;
  children?: ReactNode;
  live?: boolean;
}) {
  const { id, label, value, unit, badge, children, live } = props;
  return (
    <div className="grid min-h-24 content-start gap-1.5 rounded-xl bg-surface-2/60 p-4" aria-live={live ? "polite" : undefined}>
      <p className="text-sm font-medium text-muted">{label}</p>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-4xl font-bold tracking-tight tabular-nums" data-testid={`calc-${id}-result`}>
          {value}
          {unit && (
            <span className="text-base font-semibold text-muted">
              {unitSpace()}
              {unit}
            </span>
          )}
        </span>
        {badge}
      </p>
      {children}
    </div>
  );
}

/** Instead of NaN: what to enter to see the result. */
export function Need({ id, fields, live }: { id: SectionId; fields: string[]; live?: boolean }) {
  return (
    <div
      className="grid min-h-24 content-center gap-1 rounded-xl border border-dashed border-border p-4 text-sm text-muted"
      data-testid={`calc-${id}-need`}
      aria-live={live ? "polite" : undefined}
    >
      <p>{m.calc_need({ fields: formatList(fields) })}</p>
    </div>
  );
}

const tones = {
  good: "bg-accent/15 text-accent",
  warn: "bg-warning/15 text-warning",
  bad: "bg-danger/15 text-danger",
  plain: "bg-surface text-text border border-border",
} as const;
export type Tone = keyof typeof tones;

/** A category label beside a result. */
export function Badge({ tone, children, testId }: { tone: Tone; children: ReactNode; testId?: string }) {
  return (
    <span className={cn("rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap", tones[tone])} data-testid={testId}>
      {children}
    </span>
  );
}

/** A warning inside a card (too fast, wrong direction, measurements that do not fit). */
export function Warning({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p role="status" className="rounded-xl border border-warning/60 bg-warning/10 p-3 text-sm" data-testid={testId}>
      {children}
    </p>
  );
}

/** A card whose figures are withheld while eating-disorder signs are on record: its title and why. */
export function PausedCard({ id, title, about, children }: { id: SectionId; title: string; about: ReactNode; children: ReactNode }) {
  return (
    <CalcCard id={id} title={title} about={about}>
      <Warning testId={`calc-${id}-paused`}>{children}</Warning>
    </CalcCard>
  );
}
