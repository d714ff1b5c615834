import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { ApiFailure } from "../../web/shared/api/client";
import { QueryObserver, onlineManager } from "@tanstack/react-query";
import { anyUnanswered, askAgainForWaiting, onSlow, onUnanswered, slowRequestMs } from "../../web/app/connection/request-signals";

// fetch's own failure when nothing answers.
const noAnswer = () => Promise.reject(new TypeError("Failed to fetch"));
// A request the network dropped: no answer, no error.
const never = () => new Promise<never>(() => undefined);

/** Timers the test fires by hand: what is set and not yet cleared. */
function handTimers() {
  const set = new Map<number, { fn: () => void; ms: number }>();
  let next = 0;
  return {
    setTimer: (fn: () => void, ms: number) => (set.set(++next, { fn, ms }), next),
    clearTimer: (id: unknown) => void set.delete(id as number),
    pending: () => [...set.values()],
    fireAll: () => {
      const due = [...set.entries()];
      set.clear();
      for (const [, timer] of due) timer.fn();
    },
  };
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

describe("what the app's requests say of the network", () => {
  it("hears a query or a change that got no answer, not one the server refused", async () => {
    const queries = client();
    const heard = vi.fn();
    const stop = onUnanswered(queries, heard);
    await queries
      .fetchQuery({ queryKey: ["refused"], queryFn: () => Promise.reject(new ApiFailure(500, "http_error", "Server error")) })
      .catch(() => undefined);
    await queries.fetchQuery({ queryKey: ["fine"], queryFn: () => Promise.resolve(1) });
    expect(heard).not.toHaveBeenCalled();
    await queries.fetchQuery({ queryKey: ["lost"], queryFn: noAnswer }).catch(() => undefined);
    expect(heard).toHaveBeenCalled();
    heard.mockClear();
    await queries
      .getMutationCache()
      .build(queries, { mutationFn: noAnswer })
      .execute(undefined)
      .catch(() => undefined);
    expect(heard).toHaveBeenCalled();
    stop();
    heard.mockClear();
    await queries.fetchQuery({ queryKey: ["later"], queryFn: noAnswer }).catch(() => undefined);
    expect(heard).not.toHaveBeenCalled();
  });

  it("tells whether a query's last try, before the watch, got no answer", async () => {
    const queries = client();
    await queries
      .fetchQuery({ queryKey: ["session"], queryFn: () => Promise.reject(new ApiFailure(401, "http_error", "No")) })
      .catch(() => undefined);
    expect(anyUnanswered(queries)).toBe(false);
    await queries.fetchQuery({ queryKey: ["session"], queryFn: noAnswer }).catch(() => undefined);
    expect(anyUnanswered(queries)).toBe(true);
    // Answered since: the network is back.
    await queries.fetchQuery({ queryKey: ["session"], queryFn: () => Promise.resolve({ user: null }) });
    expect(anyUnanswered(queries)).toBe(false);
  });
});

describe("a request that waits for its answer", () => {
  it("counts as unanswered after 15 s on the network, once; one answered or given up before does not", async () => {
    const queries = client();
    const timers = handTimers();
    const heard = vi.fn();
    const stop = onSlow(queries, heard, timers);
    void queries.fetchQuery({ queryKey: ["dropped"], queryFn: never });
    await queries.fetchQuery({ queryKey: ["answered"], queryFn: () => Promise.resolve(1) });
    await queries
      .fetchQuery({ queryKey: ["refused"], queryFn: () => Promise.reject(new ApiFailure(500, "http_error", "No")) })
      .catch(() => undefined);
    // Only the dropped read is still timed, for 15 s.
    expect(timers.pending().map((t) => t.ms)).toEqual([slowRequestMs]);
    expect(slowRequestMs).toBe(15_000);
    timers.fireAll();
    expect(heard).toHaveBeenCalledTimes(1);
    // Still waiting, but already heard: a screen that starts watching the same read (a change of
    // the request's state) starts no second timer for the same try.
    const watching = new QueryObserver(queries, { queryKey: ["dropped"], queryFn: never }).subscribe(() => undefined);
    expect(timers.pending()).toEqual([]);
    watching();
    stop();
  });

  it("counts a change sent and waiting, not one paused while the browser is offline", async () => {
    const queries = client();
    const timers = handTimers();
    const heard = vi.fn();
    const stop = onSlow(queries, heard, timers);
    void queries.getMutationCache().build(queries, { mutationFn: never }).execute(undefined);
    await Promise.resolve();
    expect(timers.pending()).toHaveLength(1);
    timers.fireAll();
    expect(heard).toHaveBeenCalledTimes(1);
    onlineManager.setOnline(false);
    try {
      void queries.getMutationCache().build(queries, { mutationFn: never }).execute(undefined);
      await Promise.resolve();
      expect(timers.pending()).toEqual([]);
    } finally {
      onlineManager.setOnline(true);
    }
    stop();
  });

  it("stops timing when the watch stops", () => {
    const queries = client();
    const timers = handTimers();
    const heard = vi.fn();
    const stop = onSlow(queries, heard, timers);
    void queries.fetchQuery({ queryKey: ["dropped"], queryFn: never });
    expect(timers.pending()).toHaveLength(1);
    stop();
    expect(timers.pending()).toEqual([]);
    void queries.fetchQuery({ queryKey: ["later"], queryFn: never });
    expect(timers.pending()).toEqual([]);
    expect(heard).not.toHaveBeenCalled();
  });

  it("is asked again once the connection is back when the screen already shows its data; a first load keeps its try", async () => {
    const queries = client();
    let tries = 0;
    const weight = vi.fn(() => (++tries === 2 ? never() : Promise.resolve(70 + tries)));
    const shown = new QueryObserver(queries, { queryKey: ["weight"], queryFn: weight });
    const stopObserving = shown.subscribe(() => undefined);
    await vi.waitFor(() => expect(queries.getQueryData(["weight"])).toBe(71));
    // A refetch sent into a network that dropped it.
    void queries.refetchQueries({ queryKey: ["weight"] });
    const first = vi.fn(never);
    void queries.fetchQuery({ queryKey: ["first load"], queryFn: first });
    expect(weight).toHaveBeenCalledTimes(2);
    await askAgainForWaiting(queries);
    expect(weight).toHaveBeenCalledTimes(3);
    expect(queries.getQueryData(["weight"])).toBe(73);
    expect(queries.getQueryState(["weight"])?.fetchStatus).toBe("idle");
    expect(first).toHaveBeenCalledTimes(1);
    stopObserving();
  });
});
