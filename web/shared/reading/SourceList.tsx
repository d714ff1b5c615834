import type { Source } from "../../../core/content";

/** References behind a text or a grade: title (linked when there is a URL), publisher, year. */
export function SourceList({ sources }: { sources: Source[] }) {
  return (
    <ul className="grid gap-1 text-sm">
      {sources.map((s) => (
        <li key={s.title}>
          {s.url ? (
            <a
              href={s.url}
              target="_blank"
              rel="noreferrer noopener"
              className="inline-block py-0.5 underline-offset-4 hover:text-accent hover:underline"
            >
              {s.title}
            </a>
          ) : (
            s.title
          )}
          <span className="text-muted">{` — ${s.publisher}${s.year ? `, ${s.year}` : ""}`}</span>
        </li>
      ))}
    </ul>
  );
}
