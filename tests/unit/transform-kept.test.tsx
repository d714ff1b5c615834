// A member who left Pro opens the Time machine: the lock with the offer, and under it the previews
// they made before, each to delete with its photo (after a confirmation). Against a stubbed server.
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PreviewJson, TransformStateJson } from "../../core/api/transform";
import { switchLocale } from "../../web/shared/i18n/locale";
import { createApp, member } from "./app-harness";

const preview = (id: string, createdAt: number): PreviewJson => ({
  id,
  type: "cut",
  months: 3,
  status: "done",
  engine: "embedded",
  width: 400,
  height: 600,
  createdAt,
  finishedAt: createdAt + 20_000,
  originalUrl: `/api/transform/previews/${id}/original`,
  resultUrl: `/api/transform/previews/${id}/result`,
  projection: null,
});

let state: TransformStateJson;
let sent: { method: string; url: string }[];

beforeEach(() => {
  sent = [];
  state = {
    previews: [preview("p2", Date.parse("2026-10-02T10:00:00Z")), preview("p1", Date.parse("2026-09-01T10:00:00Z"))],
    allowance: { left: 0, total: 0, resetsAt: Date.parse("2026-12-01T00:00:00Z") },
    estimateMs: 20_000,
    engine: "embedded",
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? "GET";
      sent.push({ method, url });
      if (method === "DELETE") {
        state = { ...state, previews: state.previews.filter((p) => !url.endsWith(`/${p.id}`)) };
        return new Response(null, { status: 204 });
      }
      if (url.includes("/api/transform/previews")) return Response.json(state);
      return new Response("{}", { status: 503 });
    }),
  );
});
afterEach(() => {
  act(() => switchLocale("en"));
  vi.unstubAllGlobals();
});

async function open(plan: "FREE" | "BASIC" | "PRO", locale: "en" | "ru" = "en") {
  act(() => switchLocale(locale));
  const app = createApp("/transform", member({ plan }));
  await app.router.load();
  render(
    <QueryClientProvider client={app.queryClient}>
      <RouterProvider router={app.router} />
    </QueryClientProvider>,
  );
}

describe("the Time machine after leaving Pro", () => {
  it("shows the lock and the earlier previews, and deletes one after asking", async () => {
    await open("FREE");
    await screen.findByTestId("lock-screen");
    const kept = await screen.findByTestId("kept-previews");
    expect(kept.textContent).toMatch(/You made these previews on Pro\. New ones need Pro again/);
    expect(within(kept).getAllByRole("listitem")).toHaveLength(2);
    // Nothing here opens a preview to make another.
    expect(within(kept).queryByRole("button", { name: "Open" })).toBeNull();

    fireEvent.click(within(kept).getAllByRole("button", { name: /^Delete preview from/ })[0]!);
    const dialog = await screen.findByRole("alertdialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(within(screen.getByTestId("kept-previews")).getAllByRole("listitem")).toHaveLength(1));
    expect(sent).toContainEqual({ method: "DELETE", url: "/api/transform/previews/p2" });
  });

  it("shows nothing more than the lock without earlier previews", async () => {
    state = { ...state, previews: [] };
    await open("BASIC", "ru");
    await screen.findByTestId("lock-screen");
    await waitFor(() => expect(sent.some((r) => r.url.includes("/api/transform/previews"))).toBe(true));
    expect(screen.queryByTestId("kept-previews")).toBeNull();
  });

  it("says it in Russian", async () => {
    await open("FREE", "ru");
    const kept = await screen.findByTestId("kept-previews");
    expect(kept.textContent).toMatch(/Эти изображения вы сделали на тарифе Pro/);
  });
});
