// An exercise's demonstration: the operator's video when there is one, else the animated figure
// looping start -> middle -> end -> back, with play and pause, paused when the visitor asks for
// reduced motion, and a caption naming the phase it is in.
import { useQuery } from "@tanstack/react-query";
import { Pause, Play } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { demonstrations } from "../../../content/exercises/demonstrations";
import type { Exercise } from "../../../core/training/exercise";
import type { Demonstration as DemonstrationParams } from "../../../core/training/movement/demonstration";
import { keyframes, loopSeconds, phaseAt, phases, progressAt, skeletonAt, type Phase } from "../../../core/training/movement/keyframes";
import * as m from "../../../i18n/paraglide/messages.js";
import { useLocale } from "../../shared/i18n/locale";
import { buttonClass } from "../../shared/ui/button-styles";
import { cn } from "../../shared/ui/cn";
import { useIdle } from "../../shared/ui/use-idle";
import { captionsUrl, exerciseMediaQuery, posterUrl, videoUrl } from "./api";
import { Figure } from "./Figure";
import { prefersReducedMotion } from "./reduced-motion";

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
    <figure aria-label={name} data-testid="demonstration" className={cn("grid gap-3 rounded-2xl border border-border bg-surface p-3", className)}>
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

function Animated({ exercise, demonstration }: { exercise: Exercise; demonstration: DemonstrationParams }) {
  const frames = useMemo(() => keyframes(demonstration), [demonstration]);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  // Progress through the loop (0 to 1): kept when paused, so play resumes where it stopped.
  const [t, setT] = useState(0);
  const startedAt = useRef<number | null>(null);
  // The loop starts once the page is idle: each frame is a render and a repaint, which on a slow
  // phone would compete with the page's own start-up. Until then it shows the start position.
  // Pressing play starts it at once, idle or not.
  const [pressed, setPressed] = useState(false);
  const idle = useIdle() || pressed;

  useEffect(() => {
    if (!playing || !idle) return;
    let frame = 0;
    const from = t;
    startedAt.current = null;
    const tick = (now: number) => {
      startedAt.current ??= now;
      setT((from + (now - startedAt.current) / 1000 / loopSeconds) % 1);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
    // Restarts only when play is pressed (or the page first goes idle); `t` is where it resumes from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [playing, idle]);

  const u = progressAt(t);
  const skeleton = skeletonAt(demonstration, frames, u);
  const start = useMemo(() => skeletonAt(demonstration, frames, 0), [demonstration, frames]);
  const end = useMemo(() => skeletonAt(demonstration, frames, 1), [demonstration, frames]);
  const current = phaseAt(u);

  return (
    <>
      <div className="mx-auto w-full max-w-72 rounded-xl bg-bg/40">
        <Figure
          demonstration={demonstration}
          skeleton={skeleton}
          start={start}
          ghost={playing ? undefined : u < 0.5 ? end : start}
          primary={exercise.primary}
          secondary={exercise.secondary}
        />
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-2">
        <ol className="flex gap-1 text-sm" aria-label={m.demo_phases()}>
          {phases.map((p) => (
            <li
              key={p}
              aria-current={p === current ? "step" : undefined}
              className={cn(
                "rounded-full px-2.5 py-1",
                p === current ? "bg-accent font-semibold text-accent-fg" : "text-muted",
              )}
            >
              {phaseLabels[p]()}
            </li>
          ))}
        </ol>
        <button
          type="button"
          className={buttonClass("secondary", "sm")}
          aria-label={playing ? m.demo_pause() : m.demo_play()}
          onClick={() => {
            setPressed(true);
            setPlaying((x) => !x);
          }}
        >
          {playing ? <Pause size={16} aria-hidden="true" /> : <Play size={16} aria-hidden="true" />}
          <span aria-hidden="true">{playing ? m.demo_pause_short() : m.demo_play_short()}</span>
        </button>
      </figcaption>
    </>
  );
}
