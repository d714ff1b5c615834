// Turning a reminder off from a signed link, without signing in (the notification's action, the
// e-mail's unsubscribe): the token must carry the member's own signature.
import { eq } from "drizzle-orm";
import type { Locale } from "../../core/locale";
import type { TurnOffPurpose } from "../../core/reminders/kinds";
import type { Db } from "../db/client";
import { reminderSettings, users } from "../db/schema";
import { ApiError } from "../platform/errors";
import { turnOff } from "./settings";
import { parseToken, verifyToken } from "./tokens";

export interface TokenOwner {
  userId: string;
  purpose: TurnOffPurpose;
  /** The member's language, for a page that answers a link. */
  locale: Locale;
}

/** Whom a token is for and what it turns off, when its signature is the member's; else null. */
export async function tokenOwner(db: Db, token: string): Promise<TokenOwner | null> {
  const parsed = parseToken(token);
  if (!parsed) return null;
  const row = await db
    .select({ key: reminderSettings.signingKey, locale: users.locale })
    .from(reminderSettings)
    .innerJoin(users, eq(users.id, reminderSettings.userId))
    .where(eq(reminderSettings.userId, parsed.userId))
    .get();
  if (!row || !(await verifyToken(row.key, parsed))) return null;
  return { userId: parsed.userId, purpose: parsed.purpose, locale: row.locale };
}

/** Turns off what the token names; 400 reminder_token_invalid for a token that is not the member's. */
export async function turnOffByToken(db: Db, token: string, now: number): Promise<TokenOwner> {
  const owner = await tokenOwner(db, token);
  if (!owner) throw new ApiError(400, "reminder_token_invalid");
  await turnOff(db, owner.userId, owner.purpose, now);
  return owner;
}
