// The demonstration figure: a side view drawn from a skeleton, the working muscles in the accent
// colour over the limbs, the equipment at the hands and the props it uses. Colours are the app's
// tokens, so it reads in dark and light.
import type { Muscle } from "../../../core/training/exercise";
import type { Demonstration } from "../../../core/training/movement/demonstration";
import { floorY } from "../../../core/training/movement/patterns";
import { lengths, type Joint, type Point, type Skeleton } from "../../../core/training/movement/skeleton";
import { barOnBody, grips, muscleMarks, propShapes, pullPoint, type Line, type Mark } from "./figure-geometry";

const path = (s: Skeleton, chain: Joint[]) => chain.map((j, i) => `${i ? "L" : "M"}${s[j][0].toFixed(1)} ${s[j][1].toFixed(1)}`).join("");

const near = { arm: ["shoulder", "elbow", "wrist", "knuckles"], leg: ["hip", "knee", "ankle", "toe"] } satisfies Record<string, Joint[]>;
const far = { arm: ["shoulder", "elbowFar", "wristFar", "knucklesFar"], leg: ["hip", "kneeFar", "ankleFar", "toeFar"] } satisfies Record<string, Joint[]>;

/** The far limbs sit a little behind the near ones, more with a wide stance or grip. */
const spread = (d: Demonstration) => (d.stance === "wide" || d.grip === "wide" ? 5 : d.stance === "narrow" || d.grip === "close" ? 1.5 : 3);

function Load({ d, at, faint }: { d: Demonstration; at: Point; faint?: boolean }) {
  const [x, y] = at;
  const o = faint ? 0.55 : 1;
  switch (d.equipment) {
    case "dumbbells":
      return <rect x={x - 8} y={y - 3.5} width={16} height={7} rx={2} fill="var(--text)" opacity={o} />;
    case "kettlebell":
      return (
        <g opacity={o}>
          <circle cx={x} cy={y + 9} r={7} fill="var(--text)" />
          <path d={`M${x - 4} ${y + 4}Q${x} ${y - 4} ${x + 4} ${y + 4}`} fill="none" stroke="var(--text)" strokeWidth={2} />
        </g>
      );
    case "ball":
      return <circle cx={x} cy={y + 4} r={10} fill="var(--surface-2)" stroke="var(--text)" strokeWidth={2} opacity={o} />;
    case "wheel":
      return <circle cx={x} cy={y + 2} r={8} fill="var(--surface-2)" stroke="var(--text)" strokeWidth={3} opacity={o} />;
    default:
      return null;
  }
}

function Plate({ at, small }: { at: Point; small: boolean }) {
  const r = small ? 9 : 14;
  return (
    <g>
      <circle cx={at[0]} cy={at[1]} r={r} fill="var(--surface-2)" stroke="var(--text)" strokeWidth={2.5} />
      <circle cx={at[0]} cy={at[1]} r={2.5} fill="var(--text)" />
    </g>
  );
}

/** The body: the muted tone pulled towards the surface, so the accent-coloured muscles stand out in both themes. */
const bodyColour = "color-mix(in srgb, var(--muted) 62%, var(--surface))";

const line = (l: Line) => ({ x1: l.x1, y1: l.y1, x2: l.x2, y2: l.y2 });

/** Muscles of the near arm are drawn over the arm, the rest over the trunk and legs. */
const armMuscles = new Set<Muscle>(["front_delts", "side_delts", "rear_delts", "biceps", "triceps", "forearms"]);
const onArm = (k: Mark) => armMuscles.has(k.muscle);

function Marks({ marks, width, opacity }: { marks: Mark[]; width: number; opacity: number }) {
  return (
    <g strokeLinecap="round" stroke="var(--accent)" strokeWidth={width} opacity={opacity}>
      {marks.map((k, i) => (
        <line key={i} {...line(k)} />
      ))}
    </g>
  );
}

export function Figure(props: {
  demonstration: Demonstration;
  skeleton: Skeleton;
  /** The start pose: props stand where it puts them, and a cable's pulley stays put. */
  start: Skeleton;
  /** Drawn faintly behind: the other end of the movement, shown while paused. */
  ghost?: Skeleton;
  primary: readonly Muscle[];
  secondary: readonly Muscle[];
}) {
  const { demonstration: d, skeleton: s, start } = props;
  const off = spread(d);
  const shifted = (sk: Skeleton): Skeleton => {
    const moved = { ...sk };
    for (const j of [...far.arm.slice(1), ...far.leg.slice(1)] as Joint[]) moved[j] = [sk[j][0] - off, sk[j][1] - off * 0.4];
    return moved;
  };
  const fs = shifted(s);
  const hands = grips(fs);
  const pull = pullPoint(d, start);
  const bar = barOnBody(d, s);
  const primary = muscleMarks(fs, props.primary);
  const secondary = muscleMarks(fs, props.secondary);
  const smallBar = ["curl", "wrist-curl", "lying-extension", "upright-row", "shrug", "overhead-extension"].includes(d.pattern);
  const armW = 6.5;
  const legW = 8.5;

  return (
    <svg viewBox="0 0 240 240" className="block h-auto w-full" aria-hidden="true" focusable="false" style={{ color: bodyColour }}>
      <line x1={0} y1={floorY + 2} x2={240} y2={floorY + 2} stroke="var(--border)" strokeWidth={3} />
      {propShapes(d, shifted(start)).map((p, i) =>
        p.kind === "rect" ? (
          <rect key={i} x={p.x} y={p.y} width={p.w} height={p.h} rx={3} fill="var(--surface-2)" stroke="var(--border)" strokeWidth={2} />
        ) : (
          <line key={i} {...line(p.line)} stroke="var(--border)" strokeWidth={p.width} strokeLinecap="round" />
        ),
      )}
      {props.ghost && (
        <g opacity={0.22} fill="none" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round">
          <path d={path(props.ghost, near.leg) + path(props.ghost, ["hip", "shoulder"]) + path(props.ghost, near.arm)} strokeWidth={armW} />
          <circle cx={props.ghost.head[0]} cy={props.ghost.head[1]} r={lengths.headRadius} strokeWidth={3} />
        </g>
      )}
      {pull && (
        <g>
          <line
            x1={pull[0]}
            y1={pull[1]}
            x2={hands.near[0]}
            y2={hands.near[1]}
            stroke="var(--text)"
            strokeWidth={1.5}
            strokeDasharray={d.equipment === "band" ? "4 3" : undefined}
          />
          {d.equipment === "cable" && <circle cx={pull[0]} cy={pull[1]} r={4} fill="var(--surface-2)" stroke="var(--text)" strokeWidth={2} />}
        </g>
      )}
      {d.equipment === "straps" && <line x1={start.wrist[0]} y1={4} x2={hands.near[0]} y2={hands.near[1]} stroke="var(--text)" strokeWidth={1.5} />}
      {/* The far side: behind, lighter. */}
      <g opacity={0.5} fill="none" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round">
        <path d={path(fs, far.leg)} strokeWidth={legW} />
        <path d={path(fs, far.arm)} strokeWidth={armW} />
      </g>
      <Load d={d} at={hands.far} faint />
      <Marks marks={secondary.filter((k) => k.far)} width={3.5} opacity={0.3} />
      <Marks marks={primary.filter((k) => k.far)} width={4} opacity={0.55} />
      {/* The near side and the trunk. */}
      <g fill="none" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round">
        <path d={path(s, near.leg)} strokeWidth={legW} />
        <path d={path(s, ["hip", "shoulder"])} strokeWidth={13} />
        <path d={path(s, ["shoulder", "head"])} strokeWidth={5} />
      </g>
      <circle cx={s.head[0]} cy={s.head[1]} r={lengths.headRadius} fill="currentColor" />
      <Marks marks={secondary.filter((k) => !k.far && !onArm(k))} width={4} opacity={0.5} />
      <Marks marks={primary.filter((k) => !k.far && !onArm(k))} width={5} opacity={1} />
      {bar && <Plate at={bar} small={false} />}
      <path d={path(s, near.arm)} fill="none" stroke="currentColor" strokeWidth={armW} strokeLinecap="round" strokeLinejoin="round" />
      <Marks marks={secondary.filter((k) => !k.far && onArm(k))} width={3.5} opacity={0.5} />
      <Marks marks={primary.filter((k) => !k.far && onArm(k))} width={4} opacity={1} />
      {!bar && d.equipment === "barbell" && <Plate at={hands.near} small={smallBar} />}
      {d.equipment === "machine" && !bar && <circle cx={hands.near[0]} cy={hands.near[1]} r={4} fill="var(--surface-2)" stroke="var(--text)" strokeWidth={2} />}
      <Load d={d} at={hands.near} />
    </svg>
  );
}
