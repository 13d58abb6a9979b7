// SPEC 2 "Category pages" (filters and sort live in the route query), SPEC 5 "Search and catalogue" (the 3-character
// minimum) and SPEC 9 (default sort, sort options, default filters, price ranges and labels, page sizes, search
// listing limit). Pure: the category-browser and search-panel machines and the views read their rules from here.
import type { ProductList, ProductSearchRequest } from './contract/catalog';
import { PRICE_RANGES, type PriceRange, parsePriceRangeKey, priceRangeKey } from './price-buckets';
import { SEARCH_TUNING } from './search';

// ---- filters ----------------------------------------------------------------------------------------------------

/**
 * SPEC 9 "Default filters": base_colors, price, size. This shop's colour attribute is `color` (colours.ts), so the
 * filter, its route query key and its aggregation are named `color`.
 */
export const FILTER_CODES = ['color', 'size', 'price'] as const;
export type FilterCode = (typeof FILTER_CODES)[number];
/** Filters whose values are option ids (value_index) and may be combined. */
export type OptionFilterCode = Exclude<FilterCode, 'price'>;

/** What the browser asks the search to count (ARCHITECTURE §4: aggregations of the catalogue search). */
export const FILTER_AGGREGATIONS: readonly FilterCode[] = FILTER_CODES;
/** Aggregation names the server may use for a filter (SPEC 9 calls the colour facet base_colors). */
const AGGREGATION_NAMES: Record<FilterCode, readonly string[]> = {
  color: ['color', 'base_colors'],
  size: ['size'],
  price: ['price'],
};

export interface ActiveFilters {
  /** Colour option ids, ascending. */
  color: number[];
  /** Size option ids, ascending. */
  size: number[];
  /** One price range at a time (SPEC 3 Filters: `single`). */
  price: PriceRangeKey | null;
}

export const NO_FILTERS: ActiveFilters = { color: [], size: [], price: null };

/** The `values` of `browser.setFilter`: all the values a filter should have afterwards ([] clears it). */
export type FilterChange =
  | { code: OptionFilterCode; values: readonly number[] }
  | { code: 'price'; values: readonly PriceRangeKey[] };

const uniqueSorted = (values: readonly number[]) =>
  [...new Set(values.filter((value) => Number.isInteger(value) && value > 0))].sort((a, b) => a - b);

/** The filters after a change; price keeps its last value only. */
export function applyFilterChange(filters: ActiveFilters, change: FilterChange): ActiveFilters {
  if (change.code === 'price') {
    const key = [...change.values].reverse().find(isPriceRangeKey) ?? null;
    return { ...filters, price: key };
  }
  return { ...filters, [change.code]: uniqueSorted(change.values) };
}

/** The change that adds a colour or size to its filter, or removes it when it is already chosen. */
export function toggleFilterValue(filters: ActiveFilters, code: OptionFilterCode, value: number): FilterChange {
  const current = filters[code];
  return {
    code,
    values: current.includes(value) ? current.filter((chosen) => chosen !== value) : [...current, value],
  };
}

export function hasActiveFilters(filters: ActiveFilters): boolean {
  return filters.color.length > 0 || filters.size.length > 0 || filters.price !== null;
}

export function sameFilters(a: ActiveFilters, b: ActiveFilters): boolean {
  return a.price === b.price && a.color.join() === b.color.join() && a.size.join() === b.size.join();
}

// ---- sort -------------------------------------------------------------------------------------------------------

/** SPEC 9: Newest (created_at descending, the default), Price Low to high, Price High to low (by final_price). */
export const SORT_OPTIONS = [
  { value: 'created_at:desc', label: 'newest' },
  { value: 'final_price:asc', label: 'priceLowToHigh' },
  { value: 'final_price:desc', label: 'priceHighToLow' },
] as const;
export type SortValue = (typeof SORT_OPTIONS)[number]['value'];
/** A key the View translates ('Newest', 'Price Low to high', 'Price High to low'). */
export type SortLabel = (typeof SORT_OPTIONS)[number]['label'];
export const DEFAULT_SORT: SortValue = 'created_at:desc';

export function isSortValue(value: unknown): value is SortValue {
  return SORT_OPTIONS.some((option) => option.value === value);
}

// ---- price ranges -----------------------------------------------------------------------------------------------

/** A price range by the key the API's price buckets use (price-buckets.ts): '0-30' .. '75-150', '150-*'. */
export type PriceRangeKey = string;

/** SPEC 9 "Price ranges", in order: '0-30', '30-50', '50-75', '75-150', '150-*'. */
export const PRICE_RANGE_KEYS: readonly PriceRangeKey[] = PRICE_RANGES.map(priceRangeKey);

export function isPriceRangeKey(value: unknown): value is PriceRangeKey {
  return typeof value === 'string' && PRICE_RANGE_KEYS.includes(value);
}

function rangeOf(key: PriceRangeKey): PriceRange {
  const range = PRICE_RANGES[PRICE_RANGE_KEYS.indexOf(key)];
  if (!range) throw new Error(`Unknown price range "${key}"; expected one of ${PRICE_RANGE_KEYS.join(', ')}`);
  return range;
}

/**
 * SPEC 9 "Price range labels": '<' for the first bucket, '>' for the last, 'from - to' otherwise. The parts only:
 * the View formats the amounts with the currency sign.
 */
export type PriceRangeLabel =
  | { kind: 'below'; amount: number }
  | { kind: 'between'; from: number; to: number }
  | { kind: 'above'; amount: number };

export function priceRangeLabel(key: PriceRangeKey): PriceRangeLabel {
  const range = rangeOf(key);
  if (key === PRICE_RANGE_KEYS[0] && range.to !== null) return { kind: 'below', amount: range.to };
  if (range.to === null || key === PRICE_RANGE_KEYS.at(-1)) return { kind: 'above', amount: range.from };
  return { kind: 'between', from: range.from, to: range.to };
}

/** The request filter of a range: lower bound inclusive, upper exclusive, as the price buckets count. */
export function priceRangeFilter(key: PriceRangeKey): { gte: number; lt?: number } {
  const range = rangeOf(key);
  return range.to === null ? { gte: range.from } : { gte: range.from, lt: range.to };
}

/** A price bucket's key as a search backend may name it ('30-50', '30.0-50.0', '150-*') -> our range key. */
export function priceRangeOfBucket(key: unknown): PriceRangeKey | undefined {
  if (isPriceRangeKey(key)) return key;
  const parsed = typeof key === 'string' ? parsePriceRangeKey(key) : undefined;
  if (!parsed) return undefined;
  const match = PRICE_RANGES.find((range) => range.from === parsed.from && range.to === parsed.to);
  return match ? priceRangeKey(match) : undefined;
}

// ---- the route query --------------------------------------------------------------------------------------------

export interface BrowseQuery {
  filters: ActiveFilters;
  sort: SortValue;
}

export const DEFAULT_BROWSE_QUERY: BrowseQuery = { filters: NO_FILTERS, sort: DEFAULT_SORT };

const optionIds = (value: string | null) => uniqueSorted((value ?? '').split(',').map((part) => Number(part.trim())));

/**
 * `?color=49,52&size=169&price=30-50&sort=final_price:asc` -> filters and sort. Unknown keys and values are dropped
 * (an old or hand-edited link still opens the category), a missing sort is the default.
 */
export function parseRouteQuery(search: string | URLSearchParams): BrowseQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const price = params.get('price');
  const sort = params.get('sort');
  return {
    filters: {
      color: optionIds(params.get('color')),
      size: optionIds(params.get('size')),
      price: isPriceRangeKey(price) ? price : null,
    },
    sort: isSortValue(sort) ? sort : DEFAULT_SORT,
  };
}

/**
 * Filters and sort -> the route query, '' when nothing differs from the defaults. Every value comes from a fixed set
 * of URL-safe characters (digits, ',', '-', '*', ':', '_'), so it is written as is: '?color=49,52&sort=final_price:asc'.
 */
export function serializeRouteQuery({ filters, sort }: BrowseQuery): string {
  const parts: string[] = [];
  if (filters.color.length) parts.push(`color=${filters.color.join(',')}`);
  if (filters.size.length) parts.push(`size=${filters.size.join(',')}`);
  if (filters.price) parts.push(`price=${filters.price}`);
  if (sort !== DEFAULT_SORT) parts.push(`sort=${sort}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

// ---- pages ------------------------------------------------------------------------------------------------------

/** SPEC 9 "Product list page". */
export const PRODUCT_LIST_PAGE_SIZE = 50;
/** SPEC 9: each load-more page. */
export const LOAD_MORE_PAGE_SIZE = 40;
/** SPEC 3 "Search state: productsLimit 40" and SPEC 9 "listing limit 40": the as-you-type search panel. */
export const SEARCH_LISTING_LIMIT = 40;

export interface PageRequest {
  from: number;
  size: number;
}

export const FIRST_PAGE: PageRequest = { from: 0, size: PRODUCT_LIST_PAGE_SIZE };

/**
 * The load-more page after a list of `loaded` items whose last page started at `start`, or null (SPEC 9: skipped
 * when the next start is at or beyond `total`, or `total` is below the page size, so the first page held them all).
 * A last page that added nothing also ends the list: a shrinking catalogue must not offer the same page forever.
 */
export function nextPage(start: number, total: number, loaded: number): PageRequest | null {
  if (loaded >= total || total < PRODUCT_LIST_PAGE_SIZE) return null;
  if (start > 0 && loaded <= start) return null;
  return { from: loaded, size: LOAD_MORE_PAGE_SIZE };
}

/** A load-more page appended to the list; products already listed (the catalogue moved between pages) stay once. */
export function appendProducts<P extends { id: number }>(items: readonly P[], page: readonly P[]): P[] {
  const listed = new Set(items.map((product) => product.id));
  return [...items, ...page.filter((product) => !listed.has(product.id))];
}

// ---- the search request -----------------------------------------------------------------------------------------

/** A category page lists its category; the search results page lists a query; the sale page what is on sale. */
export type BrowseScope = { categoryId: number } | { query: string } | { onSale: true };

type RequestFilters = NonNullable<ProductSearchRequest['filters']>;

export function requestFilters(filters: ActiveFilters): RequestFilters {
  const result: RequestFilters = {};
  if (filters.color.length) result.color = filters.color;
  if (filters.size.length) result.size = filters.size;
  if (filters.price) result.price = priceRangeFilter(filters.price);
  return result;
}

/**
 * SPEC 7 includeFields of a listing page's search: what a tile shows (name, image, prices, the new badge), its link
 * (sku, slug and the child it opens: listedChild) and its cache tag (id). A category page of 50 products with every
 * child's prices was half a megabyte of JSON; the tile needs a tenth of it (issue 18). Matches listedProductSchema.
 */
export const LISTING_FIELDS = [
  'id',
  'sku',
  'name',
  'slug',
  'image',
  'is_new',
  'final_price_incl_tax',
  'original_price_incl_tax',
  'configurable_children.sku',
  'configurable_children.status',
  'configurable_children.stock.is_in_stock',
] as const;

/** The catalogue search of a listing page: its scope, filters, sort and page, the tile's fields, the filter counts. */
export function buildSearchRequest(
  scope: BrowseScope,
  { filters, sort }: BrowseQuery,
  page: PageRequest = FIRST_PAGE,
): ProductSearchRequest {
  const scoped: RequestFilters =
    'categoryId' in scope ? { category_ids: [scope.categoryId] } : 'onSale' in scope ? { on_sale: true } : {};
  const all = { ...scoped, ...requestFilters(filters) };
  return {
    ...('query' in scope ? { query: scope.query.trim() } : {}),
    ...(Object.keys(all).length ? { filters: all } : {}),
    sort,
    from: page.from,
    size: page.size,
    includeFields: [...LISTING_FIELDS],
    aggregations: [...FILTER_AGGREGATIONS],
  };
}

// ---- facets: the filter options with their counts ---------------------------------------------------------------

export interface FacetOption<TValue> {
  value: TValue;
  /** Products of the listing with this value (the aggregation's doc_count). */
  count: number;
  selected: boolean;
}

export interface Facets {
  color: FacetOption<number>[];
  size: FacetOption<number>[];
  price: FacetOption<PriceRangeKey>[];
}

type Aggregations = ProductList['aggregations'];

function bucketsOf(aggregations: Aggregations, code: FilterCode) {
  for (const name of AGGREGATION_NAMES[code]) {
    const aggregation = aggregations[name];
    if (aggregation) return aggregation.buckets;
  }
  return [];
}

function optionFacet(aggregations: Aggregations, code: OptionFilterCode, chosen: readonly number[]) {
  const counts = new Map<number, number>();
  for (const bucket of bucketsOf(aggregations, code)) {
    const value = Number(bucket.key);
    if (Number.isInteger(value) && value > 0 && bucket.doc_count > 0) counts.set(value, bucket.doc_count);
  }
  // A chosen value stays listed (count 0) so it can be unchosen even when nothing matches any more.
  for (const value of chosen) if (!counts.has(value)) counts.set(value, 0);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([value, count]) => ({ value, count, selected: chosen.includes(value) }));
}

/** The options of each filter from a listing's aggregations: colours and sizes that occur, every price range. */
export function facetsFrom(aggregations: Aggregations, filters: ActiveFilters): Facets {
  const priceCounts = new Map<PriceRangeKey, number>();
  for (const bucket of bucketsOf(aggregations, 'price')) {
    const key = priceRangeOfBucket(bucket.key);
    if (key) priceCounts.set(key, (priceCounts.get(key) ?? 0) + bucket.doc_count);
  }
  return {
    color: optionFacet(aggregations, 'color', filters.color),
    size: optionFacet(aggregations, 'size', filters.size),
    price: PRICE_RANGE_KEYS.map((key) => ({
      value: key,
      count: priceCounts.get(key) ?? 0,
      selected: filters.price === key,
    })),
  };
}

// ---- search -----------------------------------------------------------------------------------------------------

/** SPEC 5 and 9: the searched term must consist of at least 3 characters (the server's rule, search.ts). */
export const SEARCH_MIN_LENGTH = SEARCH_TUNING.minTermLength;
/** The as-you-type search waits this long after the last keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

export function isSearchableTerm(text: string): boolean {
  return text.trim().length >= SEARCH_MIN_LENGTH;
}

/** The as-you-type search: the first SEARCH_LISTING_LIMIT products matching the term, by relevance. */
export function buildQuickSearchRequest(text: string): ProductSearchRequest {
  return { query: text.trim(), from: 0, size: SEARCH_LISTING_LIMIT };
}

/** Issue 16 /sale: the page's meta description in the store view's language (seeded content, not UI text). */
export const SALE_DESCRIPTION = {
  ee: 'Soodushinnaga naiste, meeste ja laste rõivad ja jalatsid Rõivase e-poes, seni kuni soodushind kehtib.',
  lv: 'Sieviešu, vīriešu un bērnu apģērbi un apavi ar atlaidi Rõivas interneta veikalā, kamēr ir spēkā īpašā cena.',
} as const;
