import type { ReactNode } from "react";
import { ScreenHeader } from "../shared/ui/ScreenHeader";

/** The frame of the account screens: a centred card with the heading and a short lead. */
export function AuthCard({
  title,
  lead,
  children,
  wide = false,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <section className={`mx-auto grid w-full gap-6 px-4 py-8 sm:py-12 ${wide ? "max-w-2xl" : "max-w-md"}`}>
      <ScreenHeader title={title} lead={lead} />
      <div className="grid gap-5 rounded-2xl border border-border bg-surface p-5 shadow-panel sm:p-6">{children}</div>
    </section>
  );
}
