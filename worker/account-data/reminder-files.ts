// The export's reminders: the settings, the devices that receive them and what was sent. Never the
// key that signs the member's turn-off links, nor a device's push address or keys (each is a
// capability: whoever holds it can send to the device); a device is named by its push service.
import { asc, eq } from "drizzle-orm";
import { pushSubscriptions, reminderLog, reminderSettings } from "../db/schema";
import { iso, jsonDocument, type Member } from "./pages";

const clock = (minute: number | null) =>
  minute === null ? null : `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;

export const remindersJson = (m: Member) =>
  jsonDocument(async () => {
    const s = await m.db.select().from(reminderSettings).where(eq(reminderSettings.userId, m.userId)).get();
    const devices = await m.db
      .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt, lastSuccessAt: pushSubscriptions.lastSuccessAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, m.userId))
      .orderBy(asc(pushSubscriptions.createdAt))
      .all();
    // The sent log is kept two weeks (worker/reminders/cron-tasks.ts): one read is small.
    const sent = await m.db
      .select({ kind: reminderLog.kind, date: reminderLog.date, channel: reminderLog.channel, sentAt: reminderLog.sentAt })
      .from(reminderLog)
      .where(eq(reminderLog.userId, m.userId))
      .orderBy(asc(reminderLog.sentAt))
      .all();
    return {
      settings: s
        ? {
            timeZone: s.timeZone,
            time: clock(s.at),
            quietHours: s.quietFrom === null || s.quietTo === null ? null : { from: clock(s.quietFrom), to: clock(s.quietTo) },
            training: s.training,
            weighInDays: s.weighInDays,
            checkIn: s.checkIn,
            checkInDay: s.checkInDay,
            emailFallback: s.emailFallback,
            updatedAt: iso(s.updatedAt),
          }
        : null,
      devices: devices.map((d) => ({ pushService: new URL(d.endpoint).host, since: iso(d.createdAt), lastDelivered: iso(d.lastSuccessAt) })),
      sent: sent.map((r) => ({ kind: r.kind, date: r.date, channel: r.channel, at: iso(r.sentAt) })),
    };
  });
