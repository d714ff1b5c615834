// The device side of workout sync: a change is on the device (IndexedDB) before it shows, it
// waits while offline and goes when the network returns, it leaves the outbox only once answered,
// and a failed send keeps it. The server here is a stand-in answering as the worker's contract says.
import { onlineManager, QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import type { WorkoutDayJson, WorkoutDetailJson, WorkoutSyncJson } from "../../core/api/workouts";
import { applyChanges } from "../../core/training/apply-changes";
import type { SessionChange, WorkoutChange } from "../../core/validation/workouts";
import type { SyncPhase } from "../../web/shared/offline/outbox-engine";
import { unsentChanges } from "../../web/shared/offline/unsent";
import { readOutbox } from "../../web/shared/offline/workout-outbox";
import { workoutSync } from "../../web/shared/offline/workout-sync";
import { exerciseHistoryQuery, workoutDetailQuery, workoutKeys } from "../../web/shared/queries/workout";
import { failingDevice, withDeviceStore } from "./device-outbox-setup";
import { emptySession } from "./workout-session";

const at = Date.UTC(2026, 10, 29, 9);
let n = 0;
const uuid = () => `6f1c2a9e-0b7d-4c1e-9f00-${String(++n).padStart(12, "0")}`;

function start(sessionId = uuid()): SessionChange {
  return { type: "session", id: sessionId, date: "2026-11-29", name: null, note: "", source: "free", weekday: null, status: "active", startedAt: at, finishedAt: null, updatedAt: at, deleted: false };
}

type Sent = WorkoutChange[];
function server(answer: (changes: Sent) => Response) {
  const received: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      const changes = (JSON.parse(String(init.body)) as { changes: Sent }).changes;
      received.push(changes);
      return answer(changes);
    }),
  );
  return received;
}

/** The requests that carried any of these changes (other files' engines share the page and its fetch). */
const carrying = (received: Sent[], changes: readonly WorkoutChange[]) =>
  received.map((sent) => sent.filter((c) => changes.some((x) => x.id === c.id))).filter((sent) => sent.length > 0);

const saved = (changes: Sent) =>
  Response.json({ results: changes.map((c) => ({ id: c.id, result: "saved" })), sessions: [] } satisfies WorkoutSyncJson);

function engineFor() {
  const userId = uuid();
  const engine = workoutSync(userId, new QueryClient());
  const stop = engine.subscribe(() => undefined);
  return { userId, engine, stop };
}

withDeviceStore();

describe("workout changes made on the device", () => {
  it("are kept in IndexedDB before they show, sent a moment later, and forgotten once answered", async () => {
    const received = server(saved);
    const { userId, engine, stop } = engineFor();
    const change = start();
    await engine.record([change]);
    expect(engine.get().changes).toEqual([change]);
    expect(Object.values(await readOutbox(userId))).toEqual([change]);
    await vi.waitFor(() => expect(engine.get().phase).toBe("synced"));
    expect(carrying(received, [change])).toEqual([[change]]);
    expect(await readOutbox(userId)).toEqual({});
    stop();
  });

  it("wait while offline, survive a reload, and go when the network returns", async () => {
    const received = server(saved);
    onlineManager.setOnline(false);
    const { userId, engine, stop } = engineFor();
    const changes = [start(), start(), start()];
    await engine.record(changes);
    expect(engine.get().phase).toBe("unsent");
    // A reload: a new page reads the same outbox.
    expect(Object.keys(await readOutbox(userId))).toHaveLength(3);
    expect(carrying(received, changes)).toEqual([]);
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(engine.get().phase).toBe("synced"));
    expect(carrying(received, changes).flat()).toHaveLength(3);
    stop();
  });

  it("stay on the device when the send fails, and go on a retry", async () => {
    let up = false;
    const received = server((changes) => (up ? saved(changes) : Response.json({ error: { code: "internal", message: "down" } }, { status: 503 })));
    const { userId, engine, stop } = engineFor();
    const change = start();
    await engine.record([change]);
    await vi.waitFor(() => expect(engine.get().phase).toBe("failed"));
    expect(Object.keys(await readOutbox(userId))).toHaveLength(1);
    up = true;
    engine.retry();
    await vi.waitFor(() => expect(engine.get().phase).toBe("synced"));
    expect(carrying(received, [change])).toHaveLength(2);
    stop();
  });

  it("drop only a change the server can never take, and send the rest", async () => {
    const received = server((changes) =>
      changes.some((c) => c.type === "session" && c.date === "2026-02-30")
        ? Response.json({ error: { code: "validation_failed", message: "Enter a real date" } }, { status: 400 })
        : saved(changes),
    );
    const { userId, engine, stop } = engineFor();
    const good = start();
    const bad = { ...start(), date: "2026-02-30" };
    await engine.record([good, bad]);
    await vi.waitFor(() => expect(engine.get().phase).toBe("synced"));
    expect(carrying(received, [good, bad]).at(-1)).toEqual([good]);
    expect(await readOutbox(userId)).toEqual({});
    stop();
  });

  it("when the server refuses a request for a change this device finds valid, lose only that change", async () => {
    // A stricter rule on the server (or a workout's limit met): 400 for the whole request, no change named.
    const changes = Array.from({ length: 7 }, () => start());
    const refusedOne = changes[4]!;
    const stored: string[] = [];
    const received = server((sent) => {
      if (sent.some((c) => c.id === refusedOne.id))
        return Response.json({ error: { code: "validation_failed", message: "This time is not valid" } }, { status: 400 });
      stored.push(...sent.map((c) => c.id));
      return saved(sent);
    });
    const { userId, engine, stop } = engineFor();
    await engine.record(changes);
    await vi.waitFor(() => expect(engine.get().phase).toBe("synced"));
    const others = changes.filter((c) => c !== refusedOne).map((c) => c.id);
    expect(stored.filter((id) => changes.some((c) => c.id === id)).sort()).toEqual(others.sort());
    expect(engine.get().refused).toBe(1);
    expect(await readOutbox(userId)).toEqual({});
    // Found by halves, not one request per change: 7, 4, 3, 2, 1 refused, then 1 and 1.
    expect(carrying(received, changes).map((sent) => sent.length)).toEqual([7, 4, 3, 2, 1, 1, 1]);
    stop();
  });

  it("while finding the refused change, send only the refused request's changes: one made meanwhile waits", async () => {
    const changes = Array.from({ length: 7 }, () => start());
    const refusedOne = changes[4]!;
    const later = { ...start(), updatedAt: at + 60_000 };
    const refusedRequests: Sent[] = [];
    const stored: string[] = [];
    let recordedLater: Promise<void> | null = null;
    const { engine, stop } = engineFor();
    const received = server((sent) => {
      // The member logs another workout while the first request is on its way.
      recordedLater ??= engine.record([later]);
      if (sent.some((c) => c.id === refusedOne.id)) {
        refusedRequests.push(sent);
        return Response.json({ error: { code: "validation_failed", message: "This time is not valid" } }, { status: 400 });
      }
      stored.push(...sent.map((c) => c.id));
      return saved(sent);
    });
    await engine.record(changes);
    // Several requests in turn (the refused one halved down to its change): more than waitFor's
    // default second on a loaded two-core machine, where it once ran out.
    await vi.waitFor(() => expect(engine.get().phase).toBe("synced"), { timeout: 10_000 });
    expect(stored).toContain(later.id);
    expect(refusedRequests.flat().map((c) => c.id)).not.toContain(later.id);
    // The halving's requests carry the refused request's changes alone.
    expect(carrying(received, [later])).toHaveLength(1);
    stop();
  });

  it("count the changes the server refused for good", async () => {
    server((changes) => Response.json({ results: changes.map((c) => ({ id: c.id, result: "rejected", code: "not_found" })), sessions: [] }));
    const { engine, stop } = engineFor();
    await engine.record([start()]);
    await vi.waitFor(() => expect(engine.get().refused).toBe(1));
    expect(engine.get().changes).toEqual([]);
    stop();
  });

  it("leave no workout shown as open when its page's first read was sent before the finish and answered after it", async () => {
    const sessionId = uuid();
    const session = (status: "active" | "finished") =>
      emptySession({ id: sessionId, status, startedAt: at, updatedAt: at, finishedAt: status === "finished" ? at + 3_600_000 : null });
    const finish = { ...start(sessionId), status: "finished" as const, finishedAt: at + 3_600_000, updatedAt: at + 3_600_000 };
    // The history's page of the workout asks for it as the finish is recorded; the server reads it
    // before the finish arrives (open) and its answer comes back after the sync's.
    let answerFirstRead!: () => void;
    let reads = 0;
    let finished = false;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.endsWith("/api/workouts/sync")) {
          finished = true;
          const changes = (JSON.parse(String(init!.body)) as { changes: Sent }).changes;
          return Response.json({ results: changes.map((c) => ({ id: c.id, result: "saved" })), sessions: [session("finished")] } satisfies WorkoutSyncJson);
        }
        reads += 1;
        const detail: WorkoutDetailJson = { session: session(finished ? "finished" : "active"), records: [], previous: {} };
        if (reads === 1) await new Promise<void>((resolve) => (answerFirstRead = resolve));
        return Response.json(detail);
      }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const userId = uuid();
    const page = new QueryObserver(queryClient, workoutDetailQuery(userId, sessionId));
    const stopPage = page.subscribe(() => undefined);
    await vi.waitFor(() => expect(reads).toBe(1));
    const engine = workoutSync(userId, queryClient);
    const stop = engine.subscribe(() => undefined);
    await engine.record([finish]);
    await vi.waitFor(() => expect(engine.get().phase).toBe("synced"));
    answerFirstRead();
    await vi.waitFor(() => expect(page.getCurrentResult().data?.session.status).toBe("finished"));
    // And it stays so: the open answer, read before the finish, never lands.
    await vi.waitFor(() => expect(page.getCurrentResult().isFetching).toBe(false));
    expect(page.getCurrentResult().data?.session.status).toBe("finished");
    stop();
    stopPage();
  });
});

describe("workout changes the device cannot keep", () => {
  it("are sent all the same, counted as unsent, and never read as saved before the server answered them", async () => {
    const received: Sent[] = [];
    let answer: (() => void) | null = null;
    let answered = false;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        const changes = (JSON.parse(String(init.body)) as { changes: Sent }).changes;
        received.push(changes);
        await new Promise<void>((resolve) => (answer = resolve));
        answered = true;
        return saved(changes);
      }),
    );
    const { userId, engine, stop } = engineFor();
    await vi.waitFor(() => expect(engine.get().loaded).toBe(true));
    const phases: SyncPhase[] = [];
    const unwatch = engine.subscribe(() => {
      if (!answered) phases.push(engine.get().phase);
    });
    const repair = failingDevice();
    try {
      const change = start();
      await engine.record([change]);
      expect(await readOutbox(userId)).toEqual({});
      expect(engine.get().changes).toEqual([change]);
      await vi.waitFor(() => expect(carrying(received, [change])).toEqual([[change]]));
      // The sign-out warning counts it while it lives only in this page.
      expect((await unsentChanges(userId)).workout).toBe(1);
      expect(phases).not.toContain("synced");
      answer!();
      await vi.waitFor(() => expect(engine.get().phase).toBe("synced"));
      expect(phases).not.toContain("synced");
      expect((await unsentChanges(userId)).workout).toBe(0);
    } finally {
      repair();
      unwatch();
      stop();
    }
  });

  it("are sent when the device cannot be read either: a failed read is not an empty outbox", async () => {
    const received = server(saved);
    const { engine, stop } = engineFor();
    await vi.waitFor(() => expect(engine.get().loaded).toBe(true));
    const repair = failingDevice({ reads: true });
    try {
      const change = start();
      await engine.record([change]);
      await vi.waitFor(() => expect(carrying(received, [change])).toEqual([[change]]));
      await vi.waitFor(() => expect(engine.get().phase).toBe("synced"));
    } finally {
      repair();
      stop();
    }
  });

  it("are kept on the device with the next write it takes", async () => {
    onlineManager.setOnline(false);
    const { userId, engine, stop } = engineFor();
    await vi.waitFor(() => expect(engine.get().loaded).toBe(true));
    const first = start();
    const repair = failingDevice();
    await engine.record([first]).finally(repair);
    const second = start();
    await engine.record([second]);
    expect(Object.keys(await readOutbox(userId)).sort()).toEqual([`session:${first.id}`, `session:${second.id}`].sort());
    expect(engine.get().changes).toHaveLength(2);
    stop();
  });
});

describe("a discarded workout", () => {
  const date = "2026-11-29";
  const dayWith = (active: WorkoutDayJson["active"]): WorkoutDayJson => ({ active, preview: null, planDays: [], previous: {}, screening: "clear" });

  it("is no longer the open one once its removal is answered (removed sessions are not in the answer)", async () => {
    server(saved);
    const queryClient = new QueryClient();
    const userId = uuid();
    const open = emptySession({ id: uuid() });
    queryClient.setQueryData(workoutKeys.day(userId, date), dayWith(open));
    const engine = workoutSync(userId, queryClient);
    const stop = engine.subscribe(() => undefined);
    await engine.record([{ ...start(open.id), deleted: true, updatedAt: at + 60_000 }]);
    await vi.waitFor(() => expect(engine.get().phase).toBe("synced"));
    const day = queryClient.getQueryData<WorkoutDayJson>(workoutKeys.day(userId, date));
    expect(day?.active).toBeNull();
    expect(applyChanges(day?.active ? [day.active] : [], engine.get().changes).filter((s) => s.status === "active")).toEqual([]);
    stop();
  });

  it("gives way to a workout started after it in the same sync", async () => {
    const next = emptySession({ id: uuid(), startedAt: at + 120_000, updatedAt: at + 120_000 });
    server((changes) =>
      Response.json({ results: changes.map((c) => ({ id: c.id, result: "saved" })), sessions: [next] } satisfies WorkoutSyncJson),
    );
    const queryClient = new QueryClient();
    const userId = uuid();
    const open = emptySession({ id: uuid() });
    queryClient.setQueryData(workoutKeys.day(userId, date), dayWith(open));
    const engine = workoutSync(userId, queryClient);
    const stop = engine.subscribe(() => undefined);
    await engine.record([
      { ...start(open.id), deleted: true, updatedAt: at + 60_000 },
      { ...start(next.id), startedAt: next.startedAt, updatedAt: next.updatedAt },
    ]);
    await vi.waitFor(() => expect(engine.get().phase).toBe("synced"));
    expect(queryClient.getQueryData<WorkoutDayJson>(workoutKeys.day(userId, date))?.active?.id).toBe(next.id);
    stop();
  });
});

describe("a finished workout", () => {
  const date = "2026-11-29";
  const dayWith = (active: WorkoutDayJson["active"]): WorkoutDayJson => ({ active, preview: null, planDays: [], previous: {}, screening: "clear" });

  it("has the day read again once answered, so the next workout shows its numbers as last time's; a change of the open one does not", async () => {
    const open = emptySession({ id: uuid() });
    const finished = { ...open, status: "finished" as const, finishedAt: at + 60_000, updatedAt: at + 60_000 };
    let answerWith = open;
    server((changes) =>
      Response.json({ results: changes.map((c) => ({ id: c.id, result: "saved" })), sessions: [answerWith] } satisfies WorkoutSyncJson),
    );
    const queryClient = new QueryClient();
    const userId = uuid();
    queryClient.setQueryData(workoutKeys.day(userId, date), dayWith(open));
    // An exercise's history (finished workouts only), which each logger card reads for its records.
    const exerciseKey = exerciseHistoryQuery(userId, "goblet-squat", 2).queryKey;
    queryClient.setQueryData(exerciseKey, { exercise: "goblet-squat", sessions: [], records: {} } as never);
    const engine = workoutSync(userId, queryClient);
    const stop = engine.subscribe(() => undefined);
    const dayState = () => queryClient.getQueryState(workoutKeys.day(userId, date));

    // A change to the open workout: the answer is laid over the day, which is not read again,
    // nor is an exercise's history.
    await engine.record([{ ...start(open.id), note: "Warm", updatedAt: at + 30_000 }]);
    await vi.waitFor(() => expect(engine.get().phase).toBe("synced"));
    expect(dayState()?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(exerciseKey)?.isInvalidated).toBe(false);

    answerWith = finished;
    await engine.record([{ ...start(open.id), status: "finished", finishedAt: finished.finishedAt, updatedAt: finished.updatedAt }]);
    await vi.waitFor(() => expect(engine.get().phase).toBe("synced"));
    expect(queryClient.getQueryData<WorkoutDayJson>(workoutKeys.day(userId, date))?.active).toBeNull();
    expect(dayState()?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(exerciseKey)?.isInvalidated).toBe(true);
    stop();
  });
});
