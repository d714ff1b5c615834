import { describe, expect, it } from "vitest";
import { localeFromRegions, parseAcceptLanguage, regionOf, resolveLocale } from "../../core/locale";

describe("language choice", () => {
  it("keeps a saved ru or en choice over everything else", () => {
    expect(resolveLocale("ru", ["en-US"])).toBe("ru");
    expect(resolveLocale("en", ["ru-RU"])).toBe("en");
  });

  it("ignores a saved value that is not a language of the product", () => {
    expect(resolveLocale("de", ["ru-RU"])).toBe("ru");
    expect(resolveLocale("", [])).toBe("en");
  });

  it("gives Russian for the regions RU, BY, KZ and UA only", () => {
    for (const tag of ["ru-RU", "be-BY", "kk-KZ", "uk-UA", "en-KZ", "en_UA"]) expect(localeFromRegions([tag]), tag).toBe("ru");
    for (const tag of ["ru-DE", "en-US", "de-AT", "en-GB"]) expect(localeFromRegions([tag]), tag).toBe("en");
  });

  it("decides by the first tag that names a region, else English", () => {
    expect(localeFromRegions(["ru", "en-US"])).toBe("en");
    expect(localeFromRegions(["en", "ru-RU"])).toBe("ru");
    expect(localeFromRegions(["ru"])).toBe("en");
  });

  it("reads regions out of script-qualified tags", () => {
    expect(regionOf("sr-Latn-RS")).toBe("RS");
    expect(regionOf("zh-Hant")).toBeUndefined();
  });

  it("orders Accept-Language by quality and drops junk", () => {
    expect(parseAcceptLanguage("en-US;q=0.5, ru-RU, *;q=0.1, de;q=0")).toEqual(["ru-RU", "en-US"]);
    expect(parseAcceptLanguage(null)).toEqual([]);
  });
});
