// The long reads come from the static assets through the ASSETS binding, not the bundle: read
// once per isolate and kept. When they cannot be read the coach answers without the library
// (its intents only), warns once, and tries again on the next question.
import { asLongReadsFile, longReadsPath, type LongReadsFile } from "../../../core/library-search/long-read";
import { libraryOf, type Library } from "./passages";

/** What the worker needs of its ASSETS binding. */
export interface Assets {
  fetch(request: Request): Promise<Response>;
}

/** Reads the long reads from ASSETS; null when they are missing or not the file (the single-page fallback's index.html). */
async function read(assets: Assets): Promise<LongReadsFile | null> {
  // ASSETS answers by path; the host is never contacted.
  const res = await assets.fetch(new Request(new URL(longReadsPath, "https://assets.local")));
  if (!res.ok || !(res.headers.get("Content-Type") ?? "").includes("json")) {
    await res.body?.cancel();
    return null;
  }
  return asLongReadsFile(await res.json());
}

/** A library loader with its own cache: the worker keeps one ({@link assetLibrary}). */
export function assetLibraries(): (assets: Assets) => Library {
  let file: LongReadsFile | null = null;
  let warned = false;
  return (assets) => async (lang) => {
    // Each request reads for itself until one succeeds: a pending read is never shared between requests.
    // The first successful read wins, so requests that read at once still build one index.
    if (!file) {
      const fresh = await read(assets).catch(() => null);
      file ??= fresh;
    }
    if (file) return libraryOf(file)(lang);
    if (!warned) {
      warned = true;
      console.warn(`library passages unavailable: ${longReadsPath} could not be read from ASSETS; the coach answers without them`);
    }
    return null;
  };
}

/** The worker's library, read from its static assets. */
export const assetLibrary = assetLibraries();
