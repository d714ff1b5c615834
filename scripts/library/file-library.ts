// The library over the long reads in the source tree, for scripts and tests; the worker reads
// the same file from its static assets.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { asLongReadsFile, longReadsPath, type LongReadsFile } from "../../core/library-search/long-read";
import { libraryOf, type Library } from "../../worker/chat/library/passages";

/** The generated file in the source tree (public/ becomes the static assets). */
export const longReadsFilePath = join(dirname(fileURLToPath(import.meta.url)), "../../public", longReadsPath);

export const longReadsFile: LongReadsFile = asLongReadsFile(JSON.parse(readFileSync(longReadsFilePath, "utf8")))!;

export const fileLibrary: Library = libraryOf(longReadsFile);
