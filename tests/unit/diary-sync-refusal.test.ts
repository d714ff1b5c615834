// The food diary's outbox when the server refuses a request whose changes this device finds valid
// (a day within the device's week but past the server's, by its clock): only the refused change is
// lost, found by sending the request again in halves; the member's other meals reach the server.
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import type { DiarySyncJson } from "../../core/api/diary";
import type { DiaryChange } from "../../core/validation/diary";
import { readKept } from "../../web/shared/offline/device-store";
import { diaryOutboxKey } from "../../web/shared/offline/outbox-keys";
import { diarySync } from "../../web/shared/offline/diary-sync";
import { withDeviceStore } from "./device-outbox-setup";

let n = 0;
const uuid = () => `7a2d3b0f-1c8e-4d2f-a011-${String(++n).padStart(12, "0")}`;
const at = Date.UTC(2026, 0, 10, 9);

function meal(date: string): DiaryChange {
  return {
    type: "entry",
    id: uuid(),
    updatedAt: at,
    deleted: false,
    date,
    meal: "lunch",
    food: { kind: "dish", id: "oatmeal" },
    grams: 250,
    portion: null,
  };
}

withDeviceStore();

describe("diary changes the server refuses as a request", () => {
  it("lose only the change it refused; the rest are stored", async () => {
    const changes = ["2026-01-05", "2026-01-06", "2026-01-07", "2026-01-08", "2026-01-09"].map(meal);
    const refusedOne = changes[1]!;
    const stored: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        const sent = (JSON.parse(String(init.body)) as { changes: DiaryChange[] }).changes;
        if (sent.some((c) => c.id === refusedOne.id))
          return Response.json(
            { error: { code: "validation_failed", message: "Choose a day from 2000 up to a week from today" } },
            { status: 400 },
          );
        stored.push(...sent.map((c) => c.id));
        const answer: DiarySyncJson = {
          results: sent.map((c) => ({ id: c.id, result: "saved" })),
          entries: [],
          foods: [],
          recipes: [],
          favourites: [],
        };
        return Response.json(answer);
      }),
    );
    const userId = uuid();
    const engine = diarySync(userId, new QueryClient());
    const stop = engine.subscribe(() => undefined);
    await engine.record(changes);
    await vi.waitFor(() => expect(engine.get().phase).toBe("synced"));
    expect(stored.filter((id) => changes.some((c) => c.id === id)).sort()).toEqual(
      changes
        .filter((c) => c !== refusedOne)
        .map((c) => c.id)
        .sort(),
    );
    expect(engine.get().refused).toBe(1);
    expect(await readKept(diaryOutboxKey(userId))).toEqual({});
    stop();
  });
});
