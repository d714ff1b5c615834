import { SkipForward, Timer } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import * as m from "../../i18n/paraglide/messages.js";
import { buttonClass } from "../shared/ui/button-styles";
import { clockText, extendRest, restLeft, stopRest, useRestAfterPaint, type Rest } from "./rest-timer";

/**
 * The rest after a set, in a bar over the bottom of the screen (above the phone's bottom bar):
 * the time left, a progress line, −15 s, +15 s and skip. The end's alarm is the timer's own
 * (rest-timer.ts), so it rings on any screen.
 */
export function RestBar() {
  const rest = useRestAfterPaint();
  if (!rest) return null;
  // A new rest (or one made longer or shorter) starts its clock and its line afresh.
  const key = `${rest.endsAt}:${rest.total}`;
  return (
    <div
      className="fixed inset-x-2 bottom-4 z-40 mx-auto grid max-w-xl gap-2 rounded-2xl border border-accent/60 bg-surface p-3 shadow-panel [html[data-keyboard=open]_&]:bottom-2 [html[data-shell=mobile]_&]:bottom-[calc(4.5rem+env(safe-area-inset-bottom))]"
      data-testid="rest-timer"
    >
      <div className="flex items-center justify-between gap-2">
        <RestClock key={key} rest={rest} />
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
        <RestLine key={key} rest={rest} />
      </div>
    </div>
  );
}

/** The time left, rendered when the shown second changes (not every moment in between). */
function RestClock({ rest }: { rest: Rest }) {
  const [now, setNow] = useState(() => Date.now());
  const left = restLeft(rest, now);
  useEffect(() => {
    if (left <= 0) return;
    const id = setTimeout(() => setNow(Date.now()), (left % 1000 || 1000) + 10);
    return () => clearTimeout(id);
  }, [left]);
  const time = clockText(left);
  return (
    <p className="flex items-center gap-2 font-semibold" role="timer" aria-label={m.workout_rest_left({ time })}>
      <Timer aria-hidden="true" className="size-5 text-accent" />
      <span className="sr-only sm:not-sr-only">{m.workout_rest()}</span>
      <span className="text-lg tabular-nums">{time}</span>
    </p>
  );
}

/**
 * The line of the time left: one animation of the whole rest, run by the compositor. A line that
 * React widened every 250 ms with a CSS transition laid out and painted the page in nearly every
 * frame, on the main thread, where a slow phone's taps and keys waited behind it.
 */
function RestLine({ rest }: { rest: Rest }) {
  const [share] = useState(() => Math.min(1, restLeft(rest, Date.now()) / (rest.total * 1000)));
  const line = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const left = restLeft(rest, Date.now());
    const from = Math.min(1, left / (rest.total * 1000));
    const animation = line.current?.animate?.([{ transform: `scaleX(${from})` }, { transform: "scaleX(0)" }], {
      duration: left,
      easing: "linear",
      fill: "forwards",
    });
    return () => animation?.cancel();
  }, [rest]);
  return <div ref={line} className="h-full origin-left bg-accent" style={{ transform: `scaleX(${share})` }} />;
}
