import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { agreement } from "../../content/agreement/en";
import { renderApp } from "./app-harness";

// A page that arrived with its fixed text as HTML keeps that HTML (StaticText): the app shows it
// without loading the text, and its links open through the router, except links to another site,
// new-tab links and a heading's anchor, which stay the browser's.

/** The agreement's region as the prerendered page brings it (outside the app, read once as it starts). */
function arrive(html: string): HTMLElement {
  const region = document.createElement("article");
  region.dataset.staticText = "agreement/en";
  region.innerHTML = html;
  document.body.append(region);
  return region;
}

describe("fixed text that arrived with the page", () => {
  // First: what a page brought is kept for the rest of its life (a later mount shows it again).
  it("is rendered from its own module when the page did not bring it", async () => {
    await renderApp("/agreement", null);
    const region = await screen.findByTestId("agreement");
    await waitFor(() => expect(region.textContent).toContain(agreement.intro));
    expect(within(region).getAllByRole("heading", { level: 2 }).length).toBeGreaterThan(agreement.sections.length);
  });

  it("is shown as it arrived, and a link in it opens its page in place", async () => {
    const arrived = arrive(
      '<h1>Arrived agreement</h1><p>As the page brought it.</p><a href="/billing">Plans</a> <a href="https://example.com/terms">Elsewhere</a> <a href="/billing" target="_blank">New tab</a>',
    );
    const { router } = await renderApp("/agreement", null);
    arrived.remove();
    const region = await screen.findByTestId("agreement");
    expect(within(region).getByRole("heading", { level: 1 }).textContent).toBe("Arrived agreement");
    expect(region.textContent).not.toContain(agreement.intro);

    // Whether the app took the click, seen after it (and the test's document never navigates).
    const taken: boolean[] = [];
    const record = (e: Event) => {
      taken.push(e.defaultPrevented);
      e.preventDefault();
    };
    document.addEventListener("click", record);
    const click = (name: string, init?: MouseEventInit) => {
      fireEvent.click(within(region).getByRole("link", { name }), init);
      return taken.pop();
    };
    // Links the router leaves to the browser.
    expect(click("Elsewhere")).toBe(false);
    expect(click("New tab")).toBe(false);
    expect(click("Plans", { ctrlKey: true })).toBe(false);
    expect(router.state.location.pathname).toBe("/agreement");

    expect(click("Plans")).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe("/billing"));
    document.removeEventListener("click", record);
  });
});
