// Search over the food database (decision 0043): MiniSearch (BM25) over the English name, USDA's
// description, the Russian name and the everyday words, with Snowball stems in both languages,
// one typo forgiven in longer words, the last word matched as typed so far, and the common form
// of a food ranked first. Loaded once per isolate from the search file, which carries the index.
import MiniSearch, { type AsPlainObject, type Options } from "minisearch";
import type { Commonness, FoodSearchFile, FoodSearchRow } from "./database";
import { foodTerm, foodWords } from "./terms";

/** How much a form's commonness lifts its score: the form people mean comes before its relatives. */
const commonBoost: Record<0 | Commonness, number> = { 0: 1, 1: 3, 2: 1.8, 3: 1.3 };

/** USDA's names open with a category ("Beverages, coffee, brewed"): the food itself is the next part. */
const categories =
  /^(beverages|alcoholic beverages?|cereals(?: ready-to-eat)?|candies|snacks|fast foods?|restaurant|soup|sauce|babyfood|fish|spices|oil|game meat),\s*/i;

/** What a name is about: its first part before a comma ("Milk" of "Milk, whole, 3.25% milkfat"). */
const head = (name: string | null) => (name ?? "").replace(categories, "").split(",")[0]!;

export interface FoodHit {
  row: FoodSearchRow;
  score: number;
}

export interface FoodIndex {
  /** The rows matching the query, best first: `limit` of them from `offset`, and how many match in all. */
  search(query: string, options?: { offset?: number; limit?: number }): { hits: FoodHit[]; total: number };
  row(ndb: string): FoodSearchRow | undefined;
}

/** A query's terms as the index keeps them; the last one may be a word still being typed. */
const queryTerms = (query: string) => foodWords(query).flatMap((w) => foodTerm(w) ?? []);

/** The terms of each name's head and of each everyday word, worked out once per food. */
const termsOf = new WeakMap<FoodSearchRow, { heads: string[][]; words: string[][] }>();

/**
 * What a food is called counts most: one of whose everyday words is the query itself (potatoes
 * for «картошка», not «Вареники с картошкой») gets ×2, one whose name opens with the query's
 * first word ("Milk, whole" for "milk", «Говядина…» for «говядина», not «Колбаса … из говядины»)
 * ×1.5, and either ×1.3 more when the query says all its head does ("Milk" but not "Milk chocolate").
 */
function nameBonus(row: FoodSearchRow, terms: readonly string[]): number {
  if (terms.length === 0) return 1;
  let known = termsOf.get(row);
  if (!known) {
    known = {
      heads: [row[2], row[3], row[4]].filter((n): n is string => !!n).map((n) => queryTerms(head(n))),
      words: row[5].map(queryTerms),
    };
    termsOf.set(row, known);
  }
  const last = terms.length - 1;
  const has = (t: string) => terms.some((q, i) => q === t || (i === last && t.startsWith(q)));
  const opens = known.heads.some((h) => h[0] !== undefined && (h[0] === terms[0] || (last === 0 && h[0].startsWith(terms[0]!))));
  const calledSo = known.words.some((w) => w.length === terms.length && w.every(has));
  let bonus = calledSo ? 2 : opens ? 1.5 : 1;
  if (known.heads.some((h) => h.length > 0 && h.every(has))) bonus *= 1.3;
  return bonus;
}

type IndexedFood = { id: string; head: string; en: string; usda: string; ru: string; words: string };

function options(rows: ReadonlyMap<string, FoodSearchRow>): Options<IndexedFood> {
  return {
    fields: ["head", "en", "usda", "ru", "words"],
    tokenize: foodWords,
    processTerm: foodTerm,
    searchOptions: {
      boost: { head: 2, words: 3, en: 2, ru: 2, usda: 1 },
      // The last word as typed so far ("chick" finds chicken); the others are whole words.
      prefix: (_term, i, terms) => i === terms.length - 1,
      // Stems of six letters or more forgive one typo; shorter ones none ("beer" is not "beef",
      // «гречк» not «грецк»).
      fuzzy: (term) => (term.length >= 6 ? 1 : false),
      boostDocument: (id) => commonBoost[rows.get(String(id))?.[6] ?? 0],
    },
  };
}

const byNdb = (rows: readonly FoodSearchRow[]) => new Map(rows.map((r) => [r[0], r]));

/**
 * The index as the generator stores it beside the rows: loading it takes a third of the time of
 * building it (stemming every name is the slow part), once per isolate.
 */
export function serializedFoodIndex(rows: readonly FoodSearchRow[]): AsPlainObject {
  const index = new MiniSearch(options(byNdb(rows)));
  index.addAll(
    rows.map(([id, , en, usda, ru, words]) => ({
      id,
      // The first word of each name: what the food is ("Вареники" of «Вареники с картошкой»).
      head: [en, usda, ru].map((n) => foodWords(head(n))[0] ?? "").join(" "),
      en,
      usda: usda ?? "",
      ru: ru ?? "",
      words: words.join(" "),
    })),
  );
  return index.toJSON();
}

export function foodIndex(file: FoodSearchFile): FoodIndex {
  const rows = byNdb(file.rows);
  const index = MiniSearch.loadJS(file.index ?? serializedFoodIndex(file.rows), options(rows));
  return {
    search(query, { offset = 0, limit = 20 } = {}) {
      const q = query.trim();
      if (!q) return { hits: [], total: 0 };
      // Every word must match; when nothing has them all, foods with the most of them.
      let found = index.search(q, { combineWith: "AND" });
      if (found.length === 0) found = index.search(q, { combineWith: "OR" });
      const terms = queryTerms(q);
      const hits = found
        .map((r) => {
          const row = rows.get(String(r.id))!;
          return { row, score: r.score * nameBonus(row, terms) };
        })
        .sort((a, b) => b.score - a.score);
      return { total: hits.length, hits: hits.slice(offset, offset + limit) };
    },
    row: (ndb) => rows.get(ndb),
  };
}
