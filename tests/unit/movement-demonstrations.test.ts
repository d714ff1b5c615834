// Exercise demonstrations: every exercise has one, and every pattern's poses are a body that
// could make them: limbs keep their lengths, joints stay within what a healthy joint does, and
// the figure stays inside the frame and above the floor through the whole loop.
import { describe, expect, it } from "vitest";
import { demonstrations } from "../../content/exercises/demonstrations";
import { exercises } from "../../content/exercises/index";
import { drawnEquipment, holds, movementPatterns, type Demonstration } from "../../core/training/movement/demonstration";
import { keyframes, phaseAt, progressAt, skeletonAt } from "../../core/training/movement/keyframes";
import { floorY, patterns } from "../../core/training/movement/patterns";
import { jointAngles, jointLimits, joints, lengths, type Joint, type Skeleton } from "../../core/training/movement/skeleton";

const distance = (s: Skeleton, a: Joint, b: Joint) => Math.hypot(s[a][0] - s[b][0], s[a][1] - s[b][1]);

const limbs: [Joint, Joint, number][] = [
  ["shoulder", "elbow", lengths.upperArm],
  ["elbow", "wrist", lengths.forearm],
  ["wrist", "knuckles", lengths.hand],
  ["shoulder", "elbowFar", lengths.upperArm],
  ["elbowFar", "wristFar", lengths.forearm],
  ["wristFar", "knucklesFar", lengths.hand],
  ["hip", "knee", lengths.thigh],
  ["knee", "ankle", lengths.shin],
  ["ankle", "toe", lengths.foot],
  ["hip", "kneeFar", lengths.thigh],
  ["kneeFar", "ankleFar", lengths.shin],
  ["ankleFar", "toeFar", lengths.foot],
  ["shoulder", "head", lengths.neck + lengths.headRadius],
];

/** Points of the movement checked: the keyframes and the way between them. */
const moments = [0, 0.1, 0.25, 0.4, 0.5, 0.6, 0.75, 0.9, 1];

function problems(d: Demonstration): string[] {
  const out: string[] = [];
  const frames = keyframes(d);
  for (const u of moments) {
    const s = skeletonAt(d, frames, u);
    for (const [a, b, length] of limbs) {
      if (Math.abs(distance(s, a, b) - length) > 1e-6) out.push(`${a}-${b} is ${distance(s, a, b)} at ${u}`);
    }
    const trunk = distance(s, "hip", "shoulder");
    if (trunk < lengths.trunk - 1e-6 || trunk > lengths.trunk + 6 + 1e-6) out.push(`trunk is ${trunk} at ${u}`);
    const angles = jointAngles(s);
    const check = (name: keyof typeof jointLimits, value: number) => {
      const [lo, hi] = jointLimits[name];
      if (value < lo || value > hi) out.push(`${name} at ${value.toFixed(1)} at ${u}`);
    };
    check("neck", angles.neck);
    for (const side of [angles.near, angles.far]) for (const [name, value] of Object.entries(side)) check(name as keyof typeof jointLimits, value);
    for (const j of joints) {
      const [x, y] = s[j];
      if (x < 0 || x > 240 || y < 0 || y > floorY) out.push(`${j} at ${x.toFixed(0)},${y.toFixed(0)} at ${u}`);
    }
  }
  return out;
}

describe("exercise demonstrations", () => {
  it("covers every exercise in the library, and nothing else", () => {
    const slugs = exercises.map((e) => e.slug);
    expect(slugs.filter((s) => !demonstrations[s])).toEqual([]);
    expect(Object.keys(demonstrations).filter((s) => !slugs.includes(s))).toEqual([]);
    expect(Object.keys(demonstrations)).toHaveLength(exercises.length);
  });

  it("uses known patterns, equipment and holds, and a range between 5% and 100%", () => {
    for (const [slug, d] of Object.entries(demonstrations)) {
      expect(movementPatterns, slug).toContain(d.pattern);
      expect(drawnEquipment, slug).toContain(d.equipment);
      if (d.hold) expect(holds, slug).toContain(d.hold);
      if (d.range !== undefined) expect(d.range >= 0.05 && d.range <= 1, slug).toBe(true);
    }
  });

  it.each(movementPatterns)("pattern %s: limbs keep their lengths, joints stay in range, the figure stays in the frame", (pattern) => {
    expect(patterns[pattern].anchor).toBeDefined();
    expect(problems({ pattern, equipment: "body" })).toEqual([]);
  });

  it("every exercise's own demonstration (hold, tilt, range) is a possible body too", () => {
    const bad = Object.entries(demonstrations).flatMap(([slug, d]) => problems(d).map((p) => `${slug}: ${p}`));
    expect(bad).toEqual([]);
  });

  it("moves: the end differs from the start wherever the range is more than a hold", () => {
    for (const [slug, d] of Object.entries(demonstrations)) {
      const f = keyframes(d);
      const a = skeletonAt(d, f, 0);
      const b = skeletonAt(d, f, 1);
      const moved = Math.max(...joints.map((j) => Math.hypot(a[j][0] - b[j][0], a[j][1] - b[j][1])));
      expect(moved, slug).toBeGreaterThan((d.range ?? 1) >= 0.2 ? 5 : 0.1);
    }
  });
});

describe("the loop", () => {
  it("rests at the start, reaches the end, and comes back", () => {
    expect(progressAt(0)).toBe(0);
    expect(progressAt(0.05)).toBe(0);
    expect(progressAt(0.5)).toBe(1);
    expect(progressAt(0.999)).toBeLessThan(0.001);
    expect(progressAt(1.25)).toBeCloseTo(progressAt(0.25));
  });

  it("is continuous: no jump between neighbouring moments", () => {
    for (let t = 0; t < 1; t += 0.001) expect(Math.abs(progressAt(t + 0.001) - progressAt(t))).toBeLessThan(0.02);
  });

  it("names the phase the figure is nearest", () => {
    expect(phaseAt(0)).toBe("start");
    expect(phaseAt(0.5)).toBe("middle");
    expect(phaseAt(1)).toBe("end");
  });
});
