import type { ReactNode } from "react";
import { cn } from "./cn";

/** A screen's heading and its one-paragraph lead. */
export function ScreenHeader({ title, lead, className }: { title: string; lead?: ReactNode; className?: string }) {
  return (
    <header className={cn("grid gap-2", className)}>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {lead && <p className="max-w-3xl text-muted">{lead}</p>}
    </header>
  );
}
