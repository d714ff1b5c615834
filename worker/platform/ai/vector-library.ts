// The library search of production: the question embedded by a Workers AI model (bge-m3,
// multilingual) and matched in a Vectorize index built from the same passages as the local index
// (`npm run library:vectors`). Each vector carries its passage as metadata, with its language.
import type { Locale } from "../../../core/locale";
import type { LibraryPassage, LibrarySearch } from "./chat-model";

/** The part of the AI binding an embedding needs. */
export interface Embedder {
  run(model: string, inputs: { text: string[] }): Promise<unknown>;
}

/** The part of a Vectorize index a search needs. */
export interface VectorIndex {
  query(
    vector: number[],
    options: { topK: number; filter: { lang: Locale }; returnMetadata: "all" },
  ): Promise<{ matches: { id: string; score: number; metadata?: Record<string, unknown> }[] }>;
}

/** Matches below this cosine similarity are not about the question. */
const MIN_SIMILARITY = 0.45;

const passageOf = (metadata: Record<string, unknown> | undefined): LibraryPassage | null => {
  const { title, section, text, href } = metadata ?? {};
  if (typeof title !== "string" || typeof text !== "string" || typeof href !== "string") return null;
  return { title, text, href, ...(typeof section === "string" && section ? { section } : {}) };
};

export function vectorLibrary(ai: Embedder, index: VectorIndex, model: string, topK = 4): LibrarySearch {
  return async (query, locale) => {
    const embedded = (await ai.run(model, { text: [query] })) as { data?: number[][] };
    const vector = embedded.data?.[0];
    if (!vector) throw new Error("embedding missing");
    const { matches } = await index.query(vector, { topK, filter: { lang: locale }, returnMetadata: "all" });
    return matches.filter((m) => m.score >= MIN_SIMILARITY).flatMap((m) => passageOf(m.metadata) ?? []);
  };
}
