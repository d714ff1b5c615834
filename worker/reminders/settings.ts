// The member's reminder settings: stored as minutes and flags, answered as the screen edits
// them, and what the member's plans allow (training days, the weekly check-in).
import { type LifeStage, screeningAllowsTraining, screeningResult, type StoredScreening } from "../../core/safety/health-context";
import { and, asc, eq, ne } from "drizzle-orm";
import type { ReminderSettingsJson, RemindersJson } from "../../core/api/reminders";
import { entitlements } from "../../core/billing/entitlements";
import type { Plan } from "../../core/plans";
import type { TurnOffPurpose } from "../../core/reminders/kinds";
import { anyReminderOn, type ReminderPlans, type ReminderSchedule } from "../../core/reminders/schedule";
import type { StoredWorkoutPlan, Weekday } from "../../core/training/workout-plan";
import { clockOf, minutesOf, type reminderSettingsSchema } from "../../core/validation/reminders";
import type * as v from "valibot";
import type { Db } from "../db/client";
import type { Locale } from "../../core/locale";
import { profiles, pushSubscriptions, reminderSettings, users, type ReminderSettingsRow } from "../db/schema";
import type { PushPort } from "../platform/push/port";
import { newSigningKey } from "./tokens";

/** What a member who never saved sees: everything off, 09:00, quiet from 22:00 to 07:00. */
export const defaultSettings: ReminderSettingsJson = {
  timeZone: "UTC",
  time: "09:00",
  quietHours: { from: "22:00", to: "07:00" },
  training: false,
  weighInDays: [],
  checkIn: false,
  checkInDay: "MONDAY",
  emailFallback: false,
};

export function settingsJson(row: ReminderSettingsRow): ReminderSettingsJson {
  return {
    timeZone: row.timeZone,
    time: clockOf(row.at),
    quietHours: row.quietFrom !== null && row.quietTo !== null ? { from: clockOf(row.quietFrom), to: clockOf(row.quietTo) } : null,
    training: row.training,
    weighInDays: row.weighInDays,
    checkIn: row.checkIn,
    checkInDay: row.checkInDay,
    emailFallback: row.emailFallback,
  };
}

export function scheduleOf(row: ReminderSettingsRow): ReminderSchedule {
  return {
    timeZone: row.timeZone,
    at: row.at,
    quiet: row.quietFrom !== null && row.quietTo !== null ? { from: row.quietFrom, to: row.quietTo } : null,
    training: row.training,
    weighInDays: row.weighInDays,
    checkIn: row.checkIn,
    checkInDay: row.checkInDay,
  };
}

/** The profile's columns the reminders read. */
export interface PlanColumns {
  plan: Plan | null;
  workoutPlan: unknown;
  nutritionPlan: unknown;
  screening: unknown;
  /** Null where the member has no profile row (a left join). */
  lifeStage: LifeStage | null;
  eatingDisorderSignsAt: Date | null;
}

/**
 * Training days of a workout plan and a nutrition plan's check-in, where the member's subscription
 * includes them. A screening that says "see a doctor", or one never answered (a plan kept from
 * before it was asked), holds the training days back, and
 * eating-disorder signs on record the check-in (its adjustments are paused), as everywhere else.
 */
export function plansOf(p: PlanColumns | null): ReminderPlans {
  if (!p?.plan) return { trainingDays: [], checkIn: false };
  const held = !screeningAllowsTraining(screeningResult(p.screening as StoredScreening | null, p.lifeStage));
  const workout = entitlements.workoutPlans(p.plan) && !held ? (p.workoutPlan as StoredWorkoutPlan | null) : null;
  const trainingDays: Weekday[] = workout?.plan.week.filter((d) => d.type !== null).map((d) => d.weekday) ?? [];
  return { trainingDays, checkIn: entitlements.nutritionPlans(p.plan) && p.nutritionPlan !== null && p.eatingDisorderSignsAt === null };
}

export const planColumns = {
  plan: profiles.plan,
  workoutPlan: profiles.workoutPlan,
  nutritionPlan: profiles.nutritionPlan,
  screening: profiles.screening,
  lifeStage: profiles.lifeStage,
  eatingDisorderSignsAt: profiles.eatingDisorderSignsAt,
};

export const findSettings = (db: Db, userId: string) => db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId)).get();

/** The settings screen's view. */
export async function remindersView(db: Db, userId: string, push: PushPort | null): Promise<RemindersJson> {
  const [row, devices, profile] = await Promise.all([
    findSettings(db, userId),
    db
      .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt, lastSuccessAt: pushSubscriptions.lastSuccessAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.createdAt))
      .all(),
    db.select(planColumns).from(profiles).where(eq(profiles.userId, userId)).get(),
  ]);
  const plans = plansOf(profile ?? null);
  return {
    settings: row ? settingsJson(row) : defaultSettings,
    saved: !!row,
    devices,
    pushKey: push?.publicKey ?? null,
    trainingDays: [...plans.trainingDays],
    checkInAvailable: plans.checkIn,
  };
}

type SettingsInput = v.InferOutput<typeof reminderSettingsSchema>;

/**
 * Saves the settings. The next sending run looks at the member (`next_due_at` now) and works out
 * the rest from their clock; with every reminder off nothing looks at them.
 */
export async function saveSettings(db: Db, userId: string, input: SettingsInput, now: number): Promise<void> {
  const values = {
    timeZone: input.timeZone,
    at: minutesOf(input.time),
    quietFrom: input.quietHours ? minutesOf(input.quietHours.from) : null,
    quietTo: input.quietHours ? minutesOf(input.quietHours.to) : null,
    training: input.training,
    weighInDays: input.weighInDays,
    checkIn: input.checkIn,
    checkInDay: input.checkInDay,
    emailFallback: input.emailFallback,
    updatedAt: now,
  };
  const nextDueAt = anyReminderOn({ ...values, quiet: null }) ? now : null;
  await db
    .insert(reminderSettings)
    .values({ userId, ...values, signingKey: newSigningKey(), nextDueAt })
    .onConflictDoUpdate({ target: reminderSettings.userId, set: { ...values, nextDueAt } })
    .run();
}

/** What turning a purpose off changes. */
const turnedOff: Record<TurnOffPurpose, Partial<typeof reminderSettings.$inferInsert>> = {
  training: { training: false },
  weigh_in: { weighInDays: [] },
  check_in: { checkIn: false },
  email: { emailFallback: false },
};

/** Turns one reminder (or the check-in's e-mails) off; the next run works out whether anything is left. */
export async function turnOff(db: Db, userId: string, purpose: TurnOffPurpose, now: number): Promise<void> {
  await db
    .update(reminderSettings)
    .set({ ...turnedOff[purpose], updatedAt: now })
    .where(eq(reminderSettings.userId, userId))
    .run();
}

/**
 * Reminders (and the check-in e-mail) speak the language the member uses when setting them up or
 * turning them on: `users.locale` otherwise keeps the one of the sign-up, and the app's language
 * switch is a cookie the sending run cannot see.
 */
export const keepLanguage = (db: Db, userId: string, locale: Locale) =>
  db.update(users).set({ locale }).where(and(eq(users.id, userId), ne(users.locale, locale))).run();
