/** A toggle chip (Radix ToggleGroup item): filters and category pickers; a long label wraps inside it. */
export const chipClass =
  "inline-flex min-h-9 items-center rounded-full border border-border bg-surface px-3 py-1.5 text-left text-sm leading-tight font-medium text-text transition-colors hover:border-accent data-[state=on]:border-accent data-[state=on]:bg-accent data-[state=on]:text-accent-fg";
