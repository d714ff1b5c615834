// Two tabs of one member send from the same outbox on the device. One request at a time (the
// browser's Web Locks, a lock per outbox), each made from what the device holds when its turn
// comes: an undo made in one tab while the other's request is on its way is sent after that
// answer, never beside the change it undoes.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OutboxEngine, type OutboxRules } from "../../web/shared/offline/outbox-engine";
import { readKept } from "../../web/shared/offline/device-store";
import { withDeviceStore } from "./device-outbox-setup";

withDeviceStore();

type Change = { id: string; deleted: boolean; updatedAt: number };

/** Web Locks as the browser runs them: one holder a name, the others in the order they asked. */
function fakeLocks() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request(name: string, run: () => Promise<unknown>) {
      const turn = (tails.get(name) ?? Promise.resolve()).then(run);
      tails.set(
        name,
        turn.catch(() => undefined),
      );
      return turn;
    },
  };
}

const storageKey = `outbox-test:${crypto.randomUUID()}`;
let sent: { tab: string; batch: Change[]; answer: () => void }[] = [];

function tab(name: string): OutboxEngine<Change> {
  const rules: OutboxRules<Change> = {
    storageKey,
    key: (c) => c.id,
    inSendingOrder: (o) => Object.values(o),
    withoutAnswered(outbox, answered) {
      const next = { ...outbox };
      for (const c of answered) if (next[c.id] && next[c.id]!.updatedAt <= c.updatedAt) delete next[c.id];
      return next;
    },
    perRequest: 100,
    sendDelayMs: 0,
    send: (batch) =>
      new Promise((resolve) => {
        sent.push({ tab: name, batch: [...batch], answer: () => resolve({ refused: 0 }) });
      }),
    neverTaken: () => null,
  };
  const engine = new OutboxEngine(rules);
  engine.subscribe(() => {});
  return engine;
}

beforeEach(() => {
  sent = [];
  Object.defineProperty(navigator, "locks", { value: fakeLocks(), configurable: true });
});
afterEach(() => {
  delete (navigator as { locks?: unknown }).locks;
});

describe("two tabs of one member", () => {
  it("send one request at a time, the second made from what the device holds after the first's answer", async () => {
    const one = tab("one");
    const two = tab("two");
    const added: Change = { id: "entry-1", deleted: false, updatedAt: 1_000 };
    await one.change((o) => ({ ...o, [added.id]: added }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ tab: "one", batch: [added] });

    // The member undoes it in the other tab while the first request is on its way.
    const undone: Change = { ...added, deleted: true, updatedAt: 2_000 };
    await two.change((o) => ({ ...o, [undone.id]: undone }));
    one.retry();
    two.retry();
    await new Promise((r) => setTimeout(r, 50));
    expect(sent).toHaveLength(1);

    sent[0]!.answer();
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    // The undo, alone: the answered change was not sent again, and the undo stayed on the device.
    expect(sent[1]!.batch).toEqual([undone]);
    sent[1]!.answer();
    await vi.waitFor(async () => expect(await readKept(storageKey)).toEqual({}));
    await new Promise((r) => setTimeout(r, 20));
    expect(sent).toHaveLength(2);
    one.stop();
    two.stop();
  });
});
