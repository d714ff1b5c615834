// The lower parts of a long page render once they come near the view, or as soon as the visitor
// starts moving through the page with Tab, so focus never skips a part that has not rendered.
import { act, fireEvent, render, screen } from "@testing-library/react";
import { lazy } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  mockAllIsIntersecting,
  resetIntersectionMocking,
  setupIntersectionMocking,
} from "react-intersection-observer/test-utils";

type WhenNearModule = typeof import("../../web/shared/ui/WhenNear");
let WhenNear: WhenNearModule["WhenNear"];

let fresh = 0;
beforeEach(async () => {
  setupIntersectionMocking(vi.fn);
  // A fresh instance of this one module each time (the first Tab is remembered for the rest of
  // the page's life). Not vi.resetModules(): the files of a worker share their modules, and a reset
  // left others' module-level listeners (the rest timer's) doubled in the files after this one.
  const path = `../../web/shared/ui/WhenNear.tsx?fresh=${++fresh}`;
  ({ WhenNear } = (await import(/* @vite-ignore */ path)) as WhenNearModule);
});
afterEach(resetIntersectionMocking);

const page = () => (
  <WhenNear placeholder={<p>Progress is on its way</p>}>
    <button type="button">Log weight</button>
  </WhenNear>
);

describe("WhenNear", () => {
  it("shows the placeholder while far from the view, and the content once near it", () => {
    render(page());
    act(() => mockAllIsIntersecting(false));
    expect(screen.getByText("Progress is on its way")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Log weight" })).toBeNull();

    act(() => mockAllIsIntersecting(true));
    expect(screen.getByRole("button", { name: "Log weight" })).toBeTruthy();
    expect(screen.queryByText("Progress is on its way")).toBeNull();
  });

  it("keeps the content once rendered, when it scrolls away again", () => {
    render(page());
    act(() => mockAllIsIntersecting(true));
    act(() => mockAllIsIntersecting(false));
    expect(screen.getByRole("button", { name: "Log weight" })).toBeTruthy();
  });

  it("keeps the placeholder until lazy content's code has loaded", async () => {
    let load: (mod: { default: () => React.JSX.Element }) => void = () => {};
    const Lazy = lazy(() => new Promise<{ default: () => React.JSX.Element }>((resolve) => (load = resolve)));
    render(
      <WhenNear placeholder={<p>Progress is on its way</p>}>
        <Lazy />
      </WhenNear>,
    );
    act(() => mockAllIsIntersecting(true));
    expect(screen.getByText("Progress is on its way")).toBeTruthy();
    await act(async () => load({ default: () => <button type="button">Log weight</button> }));
    expect(await screen.findByRole("button", { name: "Log weight" })).toBeTruthy();
    expect(screen.queryByText("Progress is on its way")).toBeNull();
  });

  it("renders everything on the first Tab, and what mounts later straight away", () => {
    render(page());
    act(() => mockAllIsIntersecting(false));
    fireEvent.keyDown(window, { key: "Enter" });
    expect(screen.queryByRole("button", { name: "Log weight" })).toBeNull();

    fireEvent.keyDown(window, { key: "Tab" });
    expect(screen.getByRole("button", { name: "Log weight" })).toBeTruthy();

    render(
      <WhenNear placeholder={<p>Metrics are on their way</p>}>
        <h2>Body metrics</h2>
      </WhenNear>,
    );
    expect(screen.getByRole("heading", { name: "Body metrics" })).toBeTruthy();
    expect(screen.queryByText("Metrics are on their way")).toBeNull();
  });

  it("counts a Tab pressed before any part was waiting: what mounts later renders straight away", () => {
    fireEvent.keyDown(window, { key: "Tab" });
    render(page());
    act(() => mockAllIsIntersecting(false));
    expect(screen.getByRole("button", { name: "Log weight" })).toBeTruthy();
    expect(screen.queryByText("Progress is on its way")).toBeNull();
  });
});
