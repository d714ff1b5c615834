import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { member, renderApp } from "./app-harness";

// A width changes with a resize event, as in a browser (the shell reads the width once per resize).
const setWidth = (w: number) => {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: w });
  window.dispatchEvent(new Event("resize"));
};
afterEach(() => setWidth(1024));

describe("desktop top bar", () => {
  it("shows Sign In and Sign Up to a visitor, without Pro or Profile", async () => {
    await renderApp("/", null);
    expect(await screen.findByTestId("nav-sign-in")).toHaveProperty("textContent", "Sign In");
    expect(screen.getByTestId("nav-sign-up").textContent).toBe("Sign Up");
    expect(screen.getByTestId("menu-resources")).toBeTruthy();
    expect(screen.queryByTestId("menu-pro")).toBeNull();
    expect(screen.queryByTestId("sign-out")).toBeNull();
  });

  it("shows a member Pro, Profile and Sign Out, with the pulsing dot while a plan is missing", async () => {
    await renderApp("/", member({ hasWorkoutPlan: true, hasNutritionPlan: false }));
    const pro = await screen.findByTestId("menu-pro");
    expect(within(pro).getByTestId("plans-dot")).toBeTruthy();
    expect(screen.getByTestId("sign-out").textContent).toBe("Sign Out");
    expect(screen.queryByTestId("nav-sign-in")).toBeNull();
  });

  it("drops the dot once both plans exist", async () => {
    await renderApp("/", member({ hasWorkoutPlan: true, hasNutritionPlan: true }));
    await screen.findByTestId("menu-pro");
    expect(screen.queryByTestId("plans-dot")).toBeNull();
  });

  it("shows the operator's details from configuration in the footer", async () => {
    await renderApp("/", null);
    const footer = await screen.findByTestId("footer");
    // Rendered in the browser (no prerendered page), it takes its part of the configuration.
    expect(await within(footer).findByText("Support: help@forma.test")).toBeTruthy();
    expect(within(footer).getByTestId("footer-legal").textContent).toContain("Sole proprietor Test");
    expect(within(footer).getByRole("link", { name: "User agreement" }).getAttribute("href")).toBe("/agreement");
  });
});

describe("mobile shell", () => {
  it("uses the bottom bar on a phone: Sign in, Sign up, Billing, More for a visitor", async () => {
    setWidth(390);
    await renderApp("/", null);
    const bar = await screen.findByTestId("bottom-bar");
    expect(
      within(bar)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Sign In", "Sign Up", "Billing"]);
    // The phone shell's own links go to the /m… screens, even on a desktop path.
    expect(
      within(bar)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/mlogin", "/msignup", "/mbilling"]);
    expect(screen.getByTestId("hero-start").getAttribute("href")).toBe("/msignup");
    expect(within(bar).getByTestId("bar-more").textContent).toBe("More");
    expect(screen.queryByTestId("nav-sign-in")).toBeNull();
    expect(screen.getByTestId("home-mobile")).toBeTruthy();
  });

  it("gives a member Billing, Pro (with the dot), Profile and More", async () => {
    setWidth(390);
    await renderApp("/", member());
    const bar = await screen.findByTestId("bottom-bar");
    expect(within(bar).getByTestId("bar-billing").textContent).toBe("Billing");
    expect(within(within(bar).getByTestId("bar-pro")).getByTestId("plans-dot")).toBeTruthy();
    expect(within(bar).getByTestId("bar-profile").textContent).toBe("Profile");
    expect(within(bar).getByTestId("bar-profile").getAttribute("href")).toBe("/mprofile");
    expect(within(bar).getByTestId("bar-billing").getAttribute("href")).toBe("/mbilling");
    expect(screen.getByTestId("hero-start").getAttribute("href")).toBe("/mprofile");
  });

  it("links a screen's content to the shell of its address: /m… pages to /m… pages", async () => {
    setWidth(390);
    await renderApp("/exercises", member());
    const onDesktopPath = await screen.findAllByTestId("exercise-card");
    expect(onDesktopPath[0]!.getAttribute("href")).toMatch(/^\/exercises\/[a-z-]+$/);
    cleanup();
    await renderApp("/mexercises", member());
    const onTwin = await screen.findAllByTestId("exercise-card");
    expect(onTwin[0]!.getAttribute("href")).toMatch(/^\/mexercises\/[a-z-]+$/);
  });

  it("uses the mobile shell on /m… routes even on a wide screen", async () => {
    await renderApp("/mbilling", null);
    expect(await screen.findByTestId("bottom-bar")).toBeTruthy();
    expect(screen.queryByTestId("menu-resources")).toBeNull();
  });

  it("opens the Pro panel with chat, transform, vitamins, minerals and support", async () => {
    setWidth(390);
    await renderApp("/", member());
    fireEvent.click(await screen.findByTestId("bar-pro"));
    const panel = await screen.findByTestId("panel-pro");
    expect(
      within(panel)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/chat", "/mtransform", "/mvitamins", "/mminerals", "/msupport"]);
  });

  it("lists the More panel's tiles and closes it on a route change", async () => {
    setWidth(390);
    const { router } = await renderApp("/", null);
    fireEvent.click(await screen.findByTestId("bar-more"));
    const panel = await screen.findByTestId("panel-more");
    expect(
      within(panel)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual([
      "/mexercises",
      "/mcalculators",
      "/meducation",
      "/madvanced",
      "/mprotein-encyclopedia",
      "/mcarbs-encyclopedia",
      "/mfats-encyclopedia",
      "/msupplement-guide",
      "/mdishes",
      "/msupport",
    ]);
    expect(within(panel).getByTestId("lang-ru")).toBeTruthy();
    await router.navigate({ to: "/agreement" });
    await waitFor(() => expect(screen.queryByTestId("panel-more")).toBeNull());
  });
});
