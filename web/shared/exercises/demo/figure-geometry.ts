// What the demonstration figure draws besides its limbs, computed from the skeleton: the working
// muscles as marks along the segments, the equipment at the hands, and the fixed props.
import type { Muscle } from "../../../../core/training/exercise";
import type { Demonstration } from "../../../../core/training/movement/demonstration";
import { floorY, patterns } from "../../../../core/training/movement/patterns";
import type { Joint, Point, Skeleton } from "../../../../core/training/movement/skeleton";

export type Line = { x1: number; y1: number; x2: number; y2: number };
export interface Mark extends Line {
  muscle: Muscle;
  far: boolean;
}

type Side = "front" | "back" | "middle";
/** A muscle as a stretch of a segment, from `t0` to `t1` of its length, on one side of it. */
type Place = { from: Joint; to: Joint; t0: number; t1: number; side: Side };

const trunk = (t0: number, t1: number, side: Side): Place => ({ from: "hip", to: "shoulder", t0, t1, side });
const limb = (from: Joint, to: Joint, t0: number, t1: number, side: Side): Place => ({ from, to, t0, t1, side });

/** Where each muscle sits on the near side; the far side uses the matching far joints. */
const places: Record<Muscle, Place[]> = {
  pectorals: [trunk(0.62, 0.9, "front")],
  front_delts: [limb("shoulder", "elbow", 0, 0.3, "front")],
  side_delts: [limb("shoulder", "elbow", 0, 0.3, "middle")],
  rear_delts: [limb("shoulder", "elbow", 0, 0.3, "back")],
  traps: [trunk(0.78, 1, "back"), limb("shoulder", "head", 0, 0.35, "back")],
  lats: [trunk(0.4, 0.8, "back")],
  upper_back: [trunk(0.65, 0.95, "back")],
  lower_back: [trunk(0.05, 0.4, "back")],
  biceps: [limb("shoulder", "elbow", 0.25, 0.9, "front")],
  triceps: [limb("shoulder", "elbow", 0.25, 0.9, "back")],
  forearms: [limb("elbow", "wrist", 0.1, 0.85, "middle")],
  abs: [trunk(0.1, 0.6, "front")],
  obliques: [trunk(0.15, 0.55, "middle")],
  hip_flexors: [limb("hip", "knee", 0.02, 0.3, "front")],
  glutes: [limb("hip", "knee", 0, 0.3, "back"), trunk(0, 0.12, "back")],
  quads: [limb("hip", "knee", 0.2, 0.92, "front")],
  hamstrings: [limb("hip", "knee", 0.25, 0.9, "back")],
  adductors: [limb("hip", "knee", 0.1, 0.55, "middle")],
  abductors: [limb("hip", "knee", 0, 0.25, "middle")],
  calves: [limb("knee", "ankle", 0.1, 0.6, "back")],
  serratus: [trunk(0.5, 0.72, "middle")],
  neck: [limb("shoulder", "head", 0.1, 0.5, "middle")],
};

const farJoint: Partial<Record<Joint, Joint>> = {
  elbow: "elbowFar",
  wrist: "wristFar",
  knee: "kneeFar",
  ankle: "ankleFar",
};

/** How far from a segment's centre line a mark sits, by the segment's start. */
const offsets: Partial<Record<Joint, number>> = { hip: 3.5, shoulder: 2.2, elbow: 1.6, knee: 2.4 };

function mark(s: Skeleton, p: Place, muscle: Muscle, far: boolean): Mark {
  const from = far && p.from !== "hip" && p.from !== "shoulder" ? (farJoint[p.from] ?? p.from) : p.from;
  const to = far ? (farJoint[p.to] ?? p.to) : p.to;
  const [ax, ay] = s[from];
  const [bx, by] = s[to];
  const len = Math.hypot(bx - ax, by - ay) || 1;
  const [ux, uy] = [(bx - ax) / len, (by - ay) / len];
  // The body's front is the trunk's (and neck's) direction turned clockwise; limbs point away
  // from the trunk, so theirs is turned the other way.
  const isTrunk = to === "shoulder" || to === "head";
  const sign = p.side === "middle" ? 0 : (p.side === "front" ? 1 : -1) * (isTrunk ? -1 : 1);
  const width = to === "shoulder" ? 4.5 : (offsets[from] ?? 2);
  const [nx, ny] = [uy * sign * width, -ux * sign * width];
  return {
    muscle,
    far,
    x1: ax + ux * len * p.t0 + nx,
    y1: ay + uy * len * p.t0 + ny,
    x2: ax + ux * len * p.t1 + nx,
    y2: ay + uy * len * p.t1 + ny,
  };
}

/** Marks for the working muscles, near and far side. */
export function muscleMarks(s: Skeleton, muscles: readonly Muscle[]): Mark[] {
  return muscles.flatMap((mu) => places[mu].flatMap((p) => [mark(s, p, mu, true), mark(s, p, mu, false)]));
}

const mid = (a: Point, b: Point): Point => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];

/** Where the hands grip. */
export const grips = (s: Skeleton) => ({ near: mid(s.wrist, s.knuckles), far: mid(s.wristFar, s.knucklesFar) });

/** Where a cable's pulley or a band's anchor is, in the frame; null when nothing pulls. */
export function pullPoint(d: Demonstration, start: Skeleton): Point | null {
  if (d.equipment !== "cable" && d.equipment !== "band") return null;
  const from = d.from ?? (d.equipment === "band" ? "feet" : "mid");
  if (from === "feet") return [start.toe[0] - 4, floorY - 3];
  const hands = grips(start).near;
  if (d.pattern === "pulldown" || d.pattern === "pull-up") return [hands[0], 8];
  const x = d.behind ? 10 : 230;
  const y = from === "high" ? 16 : from === "low" ? floorY - 10 : start.shoulder[1];
  return [x, y];
}

/** Where a barbell held on the body sits (on the upper back or the front of the shoulders). */
export function barOnBody(d: Demonstration, s: Skeleton): Point | null {
  const hold = d.hold ?? patterns[d.pattern].hold;
  if (d.equipment !== "barbell" && d.equipment !== "machine") return null;
  if (d.pattern === "hip-thrust") return [s.hip[0], s.hip[1] - 9];
  if (hold !== "back" && hold !== "front") return null;
  const [hx, hy] = s.hip;
  const [sx, sy] = s.shoulder;
  const len = Math.hypot(sx - hx, sy - hy) || 1;
  const [ux, uy] = [(sx - hx) / len, (sy - hy) / len];
  // The trunk's front is its direction turned clockwise (x right, y down).
  const [fx, fy] = [-uy, ux];
  const k = hold === "back" ? -7 : 8;
  return [sx + fx * k - ux * 3, sy + fy * k - uy * 3];
}

export type PropShape = { kind: "rect"; x: number; y: number; w: number; h: number } | { kind: "line"; line: Line; width: number };

/** The fixed props of a pattern, placed from the start pose. */
export function propShapes(d: Demonstration, s: Skeleton): PropShape[] {
  const out: PropShape[] = [];
  const rect = (x: number, y: number, w: number, h: number) => out.push({ kind: "rect", x, y, w, h });
  const line = (x1: number, y1: number, x2: number, y2: number, width: number) => out.push({ kind: "line", line: { x1, y1, x2, y2 }, width });
  for (const prop of patterns[d.pattern].props) {
    if (prop === "bench") {
      if (d.pattern === "hip-thrust") {
        const [sx, sy] = s.shoulder;
        rect(sx - 44, sy + 4, 46, floorY - sy - 4);
        continue;
      }
      // A pad under the trunk on the floor's side, on two legs.
      const [hx, hy] = s.hip;
      const [sx, sy] = s.shoulder;
      const len = Math.hypot(sx - hx, sy - hy) || 1;
      const [ux, uy] = [(sx - hx) / len, (sy - hy) / len];
      // Of the trunk's two sides, the one facing the floor.
      const flip = ux >= 0 ? 1 : -1;
      const [nx, ny] = [-uy * flip * 8, ux * flip * 8];
      const a: Point = [hx - ux * 14 + nx, hy - uy * 14 + ny];
      const b: Point = [sx + ux * 4 + nx, sy + uy * 4 + ny];
      line(a[0], a[1], b[0], b[1], 7);
      line(a[0], a[1] + 4, a[0], floorY, 3);
      line(b[0], b[1] + 4, b[0], floorY, 3);
    } else if (prop === "seat") {
      const [hx, hy] = s.hip;
      line(hx - 16, hy + 8, hx + 18, hy + 8, 6);
      line(hx, hy + 10, hx, floorY, 3);
    } else if (prop === "bar") {
      const [gx, gy] = grips(s).near;
      line(gx - 36, gy - 3, gx + 36, gy - 3, 4);
    } else if (prop === "bars") {
      const [gx, gy] = grips(s).near;
      line(gx - 30, gy + 4, gx + 30, gy + 4, 4);
      line(gx + 24, gy + 6, gx + 24, floorY, 3);
    } else if (prop === "box") {
      const [ax, ay] = s.ankle;
      rect(ax - 22, ay + 4, 52, floorY - ay - 4);
    } else if (prop === "wall") {
      const x = Math.max(s.hip[0], s.ankle[0], s.shoulder[0]) + 9;
      line(x, 0, x, floorY, 4);
    } else if (prop === "pad") {
      const j = patterns[d.pattern].anchor.joint;
      const [px, py] = s[j];
      rect(px - 12, py + 4, 24, Math.max(6, floorY - py - 4));
    }
  }
  return out;
}
