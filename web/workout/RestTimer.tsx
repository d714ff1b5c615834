import { Timer } from "lucide-react";
import { useEffect, useState } from "react";
import * as m from "../../i18n/paraglide/messages.js";
import { buttonClass } from "../shared/ui/button-styles";
import { notify } from "../shared/ui/toast";

export interface RestState {
  /** When the rest ends (ms since the epoch). */
  endsAt: number;
  total: number;
}

const mmss = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
};

/**
 * The rest bar stays at the bottom of the screen while the member scrolls: once a set is logged,
 * the next set to log (the next exercise's, after an exercise's last set) moves up clear of it.
 */
export function clearOfRestBar(): void {
  const bar = document.querySelector('[data-testid="rest-timer"]');
  const next = document.querySelector("[data-set-open]");
  if (!bar || !next) return;
  const overlap = next.getBoundingClientRect().bottom - bar.getBoundingClientRect().top + 8;
  if (overlap > 0) window.scrollBy({ top: overlap, behavior: "instant" });
}

/** The rest countdown after a logged set: a bar and the time left, +15 s and skip. */
export function RestTimer({ rest, onChange }: { rest: RestState; onChange: (next: RestState | null) => void }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, []);
  const left = rest.endsAt - now;
  useEffect(() => {
    if (left > 0) return;
    notify.message(m.workout_rest_over());
    navigator.vibrate?.(200);
    onChange(null);
  }, [left, onChange]);
  const share = Math.min(1, Math.max(0, left / (rest.total * 1000)));
  return (
    <div
      className="sticky bottom-20 z-30 grid gap-2 rounded-2xl border border-accent bg-surface p-3 shadow-panel md:bottom-4"
      data-testid="rest-timer"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 font-semibold" role="timer" aria-label={m.workout_rest_left({ time: mmss(left) })}>
          <Timer aria-hidden="true" className="size-5 text-accent" />
          {m.workout_rest()} <span className="tabular-nums">{mmss(left)}</span>
        </p>
        <div className="flex gap-2">
          <button
            type="button"
            className={buttonClass("secondary", "sm")}
            onClick={() => onChange({ ...rest, endsAt: rest.endsAt + 15_000, total: rest.total + 15 })}
          >
            {m.workout_rest_add()}
          </button>
          <button type="button" className={buttonClass("ghost", "sm")} onClick={() => onChange(null)}>
            {m.workout_rest_skip()}
          </button>
        </div>
      </div>
      <div className="h-1.5 overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
        <div className="h-full bg-accent transition-[width] duration-200" style={{ width: `${share * 100}%` }} />
      </div>
    </div>
  );
}
