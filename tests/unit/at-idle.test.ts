import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { themeCookieString } from "../../core/theme";

// The service worker's registration is the browser tests' (tests/e2e/pages-and-offline.test.ts).
vi.mock("../../web/app/pwa/register", () => ({ registerServiceWorker: vi.fn(async () => {}) }));

/** A cookie store whose answer waits until `answer` is called, as the browser's does a task later. */
function slowCookieStore() {
  let answer!: (cookies: { name: string; value: string }[]) => void;
  const getAll = vi.fn(() => new Promise<{ name: string; value: string }[]>((resolve) => (answer = resolve)));
  vi.stubGlobal("cookieStore", { getAll });
  return { answer: (cookies: { name: string; value: string }[]) => answer(cookies), getAll };
}

describe("once the page is idle", () => {
  const root = document.documentElement;
  beforeEach(() => {
    vi.resetModules();
    // A page the service worker kept while the theme was dark.
    root.dataset.theme = "dark";
    root.className = "dark";
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = themeCookieString("dark", false);
  });

  it("takes the theme the cookies hold now", async () => {
    const store = slowCookieStore();
    const { atIdle } = await import("../../web/app/at-idle");
    const theme = await import("../../web/shared/theme/theme");
    const done = atIdle();
    await vi.waitFor(() => expect(store.getAll).toHaveBeenCalled());
    store.answer([{ name: "theme", value: "light" }]);
    await done;
    expect(theme.currentTheme()).toBe("light");
    expect(root.className).toBe("light");
  });

  it("keeps a theme the member chose while the cookies were being read", async () => {
    const store = slowCookieStore();
    const { atIdle } = await import("../../web/app/at-idle");
    const theme = await import("../../web/shared/theme/theme");
    const done = atIdle();
    await vi.waitFor(() => expect(store.getAll).toHaveBeenCalled());
    theme.applyTheme("light");
    // What the cookies held when asked: the theme before the member's choice.
    store.answer([{ name: "theme", value: "dark" }]);
    await done;
    expect(theme.currentTheme()).toBe("light");
    expect(root.className).toBe("light");
  });
});
