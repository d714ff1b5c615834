import { describe, expect, it } from "vitest";
import { favouriteIdOf, favouriteRef, refIdValid } from "../../core/diary/food-ref";
import { nameMatcher } from "../../core/diary/match";

// The member's own foods and the library's dishes in the food search (decision 0044) match by the
// food database's words: stems in both languages, every word of the query, the last one as typed
// so far, one typo forgiven in long words.

describe("a name matches a query", () => {
  it("when it has every word of the query, by stems in both languages", () => {
    expect(nameMatcher("кефир")(["Кефир фермерский"])).not.toBeNull();
    expect(nameMatcher("кефира")(["Кефир 1%"])).not.toBeNull();
    expect(nameMatcher("гречка курица")(["Гречка с курицей и овощами"])).not.toBeNull();
    expect(nameMatcher("гречка рыба")(["Гречка с курицей и овощами"])).toBeNull();
    expect(nameMatcher("chicken soup")(["Chicken noodle soup"])).not.toBeNull();
    expect(nameMatcher("ёлка")(["Елка"])).not.toBeNull();
  });

  it("with the last word as typed so far, and one typo in a long word", () => {
    expect(nameMatcher("греч")(["Гречневая каша"])).not.toBeNull();
    expect(nameMatcher("гречневая ка")(["Гречневая каша"])).not.toBeNull();
    // Only the last word is taken as still being typed, as in the database's search.
    expect(nameMatcher("греч каша")(["Гречневая каша"])).toBeNull();
    expect(nameMatcher("granolla")(["Homemade granola"])).not.toBeNull();
    // Short words forgive nothing: "beer" is not "beef".
    expect(nameMatcher("beer")(["Beef stew"])).toBeNull();
  });

  it("ranks a name that opens with the query and says no more than it first", () => {
    const score = nameMatcher("омлет");
    expect(score(["Омлет"])!).toBeGreaterThan(score(["Омлет с овощами"])!);
    expect(score(["Омлет с овощами"])!).toBeGreaterThan(score(["Белковый омлет со шпинатом"])!);
    expect(score([null, undefined, "Омлет"])).toBe(score(["Омлет"]));
  });

  it("never for an empty query or one of connecting words only", () => {
    expect(nameMatcher("")(["Anything"])).toBeNull();
    expect(nameMatcher("и с")(["Гречка с курицей"])).toBeNull();
  });
});

describe("a favourite's id", () => {
  it("names its food as `<kind>:<id>`, each kind with its own form of id", () => {
    const uuid = crypto.randomUUID();
    expect(favouriteRef("db:01077")).toEqual({ kind: "db", id: "01077" });
    expect(favouriteRef(`custom:${uuid}`)).toEqual({ kind: "custom", id: uuid });
    expect(favouriteRef("dish:oatmeal-with-milk-and-berries")).toEqual({ kind: "dish", id: "oatmeal-with-milk-and-berries" });
    expect(favouriteIdOf({ kind: "recipe", id: uuid })).toBe(`recipe:${uuid}`);
    for (const bad of ["01077", "db:", ":01077", "custom:01077", "recipe:abc", "meal:01077", "dish:Oatmeal", "db:01077;drop"])
      expect(favouriteRef(bad), bad).toBeNull();
    expect(refIdValid("db", "grechka-boiled")).toBe(true);
    expect(refIdValid("db", "x".repeat(81))).toBe(false);
  });
});
