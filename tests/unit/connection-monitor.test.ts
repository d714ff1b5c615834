import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createConnectionMonitor, keepAliveMs, type ConnectionEvent } from "../../web/app/connection/monitor";

function setup(results: boolean[]) {
  const events: ConnectionEvent[] = [];
  const checks: number[] = [];
  const check = vi.fn(async () => {
    checks.push(Date.now());
    return results.shift() ?? false;
  });
  const monitor = createConnectionMonitor({
    check,
    onEvent: (e) => events.push(e),
    onStatus: () => {},
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  });
  return { monitor, events, checks, check };
}

describe("connection monitor", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it("retries 5 times, waiting 5 s times the attempt, then reports failure", async () => {
    const { monitor, events, checks } = setup([false, false, false, false, false]);
    monitor.wentOffline();
    expect(events).toEqual(["lost"]);
    await vi.advanceTimersByTimeAsync(75_000);
    expect(checks).toEqual([5000, 15000, 30000, 50000, 75000]);
    expect(events).toEqual(["lost", "failed"]);
    await vi.advanceTimersByTimeAsync(100_000);
    expect(checks).toHaveLength(5);
  });

  it("reports the connection restored as soon as a check succeeds", async () => {
    const { monitor, events } = setup([false, true]);
    monitor.wentOffline();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(events).toEqual(["lost", "restored"]);
  });

  it("checks at once when the browser says it is back online", async () => {
    const { monitor, events, checks } = setup([true]);
    monitor.wentOffline();
    await monitor.wentOnline();
    expect(checks).toEqual([0]);
    expect(events).toEqual(["lost", "restored"]);
  });

  it("pings every 240 s while online and notices a silent drop", async () => {
    const { monitor, events, checks } = setup([true, false]);
    monitor.start();
    await vi.advanceTimersByTimeAsync(keepAliveMs * 2);
    expect(checks).toEqual([keepAliveMs, keepAliveMs * 2]);
    expect(events).toEqual(["lost"]);
    monitor.stop();
  });
});
