import { CheckCircle2 } from "lucide-react";
import * as m from "../../../i18n/paraglide/messages.js";

/** The key points at the end of an article or a lesson. */
export function Takeaways({ items }: { items: string[] }) {
  return (
    <aside aria-labelledby="takeaways" className="grid gap-3 rounded-2xl border border-accent/50 bg-accent/10 p-5">
      <h2 id="takeaways" className="text-lg font-bold">
        {m.article_takeaways()}
      </h2>
      <ul className="grid gap-2">
        {items.map((t, i) => (
          <li key={i} className="flex gap-2 leading-relaxed">
            <CheckCircle2 size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-accent" />
            {t}
          </li>
        ))}
      </ul>
    </aside>
  );
}
