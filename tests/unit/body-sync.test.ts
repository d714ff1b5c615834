// The device side of the weight log's sync: a change is on the device (IndexedDB) before it
// shows, waits while offline and goes when the network returns, each request carrying when the
// member made it; it leaves the outbox only once answered; a failed send keeps it; a change the
// server refuses for good (day taken, entry gone) goes and is counted once. The server here is a
// stand-in answering as the worker does.
import { onlineManager, QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import type { BodyEntryJson } from "../../core/progress/entry";
import { deviceEntryId } from "../../web/shared/offline/body-outbox";
import { bodyOutboxKey } from "../../web/shared/offline/outbox-keys";
import { bodySync } from "../../web/shared/offline/body-sync";
import { readKept } from "../../web/shared/offline/device-store";
import { unsentChanges } from "../../web/shared/offline/unsent";
import { progressKeys } from "../../web/shared/queries/progress";
import { failingDevice, withDeviceStore } from "./device-outbox-setup";

const none = { weight: null, bodyFat: null, waist: null, neck: null, hips: null, chest: null, arm: null, thigh: null };
let n = 0;

interface Request {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
}

/** A stand-in API: each request recorded and answered by `answer` (a 201 entry by default). */
/**
 * A stand-in server for the weight log's requests. Unit files share one module graph, so another
 * file's engines (the workout log's) may send here too: only this log's requests are counted and
 * answered; others get a 503 and stay with their own engine.
 */
function server(answer: (req: Request) => Response = logged) {
  const received: Request[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      if (!url.includes("/api/progress/")) return Response.json({ error: { code: "internal", message: "" } }, { status: 503 });
      const req = {
        method: init.method ?? "GET",
        path: url,
        body: init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null,
      };
      received.push(req);
      return answer(req);
    }),
  );
  return received;
}

function logged(req: Request): Response {
  const { date, changedAt: _at, ...values } = req.body ?? {};
  if (req.method === "DELETE") return new Response(null, { status: 204 });
  const id = req.method === "PATCH" ? req.path.split("/").at(-1)! : `server-${++n}`;
  return Response.json({ ...none, ...values, id, date } as BodyEntryJson, { status: req.method === "POST" ? 201 : 200 });
}

const failure = (status: number, code: string) => Response.json({ error: { code, message: code } }, { status });

function engineFor(entries?: BodyEntryJson[]) {
  const userId = `member-${++n}`;
  const queryClient = new QueryClient();
  if (entries) queryClient.setQueryData(progressKeys.entries(userId), entries);
  const engine = bodySync(userId, queryClient);
  const stop = engine.subscribe(() => undefined);
  const kept = async () => Object.values((await readKept<Record<string, unknown>>(bodyOutboxKey(userId))) ?? {});
  return { userId, engine, stop, queryClient, kept };
}

withDeviceStore();

describe("weight entries logged on the device", () => {
  it("are kept in IndexedDB before they show, sent with when they were made, and forgotten once answered", async () => {
    const received = server();
    const { userId, engine, stop, queryClient, kept } = engineFor([]);
    const before = Date.now();
    await engine.log("2026-11-28", { weight: 80.4 });
    expect(engine.get().changes).toEqual([
      { kind: "log", date: "2026-11-28", values: { weight: 80.4 }, changedAt: expect.any(Number) },
    ]);
    expect(await kept()).toHaveLength(1);
    await vi.waitFor(() => expect(engine.get().phase).toBe("synced"));
    expect(received).toEqual([
      {
        method: "POST",
        path: "/api/progress/entries",
        body: { date: "2026-11-28", weight: 80.4, changedAt: expect.any(Number) },
      },
    ]);
    expect(received[0]!.body!.changedAt).toBeGreaterThanOrEqual(before);
    expect(await kept()).toEqual([]);
    // The answer is in the cached list: the entry shows on with its server id.
    expect(queryClient.getQueryData<BodyEntryJson[]>(progressKeys.entries(userId))).toEqual([
      expect.objectContaining({ date: "2026-11-28", weight: 80.4, id: expect.stringMatching(/^server-/) }),
    ]);
    stop();
  });

  it("wait while offline, survive a reload, are counted for the sign-out warning, and go when the network returns", async () => {
    const received = server();
    onlineManager.setOnline(false);
    const { userId, engine, stop, kept } = engineFor([]);
    await engine.log("2026-11-27", { weight: 81 });
    // Corrected before it was ever sent: one request, with the values as they now are.
    await engine.edit({ id: deviceEntryId("2026-11-27"), date: "2026-11-27" }, "2026-11-26", { ...none, weight: 80.6 });
    await engine.log("2026-11-28", { waist: 90 });
    expect(engine.get().phase).toBe("unsent");
    expect(await kept()).toHaveLength(2);
    expect(await unsentChanges(userId)).toEqual({ workout: 0, body: 2, diary: 0 });
    expect(received).toEqual([]);
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(engine.get().phase).toBe("synced"));
    expect(received.map((r) => r.body)).toEqual([
      { date: "2026-11-26", weight: 80.6, changedAt: expect.any(Number) },
      { date: "2026-11-28", waist: 90, changedAt: expect.any(Number) },
    ]);
    expect(await unsentChanges(userId)).toEqual({ workout: 0, body: 0, diary: 0 });
    stop();
  });

  it("stay on the device when the send fails, and go on a retry", async () => {
    let up = false;
    const received = server((req) => (up ? logged(req) : failure(503, "internal")));
    const { engine, stop, kept } = engineFor([]);
    await engine.log("2026-11-28", { weight: 80 });
    await vi.waitFor(() => expect(engine.get().phase).toBe("failed"));
    expect(await kept()).toHaveLength(1);
    up = true;
    engine.retry();
    await vi.waitFor(() => expect(engine.get().phase).toBe("synced"));
    expect(received).toHaveLength(2);
    stop();
  });

  it("send corrections and removals of stored entries; a removal already done counts as done", async () => {
    const received = server((req) => (req.method === "DELETE" ? failure(404, "not_found") : logged(req)));
    const stored = [
      { ...none, id: "e1", date: "2026-11-20", weight: 82 },
      { ...none, id: "e2", date: "2026-11-21", weight: 81 },
    ];
    const { userId, engine, stop, queryClient } = engineFor(stored);
    await engine.edit(stored[0]!, "2026-11-20", { ...none, weight: 82.5 });
    await engine.remove(stored[1]!);
    await vi.waitFor(() => expect(engine.get().phase).toBe("synced"));
    expect(received.map((r) => `${r.method} ${r.path}`)).toEqual([
      "PATCH /api/progress/entries/e1",
      "DELETE /api/progress/entries/e2",
    ]);
    expect(received[0]!.body).toEqual({ date: "2026-11-20", ...none, weight: 82.5, changedAt: expect.any(Number) });
    expect(engine.get().refused).toBe(0);
    expect(queryClient.getQueryData<BodyEntryJson[]>(progressKeys.entries(userId))).toEqual([{ ...stored[0], weight: 82.5 }]);
    stop();
  });

  it("drop a change the server refuses for good, count it until the screen has said so, and send the rest", async () => {
    const received = server((req) => (req.method === "PATCH" ? failure(409, "progress_date_taken") : logged(req)));
    const { engine, stop, kept } = engineFor([{ ...none, id: "e1", date: "2026-11-20", weight: 82 }]);
    await engine.edit({ id: "e1", date: "2026-11-20" }, "2026-11-21", { ...none, weight: 82 });
    await engine.log("2026-11-22", { weight: 81 });
    await vi.waitFor(() => expect(engine.get().phase).toBe("synced"));
    expect(received.map((r) => r.method)).toEqual(["PATCH", "POST"]);
    expect(await kept()).toEqual([]);
    expect(engine.get().refused).toBe(1);
    engine.refusalSeen();
    expect(engine.get().refused).toBe(0);
    stop();
  });

  it("when the device refuses a removal of a day not sent yet, send neither it from the device's copy nor lose what comes after", async () => {
    const received = server();
    onlineManager.setOnline(false);
    const { userId, engine, stop, kept } = engineFor([]);
    await engine.log("2026-11-25", { weight: 80 });
    const repair = failingDevice();
    try {
      await engine.remove({ id: deviceEntryId("2026-11-25"), date: "2026-11-25" });
      await engine.log("2026-11-26", { weight: 79.8 });
      // The device still holds the removed day; this page knows better.
      expect(await kept()).toHaveLength(1);
      expect(engine.get().changes).toEqual([expect.objectContaining({ date: "2026-11-26" })]);
      expect(await unsentChanges(userId)).toEqual({ workout: 0, body: 1, diary: 0 });
      onlineManager.setOnline(true);
      await vi.waitFor(() => expect(received.map((r) => r.body?.date)).toContain("2026-11-26"));
      await vi.waitFor(() => expect(engine.get().phase).toBe("synced"));
      expect(received.map((r) => r.body?.date)).toEqual(["2026-11-26"]);
    } finally {
      repair();
      stop();
    }
  });
});
