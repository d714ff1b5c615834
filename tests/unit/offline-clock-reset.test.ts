// A phone whose clock was reset (a dead battery) reads a time before 2020, which the sync's schemas
// refuse, and before the records it changes. The workout log's and the diary's changes are stamped
// after what the device already knows, so a session logged then still reaches the server and wins
// over what it changes; one kept with such a stamp before is stamped again when refused, not dropped.
import { QueryClient } from "@tanstack/react-query";
import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DiaryDayJson, DiaryEntryJson, DiarySyncJson } from "../../core/api/diary";
import type { WorkoutDayJson, WorkoutSyncJson } from "../../core/api/workouts";
import { columnValues } from "../../core/diary/values";
import type { LoggedSetJson } from "../../core/training/session";
import { diaryChangeSchema, type DiaryChange } from "../../core/validation/diary";
import { changeSchema, type WorkoutChange } from "../../core/validation/workouts";
import { entryChange } from "../../web/diary/day/changes";
import { updateKept } from "../../web/shared/offline/device-store";
import { diaryOutboxKey, workoutOutboxKey } from "../../web/shared/offline/outbox-keys";
import { bodySync } from "../../web/shared/offline/body-sync";
import { diarySync } from "../../web/shared/offline/diary-sync";
import { changedAtSchema } from "../../core/validation/progress";
import { workoutSync } from "../../web/shared/offline/workout-sync";
import { diaryKeys } from "../../web/shared/queries/diary";
import { workoutKeys } from "../../web/shared/queries/workout";
import { setChange } from "../../web/workout/changes";
import { startChanges } from "../../web/workout/start";
import { withDeviceStore } from "./device-outbox-setup";
import { diaryDay } from "./diary-fixture";

let n = 0;
const uuid = () => `5d3e2c1b-7a6f-4e8d-9c0b-${String(++n).padStart(12, "0")}`;
/** What the device knows from the server: a set logged last week, an entry logged this morning. */
const known = Date.UTC(2026, 10, 22, 18);
/** The reset clock. */
const reset = new Date(2000, 0, 1, 9);
const first2020 = Date.UTC(2020, 0, 1);

/** The server's schema and its rule (per record the later change wins; a tie keeps what is stored). */
function server<C extends { id: string; updatedAt: number }>(
  schema: v.GenericSchema,
  stored: Map<string, number>,
  answer: (sent: C[], results: unknown[]) => unknown,
) {
  const received: C[][] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      const sent = (JSON.parse(String(init.body)) as { changes: C[] }).changes;
      received.push(sent);
      if (!sent.every((c) => v.is(schema, c)))
        return Response.json({ error: { code: "validation_failed", message: "This time is not valid" } }, { status: 400 });
      const results = sent.map((c) => {
        const held = stored.get(c.id);
        if (held !== undefined && held >= c.updatedAt) return { id: c.id, result: "superseded" };
        stored.set(c.id, c.updatedAt);
        return { id: c.id, result: "saved" };
      });
      return Response.json(answer(sent, results));
    }),
  );
  return received;
}

const workoutServer = (stored: Map<string, number>) =>
  server<WorkoutChange>(changeSchema, stored, (_, results) => ({ results, sessions: [] }) as unknown as WorkoutSyncJson);
const diaryServer = (stored: Map<string, number>) =>
  server<DiaryChange>(
    diaryChangeSchema,
    stored,
    (_, results) => ({ results, entries: [], foods: [], recipes: [], favourites: [] }) as unknown as DiarySyncJson,
  );

withDeviceStore();
afterEach(() => vi.useRealTimers());

describe("a workout logged offline with the phone's clock reset before 2020", () => {
  it("reaches the server whole, each change stamped after what the device knew and in the order made", async () => {
    const userId = uuid();
    const queryClient = new QueryClient();
    // Last time's numbers, as the server stamped them.
    const lastTime: LoggedSetJson = {
      id: uuid(),
      entryId: uuid(),
      exercise: "goblet-squat",
      position: 0,
      kind: "work",
      weight: 20,
      reps: 10,
      seconds: null,
      rpe: null,
      rir: null,
      updatedAt: known,
    };
    const day: WorkoutDayJson = {
      active: null,
      preview: null,
      planDays: [],
      previous: { "goblet-squat": { date: "2026-11-22", sets: [lastTime], note: "" } },
      screening: "clear",
    };
    queryClient.setQueryData(workoutKeys.day(userId, "2000-01-01"), day);
    const stored = new Map<string, number>();
    const received = workoutServer(stored);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(reset);

    const engine = workoutSync(userId, queryClient);
    const unsubscribe = engine.subscribe(() => undefined);
    const [session, squat] = startChanges("2000-01-01", { weekday: "SATURDAY", slugs: ["goblet-squat"] }) as [
      WorkoutChange,
      WorkoutChange,
    ];
    await engine.record([session, squat]);
    const set = { ...lastTime, id: uuid(), entryId: squat.id };
    await engine.record([setChange(session.id, set, {}, Date.now())]);
    // Unchecked again a moment later: newer than the check, or the check would stand.
    await engine.record([setChange(session.id, set, { deleted: true }, Date.now())]);
    await vi.waitFor(() => expect(engine.get().phase).toBe("synced"));
    unsubscribe();

    expect(engine.get().refused).toBe(0);
    expect([...stored.keys()].sort()).toEqual([session.id, squat.id, set.id].sort());
    const sent = received.flat();
    const removal = sent.find((c) => c.id === set.id && c.deleted)!;
    expect(sent.every((c) => c.updatedAt > known)).toBe(true);
    expect(stored.get(set.id)).toBe(removal.updatedAt);
    expect(removal.updatedAt).toBeGreaterThan(sent.find((c) => c.id === session.id)!.updatedAt);
  });

  it("kept on the device with such a stamp (by an older version), is stamped again when refused, not dropped", async () => {
    const userId = uuid();
    const [session] = startChanges("2000-01-01", null, reset.getTime());
    await updateKept(workoutOutboxKey(userId), () => ({ [`session:${session!.id}`]: session! }));
    const stored = new Map<string, number>();
    const received = workoutServer(stored);

    const engine = workoutSync(userId, new QueryClient());
    const unsubscribe = engine.subscribe(() => undefined);
    await vi.waitFor(() => expect(stored.has(session!.id)).toBe(true));
    await vi.waitFor(() => expect(engine.get().phase).toBe("synced"));
    unsubscribe();

    expect(engine.get().refused).toBe(0);
    expect(stored.get(session!.id)).toBeGreaterThanOrEqual(first2020);
    // Refused once as it was, then sent again as it was made, stamped anew.
    expect(
      received
        .flat()
        .filter((c) => c.id === session!.id)
        .map((c) => ({ ...c, updatedAt: 0 })),
    ).toEqual([
      { ...session, updatedAt: 0 },
      { ...session, updatedAt: 0 },
    ]);
  });
});

describe("a diary entry changed offline with the phone's clock reset before 2020", () => {
  const date = "2026-11-29";
  const soup: DiaryEntryJson = {
    id: "5d3e2c1b-7a6f-4e8d-9c0b-ffffffffffff",
    date,
    meal: "dinner",
    food: { kind: "dish", id: "lentil-soup" },
    grams: 300,
    portion: null,
    name: { en: "Lentil soup", ru: "Чечевичный суп" },
    per100g: columnValues({ kcal: 70, protein: 5, fat: 1, carbs: 11 }),
    loggedAt: known,
    updatedAt: known,
  };
  const dayWith = (entries: DiaryEntryJson[]): DiaryDayJson => diaryDay(date, entries);

  it("reaches the server and wins over the entry as stored", async () => {
    const userId = uuid();
    const queryClient = new QueryClient();
    queryClient.setQueryData(diaryKeys.day(userId, date), dayWith([soup]));
    const stored = new Map([[soup.id, soup.updatedAt]]);
    diaryServer(stored);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(reset);

    const engine = diarySync(userId, queryClient);
    const unsubscribe = engine.subscribe(() => undefined);
    await engine.record([entryChange(soup, { grams: 450 })]);
    await vi.waitFor(() => expect(engine.get().phase).toBe("synced"));
    unsubscribe();

    expect(engine.get().refused).toBe(0);
    expect(stored.get(soup.id)).toBeGreaterThan(known);
  });

  it("kept on the device with such a stamp (by an older version), is stamped again when refused, not dropped", async () => {
    const userId = uuid();
    const change = entryChange({ ...soup, id: uuid() }, {}, reset.getTime());
    await updateKept(diaryOutboxKey(userId), () => ({ [`entry:${change.id}`]: change }));
    const stored = new Map<string, number>();
    diaryServer(stored);

    const engine = diarySync(userId, new QueryClient());
    const unsubscribe = engine.subscribe(() => undefined);
    await vi.waitFor(() => expect(stored.has(change.id)).toBe(true));
    await vi.waitFor(() => expect(engine.get().phase).toBe("synced"));
    unsubscribe();

    expect(engine.get().refused).toBe(0);
    expect(stored.get(change.id)).toBeGreaterThanOrEqual(first2020);
  });
});

describe("a weigh-in logged with the phone's clock reset before 2020", () => {
  it("reaches the server with a moment it takes, not refused and dropped", async () => {
    const userId = uuid();
    const sent: { changedAt: number }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as { date: string; weight: number; changedAt: number };
        sent.push(body);
        if (!v.is(changedAtSchema, body.changedAt))
          return Response.json({ error: { code: "validation_failed", message: "This time is not valid" } }, { status: 400 });
        return Response.json({ id: uuid(), date: body.date, weight: body.weight }, { status: 201 });
      }),
    );
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(reset);
    const engine = bodySync(userId, new QueryClient());
    const unsubscribe = engine.subscribe(() => undefined);
    await engine.log("2026-11-29", { weight: 81.2 });
    await vi.waitFor(() => expect(engine.get().phase).toBe("synced"));
    unsubscribe();
    expect(engine.get().refused).toBe(0);
    expect(sent.map((b) => b.changedAt)).toEqual([first2020]);
  });
});
