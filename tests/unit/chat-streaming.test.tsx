import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChatStateJson } from "../../core/chat/limits";
import { member, renderApp } from "./app-harness";

// The coach's answer as it streams into the chat screen (real router, happy-dom) from a stub
// server whose answer the test writes piece by piece.

const state: ChatStateJson = { name: "Anna", messages: [], remaining: 99, limit: 100, resetsAt: Date.UTC(2026, 11, 1) };
let write: (text: string) => void;
let end: () => void;

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      if (path === "/api/chat/messages" && init?.method === "POST") {
        const encoder = new TextEncoder();
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            write = (text) => controller.enqueue(encoder.encode(text));
            end = () => controller.close();
          },
        });
        return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
      }
      if (path === "/api/chat/messages") return Response.json(state);
      return Response.json({});
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("a streaming answer", () => {
  it("keeps a link it has shown as the same element while more text arrives, so a tap on it is not lost", async () => {
    const app = await renderApp("/chat", member({ plan: "PRO" }));
    // The suggestions show once the (empty) conversation has loaded.
    await screen.findByText("Suggested questions");
    const box = screen.getByRole("textbox", { name: "Your message" });
    fireEvent.change(box, { target: { value: "How do I squat?" } });
    fireEvent.submit(box.closest("form")!);
    await waitFor(() => expect(write).toBeTypeOf("function"));

    const log = await screen.findByTestId("chat-log");
    act(() => write("Start with the [goblet squat](/exercises/goblet-squat)"));
    const link = await within(log).findByRole("link", { name: "goblet squat" });
    // The same paragraph grows, then a list follows: the link stays where the member may be pressing.
    act(() => write(" and keep your heels down."));
    await within(log).findByText(/keep your heels down/);
    act(() => write("\n\n1. 3 sets of 8\n2. rest 90 s"));
    await within(log).findByText("rest 90 s");
    expect(within(log).getByRole("link", { name: "goblet squat" })).toBe(link);
    expect(link.isConnected).toBe(true);

    // A press while the answer still streams follows the link, through the app's router.
    fireEvent.click(link);
    await waitFor(() => expect(app.router.state.location.pathname).toBe("/exercises/goblet-squat"));
    // The exercise screen's code too: a worker's files share their modules, and an import still
    // running when this file's environment is torn down fails every later file that imports it.
    await waitFor(() => expect(app.router.state.resolvedLocation?.pathname).toBe("/exercises/goblet-squat"));
    act(() => end());
  });
});
