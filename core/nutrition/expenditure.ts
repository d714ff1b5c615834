// The member's real daily energy expenditure, measured from the food diary and the scale as
// MacroFactor describes its approach: calories out = calories in − the change in stored energy,
// the change read from the weight trend. Over the last 28 days (at least 14), the trend is the
// least-squares line through the weigh-ins; its change × 7,700 kcal/kg (Wishnofsky 1958, see
// energy-balance.ts) is the stored energy. The true figure varies with body fat and time (Hall
// 2008, Int J Obes 32:573): a diet's first weeks lose water and glycogen, so they overstate the
// burn a little. Why a line and not the chart's smoothed trend: over a few weeks the smoothing
// lags the real change (decision 0021); docs/expenditure.md gives the figures.
// The measurement is blended with the formula's expenditure (Mifflin-St Jeor × activity) by how
// certain each is, so thin or noisy data lean on the formula.
import { KCAL_PER_KG } from "../formulas/energy-balance";
import type { WeightPoint } from "../progress/trend";

/** One diary day: its logged energy and, when the member said so, whether the log is complete. */
export interface IntakeDay {
  /** YYYY-MM-DD */
  date: string;
  kcal: number;
  /** true: the member vouches for the day (a light day, a fast); false: never counts; missing: the energy decides. */
  complete?: boolean;
}

/** The days the estimate looks back over, today excluded: weights from today − 28 through today, intake through yesterday. */
export const expenditureWindowDays = 28;

/** What the estimate needs: days between the first and the last weigh-in, weigh-ins, and counted diary days between them. */
export const expenditureMinimums = { spanDays: 14, weighIns: 10, intakeDays: 10 } as const;

/**
 * A day counts when its logged energy is at least half the formula's expenditure: less is most
 * likely a day the member stopped logging (one meal, a forgotten dinner), and counting it would
 * make the member look like someone who burns little. Above four times it is an entry error.
 */
export const countedDayShare = { min: 0.5, max: 4 } as const;

/**
 * One standard deviation of the formula's expenditure as a share of it: Mifflin-St Jeor predicts
 * resting expenditure within ±10 % for most adults, more often than other equations (Frankenfield
 * et al. 2005, J Am Diet Assoc 105:775), and the activity factor adds its own error on top.
 */
export const formulaSdShare = 0.15;

export type ExpenditureEstimate =
  | {
      kind: "not_enough_data";
      /** Counted diary days, weigh-ins and the days between the first and last weigh-in. */
      intakeDays: number;
      weighIns: number;
      spanDays: number;
      needed: typeof expenditureMinimums;
    }
  | {
      kind: "estimate";
      /** The estimate, kcal a day (to 10), and its 95 % range. */
      kcal: number;
      low: number;
      high: number;
      /** What the diary and the scale alone say, and what the formula says (kcal a day, to 10). */
      measuredKcal: number;
      formulaKcal: number;
      /** The measurement's share of the estimate, 0–1 (two decimals): the rest is the formula's. */
      dataShare: number;
      /** The counted days' average intake (kcal, to 10) and how many days counted. */
      averageIntakeKcal: number;
      intakeDays: number;
      weighIns: number;
      /** The first and last weigh-in (YYYY-MM-DD) and the days between them. */
      from: string;
      to: string;
      days: number;
      /** The trend line at both ends and its change (kg, two decimals); its pace in kg a week. */
      trendStartKg: number;
      trendEndKg: number;
      trendChangeKg: number;
      weeklyKg: number;
    };

const dayMs = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / dayMs;
const dateOf = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);
const round10 = (n: number) => Math.round(n / 10) * 10;
const round2 = (n: number) => Math.round(n * 100) / 100;
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** The first day whose weight the estimate reads (`today` − 28). */
export const expenditureWindowStart = (today: string) => dateOf(dayNumber(today) - expenditureWindowDays);

/** Whether a diary day counts toward the average intake, against the formula's daily expenditure. */
export function countsAsLogged(day: IntakeDay, formulaKcal: number): boolean {
  if (!Number.isFinite(day.kcal) || day.kcal < 0 || day.complete === false) return false;
  if (day.kcal > countedDayShare.max * formulaKcal) return false;
  return day.complete === true || day.kcal >= countedDayShare.min * formulaKcal;
}

/** The least-squares line through (x, y) with the standard error of its slope (0 when it fits exactly). */
function fitLine(xs: readonly number[], ys: readonly number[]) {
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  xs.forEach((x, i) => {
    sxy += (x - mx) * (ys[i]! - my);
    sxx += (x - mx) ** 2;
  });
  const slope = sxy / sxx;
  const intercept = my - slope * mx;
  const rss = xs.reduce((s, x, i) => s + (ys[i]! - intercept - slope * x) ** 2, 0);
  const slopeSe = xs.length > 2 ? Math.sqrt(rss / (xs.length - 2) / sxx) : 0;
  return { slope, intercept, slopeSe };
}

/** The one value a day keeps: the last given for its date. */
function byDate<T extends { date: string }>(items: readonly T[], keep: (item: T) => boolean): T[] {
  const days = new Map<string, T>();
  for (const item of items) if (keep(item)) days.set(item.date, item);
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * The member's daily expenditure on `today` (YYYY-MM-DD) from the diary's daily totals and the
 * logged weights (any days: only the window counts), with `formulaKcal` the formula's estimate.
 */
export function estimateExpenditure(input: {
  intake: readonly IntakeDay[];
  weights: readonly WeightPoint[];
  formulaKcal: number;
  today: string;
}): ExpenditureEstimate {
  const { formulaKcal, today } = input;
  const start = expenditureWindowStart(today);
  const weights = byDate(input.weights, (p) => p.date >= start && p.date <= today && Number.isFinite(p.weight) && p.weight > 0);
  const from = weights[0]?.date ?? start;
  const to = weights.at(-1)?.date ?? today;
  const span = weights.length > 1 ? dayNumber(to) - dayNumber(from) : 0;
  // The intake that moved the weight from the first weigh-in to the last: their days, the last excluded.
  const intakeTo = weights.length > 1 ? to : today;
  const counted = byDate(input.intake, (d) => d.date >= from && d.date < intakeTo).filter((d) => countsAsLogged(d, formulaKcal));
  const min = expenditureMinimums;
  if (span < min.spanDays || weights.length < min.weighIns || counted.length < min.intakeDays) {
    return { kind: "not_enough_data", intakeDays: counted.length, weighIns: weights.length, spanDays: span, needed: min };
  }

  const fit = fitLine(
    weights.map((p) => dayNumber(p.date) - dayNumber(from)),
    weights.map((p) => p.weight),
  );
  const kcals = counted.map((d) => d.kcal);
  const intake = mean(kcals);
  // Stored energy a day: the trend's kg a day × the energy of a kg.
  const measured = intake - fit.slope * KCAL_PER_KG;

  // How uncertain the measurement is: the slope's standard error, and the average of the counted
  // days standing for all the days of the span (none when every day counted).
  const intakeVar =
    kcals.length > 1 ? (kcals.reduce((s, k) => s + (k - intake) ** 2, 0) / (kcals.length - 1) / kcals.length) * (1 - kcals.length / span) : 0;
  const dataVar = (fit.slopeSe * KCAL_PER_KG) ** 2 + Math.max(0, intakeVar);
  const formulaVar = (formulaSdShare * formulaKcal) ** 2;
  // Inverse-variance weights: exact data (a synthetic member) take the whole estimate.
  const share = dataVar === 0 ? 1 : formulaVar / (formulaVar + dataVar);
  const kcal = share * measured + (1 - share) * formulaKcal;
  const sd = dataVar === 0 ? 0 : Math.sqrt((formulaVar * dataVar) / (formulaVar + dataVar));

  return {
    kind: "estimate",
    kcal: round10(kcal),
    low: round10(kcal - 1.96 * sd),
    high: round10(kcal + 1.96 * sd),
    measuredKcal: round10(measured),
    formulaKcal: round10(formulaKcal),
    dataShare: round2(share),
    averageIntakeKcal: round10(intake),
    intakeDays: counted.length,
    weighIns: weights.length,
    from,
    to,
    days: span,
    trendStartKg: round2(fit.intercept),
    trendEndKg: round2(fit.intercept + fit.slope * span),
    trendChangeKg: round2(fit.slope * span),
    weeklyKg: round2(fit.slope * 7),
  };
}
