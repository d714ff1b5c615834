// A set row of the workout logger: what a member types becomes a whole set record when the row is
// checked done (the server's rules checked beside each field first), an empty field takes its
// placeholder, pounds go to the server as kg, and unchecking or removing a done set sends it back
// as removed. The rows run against a stand-in `record` (the device's outbox is tested apart).
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { KindedSet } from "../../core/training/set-kinds";
import type { WorkoutEntryJson } from "../../core/training/session";
import type { SetChange, WorkoutChange } from "../../core/validation/workouts";
import { switchLocale } from "../../web/shared/i18n/locale";
import { afterPaint } from "../../web/shared/ui/idle";
import type { UnitSystem } from "../../web/shared/units/units";
import { defaultSettings } from "../../web/workout/device-settings";
import { rowHints } from "../../web/workout/hints";
import { LoggerContext } from "../../web/workout/logger-context";
import { stopRest, currentRest, startRest } from "../../web/workout/rest-timer";
import { forgetRows } from "../../web/workout/row-store";
import { SetTable } from "../../web/workout/SetTable";
import { useEntrySets } from "../../web/workout/use-entry-sets";
import { WarmupButton } from "../../web/workout/WarmupButton";
import { emptySession } from "./workout-session";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const sessionId = "11111111-1111-4111-8111-111111111111";
const entry: WorkoutEntryJson = {
  id: "22222222-2222-4222-8222-222222222222",
  exercise: "barbell-bench-press",
  position: 0,
  note: "",
  superset: null,
  updatedAt: 1,
};
const session = emptySession({ id: sessionId, entries: [entry] });

function Rows({ loaded, measure, previous }: { loaded: boolean; measure: "reps" | "seconds"; previous: KindedSet[] }) {
  const sets = useEntrySets(entry, ["work", "work"], 90, []);
  const kind = { exercise: undefined, loaded, weightOptional: false, barbell: loaded, measure };
  const ctx = { measure, loaded, units: unitsNow, effort: "off" as const };
  const hints = rowHints(sets.slots, sets.done, null, previous);
  return (
    <>
      <SetTable
        name="Bench press"
        kind={kind}
        sets={sets}
        previous={previous}
        hints={hints}
        records={new Map()}
        ctx={ctx}
        idBase="t"
      />
      <button type="button" onClick={() => sets.add("warmup")}>
        warm-up
      </button>
      <WarmupButton name="Bench press" kind={kind} sets={sets} hints={hints} ctx={ctx} idBase="t" disabled={false} />
    </>
  );
}

let unitsNow: UnitSystem = "metric";

function show(opts: { units?: UnitSystem; loaded?: boolean; measure?: "reps" | "seconds"; previous?: KindedSet[] } = {}) {
  unitsNow = opts.units ?? "metric";
  const record = vi.fn<(changes: WorkoutChange[]) => void>();
  render(
    <LoggerContext
      value={{ userId: "u1", session, previous: {}, screening: "clear", record, units: unitsNow, settings: defaultSettings }}
    >
      <Rows loaded={opts.loaded ?? true} measure={opts.measure ?? "reps"} previous={opts.previous ?? []} />
    </LoggerContext>,
  );
  return record;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const done = (n = 1) => screen.getByRole("checkbox", { name: `Bench press, set ${n}: done` });
const sent = (record: ReturnType<typeof show>, call = 0) => record.mock.calls[call]![0] as SetChange[];
/** Once the frame after a press has painted (when the workout takes a checked set). */
const painted = () => act(() => new Promise<void>((resolve) => afterPaint(resolve)));
const press = async (check: HTMLElement) => {
  fireEvent.click(check);
  await painted();
};

afterEach(() => {
  forgetRows();
  stopRest();
  act(() => switchLocale("en"));
});

describe("a set row", () => {
  it("records a whole set when checked with valid values, and starts the rest", async () => {
    const record = show();
    type("Bench press, set 1: weight, kg", "62,5");
    type("Bench press, set 1: reps", "8");
    // The check shows in the press's own frame, with what was typed; the workout takes the set
    // (its record and the rest) once that frame has painted, and a second tap meanwhile is not a
    // second set.
    fireEvent.click(done());
    expect(done().getAttribute("aria-checked")).toBe("true");
    expect((screen.getByLabelText("Bench press, set 1: weight, kg") as HTMLInputElement).value).toBe("62.5");
    expect(record).not.toHaveBeenCalled();
    expect(currentRest()).toBeNull();
    fireEvent.click(done());
    await painted();
    expect(record).toHaveBeenCalledTimes(1);
    const [change] = sent(record);
    expect(change).toEqual({
      type: "set",
      id: expect.stringMatching(uuid),
      sessionId,
      entryId: entry.id,
      exercise: "barbell-bench-press",
      position: 0,
      kind: "work",
      weight: 62.5,
      reps: 8,
      seconds: null,
      rpe: null,
      rir: null,
      deleted: false,
      updatedAt: expect.any(Number),
    });
    expect(done().getAttribute("aria-checked")).toBe("true");
    expect(currentRest()?.total).toBe(90);
  });

  it("moves from the weight to the reps on Enter, and checks the set on Enter in the reps", async () => {
    const record = show();
    const weight = screen.getByLabelText("Bench press, set 1: weight, kg");
    const reps = screen.getByLabelText("Bench press, set 1: reps");
    expect(weight.getAttribute("enterkeyhint")).toBe("next");
    expect(reps.getAttribute("enterkeyhint")).toBe("done");
    type("Bench press, set 1: weight, kg", "60");
    fireEvent.keyDown(weight, { key: "Enter" });
    expect(document.activeElement).toBe(reps);
    expect(record).not.toHaveBeenCalled();
    type("Bench press, set 1: reps", "5");
    fireEvent.keyDown(reps, { key: "Enter" });
    await painted();
    expect(sent(record)[0]).toMatchObject({ weight: 60, reps: 5 });
  });

  it("takes last time's numbers for fields left empty", async () => {
    const record = show({ previous: [{ weight: 60, reps: 8, seconds: null, kind: "work" as const }] });
    expect(screen.getByLabelText("Bench press, set 1: weight, kg").getAttribute("placeholder")).toBe("60");
    expect(screen.getByText("60 kg × 8")).toBeTruthy();
    await press(done());
    expect(sent(record)[0]).toMatchObject({ weight: 60, reps: 8 });
    // The next row repeats the set just done.
    expect(screen.getByLabelText("Bench press, set 2: reps").getAttribute("placeholder")).toBe("8");
  });

  it("refuses values the server would refuse, saying why beside the field", async () => {
    const record = show();
    type("Bench press, set 1: weight, kg", "abc");
    type("Bench press, set 1: reps", "0");
    await press(done());
    expect(record).not.toHaveBeenCalled();
    const weight = screen.getByLabelText("Bench press, set 1: weight, kg");
    expect(weight.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(weight.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Weight must be from 0 to 500 kg",
    );
    expect(screen.getByText("Reps must be a whole number from 1 to 100")).toBeTruthy();
    expect(done().getAttribute("aria-checked")).toBe("false");
  });

  it("asks for the weight of a loaded exercise, in the member's language", async () => {
    act(() => switchLocale("ru"));
    const record = show();
    type("Bench press, подход 1: повторения", "8");
    await press(screen.getByRole("checkbox", { name: "Bench press, подход 1: выполнен" }));
    expect(record).not.toHaveBeenCalled();
    expect(screen.getByText("Укажите вес")).toBeTruthy();
  });

  it("sends kg when the member types pounds", async () => {
    const record = show({ units: "imperial" });
    type("Bench press, set 1: weight, lb", "135");
    type("Bench press, set 1: reps", "5");
    await press(done());
    expect(sent(record)[0]!.weight).toBe(61.235);
    // Shown back in pounds, as typed.
    expect((screen.getByLabelText("Bench press, set 1: weight, lb") as HTMLInputElement).value).toBe("135");
  });

  it("lets a bodyweight set go without added weight, and a hold in seconds", async () => {
    const record = show({ loaded: false, measure: "seconds" });
    type("Bench press, set 1: seconds", "45");
    await press(done());
    expect(sent(record)[0]).toMatchObject({ weight: null, reps: null, seconds: 45 });
  });

  it("sends a done set back as removed when unchecked, keeping what was typed", async () => {
    const record = show();
    type("Bench press, set 1: weight, kg", "60");
    type("Bench press, set 1: reps", "8");
    await press(done());
    const id = sent(record)[0]!.id;
    await press(done());
    expect(sent(record, 1)).toEqual([expect.objectContaining({ type: "set", id, deleted: true })]);
    expect(done().getAttribute("aria-checked")).toBe("false");
    expect((screen.getByLabelText("Bench press, set 1: reps") as HTMLInputElement).value).toBe("8");
  });

  it("re-records done sets at their new place when a warm-up goes above them", async () => {
    const record = show({
      previous: [
        { weight: 60, reps: 8, seconds: null, kind: "work" as const },
        { weight: 60, reps: 8, seconds: null, kind: "work" as const },
      ],
    });
    await press(done(1));
    await press(done(2));
    const [first, second] = [sent(record, 0)[0]!, sent(record, 1)[0]!];
    expect(second.position).toBe(1);
    // A warm-up goes above the work sets: both done sets move down one place.
    fireEvent.click(screen.getByRole("button", { name: "warm-up" }));
    expect(sent(record, 2)).toEqual([
      expect.objectContaining({ id: first.id, position: 1, kind: "work", deleted: false }),
      expect.objectContaining({ id: second.id, position: 2, kind: "work", deleted: false }),
    ]);
    expect(screen.getByRole("button", { name: "Bench press, warm-up 1: options" }).textContent).toBe("W");
  });

  it("removes a row from its number's menu: a done one is sent as removed, the one below moves up", async () => {
    const record = show({
      previous: [
        { weight: 60, reps: 8, seconds: null, kind: "work" as const },
        { weight: 60, reps: 8, seconds: null, kind: "work" as const },
      ],
    });
    await press(done(1));
    await press(done(2));
    const [first, second] = [sent(record, 0)[0]!, sent(record, 1)[0]!];
    fireEvent.keyDown(screen.getByRole("button", { name: "Bench press, set 1: options" }), { key: "Enter" });
    fireEvent.click(screen.getByRole("menuitem", { name: "Remove set" }));
    expect(sent(record, 2)).toEqual([
      expect.objectContaining({ id: first.id, deleted: true }),
      expect.objectContaining({ id: second.id, position: 0, deleted: false }),
    ]);
    expect(screen.getAllByRole("checkbox")).toHaveLength(1);
  });

  it("makes a row a drop set from its number's menu: a D, last time's drop set beside it, and no rest before it", async () => {
    const record = show({
      previous: [
        { weight: 60, reps: 8, seconds: null, kind: "work" },
        { weight: 40, reps: 10, seconds: null, kind: "drop" },
      ],
    });
    fireEvent.keyDown(screen.getByRole("button", { name: "Bench press, set 2: options" }), { key: "Enter" });
    expect(screen.getByRole("menuitemradio", { name: "Work set" }).getAttribute("aria-checked")).toBe("true");
    fireEvent.click(screen.getByRole("menuitemradio", { name: "Drop set" }));
    const menu = screen.getByRole("button", { name: "Bench press, drop set 1: options" });
    expect(menu.textContent).toBe("D");
    // Last time's drop set, not its straight set, is beside the drop set and in its fields.
    expect(screen.getByText("40 kg × 10")).toBeTruthy();
    expect(screen.getByLabelText("Bench press, drop set 1: weight, kg").getAttribute("placeholder")).toBe("40");
    // The set before a drop set leads straight to it: no rest, and one still running from before ends.
    act(() => startRest(120));
    await press(done());
    expect(currentRest()).toBeNull();
    await press(screen.getByRole("checkbox", { name: "Bench press, drop set 1: done" }));
    expect(sent(record, 1)).toEqual([expect.objectContaining({ kind: "drop", position: 1, weight: 40, reps: 10 })]);
    expect(currentRest()?.total).toBe(90);
  });

  it("re-records a done set as a set to failure when its type changes, and names it so in Russian", async () => {
    act(() => switchLocale("ru"));
    const record = show({ previous: [{ weight: 60, reps: 8, seconds: null, kind: "work" }] });
    await press(screen.getByRole("checkbox", { name: "Bench press, подход 1: выполнен" }));
    const id = sent(record)[0]!.id;
    fireEvent.keyDown(screen.getByRole("button", { name: "Bench press, подход 1: действия" }), { key: "Enter" });
    fireEvent.click(screen.getByRole("menuitemradio", { name: "До отказа" }));
    expect(sent(record, 1)).toEqual([expect.objectContaining({ id, kind: "failure", position: 0, deleted: false })]);
    expect(screen.getByRole("button", { name: "Bench press, подход 1 до отказа: действия" }).textContent).toBe("О");
    // Still one of the planned sets: the second row stays, numbered 1 among the work sets.
    expect(screen.getByRole("button", { name: "Bench press, подход 1: действия" }).textContent).toBe("1");
  });

  it("adds ramp-up sets to the first work set's weight, typed in for the member to check", async () => {
    const record = show();
    type("Bench press, set 1: weight, kg", "100");
    fireEvent.click(screen.getByRole("button", { name: "Add ramp-up sets to Bench press" }));
    const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
    expect(
      [1, 2, 3, 4].map((n) => [value(`Bench press, warm-up ${n}: weight, kg`), value(`Bench press, warm-up ${n}: reps`)]),
    ).toEqual([
      ["20", "10"],
      ["50", "8"],
      ["70", "5"],
      ["85", "3"],
    ]);
    // The work set keeps its weight; a warm-up checked is recorded as one.
    expect(value("Bench press, set 1: weight, kg")).toBe("100");
    await press(screen.getByRole("checkbox", { name: "Bench press, warm-up 1: done" }));
    expect(sent(record).at(-1)).toEqual(expect.objectContaining({ kind: "warmup", position: 0, weight: 20, reps: 10 }));
    // Asked again (the work weight changed), they take the place of the ones still to do; the done
    // one stays, and the ramp goes on above it (no second empty bar).
    type("Bench press, set 1: weight, kg", "62.5");
    fireEvent.click(screen.getByRole("button", { name: "Add ramp-up sets to Bench press" }));
    expect(screen.getAllByLabelText(/^Bench press, warm-up \d: weight, kg$/).map((f) => (f as HTMLInputElement).value)).toEqual([
      "20",
      "30",
      "42.5",
      "52.5",
    ]);
  });

  it("asks for the work weight first when there is none, in the member's language", () => {
    act(() => switchLocale("ru"));
    show();
    fireEvent.click(screen.getByRole("button", { name: "Добавить подводящие подходы: Bench press" }));
    expect(document.activeElement).toBe(screen.getByLabelText("Bench press, подход 1: вес, кг"));
    expect(screen.queryAllByLabelText(/разминка/)).toEqual([]);
  });

  it("records a done set again, whole, when the member corrects it and leaves the field", async () => {
    const record = show();
    type("Bench press, set 1: weight, kg", "60");
    type("Bench press, set 1: reps", "8");
    await press(done());
    const id = sent(record)[0]!.id;
    type("Bench press, set 1: reps", "9");
    fireEvent.blur(screen.getByLabelText("Bench press, set 1: reps"));
    expect(sent(record, 1)).toEqual([expect.objectContaining({ id, weight: 60, reps: 9, position: 0, deleted: false })]);
    // Leaving a field unchanged records nothing.
    fireEvent.blur(screen.getByLabelText("Bench press, set 1: weight, kg"));
    expect(record).toHaveBeenCalledTimes(2);
  });
});
