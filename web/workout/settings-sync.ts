// The logger's settings with the account (decision 0070): a change is kept on this device at once
// (device-settings.ts) and sent; opening the logger, and the network coming back, read the
// account's copy. The later change wins whole, on the server as here; a copy kept for another
// member on this device is never sent for this one.
import type { LoggerSettingsJson } from "../../core/validation/logger-settings";
import { api } from "../shared/api/client";
import { memberForgottenEvent } from "../shared/session/sign-out";
import {
  defaultSettings,
  keepLoggerSettings,
  readLoggerSettings,
  type KeptSettings,
  type LoggerSettings,
} from "./device-settings";

/** The member whose logger is open: changes are theirs and go to their account. */
let member: string | null = null;
// Signed out: an answer still on its way is not kept, and no change is sent for them.
if (typeof window !== "undefined") window.addEventListener(memberForgottenEvent, () => (member = null));

// The device keeps only rests that are choices (device-settings.ts reads them so).
const sendable = ({ effort, plates, rest, updatedAt, base }: KeptSettings): LoggerSettingsJson => ({
  effort,
  plates,
  rest: rest as LoggerSettingsJson["rest"],
  updatedAt,
  base,
});

/** The account's copy, kept as this member's. */
function adopt(settings: LoggerSettingsJson | null, userId: string): void {
  const { base: _, ...copy } = settings ?? defaultSettings;
  keepLoggerSettings({ ...defaultSettings, ...copy, base: copy.updatedAt, member: userId, sent: true });
}

/** Whether the settings differ from the defaults (settings kept before they went with the account). */
const changed = (s: LoggerSettings) =>
  JSON.stringify([s.effort, s.plates, s.rest]) !==
  JSON.stringify([defaultSettings.effort, defaultSettings.plates, defaultSettings.rest]);

/** Sends this device's change; a failure leaves it to be sent at the next sync. */
async function send(userId: string): Promise<void> {
  const local = readLoggerSettings();
  if (local.sent || local.member !== userId) return;
  try {
    const { settings } = await api("PUT /api/workouts/settings", { body: sendable(local) });
    // A change made while this one was on its way is sent after it; it is kept meanwhile. Signed
    // out meanwhile: nothing of theirs is kept.
    if (member === userId && readLoggerSettings().updatedAt === local.updatedAt) adopt(settings, userId);
  } catch {
    // Offline or refused: kept here, sent when the logger is opened again or the network is back.
  }
}

/** A change of the settings: kept here at once, stamped with its moment, and sent (done once the account answered, or failed to). */
export function updateLoggerSettings(patch: Partial<LoggerSettings>, now = Date.now()): Promise<void> {
  const local = readLoggerSettings();
  // Another member's copy on this device is never the start of this member's change.
  const from = member && local.member !== null && local.member !== member ? defaultSettings : local;
  keepLoggerSettings({
    ...from,
    ...patch,
    updatedAt: Math.max(now, from.updatedAt + 1),
    member: member ?? local.member,
    sent: false,
  });
  return member ? send(member) : Promise.resolve();
}

/**
 * Brings this device and the account together for `userId`: the later copy wins (or this device's
 * change made on the account's latest copy); settings kept before they went with the account are
 * sent once if the account has none.
 */
export async function syncLoggerSettings(userId: string): Promise<void> {
  member = userId;
  let account: LoggerSettingsJson | null;
  try {
    account = (await api("GET /api/workouts/settings")).settings;
  } catch {
    return;
  }
  if (member !== userId) return;
  const local = readLoggerSettings();
  if (local.member !== null && local.member !== userId) return adopt(account, userId);
  // A change made here on the account's latest copy is sent whatever this device's clock says.
  const madeOnIt = !local.sent && account !== null && local.base === account.updatedAt;
  if (account && account.updatedAt > local.updatedAt && !madeOnIt) return adopt(account, userId);
  if (local.sent || (local.updatedAt === 0 && !changed(local))) return;
  // This device's change is the later one (or the only one): the account takes it.
  keepLoggerSettings({ ...local, updatedAt: local.updatedAt || Date.now(), member: userId });
  await send(userId);
}
