// The progression block: effort rises over the build weeks, then a deload week halves the sets
// and lightens the loads before the block repeats (a common periodisation; see ACSM 2009 on
// progression and Bell et al. 2023 on deloading). Beginners progress longer before they need one.
import type { BlockWeek, Tier } from "./workout-plan";

const buildRir: Record<Tier, number[]> = {
  beginner: [1, 1, 0, 0, -1],
  popular: [1, 0, 0, -1],
  advanced: [1, 0, -1],
};

/** The block for a tier; members of 50 and over deload every fourth week whatever the tier. */
export function blockFor(tier: Tier, age: number): BlockWeek[] {
  const build = age >= 50 ? buildRir.advanced : buildRir[tier];
  const weeks: BlockWeek[] = build.map((rirDelta, i) => ({ week: i + 1, kind: "build", rirDelta, setsFactor: 1, loadFactor: 1 }));
  weeks.push({ week: build.length + 1, kind: "deload", rirDelta: 2, setsFactor: 0.5, loadFactor: 0.9 });
  return weeks;
}

/** Which block week a date falls in, counting whole weeks from the plan's first Monday. */
export function blockWeekOn(block: readonly BlockWeek[], startMonday: string, date: string): BlockWeek {
  const days = Math.floor((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${startMonday}T00:00:00Z`)) / 86_400_000);
  const week = Math.floor(Math.max(0, days) / 7) % block.length;
  return block[week]!;
}

/** Sets for a block week: halved (rounded up) in the deload, never below one. */
export const setsInWeek = (sets: number, week: BlockWeek) => Math.max(1, Math.ceil(sets * week.setsFactor));
