import { describe, expect, it } from "vitest";
import {
  countsAsLogged,
  estimateExpenditure,
  expenditureMinimums,
  expenditureWindowStart,
  type IntakeDay,
} from "../../core/nutrition/expenditure";

const today = "2026-11-23";
const dayMs = 86_400_000;
/** The date `back` days before `today`. */
const before = (back: number, end = today) => new Date(Date.parse(`${end}T00:00:00Z`) - back * dayMs).toISOString().slice(0, 10);

/** A steady pseudo-random scale noise, standard deviation `sd` kg (Box-Muller on a fixed LCG). */
function noise(count: number, sd: number, seed = 7) {
  let s = seed;
  const next = () => ((s = (s * 1664525 + 1013904223) % 4294967296) + 1) / 4294967297;
  return Array.from({ length: count }, () => sd * Math.sqrt(-2 * Math.log(next())) * Math.cos(2 * Math.PI * next()));
}

/**
 * Daily weights from `days` days before today through today, changing `perWeek` kg a week from
 * `start`, with the scale's `jitter` on top; days in `skip` (days back) have no weigh-in.
 */
function weights(days: number, perWeek: number, opts: { start?: number; jitter?: readonly number[]; skip?: (back: number) => boolean } = {}) {
  const { start = 100, jitter = [], skip = () => false } = opts;
  return Array.from({ length: days + 1 }, (_, i) => ({ back: days - i, i }))
    .filter(({ back }) => !skip(back))
    .map(({ back, i }) => ({ date: before(back), weight: start + (perWeek / 7) * i + (jitter[i] ?? 0) }));
}

/** The diary's daily totals for the `days` days before today (today's unfinished day is not logged). */
function intake(days: number, kcal: number | ((back: number) => number), skip: (back: number) => boolean = () => false): IntakeDay[] {
  return Array.from({ length: days }, (_, i) => days - i)
    .filter((back) => !skip(back))
    .map((back) => ({ date: before(back), kcal: typeof kcal === "number" ? kcal : kcal(back) }));
}

const formulaKcal = 2800;

describe("expenditure from the diary and the scale", () => {
  it("reads a member who eats 2,000 kcal and loses 0.5 kg a week as burning 2,000 + 0.5 × 7,700 / 7 = 2,550 kcal", () => {
    const estimate = estimateExpenditure({ intake: intake(28, 2000), weights: weights(28, -0.5), formulaKcal, today });
    expect(estimate).toEqual({
      kind: "estimate",
      kcal: 2550,
      low: 2550,
      high: 2550,
      measuredKcal: 2550,
      formulaKcal: 2800,
      dataShare: 1,
      averageIntakeKcal: 2000,
      intakeDays: 28,
      weighIns: 29,
      from: "2026-10-26",
      to: today,
      days: 28,
      trendStartKg: 100,
      trendEndKg: 98,
      trendChangeKg: -2,
      weeklyKg: -0.5,
    });
    // Gaining 0.25 kg a week on 3,000 kcal: 3,000 − 0.25 × 7,700 / 7 = 2,725.
    const gaining = estimateExpenditure({ intake: intake(28, 3000), weights: weights(28, 0.25), formulaKcal, today });
    expect(gaining).toMatchObject({ kcal: 2730, measuredKcal: 2730, trendChangeKg: 1, weeklyKg: 0.25 });
  });

  it("finds the answer through the scale's day-to-day noise, with a range around it", () => {
    const noisy = estimateExpenditure({ intake: intake(28, 2000), weights: weights(28, -0.5, { jitter: noise(29, 0.4) }), formulaKcal, today });
    if (noisy.kind !== "estimate") throw new Error("expected an estimate");
    expect(Math.abs(noisy.measuredKcal - 2550)).toBeLessThanOrEqual(150);
    expect(noisy.low).toBeLessThanOrEqual(2550);
    expect(noisy.high).toBeGreaterThanOrEqual(2550);
    expect(noisy.low).toBeLessThan(noisy.kcal);
    expect(noisy.high).toBeGreaterThan(noisy.kcal);
    expect(noisy.dataShare).toBeGreaterThan(0.9);
    expect(noisy.dataShare).toBeLessThan(1);
  });

  it("handles gaps: weighing every other day, and a week with neither weights nor food", () => {
    const everyOther = estimateExpenditure({ intake: intake(28, 2000), weights: weights(28, -0.5, { skip: (b) => b % 2 === 1 }), formulaKcal, today });
    expect(everyOther).toMatchObject({ kcal: 2550, weighIns: 15, intakeDays: 28, days: 28 });
    const away = (back: number) => back >= 8 && back <= 14;
    const missingWeek = estimateExpenditure({ intake: intake(28, 2000, away), weights: weights(28, -0.5, { skip: away }), formulaKcal, today });
    expect(missingWeek).toMatchObject({ kcal: 2550, measuredKcal: 2550, weighIns: 22, intakeDays: 21, trendChangeKg: -2 });
  });

  it("leans on the formula when the data are thin, and less as they grow", () => {
    const jitter = noise(29, 0.5, 11);
    const thin = estimateExpenditure({
      intake: intake(14, 2000),
      weights: weights(14, -0.5, { jitter, skip: (b) => b % 3 === 1 }),
      formulaKcal,
      today,
    });
    const full = estimateExpenditure({ intake: intake(28, 2000), weights: weights(28, -0.5, { jitter }), formulaKcal, today });
    if (thin.kind !== "estimate" || full.kind !== "estimate") throw new Error("expected estimates");
    expect(thin).toMatchObject({ weighIns: 10, days: 14 });
    expect(thin.dataShare).toBeLessThan(full.dataShare);
    expect(thin.high - thin.low).toBeGreaterThan(full.high - full.low);
    // The estimate lies between the measurement and the formula, by the measurement's share.
    const between = thin.dataShare * thin.measuredKcal + (1 - thin.dataShare) * thin.formulaKcal;
    expect(Math.abs(thin.kcal - between)).toBeLessThanOrEqual(10);
  });

  it("counts the average of the logged days for the whole span, less surely when days are missing", () => {
    const varied = (back: number) => (back % 2 === 0 ? 1700 : 2300);
    const every = estimateExpenditure({ intake: intake(28, varied), weights: weights(28, -0.5), formulaKcal, today });
    expect(every).toMatchObject({ averageIntakeKcal: 2000, kcal: 2550, dataShare: 1 });
    const some = estimateExpenditure({ intake: intake(28, varied, (b) => b > 12), weights: weights(28, -0.5), formulaKcal, today });
    if (some.kind !== "estimate") throw new Error("expected an estimate");
    expect(some.intakeDays).toBe(12);
    expect(some.dataShare).toBeLessThan(1);
    expect(some.low).toBeLessThan(some.high);
  });

  it("counts a day from half the formula's expenditure, or when the member vouches for it; never a day beyond four times", () => {
    expect([1399, 1400, 11200, 11201].map((kcal) => countsAsLogged({ date: today, kcal }, 2800))).toEqual([false, true, true, false]);
    expect(countsAsLogged({ date: today, kcal: 600, complete: true }, 2800)).toBe(true);
    expect(countsAsLogged({ date: today, kcal: 0, complete: true }, 2800)).toBe(true);
    expect(countsAsLogged({ date: today, kcal: 2000, complete: false }, 2800)).toBe(false);
    expect(countsAsLogged({ date: today, kcal: 12000, complete: true }, 2800)).toBe(false);
    expect(countsAsLogged({ date: today, kcal: Number.NaN }, 2800)).toBe(false);
    // Five days with only breakfast logged leave the average alone.
    const breakfastOnly = estimateExpenditure({ intake: intake(28, (b) => (b % 5 === 0 ? 600 : 2000)), weights: weights(28, -0.5), formulaKcal, today });
    expect(breakfastOnly).toMatchObject({ intakeDays: 23, averageIntakeKcal: 2000, kcal: 2550 });
    // The last value of a day is the day's.
    const edited = [...intake(28, 2000), { date: before(3), kcal: 600 }];
    expect(estimateExpenditure({ intake: edited, weights: weights(28, -0.5), formulaKcal, today })).toMatchObject({ intakeDays: 27 });
  });

  it("needs 10 counted days and 10 weigh-ins at least 14 days apart, and says what is missing", () => {
    const needed = { spanDays: 14, weighIns: 10, intakeDays: 10 };
    expect(expenditureMinimums).toEqual(needed);
    const daily = weights(28, -0.5);
    // Intake: 10 days count, 9 do not.
    expect(estimateExpenditure({ intake: intake(10, 2000), weights: daily, formulaKcal, today })).toMatchObject({ kind: "estimate", intakeDays: 10 });
    expect(estimateExpenditure({ intake: intake(9, 2000), weights: daily, formulaKcal, today })).toEqual({
      kind: "not_enough_data",
      intakeDays: 9,
      weighIns: 29,
      spanDays: 28,
      needed,
    });
    // Weigh-ins: 10 over 14 days count, 9 do not.
    const ten = weights(14, -0.5, { skip: (b) => b >= 1 && b <= 5 });
    expect(ten).toHaveLength(10);
    expect(estimateExpenditure({ intake: intake(28, 2000), weights: ten, formulaKcal, today })).toMatchObject({ kind: "estimate", weighIns: 10, days: 14, intakeDays: 14 });
    expect(estimateExpenditure({ intake: intake(28, 2000), weights: ten.slice(1), formulaKcal, today })).toMatchObject({
      kind: "not_enough_data",
      weighIns: 9,
      spanDays: 13,
    });
    // The span: 13 days between the first and last weigh-in are too few, however many days.
    expect(estimateExpenditure({ intake: intake(28, 2000), weights: weights(13, -0.5), formulaKcal, today })).toMatchObject({
      kind: "not_enough_data",
      weighIns: 14,
      spanDays: 13,
      intakeDays: 13,
    });
    expect(estimateExpenditure({ intake: [], weights: [], formulaKcal, today })).toEqual({ kind: "not_enough_data", intakeDays: 0, weighIns: 0, spanDays: 0, needed });
  });

  it("reads the 28 days before today: older weights, later weights and food outside the weigh-ins do not count", () => {
    expect(expenditureWindowStart(today)).toBe("2026-10-26");
    const old = { date: before(29), weight: 130 };
    const later = { date: before(-1), weight: 60 };
    const estimate = estimateExpenditure({ intake: intake(28, 2000), weights: [old, ...weights(28, -0.5), later], formulaKcal, today });
    expect(estimate).toMatchObject({ kcal: 2550, weighIns: 29, from: "2026-10-26", to: today });
    // Food from before the first weigh-in, and today's unfinished day, are not part of the change.
    const food = [...intake(28, 3000, (b) => b <= 14), ...intake(14, 2000), { date: today, kcal: 900 }];
    const lateStart = estimateExpenditure({ intake: food, weights: weights(14, -0.5), formulaKcal, today });
    expect(lateStart).toMatchObject({ from: "2026-11-09", intakeDays: 14, averageIntakeKcal: 2000, kcal: 2550 });
  });
});
