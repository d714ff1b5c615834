// An exercise's demonstration as poses over time: its pattern's keyframes adjusted by the
// exercise's parameters, and the pose at any moment of the loop (start -> middle -> end -> back).
import type { Demonstration } from "./demonstration";
import { holdArms, patterns, type PoseSpec } from "./patterns";
import { anchored, bones, resolve, segments, type Angles, type Pose, type Skeleton } from "./skeleton";

export const phases = ["start", "middle", "end"] as const;
export type Phase = (typeof phases)[number];

const neutral: Pose = { trunk: 180, neck: 0, shoulder: 0, elbow: 8, wrist: 0, hip: 0, knee: 0, ankle: 90 };
const armAbs = ["upperArmAbs", "forearmAbs", "upperArmFarAbs", "forearmFarAbs"] as const;

function pose(d: Demonstration, spec: PoseSpec): Pose {
  const def = patterns[d.pattern];
  const p: Pose = { ...neutral, ...def.base, ...spec };
  if (def.hold) {
    for (const k of armAbs) delete p[k];
    Object.assign(p, holdArms[d.hold ?? def.hold]);
  }
  // A tilted bench or lean turns the upper body; the thighs keep their place.
  if (d.tilt) {
    p.trunk += d.tilt;
    p.hip -= d.tilt;
    if (p.hipFar !== undefined) p.hipFar -= d.tilt;
  }
  return p;
}

const mix = (a: Angles, b: Angles, u: number): Angles => {
  const out = { shrug: a.shrug + (b.shrug - a.shrug) * u } as Angles;
  for (const s of segments) out[s] = a[s] + (b[s] - a[s]) * u;
  return out;
};

/** Start, middle and end as absolute segment angles. */
export function keyframes(d: Demonstration): Record<Phase, Angles> {
  const def = patterns[d.pattern];
  const start = resolve(pose(d, def.start));
  const fullEnd = resolve(pose(d, def.end));
  const range = d.range ?? 1;
  const end = mix(start, fullEnd, range);
  const middle = def.middle ? mix(start, resolve(pose(d, def.middle)), range) : mix(start, end, 0.5);
  return { start, middle, end };
}

/** Seconds one loop takes. */
export const loopSeconds = 3.6;

/** Share of the loop spent still at the start and at the end. */
const restAtStart = 0.1;
const restAtEnd = 0.14;

/** How far from start (0) to end (1) the movement is at a moment of the loop (0 to 1). */
export function progressAt(t: number): number {
  const x = ((t % 1) + 1) % 1;
  const travel = (1 - restAtStart - restAtEnd) / 2;
  const ease = (u: number) => (1 - Math.cos(Math.PI * u)) / 2;
  if (x < restAtStart) return 0;
  if (x < restAtStart + travel) return ease((x - restAtStart) / travel);
  if (x < restAtStart + travel + restAtEnd) return 1;
  return ease(1 - (x - restAtStart - travel - restAtEnd) / travel);
}

/** The pose at a point of the movement (0 start, 0.5 middle, 1 end). */
export function anglesAt(frames: Record<Phase, Angles>, u: number): Angles {
  return u <= 0.5 ? mix(frames.start, frames.middle, u * 2) : mix(frames.middle, frames.end, (u - 0.5) * 2);
}

/** The keyframe a point of the movement is closest to. */
export const phaseAt = (u: number): Phase => (u < 1 / 3 ? "start" : u < 2 / 3 ? "middle" : "end");

/** Joint positions in the frame at a point of the movement. */
export function skeletonAt(d: Demonstration, frames: Record<Phase, Angles>, u: number): Skeleton {
  const { anchor } = patterns[d.pattern];
  return anchored(bones(anglesAt(frames, u)), anchor.joint, anchor.at);
}
