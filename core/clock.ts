/** Where "now" comes from. Code that depends on the day takes a clock, so tests can fix it. */
export interface Clock {
  now(): number;
}

/** A clock stopped at one instant (an ISO string or epoch milliseconds). */
export const fixedClock = (at: string | number): Clock => {
  const ms = typeof at === "number" ? at : Date.parse(at);
  return { now: () => ms };
};

/** The first instant of the next calendar month in UTC: when monthly allowances come back. */
export function nextMonthStart(now: number): number {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

/** The first instant of `now`'s calendar month in UTC: the month a monthly allowance belongs to. */
export function monthStart(now: number): number {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}
