import { describe, expect, it } from "vitest";
import { questionSets, scoreCoach } from "../coach-questions/score";

describe("the offline coach on the question set", () => {
  it("has at least 40 questions per language, each with the sources it should draw on", () => {
    for (const set of Object.values(questionSets)) {
      expect(set.length).toBeGreaterThanOrEqual(40);
      expect(set.every((x) => x.q.trim() && x.expect.length > 0)).toBe(true);
    }
  });

  it("answers at least 90 % of them from a right source (top 3), in each language", async () => {
    const { rate, misses } = await scoreCoach();
    const report = misses.map((m) => `[${m.lang}] ${m.q} -> ${m.got.join(", ") || "nothing"}`).join("\n");
    expect(rate.en, report).toBeGreaterThanOrEqual(0.9);
    expect(rate.ru, report).toBeGreaterThanOrEqual(0.9);
  }, 60_000);
});
