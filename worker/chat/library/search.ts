// The library search the Workers AI coach gets as its search_library tool: the Vectorize index
// when production configures one (LIBRARY_VECTORS and LIBRARY_EMBEDDING_MODEL), else, and
// whenever that fails, the worker's own index over the library's passages.
import { answers, type Hit } from "../../../core/library-search/search";
import type { LibraryPassage, LibrarySearch } from "../../platform/ai/chat-model";
import { vectorLibrary, type Embedder, type VectorIndex } from "../../platform/ai/vector-library";
import type { Library } from "./passages";

export const toLibraryPassage = ({ passage: p }: Hit): LibraryPassage => ({
  title: p.title,
  ...(p.heading && p.kind !== "exercise" ? { section: p.heading } : {}),
  text: p.text,
  href: p.href,
});

/** The worker's own index: the passages that answer, best first; none without the library. */
export const localLibrary =
  (library: Library): LibrarySearch =>
  async (query, locale) =>
    ((await library(locale))?.search(query, 4) ?? []).filter(answers).map(toLibraryPassage);

/** The bindings the choice reads (a part of the worker's env). */
export interface LibraryEnv {
  AI?: unknown;
  LIBRARY_VECTORS?: unknown;
  LIBRARY_EMBEDDING_MODEL?: string;
}

export function librarySearchFor(env: LibraryEnv, local: LibrarySearch): LibrarySearch {
  if (!env.AI || !env.LIBRARY_VECTORS || !env.LIBRARY_EMBEDDING_MODEL) return local;
  const vectors = vectorLibrary(env.AI as Embedder, env.LIBRARY_VECTORS as VectorIndex, env.LIBRARY_EMBEDDING_MODEL);
  return async (query, locale) => {
    try {
      return await vectors(query, locale);
    } catch (err) {
      console.error("library vectors failed", err instanceof Error ? err.name : "unknown");
      return local(query, locale);
    }
  };
}
