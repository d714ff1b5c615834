// An exercise's demonstration: the operator's video when there is one, else the animated figure
// looping start -> middle -> end -> back, with play and pause, paused when the visitor asks for
// reduced motion, and a caption naming the phase it is in.
import { useQuery } from "@tanstack/react-query";
import { Pause, Play } from "lucide-react";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useInView } from "react-intersection-observer";
import { demonstrations } from "../../../../content/exercises/demonstrations";
import type { Exercise } from "../../../../core/training/exercise";
import type { Demonstration as DemonstrationParams } from "../../../../core/training/movement/demonstration";
import {
  keyframes,
  loopSeconds,
  phaseAt,
  phases,
  progressAt,
  skeletonAt,
  type Phase,
} from "../../../../core/training/movement/keyframes";
import * as m from "../../../../i18n/paraglide/messages.js";
import { useLocale } from "../../i18n/locale";
import { buttonClass } from "../../ui/button-styles";
import { cn } from "../../ui/cn";
import { useIdle } from "../../ui/use-idle";
import { captionsUrl, exerciseMediaQuery, posterUrl, videoUrl } from "./api";
import { Figure } from "./Figure";
import { canPlayOffThread, FigureCanvas } from "./FigureCanvas";
import type { FigureParams } from "./figure-scene";
import { LoopClock, svgClock, type AnimationClock } from "./loop-clock";
import { loopPoses, samples } from "./loop-poses";
import { useReducedMotion } from "../../ui/reduced-motion";

const phaseLabels: Record<Phase, () => string> = {
  start: m.demo_phase_start,
  middle: m.demo_phase_middle,
  end: m.demo_phase_end,
};

export function Demonstration({ exercise, className }: { exercise: Exercise; className?: string }) {
  const locale = useLocale();
  const media = useQuery(exerciseMediaQuery(exercise.slug));
  const name = m.demo_name({ name: exercise.name[locale] });
  const video = media.data?.video;
  const demonstration = demonstrations[exercise.slug];
  if (!video && !demonstration) return null;
  return (
    <figure
      aria-label={name}
      data-testid="demonstration"
      className={cn("grid gap-3 rounded-2xl border border-border bg-surface p-3", className)}
    >
      {video ? (
        <video
          controls
          playsInline
          preload="metadata"
          poster={video.poster ? posterUrl(exercise.slug) : undefined}
          className="aspect-square w-full rounded-xl bg-surface-2 object-contain"
        >
          <source src={videoUrl(exercise.slug)} type={video.contentType} />
          {video.captions.includes(locale) && (
            <track kind="captions" srcLang={locale} label={m.demo_captions()} src={captionsUrl(exercise.slug, locale)} default />
          )}
        </video>
      ) : (
        demonstration && <Animated exercise={exercise} demonstration={demonstration} />
      )}
    </figure>
  );
}

/** Where a moment of the loop (0 to 1) next shows another phase. */
function nextPhaseChange(t: number): number {
  const now = phaseAt(progressAt(t));
  let next = Math.floor(t * samples) + 1;
  while (next < t * samples + samples && phaseAt(progressAt(next / samples)) === now) next++;
  return next / samples;
}

function Animated({ exercise, demonstration }: { exercise: Exercise; demonstration: DemonstrationParams }) {
  const frames = useMemo(() => keyframes(demonstration), [demonstration]);
  // Playing unless the visitor asks for reduced motion, until play or pause is pressed.
  const reduced = useReducedMotion();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const playing = chosen ?? !reduced;
  // Where the loop is (0 to 1) while it is still: kept when paused, so play resumes where it stopped.
  const [t, setT] = useState(0);
  // The loop starts once the page is idle: setting up the figure's animation would compete with
  // the page's own start-up on a slow phone. Until then it shows the start position. Pressing
  // play starts it at once, idle or not.
  const [pressed, setPressed] = useState(false);
  const idle = useIdle();
  const moving = playing && (idle || pressed);
  const svg = useRef<SVGSVGElement>(null);
  // While it moves, a worker draws it on a canvas over the SVG where the browser allows
  // (FigureCanvas); else the SVG plays itself. A fresh clock for each time it starts moving.
  const [offThread, setOffThread] = useState(canPlayOffThread);
  const loop = useMemo(() => (moving && offThread ? new LoopClock(svg) : null), [moving, offThread]);
  const [shownBy, setShownBy] = useState<LoopClock | null>(null);
  const clockOf = useCallback((): AnimationClock | null => loop ?? svgClock(svg.current), [loop]);

  const start = useMemo(() => skeletonAt(demonstration, frames, 0), [demonstration, frames]);
  const end = useMemo(() => skeletonAt(demonstration, frames, 1), [demonstration, frames]);
  const u = progressAt(t);
  // The SVG plays the loop's samples itself only where no worker draws it; under the canvas it
  // holds the pose the loop starts from.
  const svgPlays = moving && !offThread;
  const poses = useMemo(
    () => (svgPlays ? loopPoses(demonstration, frames) : [skeletonAt(demonstration, frames, u)]),
    [svgPlays, u, demonstration, frames],
  );
  const figure = useMemo<FigureParams>(
    () => ({ demonstration, primary: exercise.primary, secondary: exercise.secondary, seconds: loopSeconds }),
    [demonstration, exercise.primary, exercise.secondary],
  );

  // Out of view (read on past it), the browser stops drawing the loop: each frame it draws costs a
  // phone as much as a page's worth of style and paint.
  const { ref: view, inView } = useInView({ initialInView: true });
  useEffect(() => {
    const c = clockOf();
    if (!moving || !c) return;
    if (inView) c.unpauseAnimations();
    else c.pauseAnimations();
  }, [moving, inView, clockOf]);

  function toggle() {
    const c = clockOf();
    if (moving && c) setT((c.getCurrentTime() / loopSeconds) % 1);
    setPressed(true);
    setChosen(!playing);
  }

  return (
    <>
      <div
        ref={view}
        // Once the canvas shows the figure, the SVG beneath draws nothing (it keeps the box).
        className={cn("relative mx-auto w-full max-w-72 rounded-xl bg-bg/40", loop && shownBy === loop && "[&>svg>*]:invisible")}
      >
        <Figure
          ref={svg}
          demonstration={demonstration}
          poses={poses}
          seconds={loopSeconds}
          start={start}
          ghost={playing ? undefined : u < 0.5 ? end : start}
          primary={exercise.primary}
          secondary={exercise.secondary}
        />
        {loop && (
          <FigureCanvas
            svg={svg}
            figure={figure}
            clock={loop}
            onShown={() => setShownBy(loop)}
            onFailed={() => setOffThread(false)}
          />
        )}
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-2">
        <Phases clockOf={clockOf} moving={moving} t={t} />
        <button
          type="button"
          className={buttonClass("secondary", "sm")}
          aria-label={playing ? m.demo_pause() : m.demo_play()}
          onClick={toggle}
        >
          {playing ? <Pause size={16} aria-hidden="true" /> : <Play size={16} aria-hidden="true" />}
          <span aria-hidden="true">{playing ? m.demo_pause_short() : m.demo_play_short()}</span>
        </button>
      </figcaption>
    </>
  );
}

/**
 * The phase the figure is in. While it moves, the browser plays the animation, so the caption
 * follows the animation's clock: set to where the loop stood before it is painted, then one
 * timer per change of phase.
 */
function Phases({ clockOf, moving, t }: { clockOf: () => AnimationClock | null; moving: boolean; t: number }) {
  const [live, setLive] = useState<Phase>(() => phaseAt(progressAt(t)));
  useLayoutEffect(() => {
    if (!moving) return;
    const c = clockOf();
    if (!c) return;
    c.setCurrentTime(t * loopSeconds);
    let timer = 0;
    const follow = () => {
      const at = (c.getCurrentTime() / loopSeconds) % 1;
      setLive(phaseAt(progressAt(at)));
      timer = window.setTimeout(follow, (nextPhaseChange(at) - at) * loopSeconds * 1000 + 10);
    };
    follow();
    return () => clearTimeout(timer);
    // Restarts only when it starts or stops moving, or another clock takes over; `t` is where it resumes from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [moving, clockOf]);
  const current = moving ? live : phaseAt(progressAt(t));
  return (
    <ol className="flex gap-1 text-sm" aria-label={m.demo_phases()}>
      {phases.map((p) => (
        <li
          key={p}
          aria-current={p === current ? "step" : undefined}
          className={cn("rounded-full px-2.5 py-1", p === current ? "bg-accent font-semibold text-accent-fg" : "text-muted")}
        >
          {phaseLabels[p]()}
        </li>
      ))}
    </ol>
  );
}
