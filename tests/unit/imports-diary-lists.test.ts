import { describe, expect, it } from "vitest";
import { parseDiaryLists } from "../../core/imports/diary-lists";
import { diaryCaps } from "../../core/validation/diary";

// The diary's lists of "Download my data" as the import reads them: records the sync would take,
// each bad or repeated one named by its place, a file that is not a list (or a longer one than a
// member keeps) named whole.

const now = Date.UTC(2026, 10, 20);
const food = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  name: "Protein bar",
  brand: "Acme",
  barcode: "4600000000001",
  basis: "serving",
  serving: { label: "bar", grams: 50 },
  entered: { kcal: 190, protein: 15, fat: 7, carbs: 18 },
  per100g: { kcal: 380, protein: 30, fat: 14, carbs: 36 },
  updatedAt: "2026-11-01T10:00:00.000Z",
  ...over,
});
const ids = ["0b4f6c2e-8a1d-4c3e-9f2a-1d2e3f4a5b6c", "1c5a7d3f-9b2e-4d4f-8a3b-2e3f4a5b6c7d"] as const;

describe("reading the diary's lists", () => {
  it("reads each record as the sync's change of it, made now, from the values as entered", () => {
    const recipe = {
      id: ids[1],
      name: "Porridge",
      ingredients: [
        { food: { kind: "custom", id: ids[0] }, grams: 50, name: { en: "Protein bar (Acme)", ru: null } },
        { food: { kind: "db", id: "01077" }, grams: 250, name: { en: "Milk", ru: "Молоко" } },
      ],
      finishedGrams: 300,
      servings: 2,
      per100g: { kcal: 82 },
    };
    const { lists, problems } = parseDiaryLists(
      {
        foods: JSON.stringify([food(ids[0])]),
        recipes: JSON.stringify([recipe]),
        favourites: JSON.stringify([{ food: { kind: "db", id: "01077" } }, { food: { kind: "recipe", id: ids[1] } }]),
      },
      now,
    );
    expect(problems).toEqual([]);
    expect(lists.foods).toEqual([
      expect.objectContaining({
        type: "food",
        id: ids[0],
        updatedAt: now,
        basis: "serving",
        values: expect.objectContaining({ kcal: 190 }),
      }),
    ]);
    expect(lists.recipes[0]!.ingredients).toEqual([
      { food: { kind: "custom", id: ids[0] }, grams: 50 },
      { food: { kind: "db", id: "01077" }, grams: 250 },
    ]);
    expect(lists.favourites).toEqual([
      { kind: "db", id: "01077" },
      { kind: "recipe", id: ids[1] },
    ]);
  });

  it("names each record the app would not take by its place, and a repeated one", () => {
    const { lists, problems } = parseDiaryLists(
      {
        foods: JSON.stringify([
          food(ids[0]),
          food(ids[1], { entered: { kcal: 190, protein: 40, fat: 40, carbs: 40 } }), // 120 g in 50 g
          "a bar",
          food(ids[0]),
          food("not-an-id"),
        ]),
      },
      now,
    );
    expect(lists.foods.map((f) => f.id)).toEqual([ids[0]]);
    expect(problems).toEqual([2, 3, 4, 5].map((line) => ({ line, code: "own_food" })));
  });

  it("names a file that is not a list, or lists more than a member keeps; a list left out is empty", () => {
    const many = JSON.stringify(Array.from({ length: diaryCaps.favourites + 1 }, () => ({ food: { kind: "db", id: "01077" } })));
    expect(parseDiaryLists({ foods: "{", recipes: "{}", favourites: many }, now).problems).toEqual([
      { line: 0, code: "foods_file" },
      { line: 0, code: "recipes_file" },
      { line: 0, code: "favourites_file" },
    ]);
    expect(parseDiaryLists({}, now)).toEqual({ lists: { foods: [], recipes: [], favourites: [] }, problems: [] });
  });
});
