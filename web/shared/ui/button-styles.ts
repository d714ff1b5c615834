import { cn } from "./cn";

// The app's button looks, shared by <button> and <Link> so both read as the same control.
const base =
  "inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors focus-visible:outline-2 disabled:opacity-60 disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:cursor-not-allowed select-none";
const variants = {
  primary: "bg-accent text-accent-fg hover:bg-accent-strong",
  secondary: "bg-surface-2 text-text border border-border hover:border-accent",
  ghost: "text-text hover:bg-surface-2",
  danger: "bg-danger text-danger-fg hover:bg-danger/90",
} as const;
// A height at least, not a fixed one: a label that wraps (a long Russian word pair on a phone)
// makes the button taller instead of spilling over its edges.
const sizes = {
  sm: "min-h-9 px-3 py-1 text-sm leading-tight text-center",
  md: "min-h-11 px-5 py-2 text-base leading-tight text-center",
  lg: "min-h-13 px-7 py-2 text-lg leading-tight text-center",
  icon: "size-11 shrink-0 p-0",
} as const;

export function buttonClass(variant: keyof typeof variants = "primary", size: keyof typeof sizes = "md", extra?: string) {
  return cn(base, variants[variant], sizes[size], extra);
}
