// The history as this device sees it: a workout started here and not sent yet is listed in its
// place, with its numbers worked out from its changes as the server would, marked as saved on this
// device, and opens; changes to a workout the device holds whole move its numbers at once; with no
// network the device's workouts are listed under the offline note.
import { onlineManager, QueryClient } from "@tanstack/react-query";
import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { WorkoutSummaryJson } from "../../core/api/workouts";
import type { PlanSeed } from "../../core/training/apply-changes";
import type { LoggedSetJson, WorkoutSessionJson } from "../../core/training/session";
import type { SessionChange, SetChange, WorkoutChange } from "../../core/validation/workouts";
import { localIsoDate } from "../../web/shared/i18n/format";
import { switchLocale } from "../../web/shared/i18n/locale";
import { workoutSync } from "../../web/shared/offline/workout-sync";
import { workoutKeys } from "../../web/shared/queries/workout";
import { sessionChange, setChange } from "../../web/workout/changes";
import HistoryView from "../../web/workout/history/HistoryView";
import { listWithChanges, sessionOnDevice, withStaying } from "../../web/workout/history/list-with-changes";
import { startChanges } from "../../web/workout/start";
import { emptySession } from "./workout-session";
import { renderAtWorkout } from "./workout-route";

const uuid = (n: number) => `3c9d2e1f-5a6b-4c7d-8e9f-${String(n).padStart(12, "0")}`;
const today = "2026-11-29";
const at = Date.UTC(2026, 10, 29, 9);
const minutes = (n: number) => n * 60_000;

const summary = (n: number, date: string, startedAt: number, more: Partial<WorkoutSummaryJson> = {}): WorkoutSummaryJson => ({
  id: uuid(n),
  date,
  name: null,
  source: "free",
  dayType: null,
  status: "finished",
  startedAt,
  durationMinutes: 50,
  exercises: 1,
  sets: 3,
  volumeKg: 1000,
  reps: 24,
  seconds: 0,
  lines: [],
  ...more,
});

const upperDay = (c: SessionChange): PlanSeed | null =>
  c.source === "plan" ? { plan: [], dayType: "upper", blockWeek: 1, deload: false } : null;

/** A set as the logger records it. */
function logged(session: SessionChange, entry: WorkoutChange, position: number, values: Partial<LoggedSetJson>, when: number): SetChange {
  const set: LoggedSetJson = {
    id: crypto.randomUUID(),
    entryId: entry.id,
    exercise: entry.type === "entry" ? entry.exercise : "",
    position,
    kind: "work",
    weight: null,
    reps: null,
    seconds: null,
    rpe: null,
    rir: null,
    updatedAt: 0,
    ...values,
  };
  return setChange(session.id, set, {}, when);
}

/** A plan workout started on this device at 9:00: squats (a warm-up and two sets), push-ups (one, bodyweight), finished at 9:45. */
function startedHere(finished = true): { session: SessionChange; changes: WorkoutChange[] } {
  const [start, squat, pushUp] = startChanges(today, { weekday: "SUNDAY", slugs: ["goblet-squat", "push-up"] }, at) as [SessionChange, WorkoutChange, WorkoutChange];
  const session = finished ? { ...start, status: "finished" as const, finishedAt: at + minutes(45), updatedAt: at + minutes(45) } : start;
  return {
    session,
    changes: [
      session,
      squat,
      pushUp,
      logged(start, squat, 0, { kind: "warmup", weight: 10, reps: 10 }, at + minutes(5)),
      logged(start, squat, 1, { weight: 20, reps: 10 }, at + minutes(10)),
      logged(start, squat, 2, { weight: 20, reps: 8 }, at + minutes(15)),
      logged(start, pushUp, 0, { reps: 15 }, at + minutes(20)),
    ],
  };
}

describe("the history list as this device sees it", () => {
  it("lists a workout started here in its place by start time, with its numbers as the server would count them", () => {
    const { session, changes } = startedHere();
    const server = [summary(1, today, at - minutes(120)), summary(2, "2026-11-28", at - minutes(1440))];
    const list = listWithChanges(server, changes, { seed: upperDay });
    expect(list.map((w) => w.id)).toEqual([session.id, uuid(1), uuid(2)]);
    expect(list[0]).toEqual({
      id: session.id,
      date: today,
      name: null,
      source: "plan",
      dayType: "upper",
      status: "finished",
      startedAt: at,
      durationMinutes: 45,
      // Warm-ups apart; a bodyweight set's volume is its added weight only.
      exercises: 2,
      sets: 3,
      volumeKg: 20 * 10 + 20 * 8,
      reps: 10 + 8 + 15,
      seconds: 0,
      // Each exercise with its work sets, the warm-up apart.
      lines: [
        { exercise: "goblet-squat", sets: 2 },
        { exercise: "push-up", sets: 1 },
      ],
      unsent: true,
      onlyHere: true,
    });
    expect(list.slice(1).map((w) => [w.unsent, w.onlyHere])).toEqual([
      [false, false],
      [false, false],
    ]);
  });

  it("lists it when the server has no workouts yet, and not once it is discarded here", () => {
    const { session, changes } = startedHere(false);
    expect(listWithChanges([], changes).map((w) => [w.id, w.status, w.durationMinutes, w.dayType])).toEqual([[session.id, "active", null, null]]);
    const discarded = changes.map((c) => (c === session ? { ...session, deleted: true, updatedAt: at + minutes(30) } : c));
    expect(listWithChanges([], discarded)).toEqual([]);
  });

  it("leaves a workout dated before the loaded pages to its own page, where the server has it", () => {
    const { changes } = startedHere();
    const older = changes.map((c) => (c.type === "session" ? { ...c, date: "2026-11-01" } : c));
    const server = [summary(1, today, at), summary(2, "2026-11-20", at - minutes(9 * 1440))];
    expect(listWithChanges(server, older, { more: true }).map((w) => w.id)).toEqual([uuid(1), uuid(2)]);
    expect(listWithChanges(server, older, { more: false })).toHaveLength(3);
  });

  it("moves the numbers of a workout the server has at once when the device holds it whole", () => {
    const stored: WorkoutSessionJson = emptySession({
      id: uuid(1),
      date: today,
      startedAt: at,
      updatedAt: at,
      entries: [{ id: uuid(10), exercise: "goblet-squat", position: 0, note: "", superset: null, updatedAt: at }],
      sets: [{ id: uuid(11), entryId: uuid(10), exercise: "goblet-squat", position: 0, kind: "work", weight: 20, reps: 10, seconds: null, rpe: null, rir: null, updatedAt: at }],
    });
    const server = [summary(1, today, at, { status: "active", durationMinutes: null, exercises: 1, sets: 1, volumeKg: 200 })];
    const more = setChange(stored.id, { ...stored.sets[0]!, id: uuid(12), position: 1, reps: 8 }, {}, at + minutes(5));
    const finish = sessionChange(stored, { status: "finished", finishedAt: at + minutes(30) }, at + minutes(30));

    expect(listWithChanges(server, [more, finish], { known: [stored] })[0]).toMatchObject({ status: "finished", durationMinutes: 30, sets: 2, volumeKg: 360, unsent: true, onlyHere: false });
    // Known by its summary only: the finish shows now, the sets once sent.
    expect(listWithChanges(server, [more, finish])[0]).toMatchObject({ status: "finished", durationMinutes: 30, sets: 1, volumeKg: 200, unsent: true });
    expect(listWithChanges(server, [more])[0]).toMatchObject({ status: "active", sets: 1, unsent: true });
  });

  it("with no list from the server, lists the workouts with changes on this device only", () => {
    const { session, changes } = startedHere(false);
    const open = sessionOnDevice(session.id, changes)!;
    const edit = setChange(open.id, open.sets[1]!, { reps: 12 }, at + minutes(40));
    expect(listWithChanges(null, changes).map((w) => w.id)).toEqual([session.id]);
    expect(listWithChanges(null, [edit], { known: [open] }).map((w) => [w.id, w.volumeKg])).toEqual([[session.id, 20 * 12 + 20 * 8]]);
    expect(listWithChanges(null, [], { known: [open] })).toEqual([]);
  });

  it("keeps a workout sent from here while the list is read again, as sent; one discarded goes", () => {
    const { session, changes } = startedHere();
    const before = listWithChanges([], changes);
    const sending = withStaying([], before, changes, false);
    expect(sending.held.map((w) => w.id)).toEqual([session.id]);
    // Answered: the outbox let it go, the new list is on its way.
    const gap = withStaying(sending.held, listWithChanges([], []), [], true);
    expect(gap.shown.map((w) => [w.id, w.unsent])).toEqual([[session.id, false]]);
    // The new list has it.
    const after = listWithChanges([summary(1, today, at, { id: session.id })], []);
    expect(withStaying(gap.held, after, [], false)).toEqual({ held: [], shown: after });
    // Discarded here while the list is read again: not shown again.
    const discard = { ...session, deleted: true, updatedAt: at + minutes(50) };
    expect(withStaying(sending.held, listWithChanges([], [discard]), [discard], true).shown).toEqual([]);
  });

  it("builds a workout started here whole to open it, and nothing for one it does not hold", () => {
    const { session, changes } = startedHere();
    const built = sessionOnDevice(session.id, changes, { seed: upperDay })!;
    expect(built.entries.map((e) => e.exercise)).toEqual(["goblet-squat", "push-up"]);
    expect(built.sets.map((s) => [s.kind, s.weight, s.reps])).toEqual([
      ["warmup", 10, 10],
      ["work", 20, 10],
      ["work", 20, 8],
      ["work", null, 15],
    ]);
    expect(sessionOnDevice(uuid(99), changes)).toBeUndefined();
  });
});

describe("the history with no network", () => {
  let userId = "";
  let member = 0;
  let queryClient = new QueryClient();
  function show(search: { session?: string }) {
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderAtWorkout(queryClient, () => <HistoryView userId={userId} {...search} />, { url: "/workout?view=history" });
    return queryClient;
  }

  beforeEach(() => {
    userId = `offline-history-${++member}`;
    vi.stubGlobal("fetch", () => new Promise(() => {}));
    onlineManager.setOnline(false);
    act(() => switchLocale("en"));
  });
  afterEach(async () => {
    // Back online, the changes go to a server that never answers (not to the next file's).
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(workoutSync(userId, queryClient).get().phase).toBe("sending"));
    vi.unstubAllGlobals();
  });

  it("lists the workout started on this device under the offline note, marked, and opens it", async () => {
    const { session, changes } = startedHere(false);
    const client = show({});
    expect(await screen.findByText(/You're offline/)).toBeTruthy();
    await act(() => workoutSync(userId, client).record(changes));
    const list = await screen.findByRole("list", { name: "Workout history" });
    const card = within(list).getByRole("article");
    expect(within(card).getByRole("link", { name: /^Workout, Sun, November 29, 2026$/ }).getAttribute("href")).toBe(`/workout?view=history&session=${session.id}`);
    expect(within(card).getByText("In progress")).toBeTruthy();
    expect(within(card).getByText("Saved on this device, not sent yet")).toBeTruthy();
    expect(within(card).getByText("360 kg")).toBeTruthy();
  });

  it("opens a workout started on this device with its sets, the server not having it yet", async () => {
    const { session, changes } = startedHere();
    const client = show({ session: session.id });
    expect(await screen.findByText(/this workout isn't kept on this device/)).toBeTruthy();
    await act(() => workoutSync(userId, client).record(changes));
    expect(await screen.findByRole("heading", { level: 2, name: "Workout" })).toBeTruthy();
    expect(screen.getAllByTestId("history-set")).toHaveLength(4);
    expect(screen.getByText("Changes on this device not sent yet: 7")).toBeTruthy();
    expect(client.getQueryData(workoutKeys.detail(userId, session.id))).toBeUndefined();
  });

  it("opens a workout just finished here with the sets the server already has, before its own answer", async () => {
    // The sets were sent while it was open (the day's answer holds them); only the finish waits.
    const { session, changes } = startedHere(false);
    const open = sessionOnDevice(session.id, changes, { seed: upperDay })!;
    const client = show({ session: session.id });
    client.setQueryData(workoutKeys.day(userId, localIsoDate()), { active: open, preview: null, planDays: [], previous: {}, screening: "clear" });
    const finish = { ...session, status: "finished" as const, finishedAt: at + minutes(45), updatedAt: at + minutes(45) };
    await act(() => workoutSync(userId, client).record([finish]));
    // The plan's day type, as the server answered it.
    expect(await screen.findByRole("heading", { level: 2, name: "Upper body" })).toBeTruthy();
    expect(screen.getAllByTestId("history-set")).toHaveLength(4);
    const stat = (term: string) => screen.getByText(term).closest("div")!.querySelector("dd")!.textContent;
    expect([stat("Work sets"), stat("Exercises")]).toEqual(["3", "2"]);
  });
});
