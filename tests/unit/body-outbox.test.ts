// The weight log's outbox on the device (decision 0042's addendum): one change per day logged and
// per stored entry, the newest kept; a day logged only here can be corrected or removed before it
// is sent; answered changes leave unless changed since; and the screen's list is the server's
// with the unsent changes laid over it.
import { describe, expect, it } from "vitest";
import type { BodyEntryJson } from "../../core/progress/entry";
import {
  deviceEntryId,
  editShown,
  inSendingOrder,
  logDay,
  removeShown,
  withoutAnswered,
  withUnsent,
  type BodyChange,
  type BodyOutbox,
} from "../../web/shared/offline/body-outbox";

const t = (n: number) => Date.UTC(2026, 10, 29, 9) + n * 1000;
const none = { weight: null, bodyFat: null, waist: null, neck: null, hips: null, chest: null, arm: null, thigh: null };
const stored = (id: string, date: string, values: Partial<BodyEntryJson> = {}): BodyEntryJson => ({
  ...none,
  id,
  date,
  ...values,
});
const all = (values: Partial<Record<keyof typeof none, number>>) => ({ ...none, ...values });

describe("the weight log's outbox", () => {
  it("keeps one log per day: a second log of the day is laid over the first, as the server would merge them", () => {
    let outbox = logDay({}, "2026-11-28", { weight: 80, waist: 90 }, t(1));
    outbox = logDay(outbox, "2026-11-28", { weight: 79.5 }, t(2));
    outbox = logDay(outbox, "2026-11-27", { weight: 81 }, t(3));
    expect(inSendingOrder(outbox)).toEqual([
      { kind: "log", date: "2026-11-28", values: { weight: 79.5, waist: 90 }, changedAt: t(2) },
      { kind: "log", date: "2026-11-27", values: { weight: 81 }, changedAt: t(3) },
    ]);
  });

  it("corrects a day logged only here by logging it again as it now is, on its new day", () => {
    const outbox = logDay({}, "2026-11-28", { weight: 80, waist: 90 }, t(1));
    const moved = editShown(
      outbox,
      { id: deviceEntryId("2026-11-28"), date: "2026-11-28" },
      "2026-11-26",
      all({ weight: 80.5 }),
      t(2),
    );
    expect(Object.values(moved)).toEqual([{ kind: "log", date: "2026-11-26", values: { weight: 80.5 }, changedAt: t(2) }]);
    // Removed before it was ever sent: nothing is left to send.
    expect(removeShown(moved, { id: deviceEntryId("2026-11-26"), date: "2026-11-26" }, t(3))).toEqual({});
  });

  it("corrects a stored entry with every value, taking in a log of its day still here; a removal replaces the correction", () => {
    const outbox = logDay({}, "2026-11-28", { waist: 90 }, t(1));
    const edited = editShown(outbox, { id: "e1", date: "2026-11-28" }, "2026-11-28", all({ weight: 80, waist: 90 }), t(2));
    expect(Object.values(edited)).toEqual([
      { kind: "edit", id: "e1", date: "2026-11-28", values: all({ weight: 80, waist: 90 }), changedAt: t(2) },
    ]);
    expect(Object.values(removeShown(edited, { id: "e1", date: "2026-11-28" }, t(3)))).toEqual([
      { kind: "remove", id: "e1", changedAt: t(3) },
    ]);
  });

  it("forgets an answered change, but not one made again since it was sent", () => {
    const sent: BodyChange = { kind: "log", date: "2026-11-28", values: { weight: 80 }, changedAt: t(1) };
    const other: BodyChange = { kind: "remove", id: "e2", changedAt: t(2) };
    const outbox: BodyOutbox = { "day:2026-11-28": sent, "entry:e2": other };
    expect(withoutAnswered(outbox, [sent])).toEqual({ "entry:e2": other });
    const since = logDay(outbox, "2026-11-28", { waist: 91 }, t(3));
    expect(withoutAnswered(since, [sent])).toEqual(since);
  });

  it("sends in the order the member made the changes", () => {
    const outbox: BodyOutbox = {
      "day:2026-11-28": { kind: "log", date: "2026-11-28", values: { weight: 80 }, changedAt: t(3) },
      "entry:e1": { kind: "edit", id: "e1", date: "2026-11-28", values: all({ weight: 70 }), changedAt: t(1) },
      "entry:e2": { kind: "remove", id: "e2", changedAt: t(2) },
    };
    expect(inSendingOrder(outbox).map((c) => c.changedAt)).toEqual([t(1), t(2), t(3)]);
  });
});

describe("the entries as this device shows them", () => {
  const server = [stored("e1", "2026-11-20", { weight: 82 }), stored("e2", "2026-11-25", { weight: 81, waist: 92 })];

  it("are the server's when nothing waits", () => {
    expect(withUnsent(server, [])).toEqual({ entries: server, unsent: new Set() });
  });

  it("lay each unsent change over them, in date order, marking what is not sent yet", () => {
    const changes: BodyChange[] = [
      { kind: "log", date: "2026-11-22", values: { weight: 81.5 }, changedAt: t(1) },
      { kind: "log", date: "2026-11-25", values: { weight: 80.8 }, changedAt: t(2) },
      { kind: "edit", id: "e1", date: "2026-11-19", values: all({ weight: 82.2 }), changedAt: t(3) },
      { kind: "edit", id: "gone", date: "2026-11-01", values: all({ weight: 90 }), changedAt: t(4) },
    ];
    const { entries, unsent } = withUnsent(server, changes);
    expect(entries).toEqual([
      stored("e1", "2026-11-19", { weight: 82.2 }),
      stored(deviceEntryId("2026-11-22"), "2026-11-22", { weight: 81.5 }),
      stored("e2", "2026-11-25", { weight: 80.8, waist: 92 }),
    ]);
    expect([...unsent].sort()).toEqual([deviceEntryId("2026-11-22"), "e1", "e2"].sort());
  });

  it("hide a removed entry, and show a day logged after it as a new one", () => {
    const { entries, unsent } = withUnsent(server, [
      { kind: "remove", id: "e2", changedAt: t(1) },
      { kind: "log", date: "2026-11-25", values: { weight: 79 }, changedAt: t(2) },
    ]);
    expect(entries).toEqual([server[0], stored(deviceEntryId("2026-11-25"), "2026-11-25", { weight: 79 })]);
    expect([...unsent]).toEqual([deviceEntryId("2026-11-25")]);
  });
});
