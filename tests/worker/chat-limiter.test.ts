import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const limiter = (name: string) => env.CHAT_LIMITER.get(env.CHAT_LIMITER.idFromName(name));
const march = Date.UTC(2026, 2, 15, 12);

describe("ChatLimiter Durable Object", () => {
  it("accepts exactly the monthly allowance under concurrent sends", async () => {
    const stub = limiter("concurrent");
    const results = await Promise.all(
      Array.from({ length: 200 }, () => stub.consume({ now: march, monthlyLimit: 100, minIntervalMs: 0 })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(100);
    expect(results.filter((r) => !r.ok && r.reason === "monthly_limit")).toHaveLength(100);
    expect((await stub.usage(march, 100)).remaining).toBe(0);
  });

  it("asks for a pause between messages", async () => {
    const stub = limiter("burst");
    expect((await stub.consume({ now: march, monthlyLimit: 100, minIntervalMs: 2000 })).ok).toBe(true);
    const soon = await stub.consume({ now: march + 500, monthlyLimit: 100, minIntervalMs: 2000 });
    expect(soon).toMatchObject({ ok: false, reason: "too_soon", retryAfterMs: 1500 });
    expect((await stub.consume({ now: march + 2000, monthlyLimit: 100, minIntervalMs: 2000 })).ok).toBe(true);
  });

  it("rolls over by itself in a new month and resets on demand", async () => {
    const stub = limiter("rollover");
    await stub.consume({ now: march, monthlyLimit: 1, minIntervalMs: 0 });
    expect((await stub.consume({ now: march, monthlyLimit: 1, minIntervalMs: 0 })).ok).toBe(false);
    const april = Date.UTC(2026, 3, 1, 0, 0, 1);
    const next = await stub.consume({ now: april, monthlyLimit: 1, minIntervalMs: 0 });
    expect(next).toEqual({ ok: true, remaining: 0, resetsAt: Date.UTC(2026, 4, 1) });
    await stub.reset(april);
    expect((await stub.usage(april, 1)).remaining).toBe(1);
  });
});
