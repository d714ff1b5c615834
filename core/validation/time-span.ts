// The span of time the app keeps a member's history in: from 1 January 1900 (the oldest day an
// import reads, a weigh-in takes or a workout may have started) to the end of 2200 for what a
// device syncs, and to a little past the server's now for what an import reads (a rule using that
// end takes `now`, the worker's c.var.clock).

/** The earliest day kept, YYYY-MM-DD. */
export const earliestDay = "1900-01-01";
/** Its year: an import reads no date before it. */
export const earliestYear = Number(earliestDay.slice(0, 4));
/** Its first instant in UTC (ms since 1970, negative). */
export const earliestMoment = Date.parse(`${earliestDay}T00:00:00Z`);

/** The last year an import reads, and a stored workout may start or finish in. */
export const latestYear = 2200;
/** The last day kept, YYYY-MM-DD: a synced workout's date (as its times, a fixed bound). */
export const latestDay = `${latestYear}-12-31`;

/** Whether a YYYY-MM-DD day is within the span kept. Same-format strings compare by value. */
export const isKeptDay = (day: string) => day >= earliestDay && day <= latestDay;

/**
 * The last instant a synced workout may start or finish at: a fixed bound, not the server's now,
 * because a change the server refuses is dropped by the device, and a phone whose clock runs days
 * ahead must not lose its workouts. It keeps out what no date can show (9e15 ms broke the export).
 */
export const lastMoment = Date.UTC(latestYear, 11, 31, 23, 59, 59, 999);

/**
 * How far past the server's now an imported workout may have started or finished: a day, the slack
 * a weigh-in's date has (tomorrow in UTC), and more than any time zone set wrong (14 hours). A
 * later one is reported as that row's problem; a sync from the device is not held to it (above).
 */
export const deviceClockAllowanceMs = 24 * 60 * 60 * 1000;

/** The latest moment an imported workout may have started or finished at the server's `now`. */
export const latestMoment = (now: number) => now + deviceClockAllowanceMs;

/** An imported workout's start or end (ms): a whole number from the earliest moment to the latest at `now`. */
export const isWorkoutMoment = (ms: number, now: number) =>
  Number.isInteger(ms) && ms >= earliestMoment && ms <= latestMoment(now);
