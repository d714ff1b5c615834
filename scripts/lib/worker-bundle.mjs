// Builds the worker alone, in memory, as `npm run build` makes it or, with `production`, as
// `npm run deploy` does (CLOUDFLARE_ENV=production); prints its scripts and its wrangler.json as
// JSON ({ file: text }). In memory, so that nothing in dist/ changes, nor .wrangler/deploy/config.json
// (which points `wrangler dev` at a build, and which the Cloudflare plugin rewrites when it writes one).
//   node scripts/lib/worker-bundle.mjs [production|development]
import { createBuilder } from "vite";

if (process.argv[2] === "production") process.env.CLOUDFLARE_ENV = "production";
else delete process.env.CLOUDFLARE_ENV;

const builder = await createBuilder({ logLevel: "error", build: { write: false } }, null);
const worker = builder.environments.forma;
if (!worker) throw new Error(`no worker environment among ${Object.keys(builder.environments).join(", ")}`);
const result = await builder.build(worker);
const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ("output" in r ? r.output : []));
const text = (o) => (o.type === "chunk" ? o.code : o.fileName.endsWith(".json") ? String(o.source) : null);
const files = Object.fromEntries(outputs.flatMap((o) => (text(o) === null ? [] : [[o.fileName, text(o)]])));
process.stdout.write(JSON.stringify(files));
