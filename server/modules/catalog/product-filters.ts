// The product search request as SQL pieces: filters (SPEC 7 "Product search", ARCHITECTURE §4 request shape), the
// facet filters `color` / `size` / `price` (multi-select: each facet's counts ignore its own filter), and sort.
import { INT32_MAX, INT32_MIN, isInt32 } from '../../../src/domain/contract/int32';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FilterValue } from '../../../src/domain/contract/catalog';
import { type PriceRange, parsePriceRangeKey } from '../../../src/domain/price-buckets';
import { productSearch, products } from '../../db/schema';
import { HttpError } from '../../http/reply';

type Kind = 'int' | 'text' | 'bool' | 'date';

/** Filters on a product column. */
const COLUMN_FILTERS: Record<string, { column: PgColumn; kind: Kind }> = {
  id: { column: products.id, kind: 'int' },
  sku: { column: products.sku, kind: 'text' },
  type_id: { column: products.typeId, kind: 'text' },
  is_new: { column: products.isNew, kind: 'bool' },
  bestseller: { column: products.bestseller, kind: 'bool' },
  sale: { column: products.sale, kind: 'bool' },
  created_at: { column: products.createdAt, kind: 'date' },
  updated_at: { column: products.updatedAt, kind: 'date' },
  url_key: { column: products.urlKey, kind: 'text' },
  url_path: { column: products.urlPath, kind: 'text' },
  brand_name: { column: products.brandName, kind: 'text' },
  material: { column: products.material, kind: 'text' },
  tax_class_id: { column: products.taxClassId, kind: 'int' },
};

/** SPEC 5: forced by the server, so asking for them changes nothing. */
const FORCED = new Set(['visibility', 'status']);
const COLOR_FILTERS = new Set(['color', 'base_colors']);

export interface FacetFilters {
  colors?: number[];
  sizes?: number[];
  /** Any of the ranges (a price filter may select several buckets). */
  prices?: PriceBounds[];
}

export interface PriceBounds {
  gte?: number;
  lte?: number;
  gt?: number;
  lt?: number;
}

export interface ParsedFilters {
  /** Conditions on the narrow product_search table that every facet honours (the hot ones: categories). */
  searchConditions: SQL[];
  /** Conditions on the products table that every facet honours (the search reads them through the product's key). */
  conditions: SQL[];
  facets: FacetFilters;
  /** Issue 16 sale page: only (true) or no (false) products with a special price in its window; undefined: all. */
  onSale?: boolean;
}

const fail = (field: string, message: string): never => {
  throw new HttpError(400, `filters.${field}: ${message}`);
};

function scalar(field: string, kind: Kind, value: unknown): string | number | boolean | Date {
  if (kind === 'int') {
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    // An integer column: a value beyond 32 bits is a 400 here, not a database error (issue 13).
    if (!isInt32(n)) fail(field, `expected a whole number from ${INT32_MIN} to ${INT32_MAX}`);
    return n as number;
  }
  if (kind === 'bool') {
    if (typeof value === 'boolean') return value;
    if (value === 'true' || value === 1 || value === '1') return true;
    if (value === 'false' || value === 0 || value === '0') return false;
    return fail(field, 'expected true or false');
  }
  if (kind === 'date') {
    const date = typeof value === 'number' || typeof value === 'string' ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) fail(field, 'expected a date');
    return date as Date;
  }
  if (typeof value !== 'string' && typeof value !== 'number') fail(field, 'expected text');
  return String(value);
}

const isRange = (value: FilterValue): value is PriceBounds =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function rangeCondition(field: string, target: SQL | PgColumn, kind: Kind, range: PriceBounds): SQL {
  const parts: SQL[] = [];
  // Dates compare as timestamps (a number is epoch milliseconds), everything else as numbers.
  const bound = (v: number) => (kind === 'date' ? sql`${new Date(v).toISOString()}::timestamptz` : sql`${v}`);
  if (range.gte !== undefined) parts.push(sql`${target} >= ${bound(range.gte)}`);
  if (range.gt !== undefined) parts.push(sql`${target} > ${bound(range.gt)}`);
  if (range.lte !== undefined) parts.push(sql`${target} <= ${bound(range.lte)}`);
  if (range.lt !== undefined) parts.push(sql`${target} < ${bound(range.lt)}`);
  if (!parts.length) fail(field, 'a range needs gte, gt, lte or lt');
  return and(...parts) as SQL;
}

function columnCondition(field: string, column: PgColumn, kind: Kind, value: FilterValue): SQL {
  if (isRange(value)) return rangeCondition(field, column, kind, value);
  if (Array.isArray(value)) {
    if (!value.length) fail(field, 'expected at least one value');
    return inArray(
      column,
      value.map((item) => scalar(field, kind, item)),
    );
  }
  return eq(column, scalar(field, kind, value));
}

/** An integer[] literal of bound parameters (the same SQL on both engines). */
export function intArray(values: readonly number[], type: 'integer' | 'bigint' = 'integer'): SQL {
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;
}

function optionIndexes(field: string, value: FilterValue): number[] {
  if (isRange(value)) return fail(field, 'expected an option value_index or a list of them');
  const list = (Array.isArray(value) ? value : [value]).map((item) => scalar(field, 'int', item) as number);
  if (!list.length) fail(field, 'expected at least one value');
  return [...new Set(list)];
}

function priceRanges(value: FilterValue): PriceBounds[] {
  if (isRange(value)) return [value];
  const keys = Array.isArray(value) ? value : [value];
  return keys.map((key) => {
    const range: PriceRange | undefined = typeof key === 'string' ? parsePriceRangeKey(key) : undefined;
    if (!range)
      return fail('price', `expected { gte, lte } or a bucket key such as "30-50", got ${JSON.stringify(key)}`);
    return range.to === null ? { gte: range.from } : { gte: range.from, lt: range.to };
  });
}

export function parseProductFilters(filters: Record<string, FilterValue> | undefined): ParsedFilters {
  const searchConditions: SQL[] = [];
  const conditions: SQL[] = [];
  const facets: FacetFilters = {};
  let onSale: boolean | undefined;
  for (const [field, value] of Object.entries(filters ?? {})) {
    if (FORCED.has(field)) continue;
    // SPEC 3 `sale` flag, issue 16 /sale: the product's special price applies now (SPEC 9: inside its dates).
    if (field === 'on_sale') onSale = scalar(field, 'bool', value) as boolean;
    else if (COLOR_FILTERS.has(field)) facets.colors = optionIndexes(field, value);
    else if (field === 'size') facets.sizes = optionIndexes(field, value);
    else if (field === 'price') facets.prices = priceRanges(value);
    else if (field === 'category_ids' || field === 'category_id') {
      const ids = optionIndexes(field, value);
      searchConditions.push(sql`${productSearch.categoryIds} && ${intArray(ids)}`);
    } else if (field === 'configurable_children.sku') {
      // SPEC 7: "Filtering is by sku or configurable_children.sku equal to a value".
      const skus = (Array.isArray(value) ? value : [value]).map((item) => scalar(field, 'text', item) as string);
      conditions.push(
        sql`${products.sku} in (select parent_sku from product_variants where sku in (${sql.join(
          skus.map((s) => sql`${s}`),
          sql`, `,
        )}))`,
      );
    } else {
      const spec = COLUMN_FILTERS[field];
      if (!spec) fail(field, 'unknown filter field');
      else conditions.push(columnCondition(field, spec.column, spec.kind, value));
    }
  }
  return { searchConditions, conditions, facets, onSale };
}

/** Where the facet columns are read from: the products table, or the `base` set of the facet query. */
export interface FacetColumns {
  colors: SQL;
  sizes: SQL;
  options: SQL;
  finalPrice: SQL;
}

/** SPEC 9 multi-select facets: the facet filters except `skip`; a colour and a size must be one child's. */
export function facetConditions(facets: FacetFilters, columns: FacetColumns, skip?: keyof FacetFilters): SQL[] {
  const out: SQL[] = [];
  const colors = skip === 'colors' ? undefined : facets.colors;
  const sizes = skip === 'sizes' ? undefined : facets.sizes;
  if (colors && sizes) {
    const pairs = colors.flatMap((color) => sizes.map((size) => color * 1_000_000 + size));
    out.push(sql`${columns.options} && ${intArray(pairs, 'bigint')}`);
  } else if (colors) out.push(sql`${columns.colors} && ${intArray(colors)}`);
  else if (sizes) out.push(sql`${columns.sizes} && ${intArray(sizes)}`);
  if (facets.prices && skip !== 'prices') {
    const ranges = facets.prices.map((range) => rangeCondition('price', columns.finalPrice, 'int', range));
    out.push(sql`(${sql.join(ranges, sql` or `)})`);
  }
  return out;
}

export type SortKey = 'created_at' | 'updated_at' | 'price' | 'final_price' | 'name' | 'id' | 'relevance';
const SORT_ALIASES: Record<string, SortKey> = {
  created_at: 'created_at',
  updated_at: 'updated_at',
  price: 'price',
  final_price: 'final_price',
  name: 'name',
  id: 'id',
  relevance: 'relevance',
  _score: 'relevance',
};

/** What each sort key orders by: product columns, or the columns of a derived set. */
export type SortColumns = Record<Exclude<SortKey, 'relevance'>, SQL | PgColumn> & { relevance: SQL | undefined };

/** "field:asc,field2:desc" -> ORDER BY. SPEC 9: the default is created_at descending; a text query ranks first. */
export function sortOrder(sort: string | undefined, columns: SortColumns): SQL[] {
  const spec = sort?.trim() ? sort : columns.relevance ? 'relevance:desc' : 'created_at:desc';
  const order = spec.split(',').map((part) => {
    const [field = '', direction = 'asc'] = part.trim().split(':');
    const key = SORT_ALIASES[field];
    if (!key) throw new HttpError(400, `sort: unknown sort field "${field}"`);
    if (direction !== 'asc' && direction !== 'desc') throw new HttpError(400, 'sort: direction must be asc or desc');
    // Without a text query every product is as relevant as the next: the id decides (a constant would read as a
    // select-list position in ORDER BY).
    const target = key === 'relevance' ? columns.relevance : columns[key];
    if (!target) return [];
    return [direction === 'desc' ? desc(target) : asc(target)];
  });
  return [...order.flat(), asc(columns.id)];
}
