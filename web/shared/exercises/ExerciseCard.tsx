import { Link } from "@tanstack/react-router";
import { useScreenHref } from "../navigation/paths";
import type { Exercise } from "../../../core/training/exercise";
import type { Locale } from "../../../core/locale";
import { equipmentLabels, groupLabels, levelLabels, muscleLabels } from "../../../i18n/labels/exercises";

const levelDots = { beginner: 1, intermediate: 2, advanced: 3 } as const;

export function ExerciseCard({ exercise: e, locale }: { exercise: Exercise; locale: Locale }) {
  const href = useScreenHref();
  // 180 cards: the browser lays out and paints only those near the screen (most cards are 108 px tall).
  return (
    <li className="[contain-intrinsic-size:auto_108px] [content-visibility:auto]">
      <Link
        to={href("/exercises/$slug")}
        params={{ slug: e.slug }}
        // The page's code and the group's details load while the card is on screen: a tap opens it at once.
        preload="viewport"
        className="grid h-full gap-2 rounded-2xl border border-border bg-surface p-4 transition-colors hover:border-accent focus-visible:border-accent"
        data-testid="exercise-card"
      >
        <span className="flex items-start justify-between gap-3">
          <span className="font-semibold leading-snug">{e.name[locale]}</span>
          <span className="shrink-0 rounded-full bg-surface-2 px-2 py-0.5 text-xs text-muted">{groupLabels[e.group]()}</span>
        </span>
        <span className="text-sm text-muted">{e.primary.map((mu) => muscleLabels[mu]()).join(", ")}</span>
        <span className="mt-auto flex items-center justify-between gap-2 text-xs text-muted">
          <span className="truncate">{e.equipment.map((q) => equipmentLabels[q]()).join(" · ")}</span>
          <span className="flex shrink-0 items-center gap-1" title={levelLabels[e.level]()}>
            <span className="sr-only">{levelLabels[e.level]()}</span>
            {[1, 2, 3].map((i) => (
              <span
                key={i}
                aria-hidden="true"
                className={`size-1.5 rounded-full ${i <= levelDots[e.level] ? "bg-accent" : "bg-border"}`}
              />
            ))}
          </span>
        </span>
      </Link>
    </li>
  );
}
