// A day of the member's plan as it would be done on a date: this block week's sets and effort,
// and the load double progression suggests from the last time each exercise was done.
import { exercises as library } from "../../content/exercises/index";
import type { PlanPreviewJson } from "../../core/api/workouts";
import { suggestNext } from "../../core/training/double-progression";
import { blockWeekOn, setsInWeek } from "../../core/training/progression";
import type { SessionExercise } from "../../core/training/session";
import { straightSets } from "../../core/training/set-kinds";
import type { PlanDay, StoredWorkoutPlan, Weekday } from "../../core/training/workout-plan";
import {
  type ScreeningResult,
  screeningAllowsTraining,
  screeningResult,
  type StoredScreening,
} from "../../core/safety/health-context";
import type { Db } from "../db/client";
import { findProfile } from "../shared/find-profile";
import { storedWorkout } from "../plans/service";
import { lastSets, type LastDone } from "./last-sets";

const bySlug = new Map(library.map((e) => [e.slug, e]));

/** The member's pre-exercise screening result, and the workout plan it lets them train by (null without one). */
export async function memberTraining(
  db: Db,
  userId: string,
): Promise<{ plan: StoredWorkoutPlan | null; screening: ScreeningResult }> {
  const profile = await findProfile(db, userId);
  const screening = screeningResult(profile?.screening as StoredScreening | null | undefined, profile?.lifeStage);
  // A screening never answered, or one that says "see a doctor" (a later "yes", no clearance yet),
  // holds the plan back: the workout screen shows no plan day and suggests no load, and a plan
  // workout synced meanwhile is kept without the plan's prescription.
  return { plan: profile && screeningAllowsTraining(screening) ? storedWorkout(profile) : null, screening };
}

/** The member's workout plan, or null without one or while the screening holds it back. */
export async function memberPlan(db: Db, userId: string): Promise<StoredWorkoutPlan | null> {
  return (await memberTraining(db, userId)).plan;
}

/** The plan's training day on a weekday; null on a rest day. */
export function trainingDay(
  stored: StoredWorkoutPlan,
  weekday: Weekday,
): (PlanDay & { type: NonNullable<PlanDay["type"]> }) | null {
  const day = stored.plan.week.find((d) => d.weekday === weekday);
  return day?.type ? { ...day, type: day.type } : null;
}

/** The day's prescription on `date`, with suggestions from `last` (lastSets of its exercises). */
export function prescribe(
  stored: StoredWorkoutPlan,
  day: PlanDay & { type: NonNullable<PlanDay["type"]> },
  date: string,
  last: ReadonlyMap<string, LastDone>,
): PlanPreviewJson {
  const week = blockWeekOn(stored.plan.block, stored.startMonday, date);
  const exercises: SessionExercise[] = day.exercises.map((e) => ({
    ...e,
    sets: setsInWeek(e.sets, week),
    rir: e.rir + week.rirDelta,
    suggestion: suggestNext(
      bySlug.get(e.slug) ?? { equipment: ["bodyweight"], group: e.group, measure: e.seconds ? "seconds" : "reps" },
      e,
      straightSets(last.get(e.slug)?.sets ?? []),
      week,
    ),
  }));
  return { weekday: day.weekday, dayType: day.type, blockWeek: week.week, deload: week.kind === "deload", exercises };
}

/** The prescription a session started from the plan's `weekday` on `date` freezes; null on a rest day or without a plan. */
export async function prescriptionFor(
  db: Db,
  userId: string,
  stored: StoredWorkoutPlan | null,
  date: string,
  weekday: Weekday | null,
) {
  const day = stored && weekday ? trainingDay(stored, weekday) : null;
  if (!stored || !day) return null;
  const last = await lastSets(
    db,
    userId,
    day.exercises.map((e) => e.slug),
  );
  return prescribe(stored, day, date, last);
}
