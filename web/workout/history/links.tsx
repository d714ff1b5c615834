// The history's links: they keep the search parameters of /workout and the phone shell's /m… twin.
import { Link } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { useScreenHref } from "../../shared/navigation/paths";

export type HistoryPlace = { session: string } | { exercise: string } | "list" | "logger";

const searchOf = (place: HistoryPlace) =>
  place === "logger" ? {} : place === "list" ? { view: "history" } : { view: "history", ...place };

export function HistoryLink(props: { to: HistoryPlace; className?: string; children: ReactNode; "aria-label"?: string }) {
  const href = useScreenHref();
  return (
    <Link to={href("/workout")} search={searchOf(props.to)} className={props.className} aria-label={props["aria-label"]}>
      {props.children}
    </Link>
  );
}

/** The way back, above a view's heading. */
export function BackTo({ to, label }: { to: HistoryPlace; label: string }) {
  return (
    <HistoryLink
      to={to}
      className="inline-flex w-fit items-center gap-2 text-sm font-medium text-accent underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </HistoryLink>
  );
}

/** A text link in the app's accent. */
export const textLinkClass = "font-semibold text-accent underline-offset-4 hover:underline";
