// The rest timer counts to an end time on the device's clock, so a phone that slept through it
// still knows the rest is over; at the end it vibrates and, when the page is hidden (a locked
// screen) and the member allowed it, shows a notification through the service worker.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clockText, currentRest, extendRest, restLeft, startRest, stopRest } from "../../web/workout/rest-timer";

const start = Date.UTC(2026, 10, 29, 10, 0, 0);
const vibrate = vi.fn();
const showNotification = vi.fn(async () => undefined);

function hidePage(hidden: boolean) {
  Object.defineProperty(document, "visibilityState", { value: hidden ? "hidden" : "visible", configurable: true });
}

beforeEach(() => {
  vi.useFakeTimers({ now: start });
  Object.defineProperty(navigator, "vibrate", { value: vibrate, configurable: true });
  Object.defineProperty(navigator, "serviceWorker", { value: { getRegistration: async () => ({ showNotification }) }, configurable: true });
  vi.stubGlobal("Notification", { permission: "granted" });
});

afterEach(() => {
  stopRest();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vibrate.mockClear();
  showNotification.mockClear();
  hidePage(false);
  Reflect.deleteProperty(navigator, "vibrate");
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("the rest timer", () => {
  it("ends at its end time, and only then vibrates", () => {
    startRest(90);
    vi.advanceTimersByTime(89_000);
    expect(clockText(restLeft(currentRest()!, Date.now()))).toBe("0:01");
    expect(vibrate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(currentRest()).toBeNull();
    expect(vibrate).toHaveBeenCalledTimes(1);
  });

  it("knows the rest is over after the device slept through the end", () => {
    startRest(60);
    // A locked phone: the clock moves on, the page's timers do not run.
    vi.setSystemTime(start + 5 * 60_000);
    expect(restLeft(currentRest()!, Date.now())).toBe(0);
    vi.runOnlyPendingTimers();
    expect(currentRest()).toBeNull();
    expect(vibrate).toHaveBeenCalledTimes(1);
  });

  it("is kept across a reload of the page", () => {
    startRest(120);
    expect(JSON.parse(localStorage.getItem("forma_rest")!)).toEqual({ endsAt: start + 120_000, total: 120 });
    stopRest();
    expect(localStorage.getItem("forma_rest")).toBeNull();
  });

  it("takes 15 s more or less, never ending before now", () => {
    startRest(90);
    extendRest(15);
    expect(currentRest()).toEqual({ endsAt: start + 105_000, total: 105 });
    vi.advanceTimersByTime(100_000);
    extendRest(-15);
    expect(currentRest()!.endsAt).toBe(start + 100_000);
    vi.advanceTimersByTime(0);
    expect(currentRest()).toBeNull();
  });

  it("shows a notification at the end while the page is hidden, when allowed", async () => {
    startRest(30);
    hidePage(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(showNotification).toHaveBeenCalledWith("Rest is over: next set", expect.objectContaining({ body: "Time for the next set.", tag: "forma-rest" }));
  });

  it("shows none on a visible page or without permission", async () => {
    startRest(30);
    await vi.advanceTimersByTimeAsync(30_000);
    vi.stubGlobal("Notification", { permission: "default" });
    hidePage(true);
    startRest(30);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(vibrate).toHaveBeenCalledTimes(2);
    expect(showNotification).not.toHaveBeenCalled();
  });
});
