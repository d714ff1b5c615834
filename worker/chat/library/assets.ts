// The long reads come from the static assets through the ASSETS binding, not the bundle: read
// once per isolate and kept. When they cannot be read the coach answers without the library
// (its intents only), warns once, and tries again on the next question.
import { asLongReadsFile, longReadsPath, type LongReadsFile } from "../../../core/library-search/long-read";
import { readAssetJson, type Assets } from "../../platform/static-assets";
import { libraryOf, type Library } from "./passages";

const isLongReadsFile = (data: unknown): data is LongReadsFile => asLongReadsFile(data) !== null;

/** Reads the long reads from ASSETS; null when they are missing or not the file. */
const read = (assets: Assets) => readAssetJson(assets, longReadsPath, isLongReadsFile);

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
      console.warn(
        `library passages unavailable: ${longReadsPath} could not be read from ASSETS; the coach answers without them`,
      );
    }
    return null;
  };
}

/** The worker's library, read from its static assets. */
export const assetLibrary = assetLibraries();
