/** A toggle chip (Radix ToggleGroup item): filters and category pickers. */
export const chipClass =
  "inline-flex h-9 items-center rounded-full border border-border bg-surface px-3 text-sm font-medium text-text transition-colors hover:border-accent data-[state=on]:border-accent data-[state=on]:bg-accent data-[state=on]:text-accent-fg";
