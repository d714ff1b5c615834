// Writes the coach's library passages (articles, lessons, encyclopedias) into the static assets,
// where the worker reads them, and prints their size; `npm run library:build` after changing
// those texts (a unit test checks).
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { gzipSync } from "node:zlib";
import { longReadsPath } from "../core/library-search/long-read";
import { longReadsJson } from "./library/long-reads";

const file = `public${longReadsPath}`;
const text = await longReadsJson();
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, text);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(`${file}: ${kb(Buffer.byteLength(text))}, ${kb(gzipSync(text).length)} gzip`);
