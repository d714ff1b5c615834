// The monthly allowance of previews: the cron restores it at 00:00 UTC on the first of each month.

/** The first instant of the next calendar month in UTC (ms since the epoch). */
export function nextMonthlyReset(now: number): number {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}
