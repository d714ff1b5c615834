import { memo, startTransition, useEffect, useRef, useState } from "react";
import type { Locale } from "../../core/locale";
import type { Exercise } from "../../core/training/exercise";
import { ExerciseCard } from "../shared/exercises/ExerciseCard";

/** Cards rendered at once (two and three columns fill evenly); more as the list's end nears the view. */
export const listPageSize = 24;

// A card that stays in the results keeps its rendering when the query changes.
const Card = memo(ExerciseCard);

/**
 * The library's cards, the first few dozen at a time. Each card is a link that follows the
 * address: with every card of 180 rendered, a key in the search box cost a slow phone's main
 * thread half a second. The rest render as the end of the list comes within a screen of the view
 * (scrolling, or Tab onto the last card), a page at a time, as work that yields to input.
 */
export const ExerciseList = memo(function ExerciseList({ exercises, locale }: { exercises: Exercise[]; locale: Locale }) {
  const [limit, setLimit] = useState(listPageSize);
  // New results start again from the first page.
  const [listed, setListed] = useState(exercises);
  if (listed !== exercises) {
    setListed(exercises);
    setLimit(listPageSize);
  }
  const end = useRef<HTMLDivElement>(null);
  const more = limit < exercises.length;
  useEffect(() => {
    const element = end.current;
    if (!more || !element || typeof IntersectionObserver !== "function") return;
    // A new observer per page: its first report says whether the end is still near.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) startTransition(() => setLimit((l) => l + listPageSize));
      },
      { rootMargin: "0px 0px 100% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [more, limit]);
  return (
    <div className="relative">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {exercises.slice(0, limit).map((e) => (
          <Card key={e.slug} exercise={e} locale={locale} />
        ))}
      </ul>
      {more && <div ref={end} aria-hidden="true" className="pointer-events-none absolute inset-x-0 bottom-0 h-px" />}
    </div>
  );
});
