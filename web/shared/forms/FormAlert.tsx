import { CircleAlert, CircleCheck, Info } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../ui/cn";

const tones = {
  info: { icon: Info, className: "border-border bg-surface-2" },
  success: { icon: CircleCheck, className: "border-accent/50 bg-accent/10" },
  error: { icon: CircleAlert, className: "border-danger/60 bg-danger/10" },
} as const;

/** A notice above a form: errors are announced at once, other notices politely. */
export function FormAlert({ tone, children, testId }: { tone: keyof typeof tones; children: ReactNode; testId?: string }) {
  const { icon: Icon, className } = tones[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      data-testid={testId}
      className={cn("flex items-start gap-3 rounded-xl border p-3 text-sm leading-relaxed", className)}
    >
      <Icon size={18} aria-hidden="true" className={cn("mt-0.5 shrink-0", tone === "error" ? "text-danger" : "text-accent")} />
      <div className="grid gap-2">{children}</div>
    </div>
  );
}
