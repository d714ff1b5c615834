// The demonstration figure: a side view drawn from a skeleton, the working muscles in the accent
// colour over the limbs, the equipment at the hands and the props it uses. Colours are the app's
// tokens, so it reads in dark and light. Given samples of a loop instead of one pose, it moves
// by itself (moving-shapes.tsx).
import type { Muscle } from "../../../../core/training/exercise";
import type { Demonstration } from "../../../../core/training/movement/demonstration";
import { floorY } from "../../../../core/training/movement/patterns";
import { lengths, type Joint, type Point, type Skeleton } from "../../../../core/training/movement/skeleton";
import type { Ref } from "react";
import { barOnBody, grips, muscleMarks, propShapes, pullPoint, type Mark } from "./figure-geometry";
import { coord, MovingAt, MovingLine, MovingPath } from "./moving-shapes";

/**
 * The figure's colours, the app's tokens (the drawing worker gets them resolved by the page,
 * FigureCanvas.tsx). The body is the muted tone pulled towards the surface, so the
 * accent-coloured muscles stand out in both themes; `currentColor` in the figure is the body's.
 */
export const paint = {
  body: "color-mix(in srgb, var(--muted) 62%, var(--surface))",
  text: "var(--text)",
  surface: "var(--surface-2)",
  border: "var(--border)",
  accent: "var(--accent)",
} as const;

const path = (s: Skeleton, chain: Joint[]) => chain.map((j, i) => `${i ? "L" : "M"}${coord(s[j][0])} ${coord(s[j][1])}`).join("");

const near = { arm: ["shoulder", "elbow", "wrist", "knuckles"], leg: ["hip", "knee", "ankle", "toe"] } satisfies Record<
  string,
  Joint[]
>;
const far = {
  arm: ["shoulder", "elbowFar", "wristFar", "knucklesFar"],
  leg: ["hip", "kneeFar", "ankleFar", "toeFar"],
} satisfies Record<string, Joint[]>;

/** The far limbs sit a little behind the near ones, more with a wide stance or grip. */
const spread = (d: Demonstration) =>
  d.stance === "wide" || d.grip === "wide" ? 5 : d.stance === "narrow" || d.grip === "close" ? 1.5 : 3;

function shifted(d: Demonstration, sk: Skeleton): Skeleton {
  const off = spread(d);
  const moved = { ...sk };
  for (const j of [...far.arm.slice(1), ...far.leg.slice(1)] as Joint[]) moved[j] = [sk[j][0] - off, sk[j][1] - off * 0.4];
  return moved;
}

/** A ball or an ab wheel: where it sits below the hands, its size and its rim. */
const rolling = { ball: { dy: 4, r: 10, strokeWidth: 2 }, wheel: { dy: 2, r: 8, strokeWidth: 3 } };

/** What is held at the hands, at each sample of the loop. */
function Load({ d, at, faint, seconds }: { d: Demonstration; at: readonly Point[]; faint?: boolean; seconds: number }) {
  const o = faint ? 0.55 : 1;
  switch (d.equipment) {
    case "dumbbells":
      return (
        <MovingAt
          shape="rect"
          at={at}
          dx={-8}
          dy={-3.5}
          seconds={seconds}
          width={16}
          height={7}
          rx={2}
          fill={paint.text}
          opacity={o}
        />
      );
    case "kettlebell":
      return (
        <g opacity={o}>
          <MovingAt shape="circle" at={at} dy={9} seconds={seconds} r={7} fill={paint.text} />
          <MovingPath
            d={at.map(([x, y]) => `M${coord(x - 4)} ${coord(y + 4)}Q${coord(x)} ${coord(y - 4)} ${coord(x + 4)} ${coord(y + 4)}`)}
            seconds={seconds}
            fill="none"
            stroke={paint.text}
            strokeWidth={2}
          />
        </g>
      );
    case "ball":
    case "wheel": {
      const { dy, r, strokeWidth } = rolling[d.equipment];
      return (
        <MovingAt
          shape="circle"
          at={at}
          dy={dy}
          seconds={seconds}
          r={r}
          fill={paint.surface}
          stroke={paint.text}
          strokeWidth={strokeWidth}
          opacity={o}
        />
      );
    }
    default:
      return null;
  }
}

function Plate({ at, small, seconds }: { at: readonly Point[]; small: boolean; seconds: number }) {
  return (
    <g>
      <MovingAt
        shape="circle"
        at={at}
        seconds={seconds}
        r={small ? 9 : 14}
        fill={paint.surface}
        stroke={paint.text}
        strokeWidth={2.5}
      />
      <MovingAt shape="circle" at={at} seconds={seconds} r={2.5} fill={paint.text} />
    </g>
  );
}

/** Muscles of the near arm are drawn over the arm, the rest over the trunk and legs. */
const armMuscles = new Set<Muscle>(["front_delts", "side_delts", "rear_delts", "biceps", "triceps", "forearms"]);
const onArm = (k: Mark) => armMuscles.has(k.muscle);

/** Muscle marks, one set per sample of the loop (the same marks in each). */
function Marks({ sets, width, opacity, seconds }: { sets: Mark[][]; width: number; opacity: number; seconds: number }) {
  return (
    <g strokeLinecap="round" stroke={paint.accent} strokeWidth={width} opacity={opacity}>
      {sets[0]!.map((_, i) => (
        <MovingLine key={i} lines={sets.map((marks) => marks[i]!)} seconds={seconds} />
      ))}
    </g>
  );
}

/** Where everything that moves is, in one pose. */
function placed(d: Demonstration, s: Skeleton, muscles: { primary: readonly Muscle[]; secondary: readonly Muscle[] }) {
  const fs = shifted(d, s);
  return {
    s,
    fs,
    hands: grips(fs),
    bar: barOnBody(d, s),
    primary: muscleMarks(fs, muscles.primary),
    secondary: muscleMarks(fs, muscles.secondary),
  };
}

export function Figure({
  ref,
  ...props
}: {
  demonstration: Demonstration;
  /**
   * The poses to draw: one for a still figure, or samples spread evenly over a loop of `seconds`,
   * which the browser then plays (moving-shapes.tsx).
   */
  poses: readonly Skeleton[];
  seconds: number;
  /** The start pose: props stand where it puts them, and a cable's pulley stays put. */
  start: Skeleton;
  /** Drawn faintly behind: the other end of the movement, shown while paused. */
  ghost?: Skeleton;
  primary: readonly Muscle[];
  secondary: readonly Muscle[];
  ref?: Ref<SVGSVGElement>;
}) {
  const { demonstration: d, start, seconds } = props;
  const poses = props.poses.map((s) => placed(d, s, props));
  const first = poses[0]!;
  const pull = pullPoint(d, start);
  const smallBar = ["curl", "wrist-curl", "lying-extension", "upright-row", "shrug", "overhead-extension"].includes(d.pattern);
  const armW = 6.5;
  const legW = 8.5;
  const chain = (pick: (p: (typeof poses)[number]) => Skeleton, joints: Joint[]) => poses.map((p) => path(pick(p), joints));
  const hands = poses.map((p) => p.hands.near);
  const marks = (kind: "primary" | "secondary", which: (k: Mark) => boolean) => poses.map((p) => p[kind].filter(which));
  const bar = first.bar && poses.map((p) => p.bar!);

  return (
    <svg
      ref={ref}
      viewBox="0 0 240 240"
      className="block h-auto w-full"
      aria-hidden="true"
      focusable="false"
      style={{ color: paint.body }}
    >
      <line x1={0} y1={floorY + 2} x2={240} y2={floorY + 2} stroke={paint.border} strokeWidth={3} />
      {propShapes(d, shifted(d, start)).map((p, i) =>
        p.kind === "rect" ? (
          <rect
            key={i}
            x={p.x}
            y={p.y}
            width={p.w}
            height={p.h}
            rx={3}
            fill={paint.surface}
            stroke={paint.border}
            strokeWidth={2}
          />
        ) : (
          <MovingLine
            key={i}
            lines={[p.line]}
            seconds={seconds}
            stroke={paint.border}
            strokeWidth={p.width}
            strokeLinecap="round"
          />
        ),
      )}
      {props.ghost && (
        <g opacity={0.22} fill="none" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round">
          <path
            d={path(props.ghost, near.leg) + path(props.ghost, ["hip", "shoulder"]) + path(props.ghost, near.arm)}
            strokeWidth={armW}
          />
          <circle cx={coord(props.ghost.head[0])} cy={coord(props.ghost.head[1])} r={lengths.headRadius} strokeWidth={3} />
        </g>
      )}
      {pull && (
        <g>
          <MovingLine
            lines={hands.map(([x, y]) => ({ x1: pull[0], y1: pull[1], x2: x, y2: y }))}
            seconds={seconds}
            stroke={paint.text}
            strokeWidth={1.5}
            strokeDasharray={d.equipment === "band" ? "4 3" : undefined}
          />
          {d.equipment === "cable" && (
            <circle cx={coord(pull[0])} cy={coord(pull[1])} r={4} fill={paint.surface} stroke={paint.text} strokeWidth={2} />
          )}
        </g>
      )}
      {d.equipment === "straps" && (
        <MovingLine
          lines={hands.map(([x, y]) => ({ x1: start.wrist[0], y1: 4, x2: x, y2: y }))}
          seconds={seconds}
          stroke={paint.text}
          strokeWidth={1.5}
        />
      )}
      {/* The far side: behind, lighter. */}
      <g opacity={0.5} fill="none" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round">
        <MovingPath d={chain((p) => p.fs, far.leg)} seconds={seconds} strokeWidth={legW} />
        <MovingPath d={chain((p) => p.fs, far.arm)} seconds={seconds} strokeWidth={armW} />
      </g>
      <Load d={d} at={poses.map((p) => p.hands.far)} seconds={seconds} faint />
      <Marks sets={marks("secondary", (k) => k.far)} width={3.5} opacity={0.3} seconds={seconds} />
      <Marks sets={marks("primary", (k) => k.far)} width={4} opacity={0.55} seconds={seconds} />
      {/* The near side and the trunk. */}
      <g fill="none" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round">
        <MovingPath d={chain((p) => p.s, near.leg)} seconds={seconds} strokeWidth={legW} />
        <MovingPath d={chain((p) => p.s, ["hip", "shoulder"])} seconds={seconds} strokeWidth={13} />
        <MovingPath d={chain((p) => p.s, ["shoulder", "head"])} seconds={seconds} strokeWidth={5} />
      </g>
      <MovingAt shape="circle" at={poses.map((p) => p.s.head)} seconds={seconds} r={lengths.headRadius} fill="currentColor" />
      <Marks sets={marks("secondary", (k) => !k.far && !onArm(k))} width={4} opacity={0.5} seconds={seconds} />
      <Marks sets={marks("primary", (k) => !k.far && !onArm(k))} width={5} opacity={1} seconds={seconds} />
      {bar && <Plate at={bar} small={false} seconds={seconds} />}
      <MovingPath
        d={chain((p) => p.s, near.arm)}
        seconds={seconds}
        fill="none"
        stroke="currentColor"
        strokeWidth={armW}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <Marks sets={marks("secondary", (k) => !k.far && onArm(k))} width={3.5} opacity={0.5} seconds={seconds} />
      <Marks sets={marks("primary", (k) => !k.far && onArm(k))} width={4} opacity={1} seconds={seconds} />
      {!bar && d.equipment === "barbell" && <Plate at={hands} small={smallBar} seconds={seconds} />}
      {d.equipment === "machine" && !bar && (
        <MovingAt shape="circle" at={hands} seconds={seconds} r={4} fill={paint.surface} stroke={paint.text} strokeWidth={2} />
      )}
      <Load d={d} at={hands} seconds={seconds} />
    </svg>
  );
}
