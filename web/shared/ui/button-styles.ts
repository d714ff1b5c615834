import { cn } from "./cn";

// The app's button looks, shared by <button> and <Link> so both read as the same control.
const base =
  "inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors focus-visible:outline-2 disabled:opacity-60 disabled:cursor-not-allowed select-none";
const variants = {
  primary: "bg-accent text-accent-fg hover:bg-accent-strong",
  secondary: "bg-surface-2 text-text border border-border hover:border-accent",
  ghost: "text-text hover:bg-surface-2",
  danger: "bg-danger text-danger-fg hover:bg-danger/90",
} as const;
const sizes = {
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-5 text-base",
  lg: "h-13 px-7 text-lg",
  icon: "size-11 shrink-0 p-0",
} as const;

export function buttonClass(variant: keyof typeof variants = "primary", size: keyof typeof sizes = "md", extra?: string) {
  return cn(base, variants[variant], sizes[size], extra);
}
