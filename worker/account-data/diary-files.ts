// The export's food diary files: the kept entries (CSV and JSON), the member's own foods, recipes
// and favourites, and each day's own targets. Values are per 100 g in the food database's columns
// and units.
import { and, asc, eq, sql } from "drizzle-orm";
import { nutrientColumns } from "../../core/foods/database";
import { entryColumns, portionText } from "../../core/diary/entry-columns";
import { diaryDayTargets, diaryEntries, diaryFavourites, diaryFoods, diaryRecipes } from "../db/schema";
import { entryFoodOf } from "../shared/entry-food";
import { csvFile, iso, jsonArray, keyset, type Member } from "./pages";

type Entry = typeof diaryEntries.$inferSelect;

const entryPages = (m: Member) =>
  keyset(
    (after: Entry | null, size) =>
      m.db
        .select()
        .from(diaryEntries)
        .where(
          and(
            eq(diaryEntries.userId, m.userId),
            eq(diaryEntries.deleted, false),
            after === null
              ? undefined
              : sql`(${diaryEntries.date}, ${diaryEntries.loggedAt}, ${diaryEntries.id}) > (${after.date}, ${after.loggedAt}, ${after.id})`,
          ),
        )
        .orderBy(asc(diaryEntries.date), asc(diaryEntries.loggedAt), asc(diaryEntries.id))
        .limit(size)
        .all(),
    (row) => row,
  );

const portionOf = (e: Entry, locale: "en" | "ru") => (e.portion ? portionText(e.portion.count, e.portion.label[locale]) : null);

export const entriesCsv = (m: Member) =>
  csvFile(entryColumns, entryPages(m), (e) => {
    const food = entryFoodOf(e.foodKind, e.foodId);
    return [
      e.date,
      e.meal,
      food.kind,
      food.id,
      e.nameEn,
      e.nameRu,
      e.grams,
      portionOf(e, "en"),
      portionOf(e, "ru"),
      iso(e.loggedAt),
      e.id,
      ...nutrientColumns.map((c) => e.per100g?.[c] ?? null),
    ];
  });

export const entriesJson = (m: Member) =>
  jsonArray(entryPages(m), (e) => ({
    id: e.id,
    date: e.date,
    meal: e.meal,
    food: entryFoodOf(e.foodKind, e.foodId),
    // A quick entry without a note has none (decision 0075): "" as the API gives it.
    name: { en: e.nameEn ?? "", ru: e.nameRu },
    grams: e.grams,
    portion: e.portion,
    per100g: e.per100g,
    loggedAt: iso(e.loggedAt),
    updatedAt: iso(e.updatedAt),
  }));

const foodPages = (m: Member) =>
  keyset(
    (after: string | null, size) =>
      m.db
        .select()
        .from(diaryFoods)
        .where(
          and(
            eq(diaryFoods.userId, m.userId),
            eq(diaryFoods.deleted, false),
            after === null ? undefined : sql`${diaryFoods.id} > ${after}`,
          ),
        )
        .orderBy(asc(diaryFoods.id))
        .limit(size)
        .all(),
    (row) => row.id,
  );

const recipePages = (m: Member) =>
  keyset(
    (after: string | null, size) =>
      m.db
        .select()
        .from(diaryRecipes)
        .where(
          and(
            eq(diaryRecipes.userId, m.userId),
            eq(diaryRecipes.deleted, false),
            after === null ? undefined : sql`${diaryRecipes.id} > ${after}`,
          ),
        )
        .orderBy(asc(diaryRecipes.id))
        .limit(size)
        .all(),
    (row) => row.id,
  );

export const ownFoodsJson = (m: Member) =>
  jsonArray(foodPages(m), (f) => ({
    id: f.id,
    name: f.name,
    brand: f.brand,
    barcode: f.barcode,
    basis: f.basis,
    serving: f.serving,
    entered: f.entered,
    per100g: f.per100g,
    updatedAt: iso(f.updatedAt),
  }));

export const recipesJson = (m: Member) =>
  jsonArray(recipePages(m), (r) => ({
    id: r.id,
    name: r.name,
    ingredients: r.ingredients,
    finishedGrams: r.finishedGrams,
    servings: r.servings,
    per100g: r.per100g,
    updatedAt: iso(r.updatedAt),
  }));

export const favouritesJson = (m: Member) =>
  jsonArray(
    keyset(
      (after: string | null, size) =>
        m.db
          .select()
          .from(diaryFavourites)
          .where(
            and(
              eq(diaryFavourites.userId, m.userId),
              eq(diaryFavourites.deleted, false),
              after === null ? undefined : sql`${diaryFavourites.id} > ${after}`,
            ),
          )
          .orderBy(asc(diaryFavourites.id))
          .limit(size)
          .all(),
      (row) => row.id,
    ),
    (f) => ({ food: { kind: f.foodKind, id: f.foodId }, updatedAt: iso(f.updatedAt) }),
  );

/** The targets each day kept on its day (decision 0074), the health reason of a withheld deficit included. */
export const dayTargetsJson = (m: Member) =>
  jsonArray(
    keyset(
      (after: string | null, size) =>
        m.db
          .select()
          .from(diaryDayTargets)
          .where(and(eq(diaryDayTargets.userId, m.userId), after === null ? undefined : sql`${diaryDayTargets.date} > ${after}`))
          .orderBy(asc(diaryDayTargets.date))
          .limit(size)
          .all(),
      (row) => row.date,
    ),
    (t) => ({
      date: t.date,
      source: t.source,
      kcal: t.calories,
      proteinG: t.protein,
      fatG: t.fat,
      carbsG: t.carbs,
      deficitWithheld: t.deficitWithheld,
      extraEnergyKcal: t.extraEnergyKcal,
      updatedAt: iso(t.updatedAt),
    }),
  );
