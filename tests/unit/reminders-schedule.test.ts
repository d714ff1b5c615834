import { describe, expect, it } from "vitest";
import { addDays, isTimeZone, localMoment, zonedInstant } from "../../core/time-zone";
import { inQuietHours, kindsOn, nextLook, type ReminderSchedule } from "../../core/reminders/schedule";

const at = (iso: string) => Date.parse(iso);

describe("the member's clock", () => {
  it("reads the day, minute and weekday in the member's zone", () => {
    expect(localMoment(at("2026-01-12T20:00:00Z"), "Pacific/Auckland")).toEqual({ date: "2026-01-13", minutes: 9 * 60, weekday: "TUESDAY" });
    expect(localMoment(at("2026-01-13T03:30:00Z"), "America/Los_Angeles")).toEqual({ date: "2026-01-12", minutes: 19 * 60 + 30, weekday: "MONDAY" });
  });

  it("finds the instant of a local minute, across summer time", () => {
    expect(zonedInstant("2026-03-28", 9 * 60, "Europe/Berlin")).toBe(at("2026-03-28T08:00:00Z"));
    expect(zonedInstant("2026-03-29", 9 * 60, "Europe/Berlin")).toBe(at("2026-03-29T07:00:00Z"));
    // 02:30 does not exist that night: the same minute by the new clock.
    expect(zonedInstant("2026-03-29", 2 * 60 + 30, "Europe/Berlin")).toBe(at("2026-03-29T01:30:00Z"));
    // 02:30 happens twice when the clocks go back: one of the two.
    expect([at("2026-10-25T00:30:00Z"), at("2026-10-25T01:30:00Z")]).toContain(zonedInstant("2026-10-25", 2 * 60 + 30, "Europe/Berlin"));
    expect(zonedInstant("2026-03-08", 7 * 60 + 30, "America/New_York")).toBe(at("2026-03-08T11:30:00Z"));
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });

  it("knows IANA time zones and nothing else", () => {
    expect(["Europe/Moscow", "Asia/Yekaterinburg", "UTC"].map(isTimeZone)).toEqual([true, true, true]);
    expect(["Mars/Olympus_Mons", "", "x".repeat(65), "+03:00 "].map(isTimeZone)).toEqual([false, false, false, false]);
  });
});

describe("the schedule", () => {
  const schedule: ReminderSchedule = {
    timeZone: "Europe/Moscow",
    at: 9 * 60,
    quiet: { from: 22 * 60, to: 7 * 60 },
    training: true,
    weighInDays: ["MONDAY"],
    checkIn: true,
    checkInDay: "SUNDAY",
  };

  it("quiet hours may span midnight", () => {
    expect([21 * 60 + 59, 22 * 60, 0, 6 * 60 + 59, 7 * 60].map((m) => inQuietHours(m, schedule.quiet))).toEqual([false, true, true, true, false]);
    expect(inQuietHours(12 * 60, { from: 12 * 60, to: 14 * 60 })).toBe(true);
    expect(inQuietHours(12 * 60, null)).toBe(false);
  });

  it("a day's reminders come from the settings and what the plans allow", () => {
    const plans = { trainingDays: ["MONDAY", "WEDNESDAY"] as const, checkIn: true };
    expect(kindsOn(schedule, plans, "MONDAY")).toEqual(["training", "weigh_in"]);
    expect(kindsOn(schedule, plans, "SUNDAY")).toEqual(["check_in"]);
    expect(kindsOn(schedule, { ...plans, checkIn: false }, "SUNDAY")).toEqual([]);
    expect(kindsOn(schedule, plans, "TUESDAY")).toEqual([]);
  });

  it("looks again at the member's minute today, at the next run while something waits, else tomorrow", () => {
    const look = (iso: string, pending: { retryAt: number } | null = null) =>
      new Date(nextLook(schedule, at(iso), localMoment(at(iso), schedule.timeZone), pending)).toISOString();
    expect(look("2026-01-14T04:00:00Z")).toBe("2026-01-14T06:00:00.000Z");
    expect(look("2026-01-14T06:00:00Z")).toBe("2026-01-15T06:00:00.000Z");
    expect(look("2026-01-14T06:00:00Z", { retryAt: at("2026-01-14T06:02:00Z") })).toBe("2026-01-14T06:15:00.000Z");
    expect(look("2026-01-14T06:00:00Z", { retryAt: at("2026-01-14T07:30:00Z") })).toBe("2026-01-14T07:30:00.000Z");
    // Past the reminder's window nothing waits any more.
    expect(look("2026-01-14T09:00:00Z", { retryAt: at("2026-01-14T09:00:00Z") })).toBe("2026-01-15T06:00:00.000Z");
  });
});
