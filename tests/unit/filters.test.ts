import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/domain/contract/catalog';
import {
  DEFAULT_SORT,
  LOAD_MORE_PAGE_SIZE,
  NO_FILTERS,
  PRICE_RANGE_KEYS,
  PRODUCT_LIST_PAGE_SIZE,
  SEARCH_LISTING_LIMIT,
  SEARCH_MIN_LENGTH,
  SORT_OPTIONS,
  appendProducts,
  applyFilterChange,
  buildQuickSearchRequest,
  buildSearchRequest,
  LISTING_FIELDS,
  facetsFrom,
  hasActiveFilters,
  isSearchableTerm,
  nextPage,
  parseRouteQuery,
  priceRangeFilter,
  priceRangeLabel,
  priceRangeOfBucket,
  serializeRouteQuery,
  toggleFilterValue,
} from '../../src/domain/filters';

const product = (id: number) => ({ id, sku: `SKU-${id}` }) as Product;

describe('the route query', () => {
  it('reads colours, sizes, a price range and the sort', () => {
    expect(parseRouteQuery('?color=52,49&size=169&price=30-50&sort=final_price:asc')).toEqual({
      filters: { color: [49, 52], size: [169], price: '30-50' },
      sort: 'final_price:asc',
    });
  });

  it('uses the defaults for an empty query: no filters, newest first (SPEC 9)', () => {
    expect(parseRouteQuery('')).toEqual({ filters: NO_FILTERS, sort: 'created_at:desc' });
    expect(DEFAULT_SORT).toBe('created_at:desc');
  });

  it('drops what it does not know instead of failing: an old or hand-edited link still opens the page', () => {
    expect(parseRouteQuery('color=49,abc,-3,49&size=&price=10-20&sort=name:asc&utm_source=x')).toEqual({
      filters: { color: [49], size: [], price: null },
      sort: DEFAULT_SORT,
    });
  });

  it('reads percent-encoded commas and URLSearchParams alike', () => {
    expect(parseRouteQuery('?color=49%2C52').filters.color).toEqual([49, 52]);
    expect(parseRouteQuery(new URLSearchParams({ price: '150-*' })).filters.price).toBe('150-*');
  });

  it('writes nothing for the defaults and leaves the default sort out', () => {
    expect(serializeRouteQuery({ filters: NO_FILTERS, sort: DEFAULT_SORT })).toBe('');
    expect(
      serializeRouteQuery({ filters: { color: [49, 52], size: [169], price: '30-50' }, sort: 'final_price:asc' }),
    ).toBe('?color=49,52&size=169&price=30-50&sort=final_price:asc');
  });

  it('reads back what it writes', () => {
    const query = {
      filters: { color: [50], size: [167, 168], price: '150-*' },
      sort: 'final_price:desc' as const,
    };
    expect(parseRouteQuery(serializeRouteQuery(query))).toEqual(query);
  });
});

describe('filter changes', () => {
  it('keeps option ids unique and ascending', () => {
    expect(applyFilterChange(NO_FILTERS, { code: 'color', values: [52, 49, 52] }).color).toEqual([49, 52]);
  });

  it('keeps one price range, the last one given', () => {
    expect(applyFilterChange(NO_FILTERS, { code: 'price', values: ['0-30', '75-150'] }).price).toBe('75-150');
    expect(applyFilterChange({ ...NO_FILTERS, price: '0-30' }, { code: 'price', values: [] }).price).toBeNull();
  });

  it('toggles a value on and off without touching the other filters', () => {
    const filters = { ...NO_FILTERS, size: [169], color: [49] };
    expect(toggleFilterValue(filters, 'color', 52)).toEqual({ code: 'color', values: [49, 52] });
    expect(toggleFilterValue(filters, 'color', 49)).toEqual({ code: 'color', values: [] });
    expect(applyFilterChange(filters, toggleFilterValue(filters, 'color', 49))).toEqual({ ...filters, color: [] });
  });

  it('tells when any filter is active', () => {
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, price: '0-30' })).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, size: [169] })).toBe(true);
  });
});

describe('sort options and price ranges (SPEC 9)', () => {
  it('offers Newest, Price Low to high and Price High to low by final_price', () => {
    expect(SORT_OPTIONS.map((option) => [option.label, option.value])).toEqual([
      ['newest', 'created_at:desc'],
      ['priceLowToHigh', 'final_price:asc'],
      ['priceHighToLow', 'final_price:desc'],
    ]);
  });

  it('has the ranges 0-30, 30-50, 50-75, 75-150 and 150 and up, keyed as the API keys its buckets', () => {
    expect(PRICE_RANGE_KEYS).toEqual(['0-30', '30-50', '50-75', '75-150', '150-*']);
  });

  it("labels the first range with '<', the last with '>' and the others 'from - to'", () => {
    expect(priceRangeLabel('0-30')).toEqual({ kind: 'below', amount: 30 });
    expect(priceRangeLabel('50-75')).toEqual({ kind: 'between', from: 50, to: 75 });
    expect(priceRangeLabel('150-*')).toEqual({ kind: 'above', amount: 150 });
  });

  it('filters a range from its lower bound up to, not including, the next one, as the buckets count', () => {
    expect(priceRangeFilter('30-50')).toEqual({ gte: 30, lt: 50 });
    expect(priceRangeFilter('150-*')).toEqual({ gte: 150 });
  });

  it('recognises price bucket keys as search backends name them', () => {
    expect(priceRangeOfBucket('30-50')).toBe('30-50');
    expect(priceRangeOfBucket('30.0-50.0')).toBe('30-50');
    expect(priceRangeOfBucket('150.0-*')).toBe('150-*');
    expect(priceRangeOfBucket('150-')).toBeUndefined();
    expect(priceRangeOfBucket('20-40')).toBeUndefined();
    expect(priceRangeOfBucket(30)).toBeUndefined();
  });
});

describe('pages (SPEC 9: 50, then 40)', () => {
  it('asks for 40 more from where the list ends', () => {
    expect(nextPage(0, 200, PRODUCT_LIST_PAGE_SIZE)).toEqual({ from: 50, size: LOAD_MORE_PAGE_SIZE });
    expect(nextPage(50, 200, 90)).toEqual({ from: 90, size: 40 });
  });

  it('skips when the next start is at or beyond the total', () => {
    expect(nextPage(50, 90, 90)).toBeNull();
    expect(nextPage(50, 80, 90)).toBeNull();
  });

  it('skips when the total is below the page size: the first page held everything', () => {
    expect(nextPage(0, 49, 30)).toBeNull();
    expect(nextPage(0, 50, 50)).toBeNull();
    expect(nextPage(0, 51, 50)).toEqual({ from: 50, size: 40 });
  });

  it('should not offer the same page again when the last one added nothing', () => {
    expect(nextPage(50, 120, 50)).toBeNull();
  });

  it('appends a page, keeping a product listed once when the catalogue moved between pages', () => {
    expect(appendProducts([product(1), product(2)], [product(2), product(3)]).map((p) => p.id)).toEqual([1, 2, 3]);
  });
});

describe('search requests', () => {
  it('lists a category with its filters, the sort, the first page of 50 and the facet counts', () => {
    const request = buildSearchRequest(
      { categoryId: 12 },
      { filters: { color: [49, 52], size: [169], price: '30-50' }, sort: 'final_price:asc' },
    );
    expect(request).toEqual({
      filters: { category_ids: [12], color: [49, 52], size: [169], price: { gte: 30, lt: 50 } },
      sort: 'final_price:asc',
      from: 0,
      size: 50,
      includeFields: [...LISTING_FIELDS],
      aggregations: ['color', 'size', 'price'],
    });
  });

  it('searches a trimmed query without filters, and a later page where asked', () => {
    expect(
      buildSearchRequest({ query: '  kleit ' }, { filters: NO_FILTERS, sort: DEFAULT_SORT }, { from: 50, size: 40 }),
    ).toEqual({
      query: 'kleit',
      sort: 'created_at:desc',
      from: 50,
      size: 40,
      includeFields: [...LISTING_FIELDS],
      aggregations: ['color', 'size', 'price'],
    });
  });

  it('asks the as-you-type search for the listing limit of 40', () => {
    expect(buildQuickSearchRequest(' jope ')).toEqual({ query: 'jope', from: 0, size: SEARCH_LISTING_LIMIT });
    expect(SEARCH_LISTING_LIMIT).toBe(40);
  });

  it('searches terms of at least 3 characters only (SPEC 5)', () => {
    expect(SEARCH_MIN_LENGTH).toBe(3);
    expect(isSearchableTerm('ab')).toBe(false);
    expect(isSearchableTerm('  ab  ')).toBe(false);
    expect(isSearchableTerm('abc')).toBe(true);
  });
});

describe('facets', () => {
  const aggregations = {
    color: {
      buckets: [
        { key: 52, doc_count: 3 },
        { key: '49', doc_count: 5 },
        { key: 53, doc_count: 0 },
      ],
    },
    size: { buckets: [{ key: 169, doc_count: 8 }] },
    price: {
      buckets: [
        { key: '0.0-30.0', doc_count: 2 },
        { key: '150.0-*', doc_count: 1 },
      ],
    },
  };

  it('lists the colours and sizes that occur, with their counts and whether chosen', () => {
    const facets = facetsFrom(aggregations, { ...NO_FILTERS, color: [52] });
    expect(facets.color).toEqual([
      { value: 49, count: 5, selected: false },
      { value: 52, count: 3, selected: true },
    ]);
    expect(facets.size).toEqual([{ value: 169, count: 8, selected: false }]);
  });

  it('lists every price range, counted where the backend counted it', () => {
    const facets = facetsFrom(aggregations, { ...NO_FILTERS, price: '150-*' });
    expect(facets.price.map(({ value, count, selected }) => [value, count, selected])).toEqual([
      ['0-30', 2, false],
      ['30-50', 0, false],
      ['50-75', 0, false],
      ['75-150', 0, false],
      ['150-*', 1, true],
    ]);
  });

  it('keeps a chosen value that nothing matches any more, so it can be unchosen', () => {
    expect(facetsFrom({}, { ...NO_FILTERS, size: [170] }).size).toEqual([{ value: 170, count: 0, selected: true }]);
  });

  it("reads the colour counts from SPEC 9's base_colors when the backend names them so", () => {
    expect(facetsFrom({ base_colors: { buckets: [{ key: 50, doc_count: 1 }] } }, NO_FILTERS).color).toEqual([
      { value: 50, count: 1, selected: false },
    ]);
  });
});
