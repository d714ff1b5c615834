// The start reads the language the worker wrote on <html> (beside data-theme) rather than the
// cookie; a page without the worker's attributes (the offline shell) and a kept page whose
// language the member has changed since both end in the cookie's language.
import { afterEach, describe, expect, it } from "vitest";
import { themeCookieString } from "../../core/theme";
import * as runtime from "../../i18n/paraglide/runtime.js";

const root = document.documentElement;
const before = { getLocale: runtime.getLocale, lang: root.lang, theme: root.dataset.theme, className: root.className };
let starts = 0;

/** A fresh copy of the module, as a page start has (it works the language out once). */
async function start() {
  // Its own query key: theme-and-device.test.ts numbers theme.ts's copies, and with shared module
  // state (isolate: false) an equal address would hand back that file's instance.
  const path = `../../web/shared/i18n/locale.ts?page-locale=${++starts}`;
  return (await import(/* @vite-ignore */ path)) as typeof import("../../web/shared/i18n/locale");
}

afterEach(() => {
  runtime.overwriteGetLocale(before.getLocale);
  root.lang = before.lang;
  if (before.theme === undefined) delete root.dataset.theme;
  else root.dataset.theme = before.theme;
  root.className = before.className;
  document.cookie = "lang=; Max-Age=0; Path=/";
  document.cookie = "theme=; Max-Age=0; Path=/";
});

describe("the page's language at the start", () => {
  it("is the one the worker wrote on the page, whatever the cookie says", async () => {
    document.cookie = "lang=en; Path=/";
    root.lang = "ru";
    root.dataset.theme = "dark";
    await start();
    expect(runtime.getLocale()).toBe("ru");
  });

  it("comes from the cookie on a page the worker did not write (the offline shell)", async () => {
    document.cookie = "lang=ru; Path=/";
    root.lang = "en";
    delete root.dataset.theme;
    await start();
    expect(runtime.getLocale()).toBe("ru");
  });

  it("comes from the cookie on the offline shell after the start has marked its theme", async () => {
    // The shell is built dark and English; the member's cookies say light and Russian.
    document.cookie = "lang=ru; Path=/";
    document.cookie = themeCookieString("light", false);
    root.lang = "en";
    root.className = "dark";
    delete root.dataset.theme;
    const { syncThemeClass } = (await import(
      /* @vite-ignore */ `../../web/shared/theme/theme.ts?page-locale=${starts}`
    )) as typeof import("../../web/shared/theme/theme");
    await start();
    syncThemeClass();
    expect(root.dataset.theme).toBe("light");
    expect(runtime.getLocale()).toBe("ru");
  });

  it("follows the cookie once idle on a page kept in another language", async () => {
    root.lang = "en";
    root.dataset.theme = "light";
    document.cookie = "lang=ru; Path=/";
    const kept = await start();
    expect(runtime.getLocale()).toBe("en");
    kept.followLocaleCookie(document.cookie);
    expect(runtime.getLocale()).toBe("ru");
    expect(root.lang).toBe("ru");
    // Nothing to follow when they agree, or when the cookie holds no language of ours.
    kept.followLocaleCookie(document.cookie);
    expect(runtime.getLocale()).toBe("ru");
    document.cookie = "lang=de; Path=/";
    kept.followLocaleCookie(document.cookie);
    expect(runtime.getLocale()).toBe("ru");
  });
});
