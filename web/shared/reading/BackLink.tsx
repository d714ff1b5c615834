import { Link } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";

/** The way back from a library page to its list. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="inline-flex w-fit items-center gap-2 text-sm font-medium text-accent hover:underline">
      <ArrowLeft size={16} aria-hidden="true" />
      {label}
    </Link>
  );
}

/** A library page whose slug is not in the library. */
export function MissingPage({ message, to, label }: { message: string; to: string; label: string }) {
  return (
    <section className="mx-auto grid max-w-3xl gap-4 px-4 py-12">
      <p>{message}</p>
      <Link to={to} className="font-semibold text-accent underline">
        {label}
      </Link>
    </section>
  );
}
