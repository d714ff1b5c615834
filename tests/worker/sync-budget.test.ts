import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getDb } from "../../worker/db/client";
import { peek, take } from "../../worker/platform/rate-limit";
import * as diary from "./diary-fixture";
import { memberOn, sessionChange, sync } from "./workout-fixture";

// How many changes a member's devices may send to a log's sync route in an hour (3,000 each, the
// workout log and the diary apart; worker/shared/sync-budget.ts). A sync over it is refused whole
// with 429, Retry-After and when more are taken; the device keeps its changes. Counted in one
// statement, so syncs at once are counted exactly. The tests start a member's hour near its end.

const hour = 3_600_000;

/** Says the member's devices already sent `count` changes to `log` in the hour that began at `at`. */
const spent = (userId: string, log: "workouts" | "diary", count: number, at: number) =>
  env.DB.prepare("INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, ?3)").bind(`sync-changes:${log}:${userId}`, at, count).run();

const sessions = (n: number) => Array.from({ length: n }, () => sessionChange());

describe("the hour's changes", () => {
  it("refuse a sync that would pass them whole, saying when more are taken, even for syncs at once", async () => {
    const { id, token } = await memberOn("BASIC");
    const now = Date.now();
    await spent(id, "workouts", 2_990, now - 10 * 60_000);
    const answers = await Promise.all([0, 1, 2].map(() => sync(token, sessions(5), { now })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 429]);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body.error.code).toBe("sync_limit");
    expect(refused.body.error.message).toMatch(
      /^You have sent 3,000 changes within an hour, the most the app takes\. The rest stay on this device and will be sent after .+ \d\d:\d\d UTC\.$/,
    );
    expect(refused.res.headers.get("Retry-After")).toBe(String(50 * 60));
    const stored = await env.DB.prepare("SELECT COUNT(*) AS n FROM workout_sessions WHERE user_id = ?").bind(id).first<{ n: number }>();
    expect(stored!.n).toBe(10);

    const ru = await sync(token, sessions(1), { now, lang: "ru" });
    expect(ru.status).toBe(429);
    expect(ru.body.error.message).toMatch(
      /^За час отправлено 3\u00a0000 изменений\u00a0— больше приложение не принимает\. Остальные сохранены на этом устройстве и будут отправлены после .+ UTC\.$/,
    );

    // The diary has its own hour; the next hour takes the workouts again.
    expect((await diary.sync(token, [diary.entryChange(diary.milk)], { now })).status).toBe(200);
    expect((await sync(token, sessions(5), { now: now + hour })).status).toBe(200);
  });

  it("of the diary are counted apart and refused the same way", async () => {
    const { id, token } = await diary.member();
    const now = Date.now();
    await spent(id, "diary", 2_999, now);
    const two = [diary.entryChange(diary.milk), diary.entryChange(diary.milk)];
    const res = await diary.sync(token, two, { now });
    expect(res.status).toBe(429);
    expect(res.res.headers.get("Retry-After")).toBe("3600");
    expect(await diary.entriesOn(token)).toEqual([]);
    expect(diary.outcomes(await diary.sync(token, two.slice(0, 1), { now }))).toEqual(["saved"]);
  });
});

describe("a limit taken by an amount", () => {
  it("takes all of it or none: never more than the window holds, even in an empty window", async () => {
    const db = getDb(env.DB);
    const limit = { key: `amount-test:${crypto.randomUUID()}`, max: 10, windowMs: hour };
    const now = Date.now();
    expect((await take(db, limit, now, 11)).taken).toBe(false);
    expect(await peek(db, limit, now)).toEqual({ count: 0, resetAt: now });
    expect(await take(db, limit, now, 7)).toEqual({ taken: true, count: 7, resetAt: now + hour });
    expect((await take(db, limit, now, 4)).taken).toBe(false);
    expect(await take(db, limit, now, 3)).toEqual({ taken: true, count: 10, resetAt: now + hour });
    expect(await take(db, limit, now + hour, 10)).toEqual({ taken: true, count: 10, resetAt: now + 2 * hour });
  });
});
