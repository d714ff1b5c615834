import { describe, expect, it } from "vitest";
import { exercises } from "../../content/exercises/index";
import type { Exercise } from "../../core/training/exercise";
import { similarExercises } from "../../core/training/similar-exercises";

type Kind = Pick<Exercise, "slug" | "primary" | "mechanics">;
const library: Kind[] = [
  { slug: "bench", primary: ["pectorals"], mechanics: "compound" },
  { slug: "fly", primary: ["pectorals"], mechanics: "isolation" },
  { slug: "squat", primary: ["quads", "glutes"], mechanics: "compound" },
  { slug: "dip", primary: ["pectorals", "triceps"], mechanics: "compound" },
  { slug: "pushdown", primary: ["triceps"], mechanics: "isolation" },
  { slug: "push-up", primary: ["pectorals"], mechanics: "compound" },
];
const slugs = (list: readonly Kind[]) => list.map((e) => e.slug);

describe("similar exercises", () => {
  it("lists those sharing a main muscle, the same kind of movement first, never the exercise itself", () => {
    expect(slugs(similarExercises(library[0]!, library, 10))).toEqual(["dip", "push-up", "fly"]);
    expect(slugs(similarExercises(library[4]!, library, 10))).toEqual(["dip"]);
    expect(similarExercises(library[2]!, library)).toEqual([]);
  });

  it("gives three unless asked for more", () => {
    const fly = library[1]!;
    expect(slugs(similarExercises(fly, library))).toEqual(["bench", "dip", "push-up"]);
    expect(similarExercises(fly, library, 1)).toHaveLength(1);
  });

  it("offers alternatives to the bench press from the library that train the chest", () => {
    const bench = exercises.find((e) => e.slug === "barbell-bench-press")!;
    const similar = similarExercises(bench, exercises, 6);
    expect(similar).toHaveLength(6);
    for (const e of similar) {
      expect(e.slug).not.toBe(bench.slug);
      expect(e.primary).toContain("pectorals");
      expect(e.mechanics).toBe("compound");
    }
  });
});
