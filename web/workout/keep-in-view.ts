// The rest bar stands over the bottom of the screen: once a set is checked, the next set to do
// (after an exercise's last, the next exercise's first) is scrolled up clear of it.
// It runs once the check has painted: measuring in the frame that paints it made a slow phone's
// tap wait for the scroll as well.
import { afterPaint } from "../shared/ui/idle";

export function keepNextSetInView(checked: Element | null): void {
  if (!checked) return;
  afterPaint(() => {
    const bar = document.querySelector('[data-testid="rest-timer"]');
    const next = [...document.querySelectorAll("[data-set-open]")].find(
      (row) => checked.compareDocumentPosition(row) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    if (!bar || !next) return;
    const overlap = next.getBoundingClientRect().bottom - bar.getBoundingClientRect().top + 8;
    if (overlap > 0) window.scrollBy({ top: overlap, behavior: "instant" });
  });
}
