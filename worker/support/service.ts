// Premium support's work: a request is counted against the hourly limit, its screenshot checked,
// decoded (counted like a Time machine photo's decode) and re-encoded, and kept under the member's
// prefix, the request stored, and the support address (priority) and the member (a copy) e-mailed.
// The member reads and deletes their own requests on any plan.
// Takes the database, the PHOTOS bucket and the mail port, never Hono's Context.
import type { Locale } from "../../core/locale";
import type { SessionUser } from "../../core/session";
import type { SupportRequestJson, SupportRequestsJson } from "../../core/support/api";
import { SUPPORT_REQUESTS_PER_WINDOW, SUPPORT_WINDOW_MS, type SupportTopic } from "../../core/support/topics";
import type { Db } from "../db/client";
import type { SupportRequest } from "../db/schema";
import { ApiError } from "../platform/errors";
import { limitReached } from "../platform/limit-reached";
import { decodeCounted, inspectedPhoto, type DecodedPhoto } from "../platform/images/decode-budget";
import type { Mailer } from "../platform/mail/port";
import { userPhotoPrefix } from "../platform/photo-keys";
import { giveBack, take, type Limit, type LimitState } from "../platform/rate-limit";
import { copyMail, teamMail } from "./mails";
import { deleteRequestRow, findRequest, insertRequest, listRequests } from "./store";
import { errorText } from "../platform/error-text";

export interface SupportDeps {
  db: Db;
  photos: R2Bucket;
  mailer: Mailer;
  supportEmail: string;
  now: () => number;
}

const base = "/api/support/requests";

const limitOf = (userId: string): Limit => ({ key: `support:${userId}`, max: SUPPORT_REQUESTS_PER_WINDOW, windowMs: SUPPORT_WINDOW_MS });

const screenshotKeyOf = (userId: string, id: string) => `${userPhotoPrefix(userId)}support/${id}/screenshot.jpg`;

export function requestJson(row: SupportRequest): SupportRequestJson {
  return {
    id: row.id,
    topic: row.topic,
    message: row.message,
    status: row.status,
    locale: row.locale,
    plan: row.plan,
    screenshotUrl: row.screenshotKey ? `${base}/${row.id}/screenshot` : null,
    createdAt: row.createdAt.getTime(),
  };
}

export async function memberRequests(deps: SupportDeps, userId: string): Promise<SupportRequestsJson> {
  return { requests: (await listRequests(deps.db, userId)).map(requestJson) };
}

/** Sends the request's e-mails; a failed one is logged (without addresses) and the request stays stored. */
async function mailAbout(deps: SupportDeps, mails: Parameters<Mailer["send"]>[0][]): Promise<void> {
  const results = await Promise.allSettled(mails.map((mail) => deps.mailer.send(mail)));
  for (const r of results) {
    if (r.status === "rejected") {
      const err: unknown = r.reason;
      console.error(JSON.stringify({ level: "error", at: "support.mail", error: errorText(err) }));
    }
  }
}

/**
 * Counts a request against the hourly limit (429 with Retry-After when it is full). The route
 * does it before the body is read, so a member over the limit never has a form parsed.
 */
export async function countRequest(deps: SupportDeps, userId: string): Promise<LimitState> {
  const now = deps.now();
  const taken = await take(deps.db, limitOf(userId), now);
  if (!taken.taken) throw limitReached("support_rate_limited", taken.resetAt, now);
  return taken;
}

/** Hands a counted request back: it was refused (for its input, or a failure), so nothing was stored. */
export const uncountRequest = (deps: SupportDeps, userId: string, taken: LimitState) => giveBack(deps.db, limitOf(userId), taken);

/** Stores a request already counted by `countRequest`. */
export async function createRequest(
  deps: SupportDeps,
  member: SessionUser,
  input: { topic: SupportTopic; message: string; screenshot?: Blob },
  locale: Locale,
): Promise<SupportRequestJson> {
  const now = deps.now();
  const id = crypto.randomUUID();
  let screenshotKey: string | null = null;
  let screenshot: DecodedPhoto | null = null;
  try {
    if (input.screenshot) {
      const bytes = new Uint8Array(await input.screenshot.arrayBuffer());
      // The decode is counted on its own (a screenshot that fails to decode stays counted there).
      screenshot = await decodeCounted(deps.db, member.id, bytes, inspectedPhoto(bytes), now);
      screenshotKey = screenshotKeyOf(member.id, id);
      await deps.photos.put(screenshotKey, screenshot.jpeg, { httpMetadata: { contentType: "image/jpeg" } });
    }
    const row = await insertRequest(deps.db, {
      id,
      userId: member.id,
      topic: input.topic,
      message: input.message,
      screenshotKey,
      locale,
      plan: member.plan,
      createdAt: new Date(now),
    });
    const mail = { id, member, topic: input.topic, message: input.message, locale, screenshotKey };
    await mailAbout(deps, [teamMail(deps.supportEmail, mail), copyMail(mail)]);
    await screenshot?.charged();
    return requestJson(row);
  } catch (err) {
    // Nothing was stored: a stored screenshot goes too (the route hands the count back).
    if (screenshotKey) await deps.photos.delete(screenshotKey);
    throw err;
  }
}

/** The key of a request's screenshot, for its owner only. */
export async function screenshotKey(deps: SupportDeps, userId: string, id: string): Promise<string> {
  const row = await findRequest(deps.db, userId, id);
  if (!row?.screenshotKey) throw new ApiError(404, "not_found");
  return row.screenshotKey;
}

/**
 * Deletes the member's request and its screenshot (404 for an unknown id or another member's).
 * The object goes first: if the row's delete then fails, the row still points at the key and a
 * second delete finishes the job, so no screenshot is ever left without a row to reach it.
 * The hourly count is not handed back: deleting a request frees no slot for sending one.
 */
export async function deleteRequest(deps: SupportDeps, userId: string, id: string): Promise<void> {
  const row = await findRequest(deps.db, userId, id);
  if (!row) throw new ApiError(404, "not_found");
  if (row.screenshotKey) await deps.photos.delete(row.screenshotKey);
  // Another tab may have deleted it meanwhile: that one answered 204, this one does not.
  if (!(await deleteRequestRow(deps.db, userId, id))) throw new ApiError(404, "not_found");
}
