// The weight trend behind the progress chart: an exponentially smoothed average as in John
// Walker's "The Hacker's Diet" (10% of each day's difference), which filters out day-to-day
// water swings. Gaps between entries count as that many days of smoothing.

export interface WeightPoint {
  /** YYYY-MM-DD */
  date: string;
  weight: number;
}

export const trendSmoothing = 0.1;
const dayMs = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / dayMs;

/** The trend value at each point, in date order. */
export function weightTrend(points: readonly WeightPoint[]): (WeightPoint & { trend: number })[] {
  const sorted = [...points].sort((a, b) => a.date.localeCompare(b.date));
  let trend = sorted[0]?.weight ?? 0;
  let lastDay = sorted.length > 0 ? dayNumber(sorted[0]!.date) : 0;
  return sorted.map((p) => {
    const gap = Math.max(1, dayNumber(p.date) - lastDay);
    const alpha = 1 - (1 - trendSmoothing) ** gap;
    trend = trend + alpha * (p.weight - trend);
    lastDay = dayNumber(p.date);
    return { ...p, trend };
  });
}

/**
 * The trend's change per week over the last `days` days (least-squares slope), or null when
 * fewer than two points fall in that window.
 */
export function weeklyRate(points: readonly WeightPoint[], days = 28): number | null {
  const trended = weightTrend(points);
  const last = trended.at(-1);
  if (!last) return null;
  const window = trended.filter((p) => dayNumber(last.date) - dayNumber(p.date) <= days);
  if (window.length < 2) return null;
  const xs = window.map((p) => dayNumber(p.date));
  const ys = window.map((p) => p.trend);
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let num = 0;
  let den = 0;
  xs.forEach((x, i) => {
    num += (x - mx) * (ys[i]! - my);
    den += (x - mx) ** 2;
  });
  return den === 0 ? null : (num / den) * 7;
}
