// Reads near the reader (decision 0049): which D1 session each request starts, and the bookmark
// that travels with a member so they read their own writes. Local D1 has no replicas, so the
// routing is proven with a stand-in binding that records what `withSession` got (passed in the
// env object, as the tests pass a clock), and read-your-writes by the bookmark's round trip.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { course } from "../../content/education/course";
import { app } from "../../worker/app";
import { runScheduled } from "../../worker/cron/scheduled";
import { getDb } from "../../worker/db/client";
import { cronRuns } from "../../worker/db/schema";
import { verifiedMember } from "./auth-helpers";
import { sessionIdFromToken } from "../../worker/shared/session/store";
import { createSession, createUser } from "./factories";

const [firstLesson, secondLesson] = course.map((l) => l.slug) as [string, string];

/** The real database, noting every `withSession` argument in order. */
function recordingDb() {
  const started: string[] = [];
  const db = new Proxy(env.DB, {
    get(target, key) {
      if (key === "withSession") {
        return (constraintOrBookmark: string) => {
          started.push(constraintOrBookmark);
          return target.withSession(constraintOrBookmark);
        };
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { db, started };
}

interface Options {
  token?: string;
  /** The session token as the browser holds it: the cookie instead of the bearer header. */
  sessionCookie?: string;
  /** Any value for the bookmark cookie (a browser's) or header (an API client's). */
  bookmarkCookie?: string;
  bookmarkHeader?: string;
  body?: unknown;
}

async function send(method: string, path: string, opts: Options = {}) {
  const recorder = recordingDb();
  const headers: Record<string, string> = { "Sec-Fetch-Site": "same-origin" };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  const cookies = [
    opts.sessionCookie ? `__Host-session=${opts.sessionCookie}` : "",
    opts.bookmarkCookie !== undefined ? `__Host-d1b=${opts.bookmarkCookie}` : "",
  ].filter(Boolean);
  if (cookies.length) headers.Cookie = cookies.join("; ");
  if (opts.bookmarkHeader !== undefined) headers["X-D1-Bookmark"] = opts.bookmarkHeader;
  if (opts.body !== undefined) headers["Content-Type"] = "application/json";
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`https://forma.test${path}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    }),
    { ...env, DB: recorder.db },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  const text = await res.text();
  const setCookies = res.headers.getSetCookie().filter((c) => c.startsWith("__Host-d1b="));
  return {
    status: res.status,
    body: (res.headers.get("Content-Type")?.includes("json") ? JSON.parse(text) : text) as any,
    started: recorder.started,
    /** The bookmark cookie the answer sets, whole (attributes included). */
    cookie: setCookies[0] ?? null,
    cookieBookmark: setCookies[0] ? /^__Host-d1b=([^;]*)/.exec(setCookies[0])![1]! : null,
    headerBookmark: res.headers.get("X-D1-Bookmark"),
    setCookies: res.headers.getSetCookie(),
  };
}

const bookmarkShape = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;
const member = async () => createSession((await createUser()).id);

describe("the bookmark a member's browser carries", () => {
  it("is set after a write, sent back, and the next read starts from it and sees the write", async () => {
    const token = await member();
    const write = await send("POST", "/api/education/progress", {
      sessionCookie: token,
      body: { lesson: firstLesson, done: true },
    });
    expect(write.status).toBe(200);
    expect(write.started).toEqual(["first-primary"]);
    expect(write.cookieBookmark).toMatch(bookmarkShape);
    expect(write.cookie).toContain("Path=/");
    expect(write.cookie).toContain("HttpOnly");
    expect(write.cookie).toContain("Secure");
    expect(write.cookie).toContain("SameSite=Lax");
    expect(write.headerBookmark).toBeNull();

    const read = await send("GET", "/api/education/progress", { sessionCookie: token, bookmarkCookie: write.cookieBookmark! });
    expect(read.started).toEqual([write.cookieBookmark]);
    expect(read.body).toEqual({ completed: [firstLesson] });
  });

  it("keeps read-your-writes across requests, each read starting from the newest bookmark", async () => {
    const token = await member();
    let bookmark: string | null = null;
    const steps = [
      { lesson: firstLesson, done: true, completed: [firstLesson] },
      { lesson: secondLesson, done: true, completed: [firstLesson, secondLesson] },
      { lesson: firstLesson, done: false, completed: [secondLesson] },
    ];
    for (const step of steps) {
      const write = await send("POST", "/api/education/progress", {
        sessionCookie: token,
        ...(bookmark ? { bookmarkCookie: bookmark } : {}),
        body: { lesson: step.lesson, done: step.done },
      });
      // A write starts at the primary whatever it carried, and answers a newer bookmark.
      expect(write.started).toEqual(["first-primary"]);
      expect(write.cookieBookmark).toMatch(bookmarkShape);
      if (bookmark) expect(write.cookieBookmark! > bookmark).toBe(true);
      bookmark = write.cookieBookmark!;
      const read = await send("GET", "/api/education/progress", { sessionCookie: token, bookmarkCookie: bookmark });
      expect(read.started).toEqual([bookmark]);
      expect(read.body).toEqual({ completed: step.completed });
      // Only a newer position is sent back, so a read never takes a member's bookmark backwards.
      if (read.cookieBookmark) expect(read.cookieBookmark > bookmark).toBe(true);
      bookmark = read.cookieBookmark ?? bookmark;
    }
  });

  it("gives a member who has none one from the primary on their first read", async () => {
    const token = await member();
    const first = await send("GET", "/api/profiles/me", { sessionCookie: token });
    expect(first.status).toBe(200);
    expect(first.started).toEqual(["first-primary"]);
    expect(first.cookieBookmark).toMatch(bookmarkShape);
  });
});

describe("an API client's bookmark header", () => {
  it("is answered in the header, not a cookie, and read-your-writes holds with it", async () => {
    const token = await member();
    const write = await send("POST", "/api/education/progress", { token, body: { lesson: secondLesson, done: true } });
    expect(write.headerBookmark).toMatch(bookmarkShape);
    expect(write.cookie).toBeNull();
    const read = await send("GET", "/api/education/progress", { token, bookmarkHeader: write.headerBookmark! });
    expect(read.started).toEqual([write.headerBookmark]);
    expect(read.body).toEqual({ completed: [secondLesson] });
  });
});

describe("a malformed bookmark", () => {
  const bad = [
    "first-unconstrained",
    "not a bookmark",
    "00000000-0000001a-00000000",
    `00000000-0000001A-00000000-${"0".repeat(32)}`,
    `00000000-0000001a-00000000-${"0".repeat(320)}`,
    "0000000G-0000001a-00000000-00000000000000000000000000000000",
  ];

  it.each(bad)("is ignored, not an error: %j", async (value) => {
    const token = await member();
    const fromCookie = await send("GET", "/api/education/progress", { sessionCookie: token, bookmarkCookie: value });
    expect(fromCookie.status).toBe(200);
    expect(fromCookie.started).toEqual(["first-primary"]);
    // The member gets a good one in its place.
    expect(fromCookie.cookieBookmark).toMatch(bookmarkShape);
    const fromHeader = await send("GET", "/api/education/progress", { token, bookmarkHeader: value });
    expect(fromHeader.status).toBe(200);
    expect(fromHeader.started).toEqual(["first-primary"]);
    expect(fromHeader.headerBookmark).toMatch(bookmarkShape);
  });
});

describe("shared data that may be a moment old", () => {
  it("the library answers without a bookmark, starting anywhere and giving none back", async () => {
    const token = await member();
    const library = await send("GET", "/api/exercises/barbell-bench-press", { token });
    expect(library.status).toBe(200);
    expect(library.started).toEqual(["first-unconstrained"]);
    expect(library.headerBookmark).toBeNull();
    expect(library.cookie).toBeNull();
  });

  it.each(["/api/health", "/api/config/public", "/api/foods/search?q=apple", "/api/dishes"])(
    "%s starts anywhere without a bookmark",
    async (path) => {
      const token = await createSession((await createUser({ plan: "PRO" })).id);
      const res = await send("GET", path, { sessionCookie: token });
      expect(res.status, path).toBe(200);
      expect(res.started).toEqual(["first-unconstrained"]);
      expect(res.cookie).toBeNull();
    },
  );

  it("starts from the member's bookmark when one is carried (never older than what they saw)", async () => {
    const token = await member();
    const write = await send("POST", "/api/education/progress", { token, body: { lesson: firstLesson, done: true } });
    const library = await send("GET", "/api/exercises/barbell-bench-press", { token, bookmarkHeader: write.headerBookmark! });
    expect(library.started).toEqual([write.headerBookmark]);
  });
});

describe("the member's own data", () => {
  it.each(["/api/exercises/own", "/api/profiles/me", "/api/progress/entries", "/api/education/progress"])(
    "%s reads at the primary without a bookmark",
    async (path) => {
      const token = await member();
      const res = await send("GET", path, { token });
      expect(res.started).toEqual(["first-primary"]);
    },
  );

  it("a visitor gets no cookie, not even from a sign-in (its answer holds only the session)", async () => {
    const visitor = await send("GET", "/api/health");
    expect(visitor.cookie).toBeNull();
    const signIn = await send("POST", "/api/auth/sign-in", { body: await verifiedMember() });
    expect(signIn.status).toBe(200);
    expect(signIn.started).toEqual(["first-primary"]);
    expect(signIn.cookie).toBeNull();
    // The member's first request then reads at the primary and gets one.
    const token = /__Host-session=([^;]+)/.exec(signIn.setCookies.join("\n"))![1]!;
    const first = await send("GET", "/api/profiles/me", { sessionCookie: token });
    expect(first.started).toEqual(["first-primary"]);
    expect(first.cookieBookmark).toMatch(bookmarkShape);
  });
});

/**
 * The real database, but every session started on it reads like a replica that has not yet seen
 * any session's index row (a new sign-in's, say): its statements on `sessions` find nothing.
 */
function laggingReplicaDb() {
  const hidesRow = (sql: string) => /\bfrom "sessions"|\bsessions\b/i.test(sql);
  const empty = { results: [], success: true, meta: {} };
  const behind = (session: D1DatabaseSession) =>
    new Proxy(session, {
      get(target, key) {
        if (key === "prepare") {
          return (sql: string) => {
            const stmt = target.prepare(sql);
            if (!hidesRow(sql)) return stmt;
            const none = { all: async () => empty, raw: async () => [], first: async () => null, run: async () => empty };
            return { ...none, bind: () => none };
          };
        }
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
  return new Proxy(env.DB, {
    get(target, key) {
      if (key === "withSession") return (constraintOrBookmark: string) => behind(target.withSession(constraintOrBookmark));
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

describe("a session whose index row the replica has not seen yet", () => {
  const whoAmI = async (token: string) => {
    const ctx = createExecutionContext();
    const res = await app.fetch(
      new Request("https://forma.test/api/foods/01077", { headers: { Authorization: `Bearer ${token}` } }),
      { ...env, DB: laggingReplicaDb() },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    const session = await app.fetch(new Request("https://forma.test/api/auth/session", { headers: { Authorization: `Bearer ${token}` } }), {
      ...env,
      DB: laggingReplicaDb(),
    });
    return { search: res.status, user: ((await session.json()) as { user: { id: string } | null }).user };
  };

  it("is the member's all the same: the primary has the row (a sign-in a moment ago)", async () => {
    const { id } = await createUser();
    const token = await createSession(id);
    expect(await whoAmI(token)).toEqual({ search: 200, user: expect.objectContaining({ id }) });
    expect(await env.SESSIONS.get(`session:${sessionIdFromToken(token)}`)).not.toBeNull();
  });

  it("is no one's once the primary has no row either (revoked), and its record goes", async () => {
    const { id } = await createUser();
    const token = await createSession(id);
    await env.DB.prepare("DELETE FROM sessions WHERE user_id = ?1").bind(id).run();
    expect((await whoAmI(token)).user).toBeNull();
    expect(await env.SESSIONS.get(`session:${sessionIdFromToken(token)}`)).toBeNull();
  });
});

describe("what is written after an answer went out", () => {
  it.each(["/api/chat/messages", "/api/transform/previews", "/chat"])(
    "%s reads at the primary even with a bookmark",
    async (path) => {
      const token = await createSession((await createUser({ plan: "PRO" })).id);
      const write = await send("POST", "/api/education/progress", {
        sessionCookie: token,
        body: { lesson: firstLesson, done: true },
      });
      const read = await send("GET", path, { sessionCookie: token, bookmarkCookie: write.cookieBookmark! });
      expect(read.status).toBe(200);
      expect(read.started).toEqual(["first-primary"]);
      // Its newer position goes back, so the reads after it see the saved reply too.
      if (read.cookieBookmark) expect(read.cookieBookmark > write.cookieBookmark!).toBe(true);
    },
  );
});

describe("outside requests", () => {
  it("crons keep the plain binding (every read at the primary)", async () => {
    const recorder = recordingDb();
    const now = Date.now();
    await runScheduled("1 2 3 4 5", { ...env, DB: recorder.db }, now);
    expect(recorder.started).toEqual([]);
    const rows = await getDb(env.DB).select().from(cronRuns).all();
    expect(rows.some((r) => r.cron === "1 2 3 4 5" && r.ranAt.getTime() === now)).toBe(true);
  });

  it("drizzle runs queries and batches on a session as on the binding", async () => {
    const db = getDb(env.DB.withSession("first-primary") as unknown as D1Database);
    const [one, two] = await db.batch([db.select().from(cronRuns).limit(1), db.select().from(cronRuns).limit(1)]);
    expect(one).toEqual(two);
  });
});
