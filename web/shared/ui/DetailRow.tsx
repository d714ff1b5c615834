import type { ReactNode } from "react";

/** One term and its value in a details list, wrapping on narrow screens. */
export function DetailRow({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 border-b border-border py-2.5 last:border-0">
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="min-w-0 text-right font-medium break-words" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
