// A member's own clock in their IANA time zone, with Intl alone: the day, minute and weekday at an
// instant, and back from a wall-clock time to an instant. Zones move their offset (summer time),
// so nothing adds a fixed offset; every answer asks Intl about that instant. Across a change: a
// time the clocks skip (spring forward) moves on by the jump (02:30 becomes 03:30 by the new
// clock); a time that happens twice (fall back) is the first of the two.
import { weekdays, type Weekday } from "./training/workout-plan";

export interface LocalDateTime {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export interface LocalMoment {
  /** The member's calendar day, YYYY-MM-DD. */
  date: string;
  /** Minutes since the member's midnight, 0 to 1439. */
  minutes: number;
  weekday: Weekday;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      weekday: "short",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether a name is a time zone this runtime knows (IANA names such as "Europe/Moscow", and "UTC"). */
export function isTimeZone(name: string): boolean {
  if (!name || name.length > 64) return false;
  try {
    formatter(name);
    return true;
  } catch {
    return false;
  }
}

const shortDays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

function partsAt(ms: number, timeZone: string) {
  const parts: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(ms)) if (p.type !== "literal") parts[p.type] = p.value;
  const n = (k: string) => Number(parts[k]);
  return { year: n("year"), month: n("month"), day: n("day"), hour: n("hour") % 24, minute: n("minute"), second: n("second"), weekday: parts.weekday ?? "" };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The member's day, minute and weekday at an instant. */
export function localMoment(now: number, timeZone: string): LocalMoment {
  const p = partsAt(now, timeZone);
  return {
    date: `${p.year}-${pad(p.month)}-${pad(p.day)}`,
    minutes: p.hour * 60 + p.minute,
    weekday: weekdays[shortDays.indexOf(p.weekday)] ?? "MONDAY",
  };
}

/** The zone's offset from UTC (ms) at the moment. */
export function zoneOffset(ms: number, timeZone: string): number {
  const p = partsAt(ms, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - (ms - (((ms % 1000) + 1000) % 1000));
}

const dayMs = 24 * 60 * 60 * 1000;

/** ms since 1970 of the wall-clock time in the zone. */
export function localTimeToMs(local: LocalDateTime, timeZone: string): number {
  const wall = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  // The offsets a day before and after cover any change that day (zones change at most once a day).
  const before = zoneOffset(wall - dayMs, timeZone);
  const after = zoneOffset(wall + dayMs, timeZone);
  const candidates = [wall - before, wall - after].filter((t) => zoneOffset(t, timeZone) === wall - t);
  if (candidates.length > 0) return Math.min(...candidates);
  // In the gap of a jump forward: read with the offset before the jump, which lands after it.
  return wall - before;
}

/** The instant a local day's minute (YYYY-MM-DD, minutes since midnight) happens in the zone. */
export function zonedInstant(date: string, minutes: number, timeZone: string): number {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return localTimeToMs({ year, month, day, hour: Math.floor(minutes / 60), minute: minutes % 60, second: 0 }, timeZone);
}

/** The calendar day `days` after a YYYY-MM-DD day. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}
