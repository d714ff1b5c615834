// Writes the coach's library passages (articles, lessons, encyclopedias) into the worker and
// prints their size; `npm run library:build` after changing those texts (a unit test checks).
import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { longReadsModule } from "./library/long-reads";

const file = "worker/chat/library/long-reads.generated.ts";
const source = await longReadsModule();
writeFileSync(file, source);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(`${file}: ${kb(Buffer.byteLength(source))}, ${kb(gzipSync(source).length)} gzip`);
