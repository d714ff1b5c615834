/** A workout's numbers, term above value: two columns on a phone, four from the small breakpoint. */
export function Stats({ items }: { items: [term: string, value: string][] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
      {items.map(([term, value]) => (
        <div key={term} className="grid">
          <dt className="text-xs text-muted">{term}</dt>
          <dd className="font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
