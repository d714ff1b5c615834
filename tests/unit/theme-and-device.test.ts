import { describe, expect, it, vi } from "vitest";
import { isKeyboardOpen, isMobileDevice } from "../../core/device";
import { parseTheme, themeCookieString } from "../../core/theme";
import { applyTheme, currentTheme, toggleTheme } from "../../web/shared/theme/theme";

describe("theme", () => {
  it("accepts only dark or light and defaults to dark", () => {
    expect(parseTheme("light")).toBe("light");
    expect(parseTheme("dark")).toBe("dark");
    expect(parseTheme("LIGHT")).toBe("dark");
    expect(parseTheme(undefined)).toBe("dark");
  });

  it("writes a year-long Lax cookie on path /, Secure only on https", () => {
    expect(themeCookieString("light", false)).toBe("theme=light; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(themeCookieString("dark", true)).toContain("; Secure");
  });

  it("toggling sets the root class and rewrites the cookie", () => {
    applyTheme("dark");
    toggleTheme();
    expect(document.documentElement.classList.contains("light")).toBe(true);
    expect(document.documentElement.classList.contains("dark")).toBe(false);
    expect(currentTheme()).toBe("light");
    expect(document.cookie).toContain("theme=light");
    toggleTheme();
    expect(document.documentElement.className).toContain("dark");
    expect(currentTheme()).toBe("dark");
  });

  it("starts from the theme the worker wrote on the page, from the cookie on a page without it, and follows the cookie once idle", async () => {
    const root = document.documentElement;
    // A fresh instance of the module for each start (it reads the theme once). Not
    // vi.resetModules(): the files of a worker share their modules (when-near.test.tsx).
    let starts = 0;
    const fresh = async () => {
      const path = `../../web/shared/theme/theme.ts?start=${++starts}`;
      return ((await import(/* @vite-ignore */ path)) as typeof import("../../web/shared/theme/theme")).currentTheme();
    };
    const before = { dataTheme: root.dataset.theme, className: root.className, cookie: currentTheme() };
    try {
      document.cookie = themeCookieString("dark", false);
      root.dataset.theme = "light";
      expect(await fresh()).toBe("light");
      // The service worker's offline shell carries no data-theme.
      delete root.dataset.theme;
      document.cookie = themeCookieString("light", false);
      expect(await fresh()).toBe("light");
      document.cookie = themeCookieString("dark", false);
      expect(await fresh()).toBe("dark");

      // A page the service worker kept while the theme was dark; the member chose light since.
      root.dataset.theme = "dark";
      root.className = "dark";
      document.cookie = themeCookieString("light", false);
      const kept = (await import(
        /* @vite-ignore */ `../../web/shared/theme/theme.ts?start=${++starts}`
      )) as typeof import("../../web/shared/theme/theme");
      expect(kept.currentTheme()).toBe("dark");
      kept.followThemeCookie(document.cookie);
      expect(kept.currentTheme()).toBe("light");
      expect(root.className).toBe("light");
      expect(root.dataset.theme).toBe("light");
    } finally {
      if (before.dataTheme === undefined) delete root.dataset.theme;
      else root.dataset.theme = before.dataTheme;
      root.className = before.className;
      document.cookie = themeCookieString(before.cookie, false);
    }
  });
});

describe("mobile detection", () => {
  const desktopUA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/150 Safari/537.36";
  const phoneUA = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
  it("is a viewport under 768 px or a mobile user agent", () => {
    expect(isMobileDevice(desktopUA, () => 767)).toBe(true);
    expect(isMobileDevice(desktopUA, () => 768)).toBe(false);
    expect(isMobileDevice(phoneUA, () => 1024)).toBe(true);
  });
  it("does not read the viewport's width when the user agent already says mobile", () => {
    const width = vi.fn(() => 1024);
    expect(isMobileDevice(phoneUA, width)).toBe(true);
    expect(width).not.toHaveBeenCalled();
  });
  it("reads only the start of an overlong user agent (a page request's header, sent by anyone)", () => {
    // "Android" over and over with "Mobile" at the end made `Android.+Mobile` try every start.
    const hostile = `${"Android".repeat(5000)} Mobile`;
    expect(isMobileDevice(hostile, () => 1024)).toBe(false);
    expect(isMobileDevice(`${phoneUA} ${"x".repeat(40_000)}`, () => 1024)).toBe(true);
  });
});

describe("on-screen keyboard", () => {
  it("counts as open when the visible viewport is below 75 % of the screen's height", () => {
    expect(isKeyboardOpen(844, 844)).toBe(false);
    expect(isKeyboardOpen(633, 844)).toBe(false); // exactly 75 %
    expect(isKeyboardOpen(632, 844)).toBe(true);
    expect(isKeyboardOpen(400, 844)).toBe(true);
    expect(isKeyboardOpen(400, 0)).toBe(false);
  });
});
