// What `npm run bench:catalog` times: faceted product searches (in the service and over HTTP), a cached repeat and
// product-page SSR, as p50 / p95 of sequential requests (one at a time, so the figure is a request's own latency).
import type { CatalogService } from '../../server/modules/catalog/service';
import type { ProductSearchRequest } from '../../src/domain/contract/catalog';

const FACETS = ['base_colors', 'size', 'price'];
const TERMS = ['kleit', 'teksad', 'puuvillane', 'kampsun', 'jope', 'saapad', 'pluus', 'seelik', 'kleot', 'siidine'];
const COLOURS = [49, 50, 51, 52, 53, 55, 61];
const SIZES = [[168], [169], [170], [168, 169]];
/** Top categories (a third of the catalogue each) and subcategories. */
const CATEGORIES = [10, 11, 20, 22, 30, 33, 12, 24, 35];
const SORTS = [undefined, 'final_price:asc', 'final_price:desc'];

/** A search-results page: a query (one with a typo), a colour and a size filter, three facets. */
export function textSearch(i: number): ProductSearchRequest {
  return {
    query: TERMS[i % TERMS.length],
    filters: { color: [COLOURS[i % COLOURS.length] ?? 49], size: SIZES[i % SIZES.length] ?? [169] },
    aggregations: FACETS,
    size: 50,
  };
}

/** A category page as the shop asks for it: the category, every other time a colour, a sort, three facets. */
export function categoryListing(i: number): ProductSearchRequest {
  const filters: NonNullable<ProductSearchRequest['filters']> = {
    category_ids: [CATEGORIES[i % CATEGORIES.length] ?? 10],
  };
  if (i % 2) filters.color = [COLOURS[i % COLOURS.length] ?? 49];
  if (i % 5 === 4) filters.price = ['30-50', '50-75'];
  return {
    filters,
    sort: SORTS[i % SORTS.length],
    from: 0,
    size: 50,
    aggregations: FACETS,
  };
}

/** The mix the budget is measured on: search-results pages and category pages, alternating. */
export function facetedMix(i: number): ProductSearchRequest {
  return i % 2 ? textSearch(i >> 1) : categoryListing(i >> 1);
}

export interface Latency {
  runs: number;
  p50: number;
  p95: number;
  max: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

/** Runs `run(i)` `warmup` times, then `runs` times timed, one after another. */
export async function time(runs: number, run: (i: number) => Promise<unknown>, warmup = 5): Promise<Latency> {
  for (let i = 0; i < warmup; i++) await run(i);
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run(warmup + i);
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return { runs, p50: percentile(ms, 50), p95: percentile(ms, 95), max: ms[ms.length - 1] ?? Number.NaN };
}

export interface ServiceTimings {
  /** Uncached, search pages and category pages alternating (the budget). */
  faceted: Latency;
  textSearch: Latency;
  categoryListing: Latency;
  /** The same request again, answered by the result cache. */
  cached: Latency;
  /** Mean response size (JSON) of the faceted mix. */
  bytes: number;
}

/**
 * The catalogue service in this process, as SSR calls it: `uncached` has a cache that keeps nothing (each search
 * goes to the database), `cached` the production cache. The JSON serialization the route does is included.
 */
export async function timeService(
  uncached: CatalogService,
  cached: CatalogService,
  runs: number,
): Promise<ServiceTimings> {
  let bytes = 0;
  const search = async (request: ProductSearchRequest) => {
    const json = JSON.stringify({ code: 200, result: await uncached.searchProducts('ee', request) });
    return json.length;
  };
  // A running shop's database has the catalogue in its buffer cache, and its process has compiled the search code:
  // one untimed pass of the mix first (as many requests as are timed; the timed ones are the next, other
  // combinations of the same categories and terms). A freshly opened PGlite otherwise reads its pages from the file
  // system during the first pass, which timed 24 / 48 ms p50 / p95 against 16 / 32 ms for the same mix once warm.
  const warmup = runs;
  const faceted = await time(
    runs,
    async (i) => {
      bytes += await search(facetedMix(i));
    },
    warmup,
  );
  return {
    faceted,
    textSearch: await time(Math.ceil(runs / 2), (i) => search(textSearch(i + 3))),
    categoryListing: await time(Math.ceil(runs / 2), (i) => search(categoryListing(i + 3))),
    cached: await time(runs * 2, () => cached.searchProducts('ee', facetedMix(0))),
    bytes: bytes / (runs + warmup),
  };
}

export const searchPath = (request: ProductSearchRequest, store = 'ee') =>
  `/api/catalog/${store}/product/_search?request=${encodeURIComponent(JSON.stringify(request))}`;

async function get(url: string): Promise<number> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip, br' } });
  const body = await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status}`);
  return body.byteLength;
}

export interface HttpTimings {
  /** Each request different (the server's result cache misses). */
  faceted: Latency;
  /** One request over and over (served from the result cache). */
  cached: Latency;
  /** Product pages rendered on the server, output cache off. */
  productPage: Latency;
}

/** Over loopback to the real server; `productPaths` are product pages (/ee/p/{sku}/{slug}). */
export async function timeHttp(origin: string, productPaths: readonly string[], runs: number): Promise<HttpTimings> {
  // From 1000 on: requests the in-process runs did not make, so nothing is cached yet.
  const faceted = await time(runs, (i) => get(`${origin}${searchPath(facetedMix(1000 + i))}`));
  const cachedUrl = `${origin}${searchPath(facetedMix(0))}`;
  const cached = await time(runs * 2, () => get(cachedUrl));
  const productPage = await time(runs, (i) => get(`${origin}${productPaths[i % productPaths.length]}`));
  return { faceted, cached, productPage };
}
