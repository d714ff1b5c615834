import { Link } from "@tanstack/react-router";

/** The Forma mark and word; links home. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-lg font-bold tracking-tight text-text" aria-label="Forma">
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill="var(--accent)" />
        <path d="M9 23V9h13v3.2h-9.4v2.6h8v3.2h-8V23z" fill="var(--accent-fg)" />
      </svg>
      {!compact && <span className="text-lg">Forma</span>}
    </Link>
  );
}
