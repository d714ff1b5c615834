// Reminding one member (the queue's consumer does it for each member the 15-minute cron queued,
// decision 0053): the reminders of their day that are due on their own clock, not yet sent and
// not yet done, pushed to their devices; the weekly check-in by e-mail when no device can get it
// and the member asked for that. Then when to look at them next.
import { and, eq } from "drizzle-orm";
import type { Locale } from "../../core/locale";
import { ApiError } from "../platform/errors";
import type { ReminderKind } from "../../core/reminders/kinds";
import { localMoment } from "../../core/time-zone";
import { anyReminderOn, inQuietHours, kindsOn, lateWindowMinutes, nextLook } from "../../core/reminders/schedule";
import type { Db } from "../db/client";
import { profiles, reminderLog, reminderSettings, users } from "../db/schema";
import { mailerFor } from "../platform/mail/select";
import type { Mailer } from "../platform/mail/port";
import type { PushPort } from "../platform/push/port";
import { pushFor } from "../platform/push/select";
import { notDone } from "./done";
import { checkInMail, pushPayload } from "./messages";
import { deliver, devicesOf, type Backoff } from "./push";
import { planColumns, plansOf, scheduleOf } from "./settings";
import { signToken } from "./tokens";

export interface SendDeps {
  push: PushPort | null;
  mailer: Mailer;
  /** The app's origin for e-mailed links. */
  origin: string;
}

/** APP_URL for links (the deploy check requires it in production); a local run's default port otherwise. */
export const sendDepsFor = (env: Cloudflare.Env, db: Db): SendDeps => ({
  push: pushFor(env, db),
  mailer: mailerFor(env, db),
  origin: (env.APP_URL || "http://localhost:8787").replace(/\/$/, ""),
});

/** A push the device was offline for is still worth showing until the reminder's window ends. */
const pushTtlSeconds = lateWindowMinutes * 60;

export interface RunCounts {
  members: number;
  pushed: number;
  mailed: number;
  /** Reminders kept for a later run: quiet hours, a push service that asked to wait. */
  deferred: number;
  /** Devices deleted: gone, or failing too often. */
  removed: number;
  failed: number;
}

export const noCounts = (): RunCounts => ({ members: 0, pushed: 0, mailed: 0, deferred: 0, removed: 0, failed: 0 });

const dueColumns = {
  settings: reminderSettings,
  locale: users.locale,
  email: users.email,
  verifiedAt: users.emailVerifiedAt,
  firstName: users.firstName,
  ...planColumns,
};

const membersQuery = (db: Db) =>
  db
    .select(dueColumns)
    .from(reminderSettings)
    .innerJoin(users, eq(users.id, reminderSettings.userId))
    .leftJoin(profiles, eq(profiles.userId, reminderSettings.userId));

type Member = Awaited<ReturnType<ReturnType<typeof membersQuery>["all"]>>[number];

/** Claims the member's reminder of the day; false when a run already has it. */
async function claim(db: Db, userId: string, kind: ReminderKind, date: string, now: number): Promise<boolean> {
  const row = await db
    .insert(reminderLog)
    .values({ userId, kind, date, channel: "push", sentAt: now })
    .onConflictDoNothing()
    .returning({ kind: reminderLog.kind })
    .get();
  return !!row;
}

const release = (db: Db, userId: string, kind: ReminderKind, date: string) =>
  db
    .delete(reminderLog)
    .where(and(eq(reminderLog.userId, userId), eq(reminderLog.kind, kind), eq(reminderLog.date, date)))
    .run();

async function alreadySent(db: Db, userId: string, date: string): Promise<Set<ReminderKind>> {
  const rows = await db
    .select({ kind: reminderLog.kind })
    .from(reminderLog)
    .where(and(eq(reminderLog.userId, userId), eq(reminderLog.date, date)))
    .all();
  return new Set(rows.map((r) => r.kind));
}

/**
 * Sends what is due of the member's day. Answers whether something is still to send today, and
 * from when (quiet hours, a push service's back-off, an e-mail that failed).
 */
async function sendDue(db: Db, deps: SendDeps, member: Member, now: number, backoff: Backoff, counts: RunCounts): Promise<{ retryAt: number } | null> {
  const { settings } = member;
  const schedule = scheduleOf(settings);
  const local = localMoment(now, schedule.timeZone);
  if (local.minutes < schedule.at || local.minutes >= schedule.at + lateWindowMinutes) return null;
  const sent = await alreadySent(db, settings.userId, local.date);
  const todays = kindsOn(schedule, plansOf(member), local.weekday).filter((k) => !sent.has(k));
  const open = await notDone(db, todays, { userId: settings.userId, date: local.date, timeZone: schedule.timeZone, checkInSeenAt: settings.checkInSeenAt });
  if (!open.length) return null;
  if (inQuietHours(local.minutes, schedule.quiet)) {
    counts.deferred += open.length;
    return { retryAt: now };
  }
  let devices = deps.push ? await devicesOf(db, settings.userId) : [];
  let retryAt: number | null = null;
  const later = (at: number) => (retryAt = retryAt === null ? at : Math.min(retryAt, at));
  for (const kind of open) {
    if (!(await claim(db, settings.userId, kind, local.date, now))) continue;
    if (deps.push && devices.length) {
      const payload = pushPayload(kind, member.locale, await signToken(settings.signingKey, settings.userId, kind));
      const result = await deliver(db, deps.push, devices, JSON.stringify(payload), { ttlSeconds: pushTtlSeconds, topic: kind, urgency: "normal" }, now, backoff);
      devices = result.left;
      counts.removed += result.removed;
      if (result.delivered > 0) {
        counts.pushed += 1;
        continue;
      }
      if (result.retryAt !== null) {
        await release(db, settings.userId, kind, local.date);
        counts.deferred += 1;
        later(result.retryAt);
        continue;
      }
    }
    // No device can receive it: the weekly check-in goes by e-mail if the member asked for that.
    if (kind === "check_in" && !devices.length && settings.emailFallback && member.verifiedAt) {
      try {
        await deps.mailer.send(await mailFor(deps, member));
        await db
          .update(reminderLog)
          .set({ channel: "email" })
          .where(and(eq(reminderLog.userId, settings.userId), eq(reminderLog.kind, kind), eq(reminderLog.date, local.date)))
          .run();
        counts.mailed += 1;
        continue;
      } catch {
        counts.failed += 1;
        later(now);
      }
    }
    await release(db, settings.userId, kind, local.date);
  }
  return retryAt === null ? null : { retryAt };
}

async function mailFor(deps: SendDeps, member: Member) {
  const token = await signToken(member.settings.signingKey, member.settings.userId, "email");
  return checkInMail({
    to: member.email,
    locale: member.locale,
    firstName: member.firstName,
    open: `${deps.origin}/profile#check-in`,
    unsubscribe: `${deps.origin}/reminders/unsubscribe?token=${token}`,
  });
}

/** One member: sends what is due, then sets when to look at them next (unless their settings changed meanwhile). */
async function remind(db: Db, deps: SendDeps, member: Member, now: number, backoff: Backoff, counts: RunCounts): Promise<void> {
  const { settings } = member;
  const schedule = scheduleOf(settings);
  let next: number | null = null;
  if (anyReminderOn(schedule)) {
    try {
      const pending = await sendDue(db, deps, member, now, backoff, counts);
      next = nextLook(schedule, now, localMoment(now, schedule.timeZone), pending);
    } catch {
      counts.failed += 1;
      next = now + 15 * 60_000;
    }
  }
  counts.members += 1;
  await db
    .update(reminderSettings)
    .set({ nextDueAt: next })
    .where(and(eq(reminderSettings.userId, settings.userId), eq(reminderSettings.updatedAt, settings.updatedAt)))
    .run();
}

/** One member looked at `now`, whenever they are due: what the queue's consumer does for each member of a message. */
export async function remindMember(db: Db, deps: SendDeps, userId: string, now: number, backoff: Backoff = new Map()): Promise<RunCounts> {
  const counts = noCounts();
  const member = await membersQuery(db).where(eq(reminderSettings.userId, userId)).get();
  if (member) await remind(db, deps, member, now, backoff, counts);
  return counts;
}

/** The test notification from settings, to every device of the member: how many accepted it. */
export async function sendTest(db: Db, push: PushPort, userId: string, locale: Locale, now: number): Promise<number> {
  const devices = await devicesOf(db, userId);
  if (!devices.length) throw new ApiError(409, "reminder_no_devices");
  const payload = JSON.stringify(pushPayload("test", locale, null));
  const result = await deliver(db, push, devices, payload, { ttlSeconds: 60 * 60, topic: "test", urgency: "normal" }, now, new Map());
  return result.delivered;
}
