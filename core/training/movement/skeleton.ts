// The side-view figure: segment lengths, joint angles, and the forward kinematics that turn a
// pose into joint positions. Angles are degrees in the drawing's frame (x right, y down): 0 points
// straight down, 90 forward (the way the figure faces), 180 straight up, -90 backward.

export type Point = readonly [number, number];

/** Segment lengths in drawing units (the frame is 240 x 240; a standing figure is about 170 tall). */
export const lengths = {
  trunk: 50,
  neck: 12,
  headRadius: 9,
  upperArm: 28,
  forearm: 25,
  hand: 7,
  thigh: 44,
  shin: 42,
  foot: 14,
} as const;

/**
 * A pose. `trunk` is absolute (hip to shoulder); the rest are joint angles: flexion of the
 * shoulder, elbow, hip and knee, the wrist's bend, the ankle's angle between shin and foot (90 when
 * standing). A `*Abs` value fixes a segment's absolute angle instead (a hanging arm points down
 * whatever the trunk does). `Far` values are the limbs on the far side; they default to the near ones.
 */
export interface Pose {
  trunk: number;
  neck: number;
  shoulder: number;
  elbow: number;
  wrist: number;
  hip: number;
  knee: number;
  ankle: number;
  shoulderFar?: number;
  elbowFar?: number;
  wristFar?: number;
  hipFar?: number;
  kneeFar?: number;
  ankleFar?: number;
  upperArmAbs?: number;
  forearmAbs?: number;
  upperArmFarAbs?: number;
  forearmFarAbs?: number;
  /** Feet flat on the floor (the foot stays horizontal, the ankle follows the shin); the far foot too unless `ankleFar` is given. */
  flatFeet?: boolean;
  /** How far the shoulders are raised towards the ears (0 to 6 units). */
  shrug?: number;
}

export const segments = [
  "trunk",
  "head",
  "upperArm",
  "forearm",
  "hand",
  "thigh",
  "shin",
  "foot",
  "upperArmFar",
  "forearmFar",
  "handFar",
  "thighFar",
  "shinFar",
  "footFar",
] as const;
export type Segment = (typeof segments)[number];

/** A pose resolved to every segment's absolute angle: what is interpolated between keyframes. */
export type Angles = Record<Segment, number> & { shrug: number };

export const joints = [
  "hip",
  "shoulder",
  "head",
  "elbow",
  "wrist",
  "knuckles",
  "knee",
  "ankle",
  "toe",
  "elbowFar",
  "wristFar",
  "knucklesFar",
  "kneeFar",
  "ankleFar",
  "toeFar",
] as const;
export type Joint = (typeof joints)[number];
export type Skeleton = Record<Joint, Point>;

export const rad = (deg: number) => (deg * Math.PI) / 180;
export const direction = (deg: number): Point => [Math.sin(rad(deg)), Math.cos(rad(deg))];
const step = (from: Point, deg: number, length: number): Point => {
  const [dx, dy] = direction(deg);
  return [from[0] + dx * length, from[1] + dy * length];
};

/** Absolute segment angles of a pose. */
export function resolve(p: Pose): Angles {
  const base = p.trunk - 180;
  const arm = (shoulder: number, elbow: number, wrist: number, upperAbs?: number, foreAbs?: number) => {
    const upper = upperAbs ?? base + shoulder;
    const fore = foreAbs ?? upper + elbow;
    return [upper, fore, fore + wrist] as const;
  };
  const leg = (hip: number, knee: number, ankle: number, flat: boolean) => {
    const thigh = base + hip;
    const shin = thigh - knee;
    return [thigh, shin, flat ? 90 : shin + ankle] as const;
  };
  const [upperArm, forearm, hand] = arm(p.shoulder, p.elbow, p.wrist, p.upperArmAbs, p.forearmAbs);
  const [upperArmFar, forearmFar, handFar] = arm(
    p.shoulderFar ?? p.shoulder,
    p.elbowFar ?? p.elbow,
    p.wristFar ?? p.wrist,
    p.upperArmFarAbs ?? (p.shoulderFar === undefined ? p.upperArmAbs : undefined),
    p.forearmFarAbs ?? (p.elbowFar === undefined && p.shoulderFar === undefined ? p.forearmAbs : undefined),
  );
  const flat = p.flatFeet === true;
  const [thigh, shin, foot] = leg(p.hip, p.knee, p.ankle, flat);
  const [thighFar, shinFar, footFar] = leg(p.hipFar ?? p.hip, p.kneeFar ?? p.knee, p.ankleFar ?? p.ankle, flat && p.ankleFar === undefined);
  return {
    trunk: p.trunk,
    head: p.trunk + p.neck,
    upperArm,
    forearm,
    hand,
    thigh,
    shin,
    foot,
    upperArmFar,
    forearmFar,
    handFar,
    thighFar,
    shinFar,
    footFar,
    shrug: p.shrug ?? 0,
  };
}

/** Joint positions with the hip at the origin. */
export function bones(a: Angles): Skeleton {
  const hip: Point = [0, 0];
  const shoulder = step(hip, a.trunk, lengths.trunk + a.shrug);
  const head = step(shoulder, a.head, lengths.neck + lengths.headRadius);
  const elbow = step(shoulder, a.upperArm, lengths.upperArm);
  const wrist = step(elbow, a.forearm, lengths.forearm);
  const knuckles = step(wrist, a.hand, lengths.hand);
  const elbowFar = step(shoulder, a.upperArmFar, lengths.upperArm);
  const wristFar = step(elbowFar, a.forearmFar, lengths.forearm);
  const knucklesFar = step(wristFar, a.handFar, lengths.hand);
  const knee = step(hip, a.thigh, lengths.thigh);
  const ankle = step(knee, a.shin, lengths.shin);
  const toe = step(ankle, a.foot, lengths.foot);
  const kneeFar = step(hip, a.thighFar, lengths.thigh);
  const ankleFar = step(kneeFar, a.shinFar, lengths.shin);
  const toeFar = step(ankleFar, a.footFar, lengths.foot);
  return { hip, shoulder, head, elbow, wrist, knuckles, knee, ankle, toe, elbowFar, wristFar, knucklesFar, kneeFar, ankleFar, toeFar };
}

/** The skeleton moved so that one joint sits at a fixed point of the frame. */
export function anchored(s: Skeleton, joint: Joint, at: Point): Skeleton {
  const dx = at[0] - s[joint][0];
  const dy = at[1] - s[joint][1];
  return Object.fromEntries(joints.map((j) => [j, [s[j][0] + dx, s[j][1] + dy] as Point])) as Skeleton;
}

/** An angle folded into [from, from + 360). */
export const fold = (deg: number, from = -180) => ((((deg - from) % 360) + 360) % 360) + from;

/** The anatomical joint angles a skeleton shows, computed back from its joint positions. */
export function jointAngles(s: Skeleton) {
  const angle = (from: Point, to: Point) => (Math.atan2(to[0] - from[0], to[1] - from[1]) * 180) / Math.PI;
  const trunk = angle(s.hip, s.shoulder);
  const side = (elbow: Joint, wrist: Joint, knuckles: Joint, knee: Joint, ankle: Joint, toe: Joint) => {
    const upper = angle(s.shoulder, s[elbow]);
    const fore = angle(s[elbow], s[wrist]);
    const thigh = angle(s.hip, s[knee]);
    const shin = angle(s[knee], s[ankle]);
    return {
      shoulder: fold(upper - (trunk - 180), -90),
      elbow: fold(fore - upper),
      wrist: fold(angle(s[wrist], s[knuckles]) - fore),
      hip: fold(thigh - (trunk - 180)),
      knee: fold(thigh - shin),
      ankle: fold(angle(s[ankle], s[toe]) - shin),
    };
  };
  return {
    neck: fold(angle(s.shoulder, s.head) - trunk),
    near: side("elbow", "wrist", "knuckles", "knee", "ankle", "toe"),
    far: side("elbowFar", "wristFar", "knucklesFar", "kneeFar", "ankleFar", "toeFar"),
  };
}

/** What a healthy joint can do, in this drawing's terms (degrees). */
export const jointLimits = {
  neck: [-60, 60],
  shoulder: [-80, 190],
  elbow: [-5, 160],
  wrist: [-90, 95],
  hip: [-45, 160],
  knee: [-5, 160],
  ankle: [35, 150],
} as const;
