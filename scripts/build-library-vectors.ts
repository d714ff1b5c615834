// Builds the production library index: every passage of the coach's library (the same passages
// as the worker's own index, with the whole text of each section) embedded with Workers AI's bge-m3,
// written as NDJSON for `wrangler vectorize insert`. Needs CLOUDFLARE_ACCOUNT_ID and
// CLOUDFLARE_API_TOKEN (Workers AI: read); prints the wrangler commands that load the file.
import { mkdirSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { locales } from "../core/locale";
import { passages } from "../worker/chat/library/passages";
import { longReadsFile } from "./library/file-library";
import { longReadTexts } from "./library/long-reads";

const MODEL = "@cf/baai/bge-m3";
const INDEX = "forma-library";
const BATCH = 50;
/** What one vector embeds and carries, at most (bge-m3 reads about 8,000 tokens; metadata is capped at 10 KB). */
const MAX_CHARS = 3000;
const out = ".wrangler/library-vectors.ndjson";

const account = process.env.CLOUDFLARE_ACCOUNT_ID;
const token = process.env.CLOUDFLARE_API_TOKEN;
if (!account || !token) {
  console.error("Set CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_API_TOKEN (a token with Workers AI read).");
  process.exit(1);
}

async function embed(texts: string[]): Promise<number[][]> {
  const res = await fetch(`https://api.cloudflare.com/client/v4/accounts/${account}/ai/run/${MODEL}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ text: texts }),
  });
  if (!res.ok) throw new Error(`Workers AI answered ${res.status}`);
  const body = (await res.json()) as { result: { data: number[][] } };
  return body.result.data;
}

/** Vectorize ids are at most 64 bytes: longer ones are hashed. */
const vectorId = (lang: string, id: string) => {
  const plain = `${lang}:${id}`;
  return Buffer.byteLength(plain) <= 64 ? plain : `${lang}:${createHash("sha256").update(id).digest("hex").slice(0, 40)}`;
};

const lines: string[] = [];
for (const lang of locales) {
  const whole = await longReadTexts(lang);
  const list = await passages(longReadsFile, lang);
  for (let i = 0; i < list.length; i += BATCH) {
    const batch = list.slice(i, i + BATCH);
    const texts = batch.map((p) => (whole.get(p.id) ?? p.text).slice(0, MAX_CHARS));
    const vectors = await embed(batch.map((p, k) => [p.title, p.heading ?? "", texts[k]].filter(Boolean).join(". ")));
    batch.forEach((p, k) =>
      lines.push(
        JSON.stringify({
          id: vectorId(lang, p.id),
          values: vectors[k],
          metadata: {
            lang,
            title: p.title,
            ...(p.heading && p.kind !== "exercise" ? { section: p.heading } : {}),
            text: texts[k],
            href: p.href,
          },
        }),
      ),
    );
    console.log(`${lang}: ${Math.min(i + BATCH, list.length)} of ${list.length} passages embedded`);
  }
}
mkdirSync(".wrangler", { recursive: true });
writeFileSync(out, `${lines.join("\n")}\n`);
console.log(`${out}: ${lines.length} vectors. Load them with:
  npx wrangler vectorize create ${INDEX} --dimensions=1024 --metric=cosine   (once)
  npx wrangler vectorize create-metadata-index ${INDEX} --propertyName=lang --type=string   (once)
  npx wrangler vectorize insert ${INDEX} --file=${out}`);
