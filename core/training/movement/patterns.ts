// The movement patterns as data: where the figure is fixed to the frame, what it is on, and its
// start, middle and end poses. The middle is halfway between start and end unless given.
import type { Hold, MovementPattern } from "./demonstration";
import type { Joint, Point, Pose } from "./skeleton";

/** Fixed things the figure stands, sits, lies or hangs on, placed from the start pose. */
export type Prop = "bench" | "seat" | "bar" | "bars" | "box" | "wall" | "pad";

export type PoseSpec = Partial<Pose>;

export interface PatternDef {
  /** The joint that stays put (feet on the floor, hands on a bar, hips on a bench) and where. */
  anchor: { joint: Joint; at: Point };
  props: readonly Prop[];
  /** Pose values every keyframe shares, under the keyframe's own. */
  base: PoseSpec;
  start: PoseSpec;
  middle?: PoseSpec;
  end: PoseSpec;
  /** The arms are free (a standing leg or trunk movement): the exercise's hold places them. */
  hold?: Hold;
}

/** The floor line's height in the 240 x 240 frame. */
export const floorY = 226;

const standing = { joint: "ankle", at: [104, 221] } as const satisfies PatternDef["anchor"];
const stand: PoseSpec = { trunk: 180, flatFeet: true };
const hang: PoseSpec = { upperArmAbs: 0, forearmAbs: 0 };
const seated: PoseSpec = { trunk: 180, hip: 90, knee: 90, flatFeet: true };
const seat = { joint: "hip", at: [100, 164] } as const satisfies PatternDef["anchor"];
/** Lying face up on a bench, head to the left, feet on the floor. */
const onBench: PoseSpec = { trunk: -90, hip: 0, knee: 90, flatFeet: true };
const benchHip = { joint: "hip", at: [132, 179] } as const satisfies PatternDef["anchor"];
/** Lying face up on the floor, head to the left. */
const onFloor: PoseSpec = { trunk: -90 };
const floorHip = { joint: "hip", at: [130, 219] } as const satisfies PatternDef["anchor"];
/** Bent over at the hips, back flat, knees soft. */
const bentOver: PoseSpec = { trunk: 115, hip: 72, knee: 25, flatFeet: true };
const hanging = { joint: "wrist", at: [118, 26] } as const satisfies PatternDef["anchor"];
const onBar: PoseSpec = { trunk: 180, upperArmAbs: 180, forearmAbs: 180, wrist: -80, hip: 8, knee: 20, ankle: 120 };

export const patterns: Record<MovementPattern, PatternDef> = {
  squat: { anchor: standing, props: [], base: stand, start: {}, end: { trunk: 140, hip: 120, knee: 120 }, hold: "back" },
  hinge: { anchor: standing, props: [], base: stand, start: {}, end: { trunk: 105, hip: 82, knee: 22 }, hold: "sides" },
  swing: {
    anchor: standing,
    props: [],
    base: stand,
    start: { trunk: 115, hip: 75, knee: 30, upperArmAbs: -15, forearmAbs: -20 },
    end: { upperArmAbs: 90, forearmAbs: 90 },
  },
  lunge: {
    anchor: standing,
    props: [],
    base: stand,
    start: { hip: 15, knee: 15, hipFar: -20, kneeFar: 20, ankleFar: 80 },
    end: { trunk: 176, hip: 88, knee: 90, hipFar: -6, kneeFar: 88, ankleFar: 112 },
    hold: "sides",
  },
  "step-up": {
    anchor: { joint: "ankle", at: [110, 185] },
    props: ["box"],
    base: stand,
    start: { trunk: 168, hip: 77, knee: 90, hipFar: 2, kneeFar: 10, ankleFar: 60 },
    end: { hip: 0, knee: 0, hipFar: 60, kneeFar: 80, ankleFar: 100 },
    hold: "sides",
  },
  "calf-raise": {
    anchor: { joint: "toe", at: [118, 221] },
    props: [],
    base: { trunk: 180, ankle: 90 },
    start: {},
    end: { ankle: 45 },
    hold: "sides",
  },
  "leg-press": {
    anchor: { joint: "hip", at: [86, 170] },
    props: ["seat"],
    base: { trunk: -140, shoulder: 20, elbow: 30, ankle: 90 },
    start: { hip: 85, knee: 10 },
    end: { hip: 120, knee: 110 },
  },
  "leg-extension": {
    anchor: seat,
    props: ["seat"],
    base: { trunk: 175, hip: 95, shoulder: 10, elbow: 40, ankle: 90 },
    start: { knee: 90 },
    end: { knee: 8 },
  },
  "leg-curl": {
    anchor: { joint: "hip", at: [120, 176] },
    props: ["bench"],
    base: { trunk: 90, shoulder: 150, elbow: 30, ankle: 90 },
    start: { knee: 0 },
    end: { knee: 110 },
  },
  "nordic-curl": {
    anchor: { joint: "knee", at: [90, 212] },
    props: ["pad"],
    base: { ankle: 70, shoulder: 60, elbow: 90 },
    start: { trunk: 180, hip: 0, knee: 90 },
    end: { trunk: 120, hip: 0, knee: 30 },
  },
  "hip-thrust": {
    anchor: { joint: "ankle", at: [170, 221] },
    props: ["bench"],
    base: { flatFeet: true, shoulder: 15, elbow: 20 },
    start: { trunk: -125, hip: 65, knee: 110 },
    end: { trunk: -90, hip: 0, knee: 90 },
  },
  "glute-bridge": {
    anchor: { joint: "ankle", at: [150, 221] },
    props: [],
    base: { flatFeet: true, shoulder: 10, elbow: 0 },
    start: { trunk: -92, hip: 57, knee: 145 },
    end: { trunk: -66, hip: 0, knee: 114 },
  },
  "bench-press": { anchor: benchHip, props: ["bench"], base: onBench, start: { shoulder: 90, elbow: 0 }, end: { shoulder: -30, elbow: 120 } },
  fly: { anchor: benchHip, props: ["bench"], base: onBench, start: { shoulder: 90, elbow: 10 }, end: { shoulder: -10, elbow: 25 } },
  pullover: { anchor: benchHip, props: ["bench"], base: onBench, start: { shoulder: 90, elbow: 15 }, end: { shoulder: 180, elbow: 20 } },
  "lying-extension": { anchor: benchHip, props: ["bench"], base: onBench, start: { shoulder: 100, elbow: 0 }, end: { shoulder: 108, elbow: 115 } },
  "push-up": {
    anchor: { joint: "toe", at: [38, 222] },
    props: [],
    base: {},
    start: { trunk: 107.6, upperArmAbs: -12, forearmAbs: -12, wrist: 92, ankle: 82 },
    end: { trunk: 94.3, upperArmAbs: -100, forearmAbs: 20, wrist: 70, ankle: 96 },
  },
  dip: {
    anchor: { joint: "wrist", at: [124, 120] },
    props: ["bars"],
    base: { trunk: 165, wrist: 80, hip: 15, knee: 75, ankle: 120, forearmAbs: 0 },
    start: { upperArmAbs: 5 },
    end: { upperArmAbs: -92 },
  },
  "overhead-press": { anchor: standing, props: [], base: stand, start: { shoulder: 25, elbow: 150 }, end: { shoulder: 175, elbow: 5 } },
  "seated-press": { anchor: seat, props: ["seat"], base: seated, start: { shoulder: 25, elbow: 150 }, end: { shoulder: 175, elbow: 5 } },
  handstand: {
    anchor: { joint: "wrist", at: [112, 220] },
    props: ["wall"],
    base: { trunk: 0, hip: 0, knee: 0, ankle: 110, forearmAbs: 0, wrist: 90 },
    start: { upperArmAbs: 0 },
    end: { upperArmAbs: -75 },
  },
  "front-raise": { anchor: standing, props: [], base: stand, start: { shoulder: 0, elbow: 5 }, end: { shoulder: 90, elbow: 5 } },
  "lateral-raise": { anchor: standing, props: [], base: stand, start: { shoulder: 5, elbow: 15 }, end: { shoulder: 75, elbow: 15 } },
  "rear-fly": {
    anchor: standing,
    props: [],
    base: bentOver,
    start: { upperArmAbs: 0, forearmAbs: 10 },
    end: { upperArmAbs: -50, forearmAbs: -45 },
  },
  "upright-row": { anchor: standing, props: [], base: stand, start: { shoulder: 0, elbow: 5 }, end: { shoulder: 60, elbow: 120 } },
  shrug: { anchor: standing, props: [], base: { ...stand, ...hang }, start: { shrug: 0 }, end: { shrug: 6 } },
  row: { anchor: standing, props: [], base: bentOver, start: hang, end: { upperArmAbs: -70, forearmAbs: -5 } },
  "seated-row": {
    anchor: { joint: "hip", at: [70, 190] },
    props: [],
    base: { knee: 15, ankle: 100 },
    start: { trunk: 165, hip: 105, shoulder: 80, elbow: 0 },
    end: { trunk: 182, hip: 88, shoulder: -30, elbow: 100 },
  },
  "inverted-row": {
    anchor: { joint: "ankle", at: [196, 218] },
    props: ["bar"],
    base: { hip: 0, knee: 0, ankle: 95, wrist: -60 },
    start: { trunk: -125, upperArmAbs: 128, forearmAbs: 128 },
    end: { trunk: -141, upperArmAbs: 60, forearmAbs: 180 },
  },
  "pull-up": { anchor: hanging, props: ["bar"], base: onBar, start: {}, end: { upperArmAbs: 30, forearmAbs: 175 } },
  pulldown: {
    anchor: seat,
    props: ["seat"],
    base: { ...seated, trunk: 190, hip: 100, knee: 100 },
    start: { shoulder: 170, elbow: 5 },
    end: { shoulder: 25, elbow: 140 },
  },
  "straight-arm-pulldown": {
    anchor: standing,
    props: [],
    base: { ...stand, trunk: 160, hip: 20, knee: 10 },
    start: { shoulder: 150, elbow: 10 },
    end: { shoulder: 0, elbow: 10 },
  },
  curl: { anchor: standing, props: [], base: stand, start: { shoulder: 0, elbow: 8 }, end: { shoulder: 10, elbow: 145 } },
  "wrist-curl": {
    anchor: seat,
    props: ["seat"],
    base: { ...seated, trunk: 160, hip: 110, upperArmAbs: 20, forearmAbs: 90 },
    start: { wrist: -50 },
    end: { wrist: 60 },
  },
  pushdown: { anchor: standing, props: [], base: { ...stand, trunk: 170, hip: 10 }, start: { shoulder: 10, elbow: 110 }, end: { shoulder: 10, elbow: 0 } },
  "overhead-extension": { anchor: standing, props: [], base: stand, start: { shoulder: 170, elbow: 140 }, end: { shoulder: 170, elbow: 5 } },
  kickback: { anchor: standing, props: [], base: bentOver, start: { upperArmAbs: -80, forearmAbs: 0 }, end: { upperArmAbs: -80, forearmAbs: -80 } },
  plank: {
    anchor: { joint: "toe", at: [38, 222] },
    props: [],
    base: { trunk: 97.7, upperArmAbs: 0, forearmAbs: 90, wrist: 0, knee: 0, ankle: 98 },
    start: { hip: 25, trunk: 105 },
    end: { hip: 0 },
  },
  "mountain-climber": {
    anchor: { joint: "wrist", at: [176, 219] },
    props: [],
    base: { trunk: 95, upperArmAbs: -5, forearmAbs: -5, wrist: 90, hipFar: 21, kneeFar: 0, ankleFar: 74 },
    start: { hip: 21, knee: 0, ankle: 74 },
    middle: { hip: 80, knee: 120, ankle: 140 },
    end: { hip: 130, knee: 135, ankle: 140 },
  },
  "bird-dog": {
    anchor: { joint: "wristFar", at: [170, 219] },
    props: [],
    base: { trunk: 100, hipFar: 80, kneeFar: 100, ankleFar: 60, upperArmFarAbs: 0, forearmFarAbs: 0, wristFar: 90, ankle: 90 },
    start: { hip: 80, knee: 100, ankle: 60, upperArmAbs: 0, forearmAbs: 0, wrist: 90 },
    end: { hip: -10, knee: 0, ankle: 120, upperArmAbs: 95, forearmAbs: 95, wrist: 0 },
  },
  "dead-bug": {
    anchor: floorHip,
    props: [],
    base: { ...onFloor, shoulderFar: 90, elbowFar: 0, hipFar: 90, kneeFar: 90, ankleFar: 90, ankle: 90 },
    start: { shoulder: 90, elbow: 0, hip: 90, knee: 90 },
    end: { shoulder: 170, elbow: 0, hip: 20, knee: 5 },
  },
  crunch: {
    anchor: floorHip,
    props: [],
    base: { flatFeet: true, knee: 110, shoulder: 40, elbow: 0 },
    start: { trunk: -90, hip: 50 },
    end: { trunk: -125, hip: 85 },
  },
  "leg-raise": {
    anchor: floorHip,
    props: [],
    base: { ...onFloor, shoulder: 10, elbow: 0, ankle: 100 },
    start: { hip: 0, knee: 0 },
    end: { hip: 90, knee: 5 },
  },
  "hanging-leg-raise": { anchor: hanging, props: ["bar"], base: { ...onBar, ankle: 110 }, start: { hip: 0, knee: 5 }, end: { hip: 100, knee: 10 } },
  rollout: {
    anchor: { joint: "knee", at: [60, 212] },
    props: ["pad"],
    base: { ankle: 70 },
    start: { trunk: 110, hip: 70, knee: 90, upperArmAbs: 10, forearmAbs: 10 },
    end: { trunk: 100, hip: 30, knee: 40, upperArmAbs: 110, forearmAbs: 110 },
  },
  carry: {
    anchor: standing,
    props: [],
    base: stand,
    start: { hip: 20, knee: 8, hipFar: -15, kneeFar: 15 },
    end: { hip: -15, knee: 15, hipFar: 20, kneeFar: 8 },
    hold: "sides",
  },
  "press-forward": { anchor: standing, props: [], base: { ...stand, trunk: 175 }, start: { shoulder: -20, elbow: 115 }, end: { shoulder: 85, elbow: 0 } },
  chop: {
    anchor: standing,
    props: [],
    base: stand,
    start: { trunk: 185, shoulder: 160, elbow: 10 },
    end: { trunk: 135, hip: 60, knee: 45, shoulder: 40, elbow: 5 },
  },
  "back-extension": {
    anchor: { joint: "hip", at: [120, 128] },
    props: ["pad"],
    base: { shoulder: 20, elbow: 140, knee: 0, ankle: 80 },
    start: { trunk: 30, hip: 105 },
    end: { trunk: 135, hip: 0 },
  },
};

/** Arm positions for a hold: relative to the trunk, except hanging arms, which point down. */
export const holdArms: Record<Hold, PoseSpec> = {
  sides: { upperArmAbs: 0, forearmAbs: 0 },
  back: { shoulder: -25, elbow: 155 },
  front: { shoulder: 80, elbow: 150 },
  chest: { shoulder: 15, elbow: 150 },
  forward: { shoulder: 85, elbow: 0 },
  overhead: { shoulder: 175, elbow: 0 },
};
