// The rest's end on a locked screen: the page hands the end time to the service worker while it
// is hidden and takes it back when shown again or when the rest changes; the worker waits (kept
// awake, at most about 5 minutes) and shows the notification unless it was taken back.
import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { switchLocale } from "../../web/shared/i18n/locale";
import { setRestNoticeOn } from "../../web/shared/rest-notice";
import { restNoticeAction, syncRestNotice, type RestNoticeState } from "../../web/workout/rest-notice";
import { extendRest, startRest, stopRest } from "../../web/workout/rest-timer";

const start = Date.UTC(2026, 10, 29, 10, 0, 0);

describe("when the page hands the rest to the service worker", () => {
  const base: RestNoticeState = { endsAt: start + 90_000, hidden: true, on: true, permission: "granted", now: start, handed: null };

  it("posts a running rest once the page is hidden, once per end time", () => {
    expect(restNoticeAction(base)).toBe("post");
    expect(restNoticeAction({ ...base, handed: base.endsAt })).toBe("keep");
    expect(restNoticeAction({ ...base, handed: base.endsAt! - 15_000 })).toBe("post");
  });

  it("posts nothing while visible, without permission, turned off, past its end or past the worker's 5 minutes", () => {
    for (const s of [
      { hidden: false },
      { permission: "default" as const },
      { permission: "denied" as const },
      { permission: "unsupported" as const },
      { on: false },
      { endsAt: start },
      { endsAt: start + 6 * 60_000 },
      { endsAt: null },
    ])
      expect(restNoticeAction({ ...base, ...s })).toBe("keep");
  });

  it("takes back what the worker holds once it is no longer wanted", () => {
    const handed = base.endsAt;
    expect(restNoticeAction({ ...base, handed, hidden: false })).toBe("cancel");
    expect(restNoticeAction({ ...base, handed, endsAt: null })).toBe("cancel");
    expect(restNoticeAction({ ...base, handed, on: false })).toBe("cancel");
  });
});

describe("the rest timer and the service worker", () => {
  const postMessage = vi.fn();
  const setVisibility = (hidden: boolean) => {
    Object.defineProperty(document, "visibilityState", { value: hidden ? "hidden" : "visible", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  };

  beforeEach(() => {
    // Files run one after another in a worker: start from English and a shown page, whatever ran before.
    switchLocale("en");
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
    vi.useFakeTimers({ now: start });
    Object.defineProperty(navigator, "serviceWorker", {
      value: { controller: { postMessage }, getRegistration: async () => ({ showNotification: async () => undefined }) },
      configurable: true,
    });
    vi.stubGlobal("Notification", { permission: "granted" });
    // And with no rest handed to the worker: a rest another file left (the module keeps it) is
    // taken back here, where the worker can be told, before the test counts the messages.
    stopRest();
    syncRestNotice(null);
    postMessage.mockClear();
  });

  afterEach(() => {
    stopRest();
    setVisibility(false);
    postMessage.mockClear();
    localStorage.clear();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, "serviceWorker");
  });

  it("hands over the end when hidden, in the member's words, and takes it back when shown", () => {
    startRest(90);
    expect(postMessage).not.toHaveBeenCalled();
    setVisibility(true);
    expect(postMessage).toHaveBeenLastCalledWith({
      type: "forma-rest",
      endsAt: start + 90_000,
      title: "Rest is over: next set",
      body: "Time for the next set.",
      url: "/workout",
    });
    setVisibility(false);
    expect(postMessage).toHaveBeenLastCalledWith({ type: "forma-rest-cancel" });
    expect(postMessage).toHaveBeenCalledTimes(2);
  });

  it("sends a changed end again, and takes it back when the rest is skipped", () => {
    startRest(90);
    setVisibility(true);
    extendRest(15);
    expect(postMessage).toHaveBeenLastCalledWith(expect.objectContaining({ type: "forma-rest", endsAt: start + 105_000 }));
    stopRest();
    expect(postMessage).toHaveBeenLastCalledWith({ type: "forma-rest-cancel" });
  });

  it("hands over nothing when the member turned it off on this device", () => {
    setRestNoticeOn(false);
    startRest(90);
    setVisibility(true);
    expect(postMessage).not.toHaveBeenCalled();
    expect(localStorage.getItem("forma_rest_notice")).toBe("off");
  });
});

/** public/sw-notifications.js in a stand-in worker scope: its listeners, and what it showed. */
function loadWorker() {
  const listeners: Record<string, (event: unknown) => void> = {};
  const shown: { title: string; options: { tag?: string; body?: string; data?: { url?: string } } }[] = [];
  const self = {
    addEventListener: (type: string, fn: (event: unknown) => void) => (listeners[type] = fn),
    location: { origin: "https://forma.test" },
    registration: { showNotification: async (title: string, options: (typeof shown)[number]["options"]) => void shown.push({ title, options }) },
  };
  runInNewContext(readFileSync("public/sw-notifications.js", "utf8"), {
    self,
    URL,
    // The test's clock (fake timers), not the new context's own.
    Date,
    fetch: () => Promise.reject(new Error("no network")),
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
  });
  const kept: Promise<unknown>[] = [];
  const message = (data: unknown, ports: { postMessage: (x: unknown) => void }[] = []) =>
    listeners.message!({ data, ports, waitUntil: (p: Promise<unknown>) => kept.push(p) });
  /** What the worker answers a "forma-rest-status" message. */
  const status = () => {
    let answer: unknown;
    message({ type: "forma-rest-status" }, [{ postMessage: (x) => (answer = x) }]);
    return answer as { endsAt: number; wait: number; outcome: string } | null;
  };
  return { message, shown, kept, status, self };
}

describe("the service worker's rest notification", () => {
  beforeEach(() => vi.useFakeTimers({ now: start }));
  afterEach(() => vi.useRealTimers());
  const rest = (endsAt: number) => ({ type: "forma-rest", endsAt, title: "Отдых окончен: следующий подход", body: "Пора делать следующий подход.", url: "/workout" });

  it("stays awake until the end and shows it then, tagged so a newer one replaces it", async () => {
    const sw = loadWorker();
    sw.message(rest(start + 60_000));
    expect(sw.kept).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(sw.shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    await Promise.all(sw.kept);
    expect(sw.shown).toEqual([
      { title: "Отдых окончен: следующий подход", options: expect.objectContaining({ body: "Пора делать следующий подход.", tag: "forma-rest", data: { url: "/workout" } }) },
    ]);
  });

  it("shows nothing once the page takes it back, and only the newest of two ends", async () => {
    const sw = loadWorker();
    sw.message(rest(start + 60_000));
    sw.message({ type: "forma-rest-cancel" });
    await vi.advanceTimersByTimeAsync(61_000);
    await Promise.all(sw.kept);
    expect(sw.shown).toEqual([]);
    sw.message(rest(Date.now() + 30_000));
    sw.message(rest(Date.now() + 45_000));
    await vi.advanceTimersByTimeAsync(46_000);
    await Promise.all(sw.kept);
    expect(sw.shown).toHaveLength(1);
  });

  it("says what became of the last rest: waiting, shown, taken back, or the browser's refusal", async () => {
    const sw = loadWorker();
    expect(sw.status()).toBeNull();
    sw.message(rest(start + 10_000));
    expect(sw.status()).toMatchObject({ endsAt: start + 10_000, wait: 10_000, outcome: "waiting" });
    await vi.advanceTimersByTimeAsync(10_000);
    await Promise.all(sw.kept);
    expect(sw.status()?.outcome).toMatch(/^shown at \d+$/);
    sw.message(rest(Date.now() + 5_000));
    sw.message({ type: "forma-rest-cancel" });
    expect(sw.status()?.outcome).toBe("taken back");
    sw.self.registration.showNotification = () => Promise.reject(new TypeError("No notification permission has been granted"));
    sw.message(rest(Date.now() + 1_000));
    await vi.advanceTimersByTimeAsync(1_000);
    await Promise.all(sw.kept);
    expect(sw.status()?.outcome).toBe("not shown: No notification permission has been granted");
  });

  it("ignores a rest past its 5 minutes, other messages, and a path outside the app", async () => {
    const sw = loadWorker();
    sw.message(rest(start + 10 * 60_000));
    sw.message("hello");
    sw.message({ type: "forma-rest", endsAt: "soon", title: "x" });
    expect(sw.kept).toEqual([]);
    sw.message({ ...rest(start + 1_000), url: "https://elsewhere.example/" });
    await vi.advanceTimersByTimeAsync(1_000);
    await Promise.all(sw.kept);
    expect(sw.shown[0]!.options.data).toEqual({ url: "/" });
  });
});
