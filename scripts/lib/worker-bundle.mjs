// Builds the worker alone, in memory, as `npm run build` makes it or, with CLOUDFLARE_ENV=production,
// as `npm run deploy` does; prints the bundle's files as JSON ({ file: code }). In memory, so that
// nothing in dist/ changes, nor .wrangler/deploy/config.json (which points `wrangler dev` at a
// build, and which the Cloudflare plugin rewrites when it writes one).
//   node scripts/lib/worker-bundle.mjs [production|development]
import { createBuilder } from "vite";

const target = process.argv[2] ?? "development";
if (target === "production") process.env.CLOUDFLARE_ENV = "production";
else delete process.env.CLOUDFLARE_ENV;

const builder = await createBuilder({ logLevel: "error", build: { write: false } }, null);
const worker = builder.environments.forma;
if (!worker) throw new Error(`no worker environment among ${Object.keys(builder.environments).join(", ")}`);
const result = await builder.build(worker);
const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ("output" in r ? r.output : []));
const files = Object.fromEntries(outputs.filter((o) => o.type === "chunk").map((o) => [o.fileName, o.code]));
process.stdout.write(JSON.stringify(files));
