import { SkipForward, Timer } from "lucide-react";
import { useEffect, useState } from "react";
import * as m from "../../i18n/paraglide/messages.js";
import { buttonClass } from "../shared/ui/button-styles";
import { clockText, extendRest, restLeft, stopRest, useRest } from "./rest-timer";

/**
 * The rest after a set, in a bar over the bottom of the screen (above the phone's bottom bar):
 * the time left, a progress line, −15 s, +15 s and skip. The end's alarm is the timer's own
 * (rest-timer.ts), so it rings on any screen.
 */
export function RestBar() {
  const rest = useRest();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!rest) return;
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, [rest]);
  if (!rest) return null;
  const left = restLeft(rest, now);
  const share = Math.min(1, left / (rest.total * 1000));
  const time = clockText(left);
  return (
    <div
      className="fixed inset-x-2 bottom-4 z-40 mx-auto grid max-w-xl gap-2 rounded-2xl border border-accent/60 bg-surface p-3 shadow-panel [html[data-keyboard=open]_&]:bottom-2 [html[data-shell=mobile]_&]:bottom-[calc(4.5rem+env(safe-area-inset-bottom))]"
      data-testid="rest-timer"
    >
      <div className="flex items-center justify-between gap-2">
        <p className="flex items-center gap-2 font-semibold" role="timer" aria-label={m.workout_rest_left({ time })}>
          <Timer aria-hidden="true" className="size-5 text-accent" />
          <span className="sr-only sm:not-sr-only">{m.workout_rest()}</span>
          <span className="text-lg tabular-nums">{time}</span>
        </p>
        <div className="flex gap-1">
          <button type="button" className={buttonClass("secondary", "sm", "px-2.5 whitespace-nowrap")} aria-label={m.workout_rest_less_label()} onClick={() => extendRest(-15)}>
            {m.workout_rest_less()}
          </button>
          <button type="button" className={buttonClass("secondary", "sm", "px-2.5 whitespace-nowrap")} aria-label={m.workout_rest_more_label()} onClick={() => extendRest(15)}>
            {m.workout_rest_add()}
          </button>
          {/* On a phone the icon alone: the bar holds the time and three buttons in 360 px. */}
          <button type="button" className={buttonClass("ghost", "sm", "px-2.5 whitespace-nowrap")} aria-label={m.workout_rest_skip()} onClick={stopRest}>
            <SkipForward aria-hidden="true" className="size-5 sm:hidden" />
            <span className="hidden sm:inline">{m.workout_rest_skip_short()}</span>
          </button>
        </div>
      </div>
      <div className="h-1.5 overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
        <div className="h-full bg-accent transition-[width] duration-200" style={{ width: `${share * 100}%` }} />
      </div>
    </div>
  );
}
