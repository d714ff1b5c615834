import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SupportRequestJson } from "../../core/support/api";
import type { SessionUser } from "../../core/session";
import { switchLocale } from "../../web/shared/i18n/locale";
import { createApp, member } from "./app-harness";

// The support screen in the real router (happy-dom); the server is a stub that records what the
// page sends.
const stored: SupportRequestJson = {
  id: "0b1f3c0e-8d2a-4f4e-9a77-3c1a2b3c4d5e",
  topic: "billing",
  message: "I was charged twice this month.",
  status: "answered",
  locale: "en",
  plan: "PRO",
  screenshotUrl: null,
  createdAt: Date.parse("2026-11-20T09:30:00Z"),
};

/** An earlier request with a screenshot, sent on Pro. */
const withScreenshot: SupportRequestJson = {
  ...stored,
  id: "2a3b4c5d-1111-4111-8111-000000000002",
  topic: "bug",
  message: "The rest timer stops when the screen locks.",
  status: "open",
  screenshotUrl: "/api/support/requests/2a3b4c5d-1111-4111-8111-000000000002/screenshot",
  createdAt: Date.parse("2026-11-22T08:00:00Z"),
};

let sent: { method: string; path: string; body: unknown }[] = [];
/** What the stub server holds, and whether its DELETE fails (500) or finds nothing (404). */
let requests: SupportRequestJson[] = [];
let deleteFails: false | 404 | 500 = false;

beforeEach(() => {
  sent = [];
  requests = [stored];
  deleteFails = false;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      sent.push({ method: init?.method ?? "GET", path, body: init?.body });
      if (path === "/api/support/requests" && init?.method === "POST") {
        const form = init.body as FormData;
        const request = { ...stored, id: "1c2d3e4f-0000-4000-8000-000000000001", topic: form.get("topic"), message: form.get("message"), status: "open", createdAt: Date.parse("2026-11-24T10:00:00Z") };
        return Response.json({ request }, { status: 201 });
      }
      if (init?.method === "DELETE" && path.startsWith("/api/support/requests/")) {
        if (deleteFails === 500) return Response.json({ error: { code: "internal_error", message: "" } }, { status: 500 });
        if (deleteFails === 404) return Response.json({ error: { code: "not_found", message: "Not found" } }, { status: 404 });
        requests = requests.filter((r) => !path.endsWith(`/${r.id}`));
        return new Response(null, { status: 204 });
      }
      if (path === "/api/support/requests") return Response.json({ requests });
      return new Response("", { status: 200 });
    }),
  );
});
afterEach(() => {
  act(() => switchLocale("en"));
  vi.unstubAllGlobals();
});

async function open(user: SessionUser) {
  const app = createApp("/support", user);
  await app.router.load();
  render(
    <QueryClientProvider client={app.queryClient}>
      <RouterProvider router={app.router} />
    </QueryClientProvider>,
  );
  await screen.findByRole("heading", { name: "Support", level: 1 });
}

describe("support screen", { timeout: 20_000 }, () => {
  it.each(["FREE", "BASIC"] as const)("shows a %s member the contact address and the way to Pro, not a form or the lock screen", async (plan) => {
    requests = [];
    await open(member({ plan }));
    const contact = screen.getByTestId("support-contact");
    expect(contact.textContent).toContain("Write to us at help@forma.test and we'll get back to you.");
    expect(within(contact).getByRole("link", { name: "help@forma.test" }).getAttribute("href")).toBe("mailto:help@forma.test");
    expect(screen.getByRole("link", { name: "See the plans" }).getAttribute("href")).toMatch(/^\/billing\?/);
    expect(screen.queryByRole("button", { name: "Send" })).toBeNull();
    expect(screen.queryByText("Pro feature")).toBeNull();
    // Only their own requests are asked for; without any, nothing more shows.
    await waitFor(() => expect(sent.filter((r) => r.path.startsWith("/api/support"))).toEqual([{ method: "GET", path: "/api/support/requests", body: undefined }]));
    expect(screen.queryByTestId("support-kept")).toBeNull();
  });

  it("shows a member who left Pro their requests under the contact address, each with its screenshot, and deletes one after asking", async () => {
    requests = [withScreenshot, stored];
    await open(member({ plan: "FREE" }));
    const kept = await screen.findByTestId("support-kept");
    expect(kept.textContent).toMatch(/You sent these requests on Pro\. New ones need Pro again/);
    expect(within(kept).getAllByRole("listitem")).toHaveLength(2);
    expect(within(kept).getByRole("link", { name: "Screenshot" }).getAttribute("href")).toBe(withScreenshot.screenshotUrl);
    expect(screen.queryByRole("button", { name: "Send" })).toBeNull();

    // Asked first: cancelling sends nothing.
    const trigger = within(kept).getAllByRole("button", { name: /^Delete request from/ })[0]!;
    fireEvent.click(trigger);
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(sent.filter((r) => r.method === "DELETE")).toEqual([]);

    fireEvent.click(trigger);
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("The request and its screenshot are deleted for good.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(within(screen.getByTestId("support-kept")).getAllByRole("listitem")).toHaveLength(1));
    expect(sent.filter((r) => r.method === "DELETE").map((r) => r.path)).toEqual([`/api/support/requests/${withScreenshot.id}`]);
    expect(await screen.findByText("Request deleted")).toBeTruthy();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getByTestId("support-kept").textContent).toContain("Billing and payments");
  });

  /** A Pro member deletes their one request: the list's delete, then the dialog's. */
  async function deleteAsProMember() {
    await open(member({ plan: "PRO" }));
    const list = await screen.findByTestId("support-requests");
    fireEvent.click(within(list).getByRole("button", { name: /^Delete request from/ }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
  }

  it("takes off the list a request deleted meanwhile in another tab (the server answers 404)", async () => {
    deleteFails = 404;
    await deleteAsProMember();
    expect(await screen.findByTestId("support-empty")).toBeTruthy();
    expect(screen.queryByText("Couldn't delete the request. Please try again.")).toBeNull();
  });

  it("keeps a request whose delete fails, says so, and leaves the dialog open", async () => {
    deleteFails = 500;
    await deleteAsProMember();
    expect(await screen.findByText("Couldn't delete the request. Please try again.")).toBeTruthy();
    expect(screen.getByRole("alertdialog")).toBeTruthy();
    // The dialog hides the page from the accessibility tree meanwhile.
    expect(screen.getByTestId("support-requests").querySelectorAll("li")).toHaveLength(1);

    // Tried again once the server answers: the Pro member's list empties.
    deleteFails = false;
    fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByTestId("support-empty")).toBeTruthy();
  });

  it("shows a Pro member the form and their requests; refuses what breaks a rule, sends the rest as multipart", async () => {
    await open(member({ plan: "PRO" }));
    const list = await screen.findByTestId("support-requests");
    expect(list.textContent).toContain("Billing and payments");
    expect(list.textContent).toContain("Answered");

    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await screen.findByText("Choose a topic from the list");
    await screen.findByText("The message must be at least 10 characters");
    expect(sent.filter((r) => r.method === "POST")).toEqual([]);

    fireEvent.change(screen.getByLabelText("Topic"), { target: { value: "workouts" } });
    fireEvent.change(screen.getByLabelText("Message"), { target: { value: "x".repeat(4001) } });
    await screen.findByText("The message must be at most 4,000 characters");
    fireEvent.change(screen.getByLabelText("Message"), { target: { value: "  The rest timer does not ring.  " } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));

    await waitFor(() => expect(within(screen.getByTestId("support-requests")).getAllByRole("listitem")).toHaveLength(2));
    const post = sent.find((r) => r.method === "POST")!;
    expect(post.path).toBe("/api/support/requests");
    const form = post.body as FormData;
    expect([form.get("topic"), form.get("message"), form.has("screenshot")]).toEqual(["workouts", "The rest timer does not ring.", false]);
    const first = within(screen.getByTestId("support-requests")).getAllByRole("listitem")[0]!;
    expect(first.textContent).toContain("Workouts");
    expect(first.textContent).toContain("Open");
    expect((screen.getByLabelText("Message") as HTMLTextAreaElement).value).toBe("");
  });

  it("speaks Russian", async () => {
    act(() => switchLocale("ru"));
    await act(async () => {
      const app = createApp("/support", member({ plan: "FREE" }));
      await app.router.load();
      render(
        <QueryClientProvider client={app.queryClient}>
          <RouterProvider router={app.router} />
        </QueryClientProvider>,
      );
    });
    await screen.findByRole("heading", { name: "Поддержка", level: 1 });
    expect(screen.getByTestId("support-contact").textContent).toContain("Напишите нам на help@forma.test\u00a0— мы обязательно ответим.");
    expect(screen.getByRole("link", { name: "Посмотреть тарифы" })).toBeTruthy();
    const kept = await screen.findByTestId("support-kept");
    expect(kept.textContent).toContain("Эти обращения вы отправили на тарифе Pro. Для новых снова нужен Pro, но эти\u00a0— ваши");
    expect(within(kept).getByRole("button", { name: /^Удалить обращение от/ })).toBeTruthy();
  });
});
