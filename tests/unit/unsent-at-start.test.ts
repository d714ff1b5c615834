// What the app's start reads before it loads the sender of unsent changes (UnsentChangesSender):
// a change in any of the three outboxes, or one this page holds only in memory, is something to
// send; a device that cannot be read leaves the sender to look for itself.
import { describe, expect, it } from "vitest";
import { anyUnsent } from "../../web/shared/offline/unsent";
import { clearDeviceStore, updateKept } from "../../web/shared/offline/device-store";
import { forgetNotKept, notKeptFor } from "../../web/shared/offline/not-kept";
import { bodyOutboxKey, diaryOutboxKey, workoutOutboxKey } from "../../web/shared/offline/outbox-keys";
import { failingDevice, withDeviceStore } from "./device-outbox-setup";

withDeviceStore();

const member = "member-any-unsent";
const other = "member-any-unsent-other";
const keep = (key: string, outbox: Record<string, unknown>) => updateKept(key, () => outbox);

describe("anything unsent at the app's start", () => {
  it("is nothing on a device that holds no outbox, nor empty ones, nor another member's changes", async () => {
    await clearDeviceStore();
    expect(await anyUnsent(member)).toBe(false);
    await keep(workoutOutboxKey(member), {});
    await keep(bodyOutboxKey(member), {});
    await keep(diaryOutboxKey(member), {});
    await keep(workoutOutboxKey(other), { "set:1": { type: "set", id: "1" } });
    expect(await anyUnsent(member)).toBe(false);
    expect(await anyUnsent(other)).toBe(true);
  });

  it("is a change in any one of the workout log's, the weight log's and the food diary's outboxes", async () => {
    for (const key of [workoutOutboxKey, bodyOutboxKey, diaryOutboxKey]) {
      await clearDeviceStore();
      await keep(key(member), { "change:1": { id: "1" } });
      expect(await anyUnsent(member), key(member)).toBe(true);
    }
  });

  it("is a change this page holds only in memory, the device having refused it", async () => {
    await clearDeviceStore();
    const held = notKeptFor<unknown>(diaryOutboxKey(member));
    held.held["entry:1"] = { id: "1" };
    try {
      expect(await anyUnsent(member)).toBe(true);
    } finally {
      forgetNotKept(diaryOutboxKey(member), held);
    }
    expect(await anyUnsent(member)).toBe(false);
  });

  it("is taken as something when the device cannot be read: the sender then looks for itself", async () => {
    await clearDeviceStore();
    const repair = failingDevice({ reads: true });
    try {
      expect(await anyUnsent(member)).toBe(true);
    } finally {
      repair();
    }
  });
});
