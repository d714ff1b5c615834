import { afterEach, describe, expect, it, vi } from "vitest";
import { readCookie } from "../../core/cookies";
import { readPageCookies } from "../../web/shared/cookies/page-cookies";

describe("the page's cookies", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = "theme=; Max-Age=0; Path=/";
  });

  it("come from the Cookie Store API where the browser has it, as a Cookie header reads", async () => {
    document.cookie = "theme=dark; Path=/";
    const getAll = vi.fn(async () => [
      { name: "theme", value: "light" },
      { name: "lang", value: "ru" },
    ]);
    vi.stubGlobal("cookieStore", { getAll });
    const cookies = await readPageCookies();
    expect(getAll).toHaveBeenCalledOnce();
    expect(readCookie(cookies, "theme")).toBe("light");
    expect(readCookie(cookies, "lang")).toBe("ru");
  });

  it("come from document.cookie without it, or when it refuses", async () => {
    document.cookie = "theme=light; Path=/";
    vi.stubGlobal("cookieStore", undefined);
    expect(readCookie(await readPageCookies(), "theme")).toBe("light");
    vi.stubGlobal("cookieStore", { getAll: () => Promise.reject(new TypeError("not allowed")) });
    expect(readCookie(await readPageCookies(), "theme")).toBe("light");
  });
});
