// Body fat in the progress log as the member meets it: the rule (2–75 %, to 0.1, enough alone to
// log a day), the dialog's optional field with its message, the log's line in both languages, and
// the device's outbox carrying it until the server has it.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BodyEntryJson } from "../../core/progress/entry";
import { bodyEntryCreateSchema, bodyEntryUpdateSchema } from "../../core/validation/progress";
import { switchLocale } from "../../web/shared/i18n/locale";
import { editShown, logDay, withUnsent } from "../../web/shared/offline/body-outbox";
import { chartValueOf, latestComposition } from "../../core/progress/composition";
import { EntriesList } from "../../web/progress/EntriesList";
import { LatestMeasurements } from "../../web/progress/LatestMeasurements";
import { EntryDialog, givenValues, type Draft } from "../../web/progress/EntryDialog";

const none = { weight: null, bodyFat: null, waist: null, neck: null, hips: null, chest: null, arm: null, thigh: null };
const entry = (values: Partial<BodyEntryJson>): BodyEntryJson => ({ ...none, id: "e1", date: "2026-11-20", ...values });
const issues = (result: { issues?: { message: string }[] }) => result.issues?.map((i) => i.message);
const range = "validation_progress_body_fat_range";

const withClient = (ui: ReactNode) => render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

afterEach(() => act(() => switchLocale("en")));

describe("the body fat rule", () => {
  it("takes 2 to 75 %, stored to 0.1, and is enough alone to log a day", () => {
    for (const [sent, kept] of [
      [2, 2],
      [75, 75],
      [18.46, 18.5],
    ]) {
      expect(v.parse(bodyEntryCreateSchema, { date: "2026-11-20", bodyFat: sent })).toEqual({
        date: "2026-11-20",
        bodyFat: kept,
      });
    }
    expect(v.parse(bodyEntryUpdateSchema, { bodyFat: null })).toEqual({ bodyFat: null });
  });

  it("refuses 1.9, 75.1 and what is not a number, with its own message", () => {
    for (const bodyFat of [1.9, 75.1, Number.NaN, Infinity, "18"]) {
      expect(new Set(issues(v.safeParse(bodyEntryCreateSchema, { date: "2026-11-20", bodyFat })))).toEqual(new Set([range]));
      expect(new Set(issues(v.safeParse(bodyEntryUpdateSchema, { bodyFat })))).toEqual(new Set([range]));
    }
  });
});

describe("body fat on the progress screen", () => {
  it("is a line of the log with the weight and the circumferences, in English and in Russian", () => {
    const list = [entry({ weight: 80, bodyFat: 18.5, waist: 90 }), entry({ id: "e2", date: "2026-11-21", bodyFat: 18 })];
    const show = () =>
      withClient(
        <EntriesList entries={list} units="metric" unsentIds={new Set()} onEdit={vi.fn()} onRemove={vi.fn()} />,
      ).getAllByTestId("progress-entry");
    let rows = show();
    expect(rows[0]!.textContent).toContain("Body fat 18%");
    expect(rows[1]!.textContent).toContain("80 kg · Body fat 18.5% · Waist 90 cm");
    document.body.innerHTML = "";
    act(() => switchLocale("ru"));
    rows = show();
    expect(rows[1]!.textContent).toContain("80\u00a0кг · Процент жира 18,5\u00a0% · Талия 90\u00a0см");
  });

  it("is an optional field of the dialog, checked as typed, saved with the day", async () => {
    const onSave = vi.fn((_: Draft) => Promise.resolve());
    withClient(<EntryDialog trigger={<button type="button">Log</button>} units="metric" onSave={onSave} />);
    fireEvent.click(screen.getByRole("button", { name: "Log" }));
    const dialog = await screen.findByRole("dialog");
    const field = within(dialog).getByLabelText("Body fat, %");
    fireEvent.change(field, { target: { value: "75.1" } });
    fireEvent.blur(field);
    await within(dialog).findByText("Body fat must be between 2 and 75%");
    fireEvent.change(field, { target: { value: "21,5" } });
    await waitFor(() => expect(within(dialog).queryByText("Body fat must be between 2 and 75%")).toBeNull());
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    // What the day logs: the filled field only.
    expect(givenValues(onSave.mock.calls[0]![0])).toEqual({ bodyFat: 21.5 });
  });
});

describe("fat and lean mass from a weighed day's body fat", () => {
  it("splits the weight of the newest body fat reading's day, to 0.1 kg, the two adding up to the weight", () => {
    expect(latestComposition([entry({ weight: 80, bodyFat: 18.5 })])).toEqual({ date: "2026-11-20", fatKg: 14.8, leanKg: 65.2 });
    // 80.3 × 18.5 % = 14.8555 kg of fat: 14.9, and the rest is lean.
    expect(latestComposition([entry({ weight: 80.3, bodyFat: 18.5 })])).toEqual({
      date: "2026-11-20",
      fatKg: 14.9,
      leanKg: 65.4,
    });
    // The newest reading wins whatever the order of the list.
    const older = entry({ id: "e0", date: "2026-11-01", weight: 82, bodyFat: 20 });
    expect(latestComposition([entry({ weight: 80, bodyFat: 18.5 }), older])?.date).toBe("2026-11-20");
  });

  it("gives none without a body fat reading, or when its day has no weight (an older weighed day does not stand in)", () => {
    expect(latestComposition([])).toBeNull();
    expect(latestComposition([entry({ weight: 80, waist: 90 })])).toBeNull();
    const older = entry({ id: "e0", date: "2026-11-01", weight: 82, bodyFat: 20 });
    expect(latestComposition([older, entry({ bodyFat: 18.5 }), entry({ id: "e2", date: "2026-11-21", weight: 79 })])).toBeNull();
  });

  it("is a value of each weighed day with body fat for the chart, none on a day missing either", () => {
    const day = entry({ weight: 80, bodyFat: 18.5, waist: 90 });
    expect([
      chartValueOf(day, "leanMass"),
      chartValueOf(day, "fatMass"),
      chartValueOf(day, "waist"),
      chartValueOf(day, "weight"),
    ]).toEqual([65.2, 14.8, 90, 80]);
    for (const missing of [entry({ weight: 80 }), entry({ bodyFat: 18.5 })]) {
      expect([chartValueOf(missing, "leanMass"), chartValueOf(missing, "fatMass")]).toEqual([null, null]);
    }
  });

  it("shows beside the latest measurements, saying where it comes from, in English and in Russian", () => {
    const list = [entry({ weight: 80, bodyFat: 18.5, waist: 90 })];
    const readings = () => [...screen.getByTestId("progress-latest").querySelectorAll("li")].map((li) => li.textContent);
    render(<LatestMeasurements entries={list} units="metric" />);
    expect(readings()).toEqual(["Body fat 18.5%", "Fat mass 14.8 kg", "Lean mass 65.2 kg", "Waist 90 cm"]);
    screen.getByText(
      "Fat and lean mass come from the weight and body fat of November 20, 2026. Lean mass is everything but fat: muscle, bone, water and organs.",
    );
    document.body.innerHTML = "";
    act(() => switchLocale("ru"));
    render(<LatestMeasurements entries={list} units="metric" />);
    expect(readings()).toEqual([
      "Процент жира 18,5\u00a0%",
      "Жировая масса 14,8\u00a0кг",
      "Безжировая масса 65,2\u00a0кг",
      "Талия 90\u00a0см",
    ]);
    expect(screen.getByTestId("progress-latest").nextElementSibling!.textContent).toMatch(
      /^По\u00a0весу и\u00a0проценту жира за\u00a020\sноября 2026\sг\. рассчитаны жировая и\u00a0безжировая масса\./,
    );
  });

  it("leaves the masses and their note out when the body fat day has no weight", () => {
    render(<LatestMeasurements entries={[entry({ bodyFat: 18.5 })]} units="metric" />);
    expect([...screen.getByTestId("progress-latest").querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "Body fat 18.5%",
    ]);
    expect(screen.queryByText(/lean mass/i)).toBeNull();
  });
});

describe("body fat in the device's outbox", () => {
  it("merges into a day logged here, shows over the server's entry, and an edit clears it", () => {
    const at = Date.UTC(2026, 10, 21, 9);
    const outbox = logDay(logDay({}, "2026-11-20", { weight: 80 }, at), "2026-11-20", { bodyFat: 19 }, at + 1);
    expect(Object.values(outbox)).toEqual([
      { kind: "log", date: "2026-11-20", values: { weight: 80, bodyFat: 19 }, changedAt: at + 1 },
    ]);
    const server = [entry({ weight: 81 })];
    expect(withUnsent(server, Object.values(outbox)).entries).toEqual([entry({ weight: 80, bodyFat: 19 })]);

    const edited = editShown({}, server[0]!, "2026-11-20", { ...none, weight: 81 }, at + 2);
    expect(Object.values(edited)).toEqual([
      { kind: "edit", id: "e1", date: "2026-11-20", values: { ...none, weight: 81 }, changedAt: at + 2 },
    ]);
  });
});
