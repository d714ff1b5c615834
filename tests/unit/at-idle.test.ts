import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { themeCookieString } from "../../core/theme";

// The service worker's registration is the browser tests' (tests/e2e/pages-and-offline.test.ts).
vi.mock("../../web/app/pwa/register", () => ({ registerServiceWorker: vi.fn(async () => {}) }));

/**
 * Starts the idle work with a cookie store whose answer waits, as the browser's comes a task later,
 * and returns once the cookies have been asked for.
 */
async function readingCookies() {
  let answer!: (cookies: { name: string; value: string }[]) => void;
  const getAll = vi.fn(() => new Promise<{ name: string; value: string }[]>((resolve) => (answer = resolve)));
  vi.stubGlobal("cookieStore", { getAll });
  const { atIdle } = await import("../../web/app/at-idle");
  const theme = await import("../../web/shared/theme/theme");
  const done = atIdle();
  await vi.waitFor(() => expect(getAll).toHaveBeenCalled());
  return { theme, answer: (cookies: { name: string; value: string }[]) => (answer(cookies), done) };
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
    const { theme, answer } = await readingCookies();
    await answer([{ name: "theme", value: "light" }]);
    expect(theme.currentTheme()).toBe("light");
    expect(root.className).toBe("light");
  });

  it("keeps a theme the member chose while the cookies were being read", async () => {
    const { theme, answer } = await readingCookies();
    theme.applyTheme("light");
    // What the cookies held when asked: the theme before the member's choice.
    await answer([{ name: "theme", value: "dark" }]);
    expect(theme.currentTheme()).toBe("light");
    expect(root.className).toBe("light");
  });
});
