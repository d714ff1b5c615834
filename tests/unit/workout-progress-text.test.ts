// The workout's progress line: the noun agrees with the total, as Russian needs after «из».
import { act } from "@testing-library/react";
import { afterAll, describe, expect, it } from "vitest";
import { switchLocale } from "../../web/shared/i18n/locale";
import { progressText } from "../../web/workout/progress-text";

describe("workout progress", () => {
  afterAll(() => act(() => switchLocale("en")));

  it("reads «3 из 21 подхода» and «3 из 12 подходов» in Russian", () => {
    act(() => switchLocale("ru"));
    expect(progressText(3, 21)).toBe("3 из 21 подхода");
    expect(progressText(0, 1)).toBe("0 из 1 подхода");
    expect(progressText(2, 4)).toBe("2 из 4 подходов");
    expect(progressText(3, 12)).toBe("3 из 12 подходов");
    expect(progressText(5, 25)).toBe("5 из 25 подходов");
    expect(progressText(10, 111)).toBe("10 из 111 подходов");
  });

  it('reads "3 of 21 sets" and "0 of 1 set" in English', () => {
    act(() => switchLocale("en"));
    expect(progressText(3, 21)).toBe("3 of 21 sets");
    expect(progressText(0, 1)).toBe("0 of 1 set");
  });
});
