import { sexOf, type Sex } from "../../core/formulas/sex";
import type { ProfileJson } from "../../core/profile";
import type { ActivityLevel, Goal } from "../../core/plans";
import type { LifeStage } from "../../core/safety/health-context";
import { latestMeasurements, type BodyEntry, type MeasurementKey } from "../shared/queries/progress";
import * as m from "../../i18n/paraglide/messages.js";
import { calcLimits } from "./limits";
import { usable } from "../shared/units/limits";

/** A typed number: null while empty, NaN when it cannot be read. Metric (kg, cm, years). */
export type Typed = number | null;

/** "Your details": what the body calculators share, edited on this screen only. */
export type Details = {
  sex: Sex | null;
  age: Typed;
  heightCm: Typed;
  weightKg: Typed;
  activity: ActivityLevel | null;
  goal: Goal;
  /**
   * Pregnant or breastfeeding (asked of women only), and the profile's date for it when known; null
   * until answered (a visitor, or a member whose profile has no answer): no deficit until then.
   */
  lifeStage: LifeStage | null;
  lifeStageDate: string | null;
  /** The coach read signs of an eating disorder and the member has not cleared them: no deficit here either. */
  eatingDisorderSigns: boolean;
};

const emptyDetails: Details = {
  sex: null,
  age: null,
  heightCm: null,
  weightKg: null,
  activity: null,
  goal: "MAINTAIN",
  lifeStage: null,
  lifeStageDate: null,
  eatingDisorderSigns: false,
};

export function detailsFromProfile(profile: ProfileJson | null | undefined): Details {
  if (!profile) return emptyDetails;
  return {
    sex: profile.gender === null ? null : sexOf(profile.gender),
    age: profile.age,
    heightCm: profile.height,
    weightKg: profile.weight,
    activity: profile.activity,
    goal: profile.goal,
    lifeStage: profile.lifeStageAnswered === false ? null : profile.lifeStage,
    lifeStageDate: profile.lifeStageDate,
    eatingDisorderSigns: profile.eatingDisorderSigns ?? false,
  };
}

/** True when the profile has something to fill in (a new member may have none yet). */
export const profileHasDetails = (profile: ProfileJson | null | undefined) =>
  !!profile && [profile.gender, profile.age, profile.height, profile.weight, profile.activity].some((v) => v !== null);

export const sameDetails = (a: Details, b: Details) => (Object.keys(a) as (keyof Details)[]).every((k) => Object.is(a[k], b[k]));

/** The details the formulas may use: each one present and within its limits, or null. */
export type Usable = {
  sex: Sex | null;
  age: number | null;
  heightCm: number | null;
  weightKg: number | null;
  activity: ActivityLevel | null;
  goal: Goal;
  lifeStage: LifeStage | null;
  lifeStageDate: string | null;
  eatingDisorderSigns: boolean;
  /** Details typed but out of their limits: "fill in your weight" would read as if none was typed. */
  outOfRange: readonly ("age" | "heightCm" | "weightKg")[];
};

export function usableDetails(d: Details): Usable {
  const age = usable(d.age, calcLimits.age, true);
  const heightCm = usable(d.heightCm, calcLimits.height);
  const weightKg = usable(d.weightKg, calcLimits.weight);
  const outOfRange = (
    [
      ["age", d.age, age],
      ["heightCm", d.heightCm, heightCm],
      ["weightKg", d.weightKg, weightKg],
    ] as const
  )
    .filter(([, typed, kept]) => typed !== null && kept === null)
    .map(([k]) => k);
  return {
    sex: d.sex,
    age,
    heightCm,
    weightKg,
    activity: d.activity,
    goal: d.goal,
    lifeStage: d.lifeStage,
    lifeStageDate: d.lifeStageDate,
    eatingDisorderSigns: d.eatingDisorderSigns,
    outOfRange,
  };
}

/** Words for "to see the result, enter: …", lower-case to sit inside the sentence. */
const needWords = {
  sex: m.calc_need_sex,
  age: m.calc_need_age,
  heightCm: m.calc_need_height,
  weightKg: m.calc_need_weight,
  activity: m.calc_need_activity,
} satisfies Partial<Record<keyof Usable, () => string>>;

type Needed = keyof typeof needWords;

/** The names of the details a calculator needs that are missing or out of range. */
export function missing(u: Usable, keys: readonly Needed[]): string[] {
  return keys
    .filter((k) => u[k] === null)
    .map((k) => (u.outOfRange.some((o) => o === k) ? m.calc_need_in_range({ field: needWords[k]() }) : needWords[k]()));
}

type Ready<K extends Needed> = { [P in K]: NonNullable<Usable[P]> };

/** The details a calculator needs, each one usable, or the words for those that are not. */
export function readyDetails<K extends Needed>(u: Usable, keys: readonly K[]): Ready<K> | { need: string[] } {
  const need = missing(u, keys);
  if (need.length > 0) return { need };
  // Every key was checked for null just above.
  return Object.fromEntries(keys.map((k) => [k, u[k]])) as Ready<K>;
}

/** Tape measurements of the body-fat calculator, in cm. */
export type Tape = Record<"waist" | "neck" | "hips", Typed>;
export type TapeSource = Partial<Record<keyof Tape, { value: number; date: string }>>;

/** The newest waist, neck and hips from the progress log, with the day each was measured. */
export function tapeFromLog(entries: readonly BodyEntry[] | undefined): TapeSource {
  if (!entries) return {};
  const latest = latestMeasurements(entries);
  const pick = (k: MeasurementKey) => latest[k];
  return { waist: pick("waist"), neck: pick("neck"), hips: pick("hips") };
}

export const tapeValues = (source: TapeSource): Tape => ({
  waist: source.waist?.value ?? null,
  neck: source.neck?.value ?? null,
  hips: source.hips?.value ?? null,
});
