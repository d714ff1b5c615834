import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorScreen } from "../../web/app/shell/ErrorScreen";
import { ChunkLoadError } from "../../web/app/shell/chunk-error";
import { switchLocale } from "../../web/shared/i18n/locale";

// The server's answer, without the network: the notice reloads only once it says yes.
const health = vi.hoisted(() => ({ check: vi.fn<() => Promise<boolean>>() }));
vi.mock("../../web/app/connection/monitor", () => ({ healthCheck: health.check }));

// A screen's code that fails to load while the browser is offline (a file the service worker did
// not keep): the error screen says so, in the member's language, and reloads once the server answers.
// The browser tests show it through the router (pages-and-offline, errors-and-connection).

afterEach(() => {
  cleanup();
  act(() => switchLocale("en"));
  vi.restoreAllMocks();
});

function offlineFailure() {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  const reload = vi.spyOn(window.location, "reload").mockImplementation(() => undefined);
  render(<ErrorScreen error={new ChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))} />);
  return reload;
}

describe("a screen not kept on the device, offline", () => {
  it("is named as such in English, with a way back, and opens once the server answers again", async () => {
    // The browser says "online" before requests go through: no reload while the server does not answer.
    health.check.mockReset().mockResolvedValue(false);
    const reload = offlineFailure();
    const notice = await screen.findByTestId("not-kept-offline");
    expect(notice.querySelector("h1")?.textContent).toBe("You're offline");
    expect(notice.textContent).toContain("This page isn't saved on this device yet. It opens as soon as you're back online.");
    expect(screen.getByRole("button", { name: "Go back" })).toBeTruthy();
    // Not the reload that heals a deploy: offline it would only swap the app for the offline page.
    expect(screen.queryByText("Reloading...")).toBeNull();
    await act(async () => void window.dispatchEvent(new Event("online")));
    await vi.waitFor(() => expect(health.check).toHaveBeenCalledTimes(1));
    expect(reload).not.toHaveBeenCalled();
    cleanup();
    // Once it answers, the page opens.
    health.check.mockReset().mockResolvedValue(true);
    offlineFailure();
    await screen.findByTestId("not-kept-offline");
    await act(async () => void window.dispatchEvent(new Event("online")));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it("is named as such in Russian", async () => {
    act(() => switchLocale("ru"));
    offlineFailure();
    const notice = await screen.findByTestId("not-kept-offline");
    expect(notice.querySelector("h1")?.textContent).toBe("Нет подключения к интернету");
    expect(notice.textContent).toContain(
      "Эта страница ещё не сохранена на устройстве. Она откроется, как только появится интернет.",
    );
    expect(screen.getByRole("button", { name: "Назад" })).toBeTruthy();
  });

  it("is not shown for other errors offline, which keep the error screen", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    render(<ErrorScreen error={new Error("Cannot read properties of undefined")} />);
    expect(screen.getByTestId("error-screen")).toBeTruthy();
    expect(screen.queryByTestId("not-kept-offline")).toBeNull();
  });
});
