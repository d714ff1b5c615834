// The poses a playing figure moves through: samples of the loop, one every 90 ms. The browser (or
// the drawing worker) joins them up in straight steps, too short to see.
import type { Demonstration } from "../../../../core/training/movement/demonstration";
import { keyframes, progressAt, skeletonAt } from "../../../../core/training/movement/keyframes";
import type { Skeleton } from "../../../../core/training/movement/skeleton";

export const samples = 40;

export function loopPoses(d: Demonstration, frames = keyframes(d)): Skeleton[] {
  return Array.from({ length: samples }, (_, i) => skeletonAt(d, frames, progressAt(i / samples)));
}
