// POST /api/diary/sync (decision 0044): the changes a device made, each a whole record, kept by
// "per record, the latest change wins" (ties keep what is stored; a removal is a change and leaves
// a tombstone); a device's clock counts at most the server's now. The member's own foods come
// first, then recipes (their values computed from their ingredients now), then entries (their
// names and values filled from their food when it is new or changed), then favourites, so a food
// made offline and logged in the same sync arrives whole. The writes are one D1 batch (one
// transaction): a failure writes nothing. A kept record the member's caps hold back (diaryCaps,
// checked in its own statement) is refused alone; a record of the sync that names it keeps what it
// was given, as one naming a removed food does. A sync that would take the member past the rows a
// diary keeps, removed ones included (core/storage/member-rows.ts), is refused whole (400).
import { and, eq } from "drizzle-orm";
import type { DiaryRejectCode, DiarySyncJson, DiarySyncResultJson } from "../../core/api/diary";
import { favouriteRef, sameFood, type FoodRef } from "../../core/diary/food-ref";
import { isQuick, quickShown } from "../../core/diary/quick";
import { combinedPer100g, type StoredIngredient } from "../../core/diary/recipe";
import { columnValues, per100gOf, type ColumnValues } from "../../core/diary/values";
import type { Locale } from "../../core/locale";
import type { Plan } from "../../core/plans";
import type { DiaryChange, DiaryEntryChange, RecipeChange } from "../../core/validation/diary";
import type { Db } from "../db/client";
import {
  diaryEntries,
  diaryFavourites,
  diaryFoods,
  diaryRecipes,
  type DiaryEntry,
  type DiaryFood,
  type DiaryRecipe,
} from "../db/schema";
import { ApiError } from "../platform/errors";
import type { Assets } from "../platform/static-assets";
import { fullTable, logFullMessage } from "../shared/member-rows";
import { Resolver, wins, type OwnFoods } from "./resolve";
import { inIds } from "./rows";
import { entryFoodOf } from "../shared/entry-food";
import { touched, unwrittenResults } from "./sync-answers";
import {
  removeEntry,
  upsertEntry,
  upsertFavourite,
  upsertFood,
  upsertCopiedEntry,
  upsertKeptEntry,
  upsertRecipe,
} from "./upserts";

type At<C> = { change: C; index: number };
type Member = { id: string; plan: Plan };

const unique = (ids: readonly string[]) => [...new Set(ids)];
const refsOf = (kind: FoodRef["kind"], refs: readonly FoodRef[]) => refs.filter((r) => r.kind === kind).map((r) => r.id);

/** The name an entry or ingredient takes from the member's own food: its name, with the brand. */
export const ownFoodName = (f: Pick<DiaryFood, "name" | "brand">) => (f.brand ? `${f.name} (${f.brand})` : f.name);

/** The stored rows the sync changes or names, whoever they belong to. */
async function storedRows(db: Db, userId: string, changes: readonly DiaryChange[]) {
  const named: FoodRef[] = changes.flatMap((c) =>
    c.type === "entry"
      ? isQuick(c.food)
        ? []
        : [c.food]
      : c.type === "recipe"
        ? c.ingredients.map((i) => i.food)
        : c.type === "favourite"
          ? [favouriteRef(c.id)!]
          : [],
  );
  const ids = (type: DiaryChange["type"]) => changes.filter((c) => c.type === type).map((c) => c.id);
  // The entries copied too (`copyOf`): a copy whose food cannot be read takes their values.
  const copied = changes.flatMap((c) => (c.type === "entry" && c.copyOf ? [c.copyOf] : []));
  const [foods, recipes, entries, favourites] = await db.batch([
    db
      .select()
      .from(diaryFoods)
      .where(inIds(diaryFoods.id, unique([...ids("food"), ...refsOf("custom", named)]))),
    db
      .select()
      .from(diaryRecipes)
      .where(inIds(diaryRecipes.id, unique([...ids("recipe"), ...refsOf("recipe", named)]))),
    db
      .select()
      .from(diaryEntries)
      .where(inIds(diaryEntries.id, unique([...ids("entry"), ...copied]))),
    db
      .select({ id: diaryFavourites.id, userId: diaryFavourites.userId, updatedAt: diaryFavourites.updatedAt })
      .from(diaryFavourites)
      .where(and(eq(diaryFavourites.userId, userId), inIds(diaryFavourites.id, ids("favourite")))),
  ]);
  return { foods, recipes, entries, favourites };
}

/** A stored own food or recipe as the resolver reads it. */
export const ownFood = (f: DiaryFood) => ({
  userId: f.userId,
  updatedAt: f.updatedAt,
  deleted: f.deleted,
  name: ownFoodName(f),
  per100g: columnValues(f.per100g),
});
export const ownRecipe = (r: DiaryRecipe) => ({
  userId: r.userId,
  updatedAt: r.updatedAt,
  deleted: r.deleted,
  name: r.name,
  per100g: r.per100g ? columnValues(r.per100g) : null,
});

export type RecipeWrite = { ingredients: StoredIngredient[]; per100g: ColumnValues };

/** A kept recipe's ingredients read now, with their names, and its values per 100 g; or why one cannot be read. */
export async function recipeWrite(resolver: Resolver, change: RecipeChange): Promise<RecipeWrite | { code: DiaryRejectCode }> {
  const items: (StoredIngredient & { per100g: ColumnValues })[] = [];
  for (const { food, grams } of change.ingredients) {
    const found = await resolver.resolve(food);
    if ("code" in found) return found;
    items.push({ food: food as StoredIngredient["food"], grams, name: found.food.name, per100g: found.food.per100g });
  }
  return {
    ingredients: items.map(({ food, grams, name }) => ({ food, grams, name })),
    per100g: combinedPer100g(items, change.finishedGrams),
  };
}

/**
 * An entry's statement: a removal; the entry with its food's names and values read now; or, when
 * its food cannot be read now (the member's own food removed, a dish after leaving Standard), an
 * edit of the stored entry of the same food, which keeps its values (with why, should that fail),
 * or a copy of the member's stored entry of that food (`source`), which takes its values; a copy
 * that is then not written can only have met the day's cap, and is answered so.
 */
async function entryWrite(
  d1: D1Database,
  resolver: Resolver,
  userId: string,
  change: DiaryEntryChange,
  at: number,
  before: DiaryEntry | undefined,
  source: DiaryEntry | undefined,
): Promise<{ statement: D1PreparedStatement; kept?: DiaryRejectCode } | { code: DiaryRejectCode }> {
  if (change.deleted) return { statement: removeEntry(d1, userId, change, at) };
  // A quick entry's values are its own, checked by its schema.
  if (isQuick(change.food)) return { statement: upsertEntry(d1, userId, change, at, quickShown(change.quick!)) };
  const found = await resolver.resolve(change.food);
  if ("food" in found) return { statement: upsertEntry(d1, userId, change, at, found.food) };
  const keeps =
    before && before.userId === userId && before.per100g && sameFood(entryFoodOf(before.foodKind, before.foodId), change.food);
  if (keeps) return { statement: upsertKeptEntry(d1, userId, change, at), kept: found.code };
  const copies =
    !before &&
    source &&
    source.userId === userId &&
    source.per100g &&
    sameFood(entryFoodOf(source.foodKind, source.foodId), change.food);
  // (The statement checks the source again, inside the write.)
  if (copies) return { statement: upsertCopiedEntry(d1, userId, { ...change, copyOf: source.id }, at) };
  return found;
}

/** The sync's writes; one over the member's rows (a full diary) rolls them all back and refuses the sync. */
async function batchWithinRows(d1: D1Database, statements: D1PreparedStatement[], locale: Locale) {
  try {
    return await d1.batch<{ id: string }>(statements);
  } catch (err) {
    const full = fullTable(err);
    if (!full) throw err;
    throw new ApiError(400, "validation_failed", logFullMessage(full, locale), { "X-Invalid-Field": "changes" });
  }
}

export async function syncDiary(
  db: Db,
  assets: Assets,
  member: Member,
  changes: readonly DiaryChange[],
  now: number,
  locale: Locale,
): Promise<DiarySyncJson> {
  const madeAt = (c: DiaryChange) => Math.min(c.updatedAt, now);
  const results: DiarySyncResultJson[] = changes.map((c) => ({ id: c.id, result: "saved" }));
  const reject = (index: number, code: DiaryRejectCode) =>
    (results[index] = { id: changes[index]!.id, result: "rejected", code });
  const indexed = changes.map((change, index) => ({ change, index }));
  /** Removals of records never stored: answered "saved", nothing written. */
  const unwrittenRemovals = new Set<number>();
  const live = (x: At<DiaryChange>) => results[x.index]!.result === "saved" && !unwrittenRemovals.has(x.index);
  const ofType = <T extends DiaryChange["type"]>(type: T) =>
    indexed.filter((x): x is At<Extract<DiaryChange, { type: T }>> => x.change.type === type && live(x));

  const stored = await storedRows(db, member.id, changes);
  // A change no newer than the member's stored record changes nothing, whatever it names: the
  // stored one only ever gets newer, so it is answered now, before its food is looked up.
  const storedOf = { food: stored.foods, recipe: stored.recipes, entry: stored.entries, favourite: stored.favourites };
  for (const { change, index } of indexed) {
    const row = (storedOf[change.type] as { id: string; userId: string; updatedAt: number }[]).find((r) => r.id === change.id);
    if (row && row.userId === member.id && row.updatedAt >= madeAt(change))
      results[index] = { id: change.id, result: "superseded" };
  }

  // Removing a record that was never stored writes nothing (no tombstone): otherwise a script could
  // store removals of made-up ids without end. It is answered "saved": the record is not there.
  // (A sync that also makes the record writes the removal as usual.)
  for (const { change, index } of indexed) {
    const known = (storedOf[change.type] as { id: string }[]).some((r) => r.id === change.id);
    const madeHere = changes.some((c) => c.type === change.type && c.id === change.id && !c.deleted);
    if (change.deleted && !known && !madeHere) unwrittenRemovals.add(index);
  }

  // The member's own foods and recipes as this sync will leave them, for the changes that name them.
  const customFoods: OwnFoods = new Map(stored.foods.map((f) => [f.id, ownFood(f)]));
  const foodValues = new Map<number, ColumnValues>();
  for (const { change, index } of ofType("food")) {
    const per100g = per100gOf(change.values, change.basis, change.serving?.grams ?? null);
    foodValues.set(index, per100g);
    if (wins(customFoods.get(change.id), member.id, madeAt(change)))
      customFoods.set(change.id, {
        userId: member.id,
        updatedAt: madeAt(change),
        deleted: change.deleted,
        name: ownFoodName(change),
        per100g,
      });
  }
  const recipeFoods: OwnFoods = new Map(stored.recipes.map((r) => [r.id, ownRecipe(r)]));
  const resolver = new Resolver(assets, member, customFoods, recipeFoods);

  const recipeWrites = new Map<number, RecipeWrite | null>();
  for (const { change, index } of ofType("recipe")) {
    const write = change.deleted ? null : await recipeWrite(resolver, change);
    if (write && "code" in write) {
      reject(index, write.code);
      continue;
    }
    recipeWrites.set(index, write);
    if (write && wins(recipeFoods.get(change.id), member.id, madeAt(change)))
      recipeFoods.set(change.id, {
        userId: member.id,
        updatedAt: madeAt(change),
        deleted: false,
        name: change.name,
        per100g: write.per100g,
      });
  }

  const d1 = db.$client;
  const entryStatements = new Map<number, D1PreparedStatement>();
  /** Why an entry's food could not be read, for an edit that kept the stored values. */
  const keptCodes = new Map<number, DiaryRejectCode>();
  for (const { change, index } of ofType("entry")) {
    const before = stored.entries.find((e) => e.id === change.id);
    const source = change.copyOf ? stored.entries.find((e) => e.id === change.copyOf) : undefined;
    const write = await entryWrite(d1, resolver, member.id, change, madeAt(change), before, source);
    if ("code" in write) {
      reject(index, write.code);
      continue;
    }
    entryStatements.set(index, write.statement);
    if (write.kept) keptCodes.set(index, write.kept);
  }

  for (const { change, index } of ofType("favourite")) {
    if (change.deleted) continue;
    const found = await resolver.resolve(favouriteRef(change.id)!);
    if ("code" in found) reject(index, found.code);
  }

  // Foods first, then recipes, entries and favourites: one transaction, one statement a record.
  const written = [...ofType("food"), ...ofType("recipe"), ...ofType("entry"), ...ofType("favourite")];
  const statements = written.map(({ change, index }) => {
    const at = madeAt(change);
    if (change.type === "food") return upsertFood(d1, member.id, change, at, foodValues.get(index)!);
    if (change.type === "recipe") return upsertRecipe(d1, member.id, change, at, recipeWrites.get(index)!);
    if (change.type === "entry") return entryStatements.get(index)!;
    return upsertFavourite(d1, member.id, change, at, favouriteRef(change.id)!);
  });
  const done = statements.length > 0 ? await batchWithinRows(d1, statements, locale) : [];
  const unwritten = written.filter((_, k) => (done[k]?.results.length ?? 0) === 0);
  const answers = await unwrittenResults(db, member.id, unwritten, madeAt, keptCodes, locale);
  unwritten.forEach(({ index }, k) => (results[index] = answers[k]!));

  return { results, ...(await touched(db, assets, member, changes)) };
}
