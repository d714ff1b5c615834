import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ProfileJson } from "../../core/profile";
import { womanProfile } from "./profile-fixture";
import type { StoredScreening } from "../../core/safety/health-context";
import { switchLocale } from "../../web/shared/i18n/locale";
import { ScreeningCard, screeningLetsTrain } from "../../web/plans/workout/ScreeningCard";
import WorkoutPlanPanel from "../../web/plans/WorkoutPlanPanel";
import { exercises } from "../../content/exercises/index";
import { generateWorkoutPlan } from "../../core/training/generate-workout";

// The pre-exercise screening against a stubbed server: what it asks, what it sends, and the
// "see a doctor" result that waits for the doctor's clearance.
const profile = (screening: StoredScreening | null): ProfileJson => womanProfile({ plan: "BASIC", screening });
const noes = () => Array<boolean>(7).fill(false);
let sent: unknown[] = [];

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { answers: boolean[]; doctorCleared: boolean };
      sent.push(body);
      return Response.json({ ...profile({ ...body, answeredAt: "2026-06-01T10:00:00.000Z" }), warnings: [] });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  switchLocale("en");
});

function renderCard(p: ProfileJson) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <ScreeningCard userId="u1" profile={p} />
    </QueryClientProvider>,
  );
  return client;
}

describe("the pre-exercise screening", () => {
  it("asks the seven questions, refuses to send until all are answered, then sends yes and no in order", async () => {
    const client = renderCard(profile(null));
    const groups = screen.getByTestId("screening").querySelectorAll("fieldset");
    expect(groups).toHaveLength(7);
    expect(groups[0]!.textContent).toMatch(/heart condition or high blood pressure/);
    expect(groups[6]!.textContent).toMatch(/medically supervised physical activity/);
    fireEvent.click(screen.getByRole("button", { name: "Save my answers" }));
    expect(screen.getByText("Answer every question to continue.")).toBeTruthy();
    expect(sent).toEqual([]);
    groups.forEach((g, i) => fireEvent.click(within(g as HTMLElement).getByLabelText(i === 3 ? "Yes" : "No")));
    fireEvent.click(screen.getByRole("button", { name: "Save my answers" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ answers: [false, false, false, true, false, false, false], doctorCleared: false });
    await waitFor(() => expect((client.getQueryData(["profile", "u1"]) as ProfileJson).screening?.answers[3]).toBe(true));
  });

  it("after a yes, says to see a doctor and sends the clearance only once it is ticked, in Russian too", async () => {
    switchLocale("ru");
    const yes = noes();
    yes[1] = true;
    renderCard(profile({ answers: yes, answeredAt: "2026-06-01T10:00:00.000Z", doctorCleared: false }));
    const doctor = screen.getByTestId("screening-see-doctor");
    expect(doctor.textContent).toMatch(/Перед началом покажитесь врачу/);
    expect(doctor.textContent).toMatch(/вызовите скорую помощь/);
    const confirm = screen.getByRole("button", { name: "Подтвердить и продолжить" }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText("Врач разрешил мне заниматься"));
    fireEvent.click(confirm);
    await waitFor(() => expect(sent).toEqual([{ answers: yes, doctorCleared: true }]));
  });

  it("lets a plan be built only when the answers are all no or a doctor cleared the member", () => {
    const at = "2026-06-01T10:00:00.000Z";
    const yes = [true, ...noes().slice(1)];
    expect(screeningLetsTrain(profile(null))).toBe(false);
    expect(screeningLetsTrain(profile({ answers: noes(), answeredAt: at, doctorCleared: false }))).toBe(true);
    expect(screeningLetsTrain(profile({ answers: yes, answeredAt: at, doctorCleared: false }))).toBe(false);
    expect(screeningLetsTrain(profile({ answers: yes, answeredAt: at, doctorCleared: true }))).toBe(true);
  });

  it("sends a pregnant member to her doctor or midwife with every answer 'no', in both languages, and takes her clearance", async () => {
    const at = "2026-06-01T10:00:00.000Z";
    const pregnant = (doctorCleared: boolean) => womanProfile({ plan: "BASIC", lifeStage: "pregnancy", screening: { answers: noes(), answeredAt: at, doctorCleared } });
    expect(screeningLetsTrain(pregnant(false))).toBe(false);
    expect(screeningLetsTrain(pregnant(true))).toBe(true);
    const { unmount } = render(
      <QueryClientProvider client={new QueryClient()}>
        <ScreeningCard userId="u1" profile={pregnant(false)} />
      </QueryClientProvider>,
    );
    const doctor = screen.getByTestId("screening-see-doctor");
    expect(doctor.textContent).toMatch(/You are pregnant: talk to your doctor or midwife/);
    expect(doctor.textContent).not.toMatch(/You answered yes/);
    unmount();
    switchLocale("ru");
    renderCard(pregnant(false));
    expect(screen.getByTestId("screening-see-doctor").textContent).toMatch(/Вы беременны/);
    fireEvent.click(screen.getByLabelText("Врач разрешил мне заниматься"));
    fireEvent.click(screen.getByRole("button", { name: "Подтвердить и продолжить" }));
    await waitFor(() => expect(sent).toEqual([{ answers: noes(), doctorCleared: true }]));
  });
});

describe("the Workout Plan tab after a later yes", () => {
  // A plan built while the answers were all "no"; then one "yes" without the doctor's clearance.
  const stored = {
    plan: generateWorkoutPlan(
      {
        sex: "female",
        age: 30,
        weightKg: 62,
        goal: "MAINTAIN",
        tier: "beginner",
        weekdays: ["MONDAY", "WEDNESDAY", "FRIDAY"],
        equipment: ["dumbbell"],
        variant: 0,
      },
      exercises,
    ),
    startMonday: "2026-06-01",
    generatedAt: Date.parse("2026-06-01T10:00:00.000Z"),
  };

  it("holds the existing plan back: the see-a-doctor card and the logged workouts, no exercises, schedule or regenerate", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ workouts: [], next: null })),
    );
    const yes = noes();
    yes[0] = true;
    const p = profile({ answers: yes, answeredAt: "2026-06-02T10:00:00.000Z", doctorCleared: false });
    const rootRoute = createRootRoute({
      component: () => <WorkoutPlanPanel userId="u1" profile={{ ...p, workout_plan: stored }} />,
    });
    const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ["/profile"] }) });
    await router.load();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect((await screen.findByTestId("screening-see-doctor")).textContent).toMatch(/See a doctor before you start/);
    expect(await screen.findByRole("heading", { name: "Recent workouts" })).toBeTruthy();
    expect(screen.queryByTestId("plan-week")).toBeNull();
    expect(screen.queryByTestId("today-card")).toBeNull();
    expect(screen.queryByRole("button", { name: "New exercise selection" })).toBeNull();
    expect(document.body.textContent).not.toMatch(/Dumbbell/);
  });
});
