import morphdom from "morphdom";
import { useLayoutEffect, useRef } from "react";

/**
 * A message that grows while the coach's answer streams in. Each piece changes only what differs
 * (morphdom), so a link already shown stays the same element: with the whole HTML written anew
 * per piece, a press and its release landed on two copies of the link and made no click.
 */
export function StreamingItem({ className, html }: { className: string; html: string }) {
  const item = useRef<HTMLLIElement>(null);
  useLayoutEffect(() => {
    if (!item.current) return;
    const next = document.createElement("li");
    next.innerHTML = html;
    morphdom(item.current, next, { childrenOnly: true });
  }, [html]);
  return <li ref={item} className={className} />;
}
