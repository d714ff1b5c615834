import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dishes } from "../../content/dishes/dishes";
import { foodTable } from "../../content/foods/food-table";
import { foodValues } from "../../content/foods/food-values";
import { micronutrients } from "../../content/micronutrients/all";
import type { SessionUser } from "../../core/session";
import { dishDetail, dishSummary } from "../../core/nutrition/dish-library";
import { switchLocale } from "../../web/shared/i18n/locale";
import { createApp, member } from "./app-harness";

// The dishes screens in the real router (happy-dom) against a stub server answering what the
// worker would: the lock naming Standard for Free, search and filters over the list, a dish's
// page, and "use in my plan" for Pro only (its answer and toast are in the browser test).

let requests: { method: string; path: string; body: unknown }[] = [];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const list = { dishes: dishes.map((d) => dishSummary(d, foodTable)) };

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      requests.push({
        method: init?.method ?? "GET",
        path,
        body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      });
      if (path === "/api/dishes") return json(list);
      const slug = new URL(path, "https://forma.test").searchParams.get("slug");
      const dish = dishes.find((d) => d.slug === slug);
      if (path.startsWith("/api/dishes/dish")) {
        return dish
          ? json(dishDetail(dish, foodTable, foodValues, micronutrients))
          : json({ error: { code: "not_found", message: "This dish is not in the library" } }, 404);
      }
      if (path === "/api/plans/nutrition/swap")
        return json({ error: { code: "no_plan", message: "Build a nutrition plan first" } }, 404);
      return json({});
    }),
  );
});
afterEach(() => {
  cleanup();
  act(() => switchLocale("en"));
  vi.unstubAllGlobals();
});

async function open(path: string, user: SessionUser) {
  const app = createApp(path, user);
  await app.router.load();
  render(
    <QueryClientProvider client={app.queryClient}>
      <RouterProvider router={app.router} />
    </QueryClientProvider>,
  );
  return app;
}

// The first screen loads its lazy chunks, which takes seconds on a busy machine.
describe("dishes screens", { timeout: 30_000 }, () => {
  it("shows a Free member the lock that names Standard and asks the server nothing", async () => {
    await open("/dishes", member({ plan: "FREE" }));
    const lock = await screen.findByTestId("lock-screen");
    expect(within(lock).getByRole("heading", { name: "Dishes library" })).toBeTruthy();
    const link = within(lock).getByRole("link", { name: "Choose Standard" });
    expect(link.getAttribute("href")).toBe("/billing?plan=BASIC&interval=month");
    expect(requests.filter((r) => r.path.startsWith("/api/dishes"))).toEqual([]);
  });

  it("lets a Standard member search with a typo and filter, in Russian", async () => {
    act(() => switchLocale("ru"));
    const app = await open("/mdishes", member({ plan: "BASIC" }));
    await screen.findByRole("heading", { name: "Библиотека блюд" });
    const count = await screen.findByTestId("dish-count");
    expect(count.textContent).toBe(`Найдено блюд: ${list.dishes.length}`);
    fireEvent.change(screen.getByRole("searchbox", { name: "Поиск блюд" }), { target: { value: "бефстроганв" } });
    await waitFor(() => expect(screen.getAllByTestId("dish-card")[0]!.textContent).toContain("Бефстроганов с гречкой"), {
      timeout: 10_000,
    });
    fireEvent.change(screen.getByRole("searchbox", { name: "Поиск блюд" }), { target: { value: "" } });
    await waitFor(() => expect(count.textContent).toBe(`Найдено блюд: ${list.dishes.length}`), { timeout: 10_000 });
    fireEvent.click(screen.getByRole("button", { name: "Вегетарианские" }));
    await waitFor(() => expect(app.router.state.location.search).toMatchObject({ veg: "1" }), { timeout: 10_000 });
    const shown = screen.getAllByTestId("dish-card");
    expect(shown.length).toBe(list.dishes.filter((d) => d.vegetarian).length);
    expect(shown.some((c) => c.textContent?.includes("Бефстроганов"))).toBe(false);
    expect(shown[0]!.getAttribute("href")).toMatch(/^\/mdishes\//);
  });

  it("shows a dish's portion to a Standard member, with Pro's offer instead of the plan button", async () => {
    await open("/dishes/oven-baked-syrniki", member({ plan: "BASIC" }));
    await screen.findByRole("heading", { name: "Oven-baked syrniki", level: 1 });
    const ingredients = screen.getByTestId("dish-ingredients");
    expect(within(ingredients).getAllByRole("listitem")).toHaveLength(5);
    expect(within(ingredients).getAllByText("200 g")).toHaveLength(1);
    expect(within(screen.getByTestId("dish-steps")).getAllByRole("listitem")).toHaveLength(4);
    expect(within(screen.getByTestId("dish-micronutrients")).getByText("Calcium")).toBeTruthy();
    expect(screen.getByTestId("use-in-plan-pitch")).toBeTruthy();
    expect(screen.queryByTestId("use-in-plan")).toBeNull();
  });

  it("sends a Pro member's chosen meal and dish to the plan", async () => {
    await open("/dishes/beef-stroganoff-with-buckwheat", member({ plan: "PRO" }));
    const use = await screen.findByTestId("use-in-plan");
    fireEvent.click(within(use).getByLabelText("Dinner"));
    fireEvent.click(within(use).getByRole("button", { name: "Use in my plan" }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === "/api/plans/nutrition/swap")?.body).toEqual({
        meal: "dinner",
        dish: "beef-stroganoff-with-buckwheat",
      }),
    );
  });

  it("says so for a dish that is not in the library", async () => {
    await open("/dishes/no-such-dish", member({ plan: "PRO" }));
    expect(await screen.findByText("This dish is not in the library. It may have been renamed.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "All dishes" }).getAttribute("href")).toBe("/dishes");
  });
});
