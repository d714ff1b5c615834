import { describe, expect, it } from "vitest";
import { call } from "./auth-helpers";
import { memberOn } from "./workout-fixture";

// The logger's settings kept with the account (decision 0070): one document per member, the latest
// change winning whole, for Standard and Pro like the logger itself.

const get = (token: string) => call("GET", "/api/workouts/settings", undefined, { token });
const put = (token: string, body: unknown, opts: { lang?: "en" | "ru"; now?: number } = {}) =>
  call("PUT", "/api/workouts/settings", body, { token, ...opts });

const at = Date.parse("2026-11-20T09:00:00Z");
const settings = (over: Record<string, unknown> = {}) => ({
  effort: "rpe",
  plates: { metric: { bar: 15, plates: [20, 10, 5, 2.5] }, imperial: { bar: 45, plates: [45, 25, 10, 5] } },
  rest: { "barbell-bench-press": 180, "own-0f5a7d4e-2b1c-4d3e-8f9a-123456789abc": 0 },
  updatedAt: at,
  ...over,
});

describe("the logger's settings", () => {
  it("are none until a device sends them, then the same on every device, and never another member's", async () => {
    const { token } = await memberOn("BASIC");
    expect(await get(token)).toMatchObject({ status: 200, body: { settings: null } });
    expect(await put(token, settings(), { now: at + 1_000 })).toMatchObject({ status: 200, body: { settings: settings() } });
    expect((await get(token)).body).toEqual({ settings: settings() });
    const other = await memberOn("PRO");
    expect((await get(other.token)).body).toEqual({ settings: null });
  });

  it("keep the latest change whole: an older one is answered with what is kept", async () => {
    const { token } = await memberOn("PRO");
    await put(token, settings({ updatedAt: at }), { now: at + 1_000 });
    const older = settings({ effort: "off", rest: {}, updatedAt: at - 60_000 });
    expect((await put(token, older, { now: at + 2_000 })).body).toEqual({ settings: settings({ updatedAt: at }) });
    // The same moment does not replace either.
    expect((await put(token, settings({ effort: "rir", updatedAt: at }), { now: at + 2_000 })).body.settings.effort).toBe("rpe");
    const later = settings({ effort: "rir", rest: { "goblet-squat": 60 }, updatedAt: at + 60_000 });
    expect((await put(token, later, { now: at + 120_000 })).body).toEqual({ settings: later });
  });

  it("never keep a change dated after the server's clock, so a device running ahead cannot win for days", async () => {
    const { token } = await memberOn("BASIC");
    const ahead = await put(token, settings({ updatedAt: at + 3 * 86_400_000 }), { now: at });
    expect(ahead.body.settings.updatedAt).toBe(at);
    // A change made a minute later on a device with the right time wins.
    const next = settings({ effort: "off", updatedAt: at + 60_000 });
    expect((await put(token, next, { now: at + 61_000 })).body).toEqual({ settings: next });
  });

  it("keep a change made on the kept copy though its device's clock is behind, stamped after it", async () => {
    const { token } = await memberOn("BASIC");
    const kept = (await put(token, settings({ updatedAt: at + 60_000 }), { now: at + 61_000 })).body.settings;
    const behind = settings({ effort: "off", updatedAt: at, base: kept.updatedAt });
    expect((await put(token, behind, { now: at + 62_000 })).body).toEqual({
      settings: settings({ effort: "off", updatedAt: at + 60_001 }),
    });
    // Made on a copy no longer kept, and earlier: another device's later change stays.
    const stale = settings({ effort: "rir", updatedAt: at + 30_000, base: at + 60_000 });
    expect((await put(token, stale, { now: at + 63_000 })).body.settings).toMatchObject({
      effort: "off",
      updatedAt: at + 60_001,
    });
  });

  it("keep the latest of changes sent at once", async () => {
    const { token } = await memberOn("BASIC");
    const stamps = Array.from({ length: 12 }, (_, i) => at + ((i * 7) % 12) * 1_000);
    const answers = await Promise.all(stamps.map((updatedAt) => put(token, settings({ updatedAt }), { now: at + 60_000 })));
    expect(answers.map((a) => a.status)).toEqual(stamps.map(() => 200));
    expect((await get(token)).body.settings.updatedAt).toBe(Math.max(...stamps));
  });

  it("refuse what no device could choose, in the member's language, keeping what was kept", async () => {
    const { token } = await memberOn("BASIC");
    await put(token, settings(), { now: at + 1_000 });
    const wrong = [
      settings({ effort: "max" }),
      settings({ plates: { metric: { bar: 18, plates: [20] }, imperial: { bar: 45, plates: [45] } } }),
      settings({ plates: { metric: { bar: 20, plates: [20, 20] }, imperial: { bar: 45, plates: [45] } } }),
      settings({ plates: { metric: { bar: 20, plates: [3] }, imperial: { bar: 45, plates: [45] } } }),
      settings({ rest: { "barbell-bench-press": 100 } }),
      settings({ rest: { "Bench Press": 90 } }),
      settings({ rest: Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`exercise-${i}`, 60])) }),
      settings({ updatedAt: -1 }),
      settings({ updatedAt: 1.5 }),
      settings({ base: -1 }),
      settings({ base: "0" }),
      { ...settings(), plates: undefined },
      [],
    ];
    for (const body of wrong) {
      const res = await put(token, body, { now: at + 2_000 });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.error, JSON.stringify(body).slice(0, 80)).toEqual({
        code: "validation_failed",
        message: "These workout settings are not valid",
      });
    }
    const ru = await put(token, settings({ effort: "max" }), { lang: "ru", now: at + 2_000 });
    expect(ru.body.error.message).toBe("Эти настройки тренировок недопустимы");
    expect((await get(token)).body).toEqual({ settings: settings() });
  });

  it("belong to the logger: a Free member neither reads nor keeps them", async () => {
    const { token } = await memberOn("FREE");
    expect((await get(token)).status).toBe(403);
    expect((await put(token, settings(), { now: at + 1_000 })).status).toBe(403);
    expect((await call("GET", "/api/workouts/settings")).status).toBe(401);
  });
});
