// The energy ring's geometry: a circle whose stroke runs as far round as the share eaten.
export const RING = { r: 42, width: 10 } as const;
const circumference = 2 * Math.PI * RING.r;

/** The stroke's dash for a share of the target (a full ring at 100 % and past it). */
export function ringDash(share: number): string {
  const run = Math.max(0, Math.min(1, share)) * circumference;
  return `${run} ${circumference}`;
}
