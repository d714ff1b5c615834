// Reads near the reader (decision 0049): every request's database is a D1 session (the Sessions
// API), so its reads may be served by a nearby read replica. A bookmark, carried by the member's
// browser in a cookie (or by an API client in a header), keeps each member reading their own writes.
import type { Context } from "hono";
import { setCookie } from "hono/cookie";
import { readCookie } from "../../core/cookies";
import { matchPage } from "../../core/page-match";
import type { AppEnv } from "../env";

/** Only a position in the database's history, no personal data; HttpOnly, so no script needs it. */
export const bookmarkCookie = "__Host-d1b";
/** API clients (signed in with a bearer token) send it and get it back in this header. */
export const bookmarkHeader = "X-D1-Bookmark";
/** Well under the 30 days after which D1 no longer knows a bookmark; an expired one means a first read at the primary. */
const bookmarkMaxAgeSeconds = 7 * 24 * 60 * 60;

/** D1's bookmarks are four hex groups (8-8-8-32 digits), ordered as strings from oldest to newest. */
const bookmarkShape = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

/** A bookmark the client sent, or null for none or one of another shape (ignored, never an error). */
export function validBookmark(value: string | null | undefined): string | null {
  return value && value.length <= 64 && bookmarkShape.test(value) ? value : null;
}

/**
 * Reads of shared data (or of nothing in D1) where a replica's copy a moment old is harmless: the
 * exercise library (not the member's own exercises), the food database (a search also lists the
 * member's own foods: those come at their bookmark when they carry one), the dishes, the public
 * configuration and the health check. Only these start anywhere without a bookmark. The education
 * course is static content; its API holds only a member's progress, read like their other data.
 */
const sharedReads = [
  /^\/api\/health\/?$/,
  /^\/api\/config\//,
  /^\/api\/exercises\/(?!own(\/|$))/,
  /^\/api\/foods\//,
  /^\/api\/dishes(\/|$)/,
];

/**
 * Reads of what is written after an answer went out (the coach's reply, saved once streamed; the
 * Time machine's picture, made under waitUntil): the bookmark of that answer is older than those
 * writes, so these read at the primary, bookmark or not. The chat page carries the conversation.
 */
const afterAnswerWrites = (pathname: string) =>
  /^\/api\/(chat|transform)\//.test(pathname) || matchPage(pathname)?.route?.path === "/chat";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

export interface SessionPlan {
  /** What `withSession` gets: the carried bookmark, or where the first query goes. */
  start: D1SessionBookmark | D1SessionConstraint;
  /** The valid bookmark the request carried, if any. */
  carried: string | null;
  /** Whether the request may write (any method but GET, HEAD and OPTIONS). */
  writes: boolean;
  /** How the answer gives the new bookmark back: the API client's header, or the browser's cookie. */
  answer: "header" | "cookie";
}

/**
 * Where a request's session starts. A write starts at the primary even with a bookmark: its
 * writes go there anyway, and what it decides from its reads (limits, one-time codes, sync
 * conflicts) must not rest on a replica the client chose by sending an old bookmark.
 */
export function planSession(req: Request): SessionPlan {
  const writes = !safeMethods.has(req.method);
  const sentHeader = req.headers.has(bookmarkHeader);
  const carried = validBookmark(
    sentHeader ? req.headers.get(bookmarkHeader) : readCookie(req.headers.get("Cookie"), bookmarkCookie),
  );
  const answer = sentHeader || req.headers.get("Authorization")?.startsWith("Bearer ") ? "header" : "cookie";
  const { pathname } = new URL(req.url);
  const start: SessionPlan["start"] =
    writes || afterAnswerWrites(pathname)
      ? "first-primary"
      : (carried ?? (sharedReads.some((r) => r.test(pathname)) ? "first-unconstrained" : "first-primary"));
  return { start, carried, writes, answer };
}

/**
 * After the answer: the session's bookmark goes back to the client when it moved past what the
 * client sent, for a member or a client that already carries one. Visitors get no cookie (a
 * sign-in answers only its session; the member's first request then starts at the primary).
 * A session that started anywhere gives none: its position may be older than the member's writes.
 */
export function answerBookmark(c: Context<AppEnv>, plan: SessionPlan, session: D1DatabaseSession): void {
  if (plan.start === "first-unconstrained") return;
  const bookmark = validBookmark(session.getBookmark());
  if (!bookmark || (plan.carried && bookmark <= plan.carried)) return;
  if (!plan.carried && !c.var.user) return;
  if (plan.answer === "header") {
    c.header(bookmarkHeader, bookmark);
    return;
  }
  setCookie(c, bookmarkCookie, bookmark, {
    path: "/",
    secure: true,
    httpOnly: true,
    sameSite: "Lax",
    maxAge: bookmarkMaxAgeSeconds,
  });
}
