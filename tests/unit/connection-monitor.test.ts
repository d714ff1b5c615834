import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  checkTimeoutMs,
  createConnectionMonitor,
  healthCheck,
  keepAliveMs,
  type ConnectionEvent,
} from "../../web/app/connection/monitor";

/** A monitor whose checks answer `results` in turn (false after them), or as `check` does. */
function setup(results: boolean[], custom?: () => Promise<boolean>) {
  const events: ConnectionEvent[] = [];
  const checks: number[] = [];
  const check = vi.fn(async () => {
    checks.push(Date.now());
    return custom ? custom() : (results.shift() ?? false);
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

/** A monitor whose first check waits until the test answers it; the later ones answer `later`. */
function setupLateFirst(later: boolean) {
  let answer: (up: boolean) => void = () => {};
  const answers = [new Promise<boolean>((resolve) => (answer = resolve))];
  const run = setup([], () => answers.shift() ?? Promise.resolve(later));
  return { ...run, answer: (up: boolean) => answer(up) };
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
    await monitor.retryNow();
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

  it("checks at once when a request goes unanswered while online, and reports the loss only if the check fails too", async () => {
    const { monitor, events, checks } = setup([true, false]);
    await monitor.unanswered();
    expect(events).toEqual([]);
    await monitor.unanswered();
    expect(checks).toEqual([0, 0]);
    expect(events).toEqual(["lost"]);
    // The tries follow as after the browser's own word.
    await vi.advanceTimersByTimeAsync(5000);
    expect(checks).toEqual([0, 0, 5000]);
  });

  it("makes one check for requests that go unanswered together, and none while the tries run", async () => {
    let answer: (up: boolean) => void = () => {};
    const { monitor, events, check } = setup([], () => new Promise<boolean>((resolve) => (answer = resolve)));
    const first = monitor.unanswered();
    void monitor.unanswered();
    void monitor.unanswered();
    expect(check).toHaveBeenCalledTimes(1);
    answer(false);
    await first;
    expect(events).toEqual(["lost"]);
    // A retry is waiting: what the requests say meanwhile changes nothing.
    await monitor.unanswered();
    expect(check).toHaveBeenCalledTimes(1);
  });

  it("after the tries have run out, checks again when a request goes unanswered, and reports the connection back", async () => {
    const { monitor, events, checks } = setup([false, false, false, false, false, true]);
    monitor.wentOffline();
    await vi.advanceTimersByTimeAsync(75_000);
    expect(events).toEqual(["lost", "failed"]);
    await monitor.unanswered();
    expect(checks).toHaveLength(6);
    expect(events).toEqual(["lost", "failed", "restored"]);
  });

  it("waits for the try on its way when the browser says it is back online", async () => {
    const { monitor, events, check, answer } = setupLateFirst(true);
    monitor.wentOffline();
    await vi.advanceTimersByTimeAsync(5000);
    expect(check).toHaveBeenCalledTimes(1);
    await monitor.retryNow();
    expect(check).toHaveBeenCalledTimes(1);
    answer(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(events).toEqual(["lost", "restored"]);
  });

  it("leaves the keep-alive to the tries when the browser says offline while a ping is on its way", async () => {
    const { monitor, events, check, answer } = setupLateFirst(false);
    monitor.start();
    await vi.advanceTimersByTimeAsync(keepAliveMs);
    monitor.wentOffline();
    answer(true);
    await vi.advanceTimersByTimeAsync(75_000 + keepAliveMs);
    // Five tries and no ping: the connection stays reported lost.
    expect(check).toHaveBeenCalledTimes(6);
    expect(events).toEqual(["lost", "failed"]);
  });

  it("reports nothing and sets no timer when stopped while a check is on its way", async () => {
    const { monitor, events, check, answer } = setupLateFirst(false);
    monitor.wentOffline();
    await vi.advanceTimersByTimeAsync(5000);
    expect(check).toHaveBeenCalledTimes(1);
    monitor.stop();
    answer(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(75_000 + keepAliveMs);
    expect(check).toHaveBeenCalledTimes(1);
    expect(events).toEqual(["lost"]);
  });

  it("gives a check up as failed when nothing answers within 10 s", async () => {
    // A network that drops what it is sent: the request waits until it is aborted.
    const fetch = vi.fn(
      (_: string, init: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init.signal!.addEventListener("abort", () => reject(new DOMException("", "AbortError"))),
        ),
    );
    vi.stubGlobal("fetch", fetch);
    let result: boolean | undefined;
    void healthCheck().then((up) => (result = up));
    await vi.advanceTimersByTimeAsync(checkTimeoutMs - 1);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe(false);
    expect(fetch).toHaveBeenCalledWith("/api/health", expect.objectContaining({ method: "HEAD" }));
    vi.unstubAllGlobals();
  });
});
