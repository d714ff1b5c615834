// The open workout's rows still to do are kept on the device (IndexedDB): which rows there are and
// what is typed in them come back after a reload, a closed tab or a crash (a moment of typing at
// most is lost: a change of rows is written at once, typing a moment after its first key, both at
// once when the page is hidden), follow the records once back, and go when the workout or the
// exercise does.
import { act, fireEvent, render, screen } from "@testing-library/react";
import { IDBKeyRange, IDBObjectStore, indexedDB } from "fake-indexeddb";
import { set } from "idb-keyval";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { WorkoutEntryJson } from "../../core/training/session";
import { switchLocale } from "../../web/shared/i18n/locale";
import { deviceStore } from "../../web/shared/offline/device-store";
import { defaultSettings } from "../../web/workout/device-settings";
import { rowHints } from "../../web/workout/hints";
import { forgetKeptRows, keepRows, readRows, rowsKey } from "../../web/workout/kept-rows";
import { LoggerContext } from "../../web/workout/logger-context";
import { changeRows, forgetEntryRows, forgetRows, rowsOf, rowsToKeep, setDraft } from "../../web/workout/row-store";
import { reconcile } from "../../web/workout/rows";
import { SetTable } from "../../web/workout/SetTable";
import { useEntrySets } from "../../web/workout/use-entry-sets";
import { emptySession } from "./workout-session";

let n = 0;
const uuid = () => `7a2b3c4d-0e1f-4a2b-8c3d-${String(++n).padStart(12, "0")}`;
const draft = (weight: string, work: string) => ({ weight, work, effort: "" });

/** A member with an open workout whose rows the device keeps. */
async function open() {
  const userId = uuid();
  const sessionId = uuid();
  await keepRows(userId, sessionId);
  return { userId, sessionId, entryId: uuid() };
}

/** What a reload does to the rows: memory is gone (another workout was in it), the device's are read back. */
async function reload(userId: string, sessionId: string) {
  await keepRows(userId, uuid());
  expect(rowsToKeep()).toEqual({});
  await keepRows(userId, sessionId);
}

beforeAll(() => {
  vi.stubGlobal("indexedDB", indexedDB);
  vi.stubGlobal("IDBKeyRange", IDBKeyRange);
});
afterEach(() => {
  forgetRows();
  act(() => switchLocale("en"));
});
afterAll(() => vi.unstubAllGlobals());

describe("the rows of the open workout on the device", () => {
  it("are on the device as soon as a row changes, with what is typed so far, and come back without the changes just made", async () => {
    const { userId, sessionId, entryId } = await open();
    setDraft(entryId, "s2", draft("62.5", ""));
    // Typing alone waits a moment.
    expect(await readRows(userId, sessionId)).toBeNull();
    const slots = [
      { key: "w1", kind: "warmup" as const, setId: null },
      { key: "s1", kind: "work" as const, setId: uuid() },
      { key: "s2", kind: "work" as const, setId: null },
    ];
    // A set checked: its row is written with it, not after the next pause in the typing.
    changeRows(entryId, (s) => ({ ...s, slots, pending: { [slots[1]!.setId!]: { set: null, at: 1 } } }));
    expect(await readRows(userId, sessionId)).toEqual({ [entryId]: { slots, drafts: { s2: draft("62.5", "") } } });

    setDraft(entryId, "s2", draft("62.5", "8"));
    await vi.waitFor(async () => expect((await readRows(userId, sessionId))?.[entryId]?.drafts).toEqual({ s2: draft("62.5", "8") }));
    await reload(userId, sessionId);
    expect(rowsOf(entryId)).toEqual({ slots, drafts: { s2: draft("62.5", "8") }, pending: {} });
    forgetKeptRows(userId);
  });

  it("are written a moment after the first key not yet written, however fast the keys come", async () => {
    const { userId, sessionId, entryId } = await open();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      setDraft(entryId, "a", draft("1", ""));
      vi.advanceTimersByTime(200);
      setDraft(entryId, "a", draft("10", ""));
      vi.advanceTimersByTime(200);
      setDraft(entryId, "a", draft("100", ""));
      // 400 ms of keys 200 ms apart: what was typed 300 ms after the first key is on the device.
      expect((await readRows(userId, sessionId))?.[entryId]?.drafts).toEqual({ a: draft("10", "") });
      vi.advanceTimersByTime(300);
      expect((await readRows(userId, sessionId))?.[entryId]?.drafts).toEqual({ a: draft("100", "") });
    } finally {
      vi.useRealTimers();
    }
    forgetKeptRows(userId);
  });

  it("are written at once when the page is hidden or left", async () => {
    const { userId, sessionId, entryId } = await open();
    setDraft(entryId, `${entryId}:0`, draft("40", ""));
    window.dispatchEvent(new Event("pagehide"));
    expect((await readRows(userId, sessionId))?.[entryId]?.drafts).toEqual({ [`${entryId}:0`]: draft("40", "") });

    setDraft(entryId, `${entryId}:0`, draft("40", "12"));
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
    expect((await readRows(userId, sessionId))?.[entryId]?.drafts).toEqual({ [`${entryId}:0`]: draft("40", "12") });
    forgetKeptRows(userId);
  });

  it("are written again, at once when the page goes, after a write the device refused", async () => {
    const { userId, sessionId, entryId } = await open();
    const put = IDBObjectStore.prototype.put;
    let refused = 0;
    IDBObjectStore.prototype.put = function () {
      refused++;
      throw new DOMException("The disk is full", "QuotaExceededError");
    };
    try {
      changeRows(entryId, (s) => ({ ...s, slots: [{ key: "a", kind: "work", setId: null }] }));
      await vi.waitFor(() => expect(refused).toBe(1));
    } finally {
      IDBObjectStore.prototype.put = put;
    }
    expect(await readRows(userId, sessionId)).toBeNull();
    window.dispatchEvent(new Event("pagehide"));
    expect((await readRows(userId, sessionId))?.[entryId]?.slots).toEqual([{ key: "a", kind: "work", setId: null }]);
    forgetKeptRows(userId);
  });

  it("go with a removed exercise, and all at once when the workout is finished or discarded", async () => {
    const { userId, sessionId, entryId } = await open();
    const other = uuid();
    setDraft(entryId, "a", draft("20", "10"));
    setDraft(other, "b", draft("30", "10"));
    window.dispatchEvent(new Event("pagehide"));
    expect(Object.keys((await readRows(userId, sessionId)) ?? {}).sort()).toEqual([entryId, other].sort());

    // An exercise removed is written at once, like a row removed.
    forgetEntryRows(other);
    expect(Object.keys((await readRows(userId, sessionId)) ?? {})).toEqual([entryId]);

    forgetRows();
    expect(await readRows(userId, sessionId)).toBeNull();
    forgetKeptRows(userId);
  });

  it("go when no workout is open any more (closed on another device)", async () => {
    const { userId, sessionId, entryId } = await open();
    setDraft(entryId, "a", draft("20", "10"));
    window.dispatchEvent(new Event("pagehide"));
    expect(await readRows(userId, sessionId)).not.toBeNull();
    forgetKeptRows(userId);
    expect(rowsOf(entryId).drafts).toEqual({});
    expect(await readRows(userId, sessionId)).toBeNull();
  });

  it("are not read for a workout just started here, and another member's are not touched", async () => {
    const { userId, sessionId, entryId } = await open();
    setDraft(entryId, "a", draft("20", "10"));
    window.dispatchEvent(new Event("pagehide"));
    const started = uuid();
    await keepRows(userId, started, true);
    expect(rowsOf(entryId).drafts).toEqual({});
    forgetKeptRows(uuid());
    expect(await readRows(userId, sessionId)).not.toBeNull();
    forgetKeptRows(userId);
  });

  it("start afresh from what an older version or a broken write left", async () => {
    const userId = uuid();
    const sessionId = uuid();
    await set(rowsKey(userId, sessionId), { e: { slots: [{ key: 1 }], drafts: {} } }, deviceStore()!);
    expect(await readRows(userId, sessionId)).toBeNull();
    await keepRows(userId, sessionId);
    expect(rowsOf("e").slots).toBeNull();
    forgetKeptRows(userId);
  });

  it("follow the records once back: a row's set removed elsewhere is to do again, one done elsewhere takes its place", () => {
    const kept = [
      { key: "a", kind: "work" as const, setId: "gone" },
      { key: "b", kind: "work" as const, setId: null },
    ];
    const doneElsewhere = { id: "x", entryId: "e", exercise: "barbell-squat", position: 1, kind: "work" as const, weight: 60, reps: 5, seconds: null, rpe: null, rir: null, updatedAt: 1 };
    expect(reconcile(kept, [doneElsewhere])).toEqual([
      { key: "a", kind: "work", setId: null },
      { key: "x", kind: "work", setId: "x" },
      { key: "b", kind: "work", setId: null },
    ]);
  });
});

describe("a set row typed but not done", () => {
  const sessionId = uuid();
  const entry: WorkoutEntryJson = { id: uuid(), exercise: "barbell-bench-press", position: 0, note: "", superset: null, updatedAt: 1 };
  const session = emptySession({ id: sessionId, entries: [entry] });
  function Rows() {
    const sets = useEntrySets(entry, ["work"], 90, []);
    const ctx = { measure: "reps" as const, loaded: true, units: "metric" as const, effort: "off" as const };
    return (
      <>
        <SetTable name="Bench press" kind={{ exercise: undefined, loaded: true, weightOptional: false, barbell: true, measure: "reps" }} sets={sets} previous={[]} hints={rowHints(sets.slots, sets.done, null, [])} records={new Map()} ctx={ctx} idBase="t" />
        <button type="button" onClick={() => sets.add("work")}>
          add
        </button>
      </>
    );
  }
  const show = (userId: string) =>
    render(
      <LoggerContext value={{ userId, session, previous: {}, screening: "clear", record: () => undefined, units: "metric", settings: defaultSettings }}>
        <Rows />
      </LoggerContext>,
    );

  it("is still there, in the row added for it, after a reload", async () => {
    const userId = uuid();
    await keepRows(userId, sessionId);
    const first = show(userId);
    fireEvent.click(screen.getByRole("button", { name: "add" }));
    fireEvent.change(screen.getByLabelText("Bench press, set 2: weight, kg"), { target: { value: "70" } });
    fireEvent.change(screen.getByLabelText("Bench press, set 2: reps"), { target: { value: "6" } });
    window.dispatchEvent(new Event("pagehide"));
    first.unmount();

    await act(() => reload(userId, sessionId));
    show(userId);
    expect((screen.getByLabelText("Bench press, set 2: weight, kg") as HTMLInputElement).value).toBe("70");
    expect((screen.getByLabelText("Bench press, set 2: reps") as HTMLInputElement).value).toBe("6");
    forgetKeptRows(userId);
  });
});
