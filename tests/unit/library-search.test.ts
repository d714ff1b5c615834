import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { answers, createLibraryIndex, type Passage } from "../../core/library-search/search";
import { stem, terms } from "../../core/library-search/stem";
import { fileLibrary, longReadsFilePath } from "../../scripts/library/file-library";
import { longReadTexts, longReads, longReadsJson, sentencesOfParagraph } from "../../scripts/library/long-reads";
import { librarySearchFor, localLibrary } from "../../worker/chat/library/search";
import { vectorLibrary } from "../../worker/platform/ai/vector-library";

const libraryIndex = async (lang: "en" | "ru") => (await fileLibrary(lang))!;
const localFileLibrary = localLibrary(fileLibrary);

const ids = async (q: string, lang: "en" | "ru") =>
  (await libraryIndex(lang))
    .search(q, 3)
    .filter(answers)
    .map((h) => h.passage.id);

describe("stemming", () => {
  it("folds a Russian word's forms and everyday synonyms into one stem", () => {
    expect(new Set(["съесть", "съел", "еды", "поесть", "кушать"].map((w) => stem(w, "ru"))).size).toBe(1);
    expect(stem("тренировки", "ru")).toBe(stem("тренировка", "ru"));
    expect(stem("трени", "ru")).toBe(stem("тренировок", "ru"));
    expect(stem("Ёлка", "ru")).toBe(stem("елка", "ru"));
    // Different words stay apart.
    expect(stem("белка", "ru")).not.toBe(stem("еды", "ru"));
  });

  it("folds English forms and short forms", () => {
    expect(stem("squats", "en")).toBe(stem("squatting", "en"));
    expect(stem("squat", "en")).toBe("squat");
    expect(stem("carbs", "en")).toBe(stem("carbohydrates", "en"));
    expect(stem("kcal", "en")).toBe(stem("calories", "en"));
    expect(stem("protein", "en")).not.toBe(stem("carbs", "en"));
  });

  it("leaves out the words that carry no topic", () => {
    expect(terms("How much protein should I eat?", "en")).toEqual([stem("protein", "en"), stem("eat", "en")]);
    expect(terms("Сколько мне нужно белка?", "ru")).toEqual([stem("сколько", "ru"), stem("белка", "ru")]);
  });
});

describe("library index", () => {
  it("is built from the current articles, lessons and encyclopedias, and stays small", { timeout: 30_000 }, async () => {
    const generated = readFileSync(longReadsFilePath, "utf8");
    // Run `npm run library:build` when this fails after a text changed.
    expect(generated).toBe(await longReadsJson());
    // The worker reads it at the first question and keeps it in memory: kept under 56 KB gzip.
    expect(gzipSync(generated).length).toBeLessThan(56 * 1024);
  });

  it("quotes each passage from its first word: a point inside a number ends no sentence", { timeout: 30_000 }, async () => {
    expect(sentencesOfParagraph("Aim to lose 0.5 to 1% a week. That is 0.45 kg. Slower is fine!")).toEqual([
      "Aim to lose 0.5 to 1% a week.",
      "That is 0.45 kg.",
      "Slower is fine!",
    ]);
    // «т. е.» and «и т. д.» are followed by a small letter: no end there.
    expect(sentencesOfParagraph("Около 0,8 г, т. е. немного. Дальше «больше».")).toEqual(["Около 0,8 г, т. е. немного.", "Дальше «больше»."]);
    const reads = await longReads();
    for (const lang of ["en", "ru"] as const) {
      const whole = await longReadTexts(lang);
      const cut = reads.filter((r) => !whole.get(r.id)!.startsWith(r.text[lang])).map((r) => `${r.id}: ${r.text[lang]}`);
      expect(cut, lang).toEqual([]);
    }
  });

  it("indexes every section, supplement and exercise in both languages", async () => {
    const [en, ru] = [await libraryIndex("en"), await libraryIndex("ru")];
    for (const index of [en, ru]) {
      expect(index.search("creatine креатин", 1)[0]?.passage.id).toBe("supplement:creatine-monohydrate");
      expect(index.size()).toBeGreaterThan(0);
    }
    expect(await ids("During and after training carbs", "en")).toContain("article:carbs-for-training#during-and-after");
    expect(await ids("Углеводы во время и после тренировки", "ru")).toContain("article:carbs-for-training#during-and-after");
  }, 30_000); // Builds both indexes: seconds on a busy two-core machine.

  it("finds the passage in Russian whatever the word's form", async () => {
    for (const q of ["Что съесть после тренировки?", "что поесть после трени", "какой еды лучше после тренировки", "съел после тренировки"]) {
      const found = await ids(q, "ru");
      expect(found.length, q).toBeGreaterThan(0);
      expect(found.some((id) => /^(article:(carbs-for-training|protein-how-much-and-when)|lesson:nutrition-in-practice|encyclopedia:(carbs|protein))/.test(id)), q).toBe(true);
    }
  });

  it("finds the passage in English whatever the word's form", async () => {
    for (const q of ["squatting", "squats", "how do i squat"]) {
      expect((await ids(q, "en")).some((id) => id.includes("squat")), q).toBe(true);
    }
    expect((await ids("how many sets per week", "en"))[0]).toMatch(/^(article:how-many-sets-per-week|lesson:sets-reps-and-effort#weekly-sets)/);
  });

  it("forgives a typo in a longer word", async () => {
    expect((await ids("progresive overload", "en"))[0]).toMatch(/progressive-overload/);
    expect((await ids("крепотура", "ru"))[0]).toMatch(/^article:soreness-doms/);
  });

  it("finds nothing for a question the library does not cover", async () => {
    expect(await ids("tell me about quantum chromodynamics", "en")).toEqual([]);
    expect(await ids("расскажи про квантовую хромодинамику", "ru")).toEqual([]);
    expect(await ids("who is the best football player", "en")).toEqual([]);
  });

  it("ranks by the question's words over a small set of passages", () => {
    const passages: Passage[] = [
      { id: "a", kind: "article", href: "/a", title: "Sleep", text: "Seven to nine hours of sleep help muscles recover." },
      { id: "b", kind: "article", href: "/b", title: "Squats", text: "Squatting deep is safe for healthy knees." },
    ];
    const index = createLibraryIndex("en", passages);
    expect(index.search("how deep should I squat")[0]?.passage.id).toBe("b");
    expect(index.search("sleeping hours")[0]?.passage.id).toBe("a");
    expect(index.search("the and of")).toEqual([]);
  });
});

describe("library search for the Workers AI coach", () => {
  it("gives passages with their links from the worker's own index", { timeout: 30_000 }, async () => {
    const found = await localFileLibrary("Что съесть после тренировки?", "ru");
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p) => p.href.startsWith("/") && p.title && p.text)).toBe(true);
  });

  it("uses the Vectorize index in the member's language when configured, and the worker's own index when it fails", async () => {
    const queries: { vector: number[]; lang: string }[] = [];
    const ai = { run: async (_model: string, { text }: { text: string[] }) => ({ data: text.map(() => [0.1, 0.2, 0.3]) }) };
    const index = {
      query: async (vector: number[], { filter }: { filter: { lang: "en" | "ru" } }) => {
        queries.push({ vector, lang: filter.lang });
        return {
          matches: [
            { id: "ru:article:carbs-for-training", score: 0.81, metadata: { lang: "ru", title: "Углеводы", section: "После", text: "Ешьте углеводы.", href: "/articles/carbs-for-training#during-and-after" } },
            { id: "ru:exercise:x", score: 0.2, metadata: { lang: "ru", title: "Далеко", text: "Не о том.", href: "/exercises/x" } },
          ],
        };
      },
    };
    const search = vectorLibrary(ai, index, "@cf/baai/bge-m3");
    expect(await search("что съесть после тренировки", "ru")).toEqual([
      { title: "Углеводы", section: "После", text: "Ешьте углеводы.", href: "/articles/carbs-for-training#during-and-after" },
    ]);
    expect(queries).toEqual([{ vector: [0.1, 0.2, 0.3], lang: "ru" }]);

    const broken = { run: async () => Promise.reject(new Error("3040")) };
    const env = { AI: broken, LIBRARY_VECTORS: index, LIBRARY_EMBEDDING_MODEL: "@cf/baai/bge-m3" };
    const fallback = await librarySearchFor(env, localFileLibrary)("Что съесть после тренировки?", "ru");
    expect(fallback).toEqual(await localFileLibrary("Что съесть после тренировки?", "ru"));
    expect(fallback.length).toBeGreaterThan(0);
  });
});
