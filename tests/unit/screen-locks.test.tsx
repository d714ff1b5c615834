import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screens } from "../../web/app/screens/table";
import { member, renderApp } from "./app-harness";

// Every screen the table says needs a plan, opened in the real router (happy-dom) by a member
// whose plan lacks it: the one lock shows, naming the plan that opens it, and the screen asks the
// server nothing. The server is a stub that records what the page asks for.
const slugs: Record<string, string> = { "/dishes/$slug": "oven-baked-syrniki" };
const locked = screens.filter((s) => s.needs);

let requests: string[] = [];
beforeEach(() => {
  localStorage.clear();
  requests = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      requests.push(String(input));
      return Response.json({});
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the screens that need a plan", { timeout: 30_000 }, () => {
  it("are the Pro features, the dishes library, the workout log and support", () => {
    expect(locked.map((s) => [s.path, s.needs])).toEqual([
      ["/workout", "workoutPlans"],
      ["/chat", "chat"],
      ["/transform", "transform"],
      ["/vitamins", "vitamins"],
      ["/minerals", "minerals"],
      ["/support", "support"],
      ["/dishes", "dishes"],
      ["/dishes/$slug", "dishes"],
    ]);
  });

  it.each(locked.filter((s) => s.needs !== "support").map((s) => s.path))("locks %s for a Free member", async (pattern) => {
    const path = pattern.replace("$slug", slugs[pattern] ?? "");
    await renderApp(path, member({ plan: "FREE" }));
    const lock = await screen.findByTestId("lock-screen");
    const standard = pattern === "/workout" || pattern.startsWith("/dishes");
    const upgrade = within(lock).getByRole("link", { name: standard ? "Choose Standard" : "Upgrade to Pro" });
    expect(upgrade.getAttribute("href")).toBe(`/billing?plan=${standard ? "BASIC" : "PRO"}&interval=month`);
    expect(within(lock).getByRole("heading", { level: 1 }).textContent).not.toBe("");
    // (The member's profile may be refreshed by a stored copy's timer that another test file in
    // this worker left running; the screen itself asks for nothing, but the Time machine's lock for
    // the member's earlier previews, which stay theirs to delete.)
    const own = pattern === "/transform" ? ["/api/transform/previews"] : [];
    expect(requests.filter((r) => r !== "/api/profiles/me" && !own.includes(r)), path).toEqual([]);
  });

  it("keeps the workout log's lock in the phone's shell", async () => {
    await renderApp("/mworkout", member({ plan: "FREE" }));
    const lock = await screen.findByTestId("lock-screen");
    expect(within(lock).getByRole("heading", { level: 1 }).textContent).toBe("Workouts");
    expect(within(lock).getByRole("link", { name: "Choose Standard" }).getAttribute("href")).toBe("/mbilling?plan=BASIC&interval=month");
  });

});
