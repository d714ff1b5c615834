// The progress log in the member's units: kept in kg and cm, shown and typed in lb and in for a
// member who reads imperial, with the limits in those units, a weight typed in pounds reading back
// as typed, and a value left as it opened keeping its own kg or cm.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BodyEntryJson } from "../../core/progress/entry";
import { bodyEntryCreateSchema } from "../../core/validation/progress";
import { switchLocale } from "../../web/shared/i18n/locale";
import { setUnits, type UnitSystem } from "../../web/shared/units/units";
import { projectWeight } from "../../core/transform/projection";
import { ProjectionCard } from "../../web/transform/ProjectionCard";
import { EntriesList } from "../../web/progress/EntriesList";
import { EntryDialog, type Draft } from "../../web/progress/EntryDialog";
import { LatestMeasurements } from "../../web/progress/LatestMeasurements";
import { metricOf, shownOf } from "../../web/progress/units";

const none = { weight: null, bodyFat: null, waist: null, neck: null, hips: null, chest: null, arm: null, thigh: null };
const entry = (values: Partial<BodyEntryJson>): BodyEntryJson => ({ ...none, id: "e1", date: "2026-11-20", ...values });
const withClient = (ui: ReactNode) => render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

afterEach(() => act(() => switchLocale("en")));

async function openDialog(units: UnitSystem, edited?: BodyEntryJson) {
  const onSave = vi.fn((_: Draft) => Promise.resolve());
  withClient(<EntryDialog trigger={<button type="button">Open</button>} units={units} entry={edited} onSave={onSave} />);
  fireEvent.click(screen.getByRole("button", { name: "Open" }));
  const dialog = await screen.findByRole("dialog");
  const type = (label: string, value: string) => {
    const field = within(dialog).getByLabelText(label);
    fireEvent.change(field, { target: { value } });
    fireEvent.blur(field);
  };
  const save = async () => {
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    return onSave.mock.calls[0]![0];
  };
  return { dialog, type, save };
}

describe("conversions", () => {
  it("keeps a weight typed in pounds to 0.01 kg, so it reads back as typed to 0.1 lb", () => {
    for (const lb of [66.2, 150, 180, 180.1, 212.7, 399.9, 661.3]) {
      const kg = metricOf("weight", lb, "imperial");
      expect(Math.round(kg * 100) / 100).toBe(kg);
      // What the server keeps (to 0.01 kg) is what was sent.
      expect(v.parse(bodyEntryCreateSchema, { date: "2026-11-20", weight: kg }).weight).toBe(kg);
      expect(Math.round(shownOf("weight", kg, "imperial") * 10) / 10).toBe(lb);
    }
    // A length to 0.1 cm is finer than the 0.1 in it is typed in.
    for (const inches of [7.9, 15.5, 31.5, 31.6, 98.4]) {
      expect(Math.round(shownOf("waist", metricOf("waist", inches, "imperial"), "imperial") * 10) / 10).toBe(inches);
    }
    expect([metricOf("weight", 80.456, "metric"), metricOf("bodyFat", 21.5, "imperial")]).toEqual([80.46, 21.5]);
  });
});

describe("the progress log in imperial", () => {
  it("lists each day in pounds and inches, in English and in Russian", () => {
    const list = [entry({ weight: 81.65, bodyFat: 18.5, waist: 80, hips: 100 })];
    const row = () =>
      withClient(
        <EntriesList entries={list} units="imperial" unsentIds={new Set()} onEdit={vi.fn()} onRemove={vi.fn()} />,
      ).getAllByTestId("progress-entry")[0]!.textContent;
    expect(row()).toContain("180 lb · Body fat 18.5% · Waist 31.5, Hips 39.4 in");
    document.body.innerHTML = "";
    act(() => switchLocale("ru"));
    expect(row()).toContain("180\u00a0фунт. · Процент жира 18,5\u00a0% · Талия 31,5, Бёдра 39,4\u00a0дюйм.");
  });

  it("shows the latest measurements and the masses in pounds and inches", () => {
    render(<LatestMeasurements entries={[entry({ weight: 80, bodyFat: 18.5, waist: 90 })]} units="imperial" />);
    expect([...screen.getByTestId("progress-latest").querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "Body fat 18.5%",
      "Fat mass 32.6 lb",
      "Lean mass 143.7 lb",
      "Waist 35.4 in",
    ]);
  });

  it("is typed in pounds and inches, checked against limits in those units, and saved in kg and cm", async () => {
    const { dialog, type, save } = await openDialog("imperial");
    within(dialog).getByText("Measurements, in");
    type("Weight, lb", "50");
    await within(dialog).findByText("Enter a value from 67 to 661 lb");
    type("Waist", "10");
    await within(dialog).findByText("Enter a value from 16 to 98 in");
    type("Weight, lb", "180");
    type("Waist", "31,5");
    await waitFor(() => expect(within(dialog).queryByText(/Enter a value/)).toBeNull());
    expect(await save()).toEqual({ date: expect.any(String), weight: 81.65, waist: 80 });
  });

  it("names the limits in Russian in the member's units", async () => {
    act(() => switchLocale("ru"));
    const { dialog, type } = await openDialog("imperial");
    type("Вес, фунт.", "700");
    const error = await within(dialog).findByText("Введите значение от 67 до 661 фунт.");
    // The unit stays on the number's line.
    expect(error.textContent).toBe("Введите значение от 67 до 661\u00a0фунт.");
  });

  it("keeps a value left as it opened to its own kg or cm, and converts the one changed", async () => {
    const edited = entry({ weight: 81.63, waist: 80.1, neck: 38 });
    const { dialog, type, save } = await openDialog("imperial", edited);
    // 81.63 kg is 179.96 lb: it opens as 180.
    expect((within(dialog).getByLabelText("Weight, lb") as HTMLInputElement).value).toBe("180");
    expect((within(dialog).getByLabelText("Waist") as HTMLInputElement).value).toBe("31.5");
    type("Neck", "15.5");
    expect(await save()).toEqual({ date: "2026-11-20", weight: 81.63, waist: 80.1, neck: 39.4 });
  });

  it("keeps what was typed in the units the form opened in when the member's units change meanwhile", async () => {
    const onSave = vi.fn((_: Draft) => Promise.resolve());
    const ui = (units: UnitSystem) => (
      <QueryClientProvider client={client}>
        <EntryDialog
          trigger={<button type="button">Open</button>}
          units={units}
          entry={entry({ weight: 81.63 })}
          onSave={onSave}
        />
      </QueryClientProvider>
    );
    const client = new QueryClient();
    const { rerender } = render(ui("imperial"));
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Waist"), { target: { value: "31.5" } });
    // Chosen on another device: the open form stays in pounds and inches.
    rerender(ui("metric"));
    within(dialog).getByLabelText("Weight, lb");
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual({ date: "2026-11-20", weight: 81.63, waist: 80 });
  });

  it("keeps a metric member's weight to 0.01 kg when left as it opened", async () => {
    const { dialog, save } = await openDialog("metric", entry({ weight: 81.65 }));
    expect((within(dialog).getByLabelText("Weight, kg") as HTMLInputElement).value).toBe("81.7");
    expect(await save()).toEqual({ date: "2026-11-20", weight: 81.65 });
  });
});

describe("the Time machine's numbers in the member's units", () => {
  it("names the change, the start, the end and the floor in pounds, in English and in Russian", () => {
    act(() => setUnits("imperial"));
    try {
      // 62 kg at 168 cm, three months of cutting: the same figures as the browser test's in kg.
      const projection = projectWeight({ type: "cut", months: 3, weightKg: 62, heightCm: 168 })!;
      const text = () => screen.getByTestId("projection").querySelector("p")!.textContent;
      render(<ProjectionCard projection={projection} adult />);
      expect(text()).toMatch(/could take off 8\.6–16\.8 lb: from 136\.7 lb to about 119\.9–128\.1 lb\.$/);
      document.body.innerHTML = "";
      act(() => switchLocale("ru"));
      render(<ProjectionCard projection={projection} adult />);
      expect(text()).toMatch(/можно сбросить 8,6–16,8\u00a0фунт\.: с 136,7\u00a0фунт\. примерно до 119,9–128,1\u00a0фунт\.$/);
      expect(text()).not.toContain("..");
    } finally {
      act(() => setUnits("metric"));
      localStorage.removeItem("forma_units");
    }
  });
});
