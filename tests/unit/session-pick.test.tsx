// What a component picks of the session (web/shared/session/use-session-pick.ts): it renders
// again when its pick changes, and not when the session's re-read (after a prerendered page has
// hydrated) brings only what it does not show, such as the member's names.
import { defaultScheduler, notifyManager, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../../core/session";
import { sessionQuery } from "../../web/shared/session/api";
import { idAndPlan, isMember, shellMember, useSessionPick } from "../../web/shared/session/use-session-pick";
import { frameMember } from "../../web/shared/ssr/member-frame";
import { member } from "./app-harness";

// The query tells its subscribers in a timer of its own: here at once, so that each change of the
// session is seen (or not) by the component before the next one.
beforeAll(() => notifyManager.setScheduler((tell) => tell()));
afterAll(() => notifyManager.setScheduler(defaultScheduler));

function setup<T>(pick: (user: SessionUser | null) => T, user: SessionUser | null) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(sessionQuery.queryKey, { user });
  const renders: unknown[] = [];
  function Probe() {
    const picked = useSessionPick(pick);
    renders.push(picked);
    return <p data-testid="picked">{JSON.stringify(picked)}</p>;
  }
  render(
    <QueryClientProvider client={client}>
      <Probe />
    </QueryClientProvider>,
  );
  const session = (next: SessionUser | null) => act(() => void client.setQueryData(sessionQuery.queryKey, { user: next }));
  const shown = () => JSON.parse(screen.getByTestId("picked").textContent!) as unknown;
  const until = (value: unknown) => waitFor(() => expect(shown()).toEqual(value));
  return { renders, session, shown, until };
}

describe("a pick of the session", () => {
  it("does not render again when the frame's stand-in becomes the member with the same id and plan", async () => {
    const { renders, session, shown, until } = setup(idAndPlan, frameMember("u1", "BASIC"));
    expect(shown()).toEqual({ id: "u1", plan: "BASIC" });
    const before = renders.length;
    session(member({ id: "u1", plan: "BASIC" }));
    // And a change it shows: the only render since.
    session(member({ id: "u1", plan: "PRO" }));
    await until({ id: "u1", plan: "PRO" });
    expect(renders.slice(before)).toEqual([{ id: "u1", plan: "PRO" }]);
  });

  it("renders again with the new value when the plan changes, and when the member signs out", async () => {
    const { session, until } = setup(idAndPlan, member({ plan: "FREE" }));
    session(member({ plan: "PRO" }));
    await until({ id: "u1", plan: "PRO" });
    session(null);
    await until(null);
  });

  it("tells the bars whether a plan is missing, and only that", async () => {
    const { renders, session, shown, until } = setup(shellMember, member({ hasWorkoutPlan: true, hasNutritionPlan: false }));
    expect(shown()).toEqual({ needsPlans: true });
    const before = renders.length;
    session(member({ hasWorkoutPlan: true, hasNutritionPlan: false, firstName: "Anya" }));
    session(member({ hasWorkoutPlan: true, hasNutritionPlan: true }));
    await until({ needsPlans: false });
    expect(renders.slice(before)).toEqual([{ needsPlans: false }]);
  });

  it("says whether someone is signed in", async () => {
    const { session, shown, until } = setup(isMember, null);
    expect(shown()).toBe(false);
    session(member());
    await until(true);
  });
});
