// Production adapter: Open Food Facts' product API v2
// (https://openfoodfacts.github.io/openfoodfacts-server/api/ref-v2/, GET /api/v2/product/{code}).
// OFF asks every client to name itself in the User-Agent, "AppName/Version (contact)", so it can
// reach the app before blocking it; and to make one call per real scan, which the route's rate
// limit and the cache keep to. Data © Open Food Facts contributors, under the ODbL.
import { offFields, productFromOff, type OffProduct } from "./off-product";
import { FoodProductsUnavailable, type FoodProduct, type FoodProducts } from "./port";

export interface OpenFoodFactsOptions {
  /** The address OFF may write to about this app's calls. */
  contact: string;
  fetcher?: typeof fetch;
  /** How long a lookup may take before it counts as unanswered: a member is waiting at the shelf. */
  timeoutMs?: number;
}

const base = "https://world.openfoodfacts.org/api/v2/product";

/** The request for one code: only the fields the mapping reads. */
export const offLookupUrl = (barcode: string) => `${base}/${barcode}.json?fields=${offFields.join(",")}`;

/** One request: the product, null for an unknown code, FoodProductsUnavailable for anything else. */
async function request(
  fetcher: typeof fetch,
  headers: HeadersInit,
  code: string,
  signal: AbortSignal,
): Promise<FoodProduct | null> {
  let res: Response;
  try {
    res = await fetcher(offLookupUrl(code), { headers, signal });
  } catch (err) {
    throw new FoodProductsUnavailable(`Open Food Facts could not be reached (${err instanceof Error ? err.name : "error"})`);
  }
  // v2 answers an unknown code with 404 and `status: 0`.
  if (res.status === 404) return null;
  if (!res.ok) throw new FoodProductsUnavailable(`Open Food Facts answered ${res.status}`);
  let body: { status?: unknown; product?: unknown };
  try {
    body = await res.json();
  } catch {
    throw new FoodProductsUnavailable("Open Food Facts answered something other than JSON");
  }
  if (body.status !== 1 || typeof body.product !== "object" || body.product === null) return null;
  return productFromOff(code, body.product as OffProduct);
}

export function openFoodFacts({ contact, fetcher = fetch, timeoutMs = 4000 }: OpenFoodFactsOptions): FoodProducts {
  const headers = { "User-Agent": `Forma/1.0 (${contact})`, Accept: "application/json" };
  return {
    id: "open-food-facts",
    async lookup(barcode) {
      const controller = new AbortController();
      let timer: ReturnType<typeof setTimeout> | undefined;
      // The race, not the signal alone, ends the wait: a fetch that ignores its signal still times out.
      const timedOut = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          controller.abort();
          reject(new FoodProductsUnavailable(`Open Food Facts did not answer in ${timeoutMs} ms`));
        }, timeoutMs);
      });
      try {
        return await Promise.race([request(fetcher, headers, barcode, controller.signal), timedOut]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
