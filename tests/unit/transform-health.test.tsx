import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PreviewJson, TransformStateJson } from "../../core/api/transform";
import type { ProfileJson } from "../../core/profile";
import { womanProfile } from "./profile-fixture";
import { projectWeight } from "../../core/transform/projection";
import { switchLocale } from "../../web/shared/i18n/locale";
import { profileKeys } from "../../web/shared/queries/profile";
import { transformKeys } from "../../web/transform/api";
import { createApp, member } from "./app-harness";

// The Time machine's form takes the member's health context: the cut is not offered to members
// under 18, underweight adults, or in pregnancy or breastfeeding (with the reason), and a bulk
// from BMI 25 up says what the gain means.

const today = "2026-11-24";

const profile = (over: Partial<ProfileJson> = {}): ProfileJson => womanProfile({ goal: "LOSE_WEIGHT", ...over });

const state = (previews: PreviewJson[] = []): TransformStateJson => ({
  previews,
  allowance: { left: 5, total: 10, resetsAt: Date.parse("2026-12-01T00:00:00Z") },
  estimateMs: 20_000,
  engine: "embedded",
});

const pixel = "data:image/gif;base64,R0lGODlhAQABAAAAACw=";

const donePreview = (over: Partial<PreviewJson>): PreviewJson => ({
  id: "0b6c7f7e-3c1e-4d1a-9a57-6f1a2b3c4d5e",
  type: "cut",
  months: 3,
  status: "done",
  engine: "embedded",
  width: 600,
  height: 900,
  createdAt: Date.parse("2026-11-20T10:00:00Z"),
  finishedAt: Date.parse("2026-11-20T10:00:20Z"),
  // Pictures the test browser need not fetch.
  originalUrl: pixel,
  resultUrl: pixel,
  projection: null,
  ...over,
});

async function openTimeMachine(p: ProfileJson, previews: PreviewJson[] = [], locale: "en" | "ru" = "en") {
  act(() => switchLocale(locale));
  const app = createApp("/transform", member({ plan: "PRO" }));
  app.queryClient.setQueryData(profileKeys.me("u1"), p);
  app.queryClient.setQueryData(transformKeys.state("u1"), state(previews));
  for (const preview of previews) app.queryClient.setQueryData(transformKeys.preview("u1", preview.id), preview);
  await app.router.load();
  render(
    <QueryClientProvider client={app.queryClient}>
      <RouterProvider router={app.router} />
    </QueryClientProvider>,
  );
}

const cutRadio = () => within(screen.getByTestId("transform-type")).getByRole("radio", { name: /Cut|Сушка/ }) as HTMLInputElement;
const bulkRadio = () =>
  within(screen.getByTestId("transform-type")).getByRole("radio", { name: /Bulk|Набор массы/ }) as HTMLInputElement;

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(`${today}T12:00:00`));
  // The screen's own refetches wait forever: what it shows comes from the answers given above.
  vi.stubGlobal(
    "fetch",
    vi.fn(() => new Promise(() => {})),
  );
});
afterEach(() => {
  act(() => switchLocale("en"));
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("Time machine and the health context", () => {
  it("offers an adult of healthy weight a cut, with no note", async () => {
    await openTimeMachine(profile());
    expect(cutRadio().disabled).toBe(false);
    expect(cutRadio().checked).toBe(true);
    expect(screen.queryByTestId("transform-cut-refused")).toBeNull();
  });

  for (const [name, over, text] of [
    ["a 16-year-old", { age: 16 }, /doesn't show a cut to members under 18/],
    ["an underweight adult", { weight: 50 }, /Your BMI is below 18\.5/],
    ["a pregnant member", { lifeStage: "pregnancy" as const }, /during pregnancy.*doctor or midwife/],
    ["a breastfeeding member", { lifeStage: "lactation" as const }, /while you're breastfeeding/],
  ] as const) {
    it(`does not offer ${name} a cut and says why; a bulk is chosen instead`, async () => {
      await openTimeMachine(profile(over));
      expect(cutRadio().disabled).toBe(true);
      expect(bulkRadio().checked).toBe(true);
      expect(screen.getByTestId("transform-cut-refused").textContent).toMatch(text);
      fireEvent.click(cutRadio());
      expect(bulkRadio().checked).toBe(true);
    });
  }

  it("says it in Russian", async () => {
    await openTimeMachine(profile({ age: 16 }), [], "ru");
    expect(screen.getByTestId("transform-cut-refused").textContent).toMatch(
      /До 18\u00a0лет «Машина времени» не показывает сушку/,
    );
  });

  it("does not offer to regenerate an earlier cut once the member may not diet", async () => {
    await openTimeMachine(profile({ lifeStage: "lactation" }), [donePreview({ type: "cut" })]);
    expect((screen.getByRole("button", { name: "Regenerate" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId("transform-regenerate-refused").textContent).toMatch(/breastfeeding/);
  });

  it("notes the health risk of a bulk from BMI 25, in the form and beside the picture", async () => {
    // 75 kg at 165 cm: BMI 27.5; 12 months add 10.4–22.2 kg.
    const heavy = profile({ weight: 75, height: 165, goal: "GAIN_MUSCLE" });
    await openTimeMachine(heavy);
    expect(bulkRadio().checked).toBe(true);
    fireEvent.click(within(screen.getByTestId("transform-months")).getByLabelText("12 months"));
    const note = screen.getByTestId("transform-high-bmi").textContent!;
    expect(note).toMatch(/Your BMI is 27\.5, above the healthy range/);
    expect(note).toMatch(/add 10\.4–22\.2 kg and take your BMI to 31\.4–35\.7/);
    expect(note).toMatch(/maintenance calories builds muscle/);
  });

  it("shows the note beside a finished bulk's numbers, in Russian", async () => {
    const projection = projectWeight({ type: "bulk", months: 12, weightKg: 75, heightCm: 165 });
    await openTimeMachine(profile({ weight: 75, height: 165 }), [donePreview({ type: "bulk", months: 12, projection })], "ru");
    expect(within(screen.getByTestId("projection")).getByTestId("transform-high-bmi").textContent).toMatch(/Ваш ИМТ\u00a0— 27,5/);
  });

  it("leaves the adult note out under 18", async () => {
    const projection = projectWeight({ type: "bulk", months: 12, weightKg: 75, heightCm: 165 });
    await openTimeMachine(profile({ weight: 75, height: 165, age: 16 }), [donePreview({ type: "bulk", months: 12, projection })]);
    expect(within(screen.getByTestId("projection")).queryByTestId("transform-high-bmi")).toBeNull();
  });
});
