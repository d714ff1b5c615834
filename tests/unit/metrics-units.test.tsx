// The body metrics (sign-up and profile) in the member's units: kept in kg and cm as the server
// takes them, typed in pounds and in feet and inches by a member who reads imperial, with the
// limits named in those units; and the profile's analysis in pounds.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";
import { metricsSchema, type Metrics } from "../../core/validation/account";
import { MetricsStep } from "../../web/auth/MetricsStep";
import { MetricsAnalysis } from "../../web/profile/MetricsAnalysis";
import { switchLocale } from "../../web/shared/i18n/locale";
import type { MetricsDraft } from "../../web/shared/metrics/MetricsFields";
import { setUnits } from "../../web/shared/units/units";
import { womanProfile } from "./profile-fixture";

afterEach(() => {
  act(() => {
    switchLocale("en");
    setUnits("metric");
  });
  // A device that never chose, as the next file expects.
  localStorage.removeItem("forma_units");
});

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

function renderStep(initial: MetricsDraft = {}) {
  const onDone = vi.fn((_: Metrics) => undefined);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MetricsStep initial={initial} onDone={onDone} />
    </QueryClientProvider>,
  );
  const type = (label: string, value: string) => {
    fireEvent.change(input(label), { target: { value } });
    fireEvent.blur(input(label));
  };
  const submit = async () => {
    fireEvent.submit(screen.getByRole("form"));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    return onDone.mock.calls[0]![0];
  };
  return { onDone, type, submit };
}

describe("the body metrics in imperial", () => {
  it("takes 5 ft 10 in and 180 lb and sends 177.8 cm and 81.65 kg, which the server accepts", async () => {
    act(() => setUnits("imperial"));
    const { type, submit } = renderStep({ gender: "MALE", activity: "MODERATE" });
    expect(screen.queryByLabelText("Weight, kg")).toBeNull();
    type("Age", "30");
    type("Height, feet", "5");
    type("Height, inches", "10");
    type("Weight, lb", "180");
    const metrics = await submit();
    expect(metrics).toMatchObject({ age: 30, height: 177.8, weight: 81.65 });
    expect(v.parse(metricsSchema, metrics)).toMatchObject({ height: 177.8, weight: 81.65 });
  });

  it("names the limits in pounds and in feet and inches, in both languages, and sends nothing", async () => {
    act(() => setUnits("imperial"));
    const { type, onDone } = renderStep({ gender: "MALE", age: 30, activity: "MODERATE" });
    type("Weight, lb", "700");
    type("Height, feet", "2");
    expect(await screen.findByText("Weight must be between 67 and 661 lb")).toBeTruthy();
    expect(screen.getByText("Height must be between 3 ft 4 in and 8 ft 2 in")).toBeTruthy();
    fireEvent.submit(screen.getByRole("form"));
    // The limits named are accepted: 67 lb and 661 lb are inside 30 to 300 kg.
    type("Weight, lb", "661");
    await waitFor(() => expect(screen.queryByText(/^Weight must be/)).toBeNull());
    type("Weight, lb", "67");
    await waitFor(() => expect(screen.queryByText(/^Weight must be/)).toBeNull());
    type("Weight, lb", "66");
    expect(await screen.findByText("Weight must be between 67 and 661 lb")).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();

    cleanup();
    act(() => switchLocale("ru"));
    renderStep({ gender: "MALE", age: 30, activity: "MODERATE" });
    type("Вес, фунт.", "20");
    type("Рост, футы", "9");
    expect(await screen.findByText("Вес должен быть от 67 до 661 фунт.")).toBeTruthy();
    expect(screen.getByText("Рост должен быть от 3 фут. 4 дюйм. до 8 фут. 2 дюйм.")).toBeTruthy();
  });

  it("shows stored kg and cm in pounds and feet, and sends them unchanged when left as they were", async () => {
    act(() => setUnits("imperial"));
    // 180.15 cm would be kept as 180.2 if it went through what a typed height does.
    const { submit } = renderStep({ gender: "FEMALE", age: 30, height: 180.15, weight: 81.63, activity: "LIGHT" });
    expect(input("Weight, lb").value).toBe("180");
    expect([input("Height, feet").value, input("Height, inches").value]).toEqual(["5", "10.9"]);
    expect(await submit()).toMatchObject({ height: 180.15, weight: 81.63 });
  });

  it("follows a switch of units with the form open: what was typed in pounds shows in kg", async () => {
    const { type, submit } = renderStep({ gender: "MALE", age: 30, activity: "MODERATE" });
    type("Height, cm", "180");
    const toggle = screen.getByTestId("metrics-units");
    fireEvent.click(within(toggle).getByLabelText("Imperial (lb, in)"));
    expect([input("Height, feet").value, input("Height, inches").value]).toEqual(["5", "10.9"]);
    type("Weight, lb", "180");
    type("Height, inches", "11");
    fireEvent.click(within(toggle).getByLabelText("Metric (kg, cm)"));
    expect(input("Weight, kg").value).toBe("81.65");
    // 5 ft 11 in is 180.34 cm: shown, and sent, to 0.1 cm.
    expect(input("Height, cm").value).toBe("180.3");
    expect(await submit()).toMatchObject({ height: 180.3, weight: 81.65 });
  });

  it("says an error again in the new units after a switch", async () => {
    act(() => setUnits("imperial"));
    const { type } = renderStep({ gender: "MALE", age: 30, activity: "MODERATE" });
    type("Weight, lb", "700");
    expect(await screen.findByText("Weight must be between 67 and 661 lb")).toBeTruthy();
    fireEvent.click(within(screen.getByTestId("metrics-units")).getByLabelText("Metric (kg, cm)"));
    expect(await screen.findByText("Weight must be between 30 and 300 kg")).toBeTruthy();
    expect(screen.queryByText(/661 lb/)).toBeNull();
  });

  it("says an imperial error again in the other language when it is switched in place", async () => {
    act(() => setUnits("imperial"));
    const { type } = renderStep({ gender: "MALE", age: 30, activity: "MODERATE" });
    type("Weight, lb", "700");
    expect(await screen.findByText("Weight must be between 67 and 661 lb")).toBeTruthy();
    act(() => switchLocale("ru"));
    expect(await screen.findByText("Вес должен быть от 67 до 661 фунт.")).toBeTruthy();
    expect(screen.queryByText(/^Weight must be/)).toBeNull();
  });

  it("keeps the units a number is being typed in when the account's arrive, and takes them once the member leaves the form", async () => {
    const { submit } = renderStep({ gender: "MALE", age: 30, height: 180, activity: "MODERATE" });
    const weight = input("Weight, kg");
    weight.focus();
    fireEvent.change(weight, { target: { value: "8" } });
    // The session read brings the account's imperial while "8" is on its way to 80.
    act(() => setUnits("imperial"));
    expect(input("Weight, kg")).toBe(weight);
    fireEvent.change(weight, { target: { value: "80" } });
    act(() => weight.blur());
    expect(input("Weight, lb").value).toBe("176.4");
    expect(await submit()).toMatchObject({ weight: 80 });
  });

  it("shows an unreadable height as empty, not NaN, after a switch", () => {
    act(() => setUnits("imperial"));
    const { type } = renderStep({ gender: "MALE", age: 30, activity: "MODERATE" });
    type("Height, feet", "5'");
    fireEvent.click(within(screen.getByTestId("metrics-units")).getByLabelText("Metric (kg, cm)"));
    expect(input("Height, cm").value).toBe("");
  });
});

describe("the profile's analysis in imperial", () => {
  it("gives the healthy range and the distance to it in pounds, at the height in feet and inches, in both languages", () => {
    act(() => setUnits("imperial"));
    // 168 cm: BMI 18.5 to 24.9 is 52.2 to 70.3 kg, 115.1 to 154.9 lb; 78 kg is 7.7 kg (17.0 lb) above.
    const { unmount } = render(<MetricsAnalysis profile={womanProfile({ weight: 78 })} />);
    expect(screen.getByText("115.1–154.9")).toBeTruthy();
    expect(screen.getByText("A BMI of 18.5–24.9 at 5 ft 6.1 in.", { exact: false })).toBeTruthy();
    expect(screen.getByText("You are 17 lb above it.")).toBeTruthy();
    unmount();
    act(() => switchLocale("ru"));
    render(<MetricsAnalysis profile={womanProfile({ weight: 50 })} />);
    expect(screen.getByText("115,1–154,9")).toBeTruthy();
    // One full stop after an abbreviated unit.
    expect(screen.getByText(/ИМТ от 18,5 до 24,9 при росте 5 фут. 6,1 дюйм.$/)).toBeTruthy();
    expect(screen.getByText("До нижней границы не хватает 4,9 фунт.")).toBeTruthy();
  });

  it("stays in kg and cm for a member who reads metric", () => {
    render(<MetricsAnalysis profile={womanProfile({ weight: 78 })} />);
    expect(screen.getByText("52.2–70.3")).toBeTruthy();
    expect(screen.getByText(/A BMI of 18.5–24.9 at 168 cm\.$/)).toBeTruthy();
    expect(screen.getByText("You are 7.7 kg above it.")).toBeTruthy();
  });
});
