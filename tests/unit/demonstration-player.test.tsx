// The demonstration player as a member meets it: named for its exercise, playing unless the
// system asks for reduced motion, paused and played by its button, and the operator's video
// (with captions in the member's language) in place of the drawing when there is one.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { exercises } from "../../content/exercises/index";
import { Demonstration } from "../../web/shared/exercises/demo/Demonstration";

const squat = exercises.find((e) => e.slug === "barbell-back-squat")!;

function answer(video: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ slug: squat.slug, video }), { headers: { "Content-Type": "application/json" } })),
  );
}

function reducedMotion(on: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: on && query.includes("reduce"), media: query, addEventListener() {}, removeEventListener() {} }));
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Demonstration exercise={squat} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the demonstration player", () => {
  it("is named for its exercise, plays, and pauses and plays again from its button", async () => {
    answer(null);
    reducedMotion(false);
    show();
    const figure = screen.getByRole("figure", { name: "Demonstration: Barbell back squat" });
    expect(figure.querySelector("svg")).not.toBeNull();
    for (const phase of ["Start", "Middle", "End"]) expect(screen.getByText(phase)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Pause demonstration" }));
    fireEvent.click(screen.getByRole("button", { name: "Play demonstration" }));
    expect(screen.getByRole("button", { name: "Pause demonstration" })).toBeTruthy();
  });

  it("holds the figure still while the page is starting, then has the browser play the loop, and pauses it", () => {
    answer(null);
    reducedMotion(false);
    let idle: (() => void) | undefined;
    vi.stubGlobal("requestIdleCallback", (fn: () => void) => ((idle = fn), 1));
    vi.stubGlobal("cancelIdleCallback", () => {});
    const view = show();
    const animations = () => [...document.querySelectorAll("svg animate")];
    expect(screen.getByRole("button", { name: "Pause demonstration" })).toBeTruthy();
    expect(screen.getByText("Start").getAttribute("aria-current")).toBe("step");
    expect(animations()).toHaveLength(0);

    act(() => idle!());
    // The limbs move, each through one loop of the movement that ends where it began.
    expect(animations().map((a) => a.parentElement!.tagName)).toContain("path");
    for (const a of animations()) {
      expect(a.getAttribute("dur")).toBe("3.6s");
      expect(a.getAttribute("repeatCount")).toBe("indefinite");
      const values = a.getAttribute("values")!.split(";");
      expect(values.length).toBeGreaterThan(30);
      expect(values.at(-1)).toBe(values[0]);
      expect(new Set(values).size).toBeGreaterThan(1);
    }

    // Paused: still again, with the other end of the movement drawn faintly.
    fireEvent.click(screen.getByRole("button", { name: "Pause demonstration" }));
    expect(animations()).toHaveLength(0);
    expect(document.querySelectorAll("svg g[opacity='0.22']")).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Play demonstration" }));
    expect(animations().length).toBeGreaterThan(0);
    view.unmount();
  });

  it("starts paused under reduced motion, showing the other end of the movement faintly", () => {
    answer(null);
    reducedMotion(true);
    show();
    expect(screen.getByRole("button", { name: "Play demonstration" })).toBeTruthy();
    expect(screen.getByText("Start").getAttribute("aria-current")).toBe("step");
    expect(document.querySelectorAll("svg g[opacity='0.22']")).toHaveLength(1);
  });

  it("follows reduced motion turned on while the page is open, until play or pause is pressed", () => {
    answer(null);
    const listeners = new Set<() => void>();
    let reduce = false;
    vi.stubGlobal("matchMedia", (query: string) => ({
      get matches() {
        return reduce && query.includes("reduce");
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }));
    const turn = (on: boolean) =>
      act(() => {
        reduce = on;
        listeners.forEach((listener) => listener());
      });
    show();
    expect(screen.getByRole("button", { name: "Pause demonstration" })).toBeTruthy();
    turn(true);
    expect(screen.getByRole("button", { name: "Play demonstration" })).toBeTruthy();
    // Once pressed, the member's choice stands whatever the setting does next.
    fireEvent.click(screen.getByRole("button", { name: "Play demonstration" }));
    turn(false);
    turn(true);
    expect(screen.getByRole("button", { name: "Pause demonstration" })).toBeTruthy();
  });

  it("shows the uploaded video with its poster and captions in the member's language", async () => {
    answer({ contentType: "video/mp4", poster: true, captions: ["en", "ru"] });
    reducedMotion(false);
    show();
    const figure = screen.getByRole("figure", { name: "Demonstration: Barbell back squat" });
    await vi.waitFor(() => expect(figure.querySelector("video")).not.toBeNull());
    const video = figure.querySelector("video")!;
    expect(figure.querySelector("svg")).toBeNull();
    expect(video.getAttribute("poster")).toBe("/api/exercises/barbell-back-squat/poster");
    expect(video.hasAttribute("controls")).toBe(true);
    expect(video.hasAttribute("autoplay")).toBe(false);
    expect(video.querySelector("source")!.getAttribute("src")).toBe("/api/exercises/barbell-back-squat/video");
    const track = video.querySelector("track")!;
    expect(track.getAttribute("srclang")).toBe("en");
    expect(track.getAttribute("src")).toBe("/api/exercises/barbell-back-squat/captions/en.vtt");
  });

  it("leaves out the poster and the captions the operator has not uploaded in the member's language", async () => {
    answer({ contentType: "video/mp4", poster: false, captions: ["ru"] });
    reducedMotion(false);
    show();
    const figure = screen.getByRole("figure", { name: "Demonstration: Barbell back squat" });
    await vi.waitFor(() => expect(figure.querySelector("video")).not.toBeNull());
    expect(figure.querySelector("video")!.hasAttribute("poster")).toBe(false);
    expect(figure.querySelector("track")).toBeNull();
  });
});
