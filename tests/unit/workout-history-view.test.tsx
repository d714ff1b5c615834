// The workout history as a member uses it: the list with its cards and "Show more", the empty
// history, a past workout with its sets and records, and correcting it: the changes a save
// records are whole records (kept on the device first), wrong values are said beside their
// fields and record nothing, and discarding asks first and goes back to the list.
import { QueryClient, type InfiniteData } from "@tanstack/react-query";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { WorkoutDetailJson, WorkoutListJson, WorkoutSummaryJson } from "../../core/api/workouts";
import type { WorkoutSessionJson } from "../../core/training/session";
import type { SetChange } from "../../core/validation/workouts";
import { switchLocale } from "../../web/shared/i18n/locale";
import { workoutSync } from "../../web/shared/offline/workout-sync";
import { workoutKeys } from "../../web/shared/queries/workout";
import HistoryView from "../../web/workout/history/HistoryView";
import { renderAtWorkout } from "./workout-route";

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const saved = Date.UTC(2026, 2, 3, 18, 0);
let userId = "";
let member = 0;

function session(): WorkoutSessionJson {
  const set = (n: number, position: number, weight: number, reps: number, kind: "work" | "warmup" = "work") => ({
    id: uuid(n),
    entryId: uuid(10),
    exercise: "barbell-bench-press",
    position,
    kind,
    weight,
    reps,
    seconds: null,
    rpe: n === 12 ? 8 : null,
    rir: null,
    updatedAt: saved,
  });
  return {
    id: uuid(1),
    date: "2026-03-03",
    name: null,
    note: "",
    source: "plan",
    weekday: "TUESDAY",
    dayType: "upper",
    blockWeek: 1,
    deload: false,
    status: "finished",
    startedAt: saved - 50 * 60_000,
    finishedAt: saved,
    updatedAt: saved,
    plan: [],
    entries: [
      { id: uuid(10), exercise: "barbell-bench-press", position: 0, note: "Good bar speed", superset: null, updatedAt: saved },
    ],
    sets: [set(11, 0, 40, 10, "warmup"), set(12, 1, 60, 8), set(13, 2, 62.5, 6)],
  };
}

const summary = (n: number, date: string): WorkoutSummaryJson => ({
  id: uuid(n),
  date,
  name: null,
  source: "plan",
  dayType: "upper",
  status: "finished",
  startedAt: saved,
  durationMinutes: 50,
  exercises: 1,
  sets: 2,
  volumeKg: 855,
  reps: 14,
  seconds: 0,
  lines: [{ exercise: "barbell-bench-press", sets: 2 }],
});

function show(search: { session?: string; exercise?: string }, seed: (client: QueryClient) => void) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  seed(queryClient);
  const router = renderAtWorkout(queryClient, () => <HistoryView userId={userId} {...search} />, { url: "/workout?view=history" });
  return { router, queryClient };
}

/** What this device keeps to send (the sends themselves never answer here). */
const unsent = (client: QueryClient) => workoutSync(userId, client).get().changes;

beforeEach(() => {
  // A member per test: the device's outbox is one per member for the page's life.
  userId = `history-member-${++member}`;
  vi.stubGlobal("fetch", () => new Promise(() => {}));
  act(() => switchLocale("en"));
});
afterEach(() => vi.unstubAllGlobals());

describe("the history list", () => {
  it("shows each workout as a card that opens it, and offers more while there is more", async () => {
    const page: WorkoutListJson = { workouts: [summary(1, "2026-03-03"), summary(2, "2026-03-01")], next: "2026-03-01" };
    show({}, (client) =>
      client.setQueryData<InfiniteData<WorkoutListJson, string>>(workoutKeys.history(userId), {
        pages: [page],
        pageParams: [""],
      }),
    );
    const list = await screen.findByRole("list", { name: "Workout history" });
    expect(within(list).getAllByRole("article")).toHaveLength(2);
    // Each card names what was done, exercise by exercise.
    expect(
      within(list)
        .getAllByTestId("workout-card-lines")
        .map((l) => l.textContent),
    ).toEqual(["2 ×Barbell bench press, work sets: 2", "2 ×Barbell bench press, work sets: 2"]);
    const open = within(list).getByRole("link", { name: "Upper body, Tue, March 3, 2026" });
    expect(open.getAttribute("href")).toBe(`/workout?view=history&session=${uuid(1)}`);
    expect(within(list).getAllByText("855 kg")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Show more" })).toBeTruthy();
  });

  it("names three exercises on a card and counts the rest, in Russian too", async () => {
    const lines = ["barbell-bench-press", "barbell-back-squat", "pull-up", "front-plank", "goblet-squat"].map((exercise, i) => ({
      exercise,
      sets: i + 1,
    }));
    show({}, (client) =>
      client.setQueryData<InfiniteData<WorkoutListJson, string>>(workoutKeys.history(userId), {
        pages: [{ workouts: [{ ...summary(1, "2026-03-03"), lines }], next: null }],
        pageParams: [""],
      }),
    );
    const card = await screen.findByTestId("workout-card-lines");
    expect(
      within(card)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "1 ×Barbell bench press, work sets: 1",
      "2 ×Barbell back squat, work sets: 2",
      "3 ×Pull-up, work sets: 3",
      "and 2 more",
    ]);
    act(() => switchLocale("ru"));
    expect(within(screen.getByTestId("workout-card-lines")).getAllByRole("listitem").at(-1)!.textContent).toBe("и ещё 2");
    expect(within(screen.getByTestId("workout-card-lines")).getAllByRole("listitem")[0]!.textContent).toBe(
      "1 ×Жим штанги лёжа, рабочих подходов: 1",
    );
  });

  it("says there are no workouts yet and how to start one", async () => {
    show({}, (client) =>
      client.setQueryData<InfiniteData<WorkoutListJson, string>>(workoutKeys.history(userId), {
        pages: [{ workouts: [], next: null }],
        pageParams: [""],
      }),
    );
    expect(await screen.findByRole("heading", { name: "No workouts yet" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Start a workout" }).getAttribute("href")).toBe("/workout");
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });
});

describe("a past workout", () => {
  const detail = (): WorkoutDetailJson => ({
    session: session(),
    records: [{ setId: uuid(13), kinds: ["heaviest", "e1rm"] }],
    previous: {},
  });
  const open = () => show({ session: uuid(1) }, (client) => client.setQueryData(workoutKeys.detail(userId, uuid(1)), detail()));

  it("lists its sets with warm-ups apart, effort, records and the note", async () => {
    open();
    expect(await screen.findByRole("heading", { level: 2, name: "Upper body" })).toBeTruthy();
    const bench = screen.getByRole("region", { name: "Barbell bench press" });
    const sets = within(bench)
      .getAllByTestId("history-set")
      .map((li) => li.textContent);
    expect(sets[0]).toContain("Warm-up 1: 40 kg ×\u00a010");
    expect(sets[1]).toContain("Set 1: 60 kg ×\u00a08RPE 8");
    expect(sets[2]).toContain("Record: heaviest weight and best estimated 1RM");
    expect(within(bench).getByText("Good bar speed")).toBeTruthy();
    expect(screen.getByTestId("session-records").textContent).toBe("Records: 1");
    expect(within(bench).getByRole("link", { name: "Progress: Barbell bench press" }).getAttribute("href")).toBe(
      "/workout?view=history&exercise=barbell-bench-press",
    );
  });

  it("names a plan's exercises left undone once, at the end, instead of a card each saying there are no sets", async () => {
    const base = session();
    const undone = (n: number, exercise: string, note = "") => ({ id: uuid(n), exercise, position: n, note, superset: null, updatedAt: saved });
    const withUndone = {
      ...base,
      entries: [...base.entries, undone(20, "pull-up"), undone(21, "goblet-squat"), undone(22, "front-plank", "Skipped: sore wrist")],
    };
    show({ session: uuid(1) }, (client) => client.setQueryData(workoutKeys.detail(userId, uuid(1)), { ...detail(), session: withUndone }));
    expect(await screen.findByRole("region", { name: "Barbell bench press" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Pull-up" })).toBeNull();
    expect(screen.getByTestId("history-skipped").textContent).toBe("Not done: Pull-up, Goblet squat.");
    // One with a note keeps its card: the note says why.
    expect(within(screen.getByRole("region", { name: "Front plank" })).getByText("Skipped: sore wrist")).toBeTruthy();
    act(() => switchLocale("ru"));
    expect(screen.getByTestId("history-skipped").textContent).toMatch(/^Не выполнены: /);
  });

  it("records a correction as whole sets stamped with the moment of saving, and shows it at once", async () => {
    const { queryClient } = open();
    fireEvent.click(await screen.findByRole("button", { name: "Edit" }));
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Correct the workout" }));
    expect(screen.getByText("Changes here correct this workout; records and next suggestions are recalculated.")).toBeTruthy();
    const bench = screen.getByRole("region", { name: "Barbell bench press" });
    const first = within(bench).getByRole("group", { name: "Set 1" });
    fireEvent.change(within(first).getByRole("textbox", { name: "Reps" }), { target: { value: "10" } });
    fireEvent.click(within(bench).getByRole("button", { name: "Remove set 2" }));
    fireEvent.click(within(bench).getByRole("button", { name: "Add set: Barbell bench press" }));
    const before = Date.now();
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(unsent(queryClient)).toHaveLength(3));
    const changes = unsent(queryClient) as SetChange[];
    expect(changes.every((c) => c.type === "set" && c.sessionId === uuid(1) && c.updatedAt >= before)).toBe(true);
    expect(changes.find((c) => c.id === uuid(12))).toMatchObject({ reps: 10, weight: 60, rpe: 8, position: 1, deleted: false });
    expect(changes.find((c) => c.id === uuid(13))).toMatchObject({ deleted: true });
    expect(changes.find((c) => c.id !== uuid(12) && c.id !== uuid(13))).toMatchObject({
      weight: 60,
      reps: 10,
      position: 2,
      kind: "work",
      deleted: false,
    });
    // The workout reads as corrected before the server has heard of it.
    await waitFor(() => expect(screen.queryByTestId("session-editor")).toBeNull());
    // The focus comes back to the workout's name.
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 2, name: "Upper body" }));
    const shown = within(screen.getByRole("region", { name: "Barbell bench press" }))
      .getAllByTestId("history-set")
      .map((li) => li.textContent);
    expect(shown).toHaveLength(3);
    expect(shown[1]).toContain("60 kg ×\u00a010");
    expect(shown[2]).toContain("60 kg ×\u00a010");
    expect(screen.getByText("Changes on this device not sent yet: 3")).toBeTruthy();
  });

  it("says a wrong value beside its field, moves the focus there and records nothing", async () => {
    const { queryClient } = open();
    fireEvent.click(await screen.findByRole("button", { name: "Edit" }));
    const rpe = within(screen.getByRole("group", { name: "Set 2" })).getByRole("textbox", { name: "RPE" });
    fireEvent.change(rpe, { target: { value: "8.3" } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("RPE must be from 6 to 10, in steps of 0.5")).toBeTruthy();
    expect(rpe.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(rpe);
    expect(screen.getByRole("alert").textContent).toContain("Check the marked fields.");
    expect(unsent(queryClient)).toHaveLength(0);
  });

  it("discards the workout only after asking, then goes back to the list", async () => {
    const { queryClient, router } = open();
    fireEvent.click(await screen.findByRole("button", { name: "Edit" }));
    fireEvent.click(screen.getByRole("button", { name: "Discard workout" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Discard this workout?" });
    expect(unsent(queryClient)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Discard" }));
    await waitFor(() =>
      expect(unsent(queryClient)).toEqual([expect.objectContaining({ type: "session", id: uuid(1), deleted: true })]),
    );
    await waitFor(() => expect(router.state.location.search).toEqual({ view: "history" }));
  });

  it("says so when the workout is not in the history", async () => {
    show({ session: uuid(9) }, () => {});
    vi.stubGlobal(
      "fetch",
      async () => new Response(JSON.stringify({ error: { code: "not_found", message: "Not found" } }), { status: 404 }),
    );
    expect(
      await screen.findByText("This workout is not in your history. It may have been discarded.", {}, { timeout: 3000 }),
    ).toBeTruthy();
  });
});

describe("a past workout against the time before", () => {
  const logged = (
    n: number,
    entry: number,
    exercise: string,
    position: number,
    weight: number | null,
    reps: number | null,
    seconds: number | null = null,
  ) => ({
    id: uuid(n),
    entryId: uuid(entry),
    exercise,
    position,
    kind: "work" as const,
    weight,
    reps,
    seconds,
    rpe: null,
    rir: null,
    updatedAt: saved,
  });
  /** Bench press as in `session()` (855 kg of work), push-ups 16 + 14, a 60 s plank and a first-time row. */
  function withMore(status: "finished" | "active"): WorkoutSessionJson {
    const base = session();
    const entry = (n: number, exercise: string, position: number) => ({
      id: uuid(n),
      exercise,
      position,
      note: "",
      superset: null,
      updatedAt: saved,
    });
    return {
      ...base,
      status,
      finishedAt: status === "finished" ? saved : null,
      entries: [
        ...base.entries,
        entry(20, "push-up", 1),
        entry(30, "front-plank", 2),
        entry(40, "chest-supported-dumbbell-row", 3),
      ],
      sets: [
        ...base.sets,
        logged(21, 20, "push-up", 0, null, 16),
        logged(22, 20, "push-up", 1, null, 14),
        logged(31, 30, "front-plank", 0, null, null, 60),
        logged(41, 40, "chest-supported-dumbbell-row", 0, 22, 10),
      ],
    };
  }
  /** The time before: bench 2 × 60 kg × 8 after a warm-up (960 kg), push-ups 15 + 12, planks 45 + 40 s. */
  const previous: WorkoutDetailJson["previous"] = {
    "barbell-bench-press": {
      date: "2026-02-26",
      sets: [
        { ...logged(51, 50, "barbell-bench-press", 0, 40, 10), kind: "warmup" },
        logged(52, 50, "barbell-bench-press", 1, 60, 8),
        logged(53, 50, "barbell-bench-press", 2, 60, 8),
      ],
      note: "",
    },
    "push-up": {
      date: "2026-02-26",
      sets: [logged(61, 60, "push-up", 0, null, 15), logged(62, 60, "push-up", 1, null, 12)],
      note: "",
    },
    "front-plank": {
      date: "2025-12-30",
      sets: [logged(71, 70, "front-plank", 0, null, null, 45), logged(72, 70, "front-plank", 1, null, null, 40)],
      note: "",
    },
  };
  const open = (status: "finished" | "active") =>
    show({ session: uuid(1) }, (client) =>
      client.setQueryData<WorkoutDetailJson>(workoutKeys.detail(userId, uuid(1)), {
        session: withMore(status),
        records: [],
        previous,
      }),
    );
  const lines = () =>
    Object.fromEntries(
      ["Barbell bench press", "Push-up", "Front plank", "Chest-supported dumbbell row"].map((name) => [
        name,
        within(screen.getByRole("region", { name })).queryByTestId("last-time")?.textContent ?? null,
      ]),
    );

  it("says each exercise's total against the time before, and how many went up", async () => {
    open("finished");
    await screen.findByRole("heading", { level: 2, name: "Upper body" });
    expect(lines()).toEqual({
      // Work sets only: the warm-ups of both times are left out.
      "Barbell bench press": "Volume −11%:855 kg; last time, Feb 26: 960 kg",
      "Push-up": "Reps +11%:30 reps; last time, Feb 26: 27 reps",
      // Another year's date says its year.
      "Front plank": "Time −29%:60 s; last time, Dec 30, 2025: 85 s",
      "Chest-supported dumbbell row": null,
    });
    expect(screen.getByTestId("session-better").textContent).toBe("Better than last time: 1 of 3 exercises");
  });

  it("says it in Russian", async () => {
    act(() => switchLocale("ru"));
    open("finished");
    await screen.findByRole("heading", { level: 2, name: "Верх тела" });
    expect(within(screen.getByRole("region", { name: "Отжимания от пола" })).getByTestId("last-time").textContent).toBe(
      "Повторения +11\u00a0%:30\u00a0повт.; в\u00a0прошлый раз, 26 февр.: 27\u00a0повт.",
    );
    expect(screen.getByTestId("session-better").textContent).toBe("Лучше, чем в\u00a0прошлый раз: 1 из\u00a03 упражнений");
  });

  it("says nothing went up only exercise by exercise", async () => {
    show({ session: uuid(1) }, (client) =>
      client.setQueryData<WorkoutDetailJson>(workoutKeys.detail(userId, uuid(1)), {
        session: withMore("finished"),
        records: [],
        previous: { "push-up": { date: "2026-02-26", sets: [logged(61, 60, "push-up", 0, null, 40)], note: "" } },
      }),
    );
    await screen.findByRole("heading", { level: 2, name: "Upper body" });
    expect(lines()["Push-up"]).toBe("Reps \u221225%:30 reps; last time, Feb 26: 40 reps");
    expect(screen.queryByTestId("session-better")).toBeNull();
  });

  it("compares nothing while the workout is still open", async () => {
    open("active");
    await screen.findByRole("heading", { level: 2, name: "Upper body" });
    expect(screen.queryAllByTestId("last-time")).toEqual([]);
    expect(screen.queryByTestId("session-better")).toBeNull();
  });
});
