// Product search in SQL (ARCHITECTURE §4): one page query (filters, text match, facet filters, sort, the total by a
// window count) and, when asked, one facet query over the same base set. Facets count parent products whose
// sellable children match (the child_* columns), on the final price with the store's tax for `price`.
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { ProductSearchRequest } from '../../../src/domain/contract/catalog';
import { PRICE_RANGES, priceRangeKey } from '../../../src/domain/price-buckets';
import { AGGREGATION_SIZE } from '../../../src/domain/search';
import type { StoreCode } from '../../../src/domain/store-views';
import type { Db } from '../../db/client';
import { products, stockItems } from '../../db/schema';
import { HttpError } from '../../http/reply';
import {
  type FacetColumns,
  type FacetFilters,
  facetConditions,
  parseProductFilters,
  productSortColumns,
  sortOrder,
} from './product-filters';
import {
  type Children,
  LISTED_STATUS,
  LISTED_VISIBILITY,
  loadChildren,
  type ProductRow,
  productColumns,
  type StockRecord,
} from './products';
import { textMatch } from './text-search';

/** SPEC 5: a size of 0 or less uses 50; a negative start becomes 0. */
export const DEFAULT_SEARCH_SIZE = 50;
export const MAX_SEARCH_SIZE = 4000;

/** The facets a request may ask for (SPEC 9 "Default filters": base_colors, price, size). */
export const FACETS = { color: 'colors', base_colors: 'colors', size: 'sizes', price: 'prices' } as const;
export type FacetName = keyof typeof FACETS;

export interface PricingSql {
  /** Tax rate in percent by product tax class, for the store's country (others: 0, SPEC 9 "Tax"). */
  rates: ReadonlyMap<number, number>;
  /** The shop's now: special prices apply inside their window. */
  now: Date;
}

export interface Bucket {
  key: string | number;
  doc_count: number;
  from?: number;
  to?: number | null;
}

export interface ProductPage {
  /** The page's rows with their own stock record (null: none). */
  rows: (ProductRow & { stock: StockRecord | null })[];
  /** Their children, when read with them. */
  children: Children | undefined;
  total: number;
  aggregations: Record<string, { buckets: Bucket[] }>;
}

/** The final price including tax as SQL, as src/domain/pricing.ts computes it (special price in its window). */
export function finalPriceSql({ rates, now }: PricingSql): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const special = sql`${products.specialPrice} > 0 and ${products.specialPrice} < ${products.price}
    and (${products.specialFromDate} is null or ${products.specialFromDate} <= ${at})
    and (${products.specialToDate} is null or ${products.specialToDate} >= ${at})`;
  const net = sql`(case when ${special} then ${products.specialPrice} else ${products.price} end)`;
  const literal = (n: number) => {
    if (!Number.isFinite(n)) throw new Error(`finalPriceSql: bad number ${n}`);
    return sql.raw(String(n));
  };
  const whens = [...rates].map(([taxClass, rate]) => sql` when ${literal(taxClass)} then ${literal(rate)}`);
  const rate = whens.length ? sql`(case ${products.taxClassId}${sql.join(whens, sql``)} else 0 end)` : sql`0`;
  return sql`round(${net} * (1 + ${rate}::numeric / 100), 2)`;
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

function parseAggregations(names: readonly string[] | undefined): FacetName[] {
  const out: FacetName[] = [];
  for (const name of names ?? []) {
    if (!(name in FACETS)) {
      throw new HttpError(
        400,
        `aggregations: unknown aggregation "${name}" (expected base_colors, color, size or price)`,
      );
    }
    if (!out.includes(name as FacetName)) out.push(name as FacetName);
  }
  return out;
}

const BASE = {
  colors: sql.raw('base.child_colors'),
  sizes: sql.raw('base.child_sizes'),
  options: sql.raw('base.child_options'),
  finalPrice: sql.raw('base.final_price'),
} satisfies FacetColumns;

const parentStockColumns = {
  is_in_stock: stockItems.isInStock,
  qty: stockItems.qty,
  manage_stock: stockItems.manageStock,
};

const where = (conditions: SQL[]) => (conditions.length ? sql` where ${sql.join(conditions, sql` and `)}` : sql``);

/** One UNION ALL branch per facet; each honours the other facet filters, not its own (multi-select). */
function facetBranch(name: FacetName, facets: FacetFilters): SQL {
  const own = FACETS[name];
  const others = facetConditions(facets, BASE, own);
  if (own === 'prices') {
    const cases = PRICE_RANGES.map((range) =>
      range.to === null
        ? sql` when base.final_price >= ${range.from} then ${priceRangeKey(range)}`
        : sql` when base.final_price < ${range.to} then ${priceRangeKey(range)}`,
    );
    return sql`select ${name}::text as facet, (case${sql.join(cases, sql``)} end)::text as key, count(*)::int as n,
      null::int as ord from base${where(others)} group by 2`;
  }
  // A colour facet under an active size filter counts, per product, the colours that have a child in one of those
  // sizes (and vice versa): the product's (colour, size) pairs must include one of (v, chosen partner).
  const pairedWith = own === 'colors' ? facets.sizes : facets.colors;
  const column = own === 'colors' ? sql.raw('base.child_colors') : sql.raw('base.child_sizes');
  const conditions = pairedWith ? facetConditions({ prices: facets.prices }, BASE) : others;
  if (pairedWith) {
    const pair = own === 'colors' ? sql`v::bigint * 1000000 + p.partner` : sql`p.partner::bigint * 1000000 + v`;
    conditions.unshift(
      sql`base.child_options && array(select ${pair} from unnest(${sql.param(pairedWith)}::int[]) as p(partner))`,
    );
  }
  // Grouped on the integer, named as text only afterwards: hashing integers is the cheap way to count.
  return sql`select ${name}::text as facet, counted.v::text as key, counted.n, null::int as ord from (
      select v, count(*)::int as n from base cross join lateral unnest(${column}) as v${where(conditions)} group by v
    ) counted`;
}

interface FacetRow {
  facet: string;
  key: string | null;
  n: number;
  /** Page rows: the position in the sort. */
  ord: number | null;
}

const TOTAL = '_total';
const PAGE = '_page';

/** The number of products matching every filter, as one more row of the facet query. */
function totalBranch(facets: FacetFilters): SQL {
  return sql`select ${TOTAL}::text as facet, null::text as key, count(*)::int as n, null::int as ord
    from base${where(facetConditions(facets, BASE))}`;
}

function toBuckets(name: FacetName, rows: FacetRow[]): Bucket[] {
  const mine = rows.filter((row) => row.facet === name && row.key !== null);
  if (FACETS[name] === 'prices') {
    const counts = new Map(mine.map((row) => [row.key, row.n]));
    return PRICE_RANGES.map((range) => ({
      key: priceRangeKey(range),
      doc_count: counts.get(priceRangeKey(range)) ?? 0,
      from: range.from,
      to: range.to,
    }));
  }
  return mine
    .map((row) => ({ key: Number(row.key), doc_count: row.n }))
    .sort((a, b) => b.doc_count - a.doc_count || a.key - b.key)
    .slice(0, AGGREGATION_SIZE);
}

/** The rows of a page with their stock and their children, in the page's order. */
async function loadPage(db: Db, storeCode: StoreCode, ids: readonly number[]) {
  if (!ids.length) return { rows: [], children: undefined };
  const inStore = and(eq(products.storeCode, storeCode), inArray(products.id, [...ids]));
  const [rows, children] = await Promise.all([
    db
      .select({ ...productColumns, stock: parentStockColumns })
      .from(products)
      .leftJoin(stockItems, eq(stockItems.sku, products.sku))
      .where(inStore),
    loadChildren(db, db.select({ sku: products.sku }).from(products).where(inStore)),
  ]);
  const position = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  return { rows, children };
}

/**
 * With facets: one statement computes the matching set once (narrow rows, in memory) and answers the facets, the
 * total and the ids of the page from it; then the page's rows and children are read by id.
 */
async function facetedPage(db: Db, storeCode: StoreCode, query: PageQuery, aggregations: FacetName[]) {
  const { base, facets, finalPrice, score, sort, paging } = query;
  const columns = {
    created_at: sql.raw('base.created_at'),
    updated_at: sql.raw('base.updated_at'),
    price: sql.raw('base.price'),
    final_price: sql.raw('base.final_price'),
    name: sql.raw('base.name'),
    id: sql.raw('base.id'),
    relevance: score ? sql.raw('base.score') : undefined,
  };
  const order = sql.join(sortOrder(sort, columns), sql`, `);
  const pageBranch = sql`select ${PAGE}::text as facet, null::text as key, page.id as n, page.ord from (
      select base.id, (row_number() over (order by ${order}))::int as ord
        from base${where(facetConditions(facets, BASE))}
       order by ${order} limit ${paging.size} offset ${paging.start}) page`;
  const result = await db.execute(sql`with base as materialized (
        select ${products.id} as id, ${products.childColors} as child_colors, ${products.childSizes} as child_sizes,
               ${products.childOptions} as child_options, ${finalPrice} as final_price, ${score ?? sql`0`} as score,
               ${products.createdAt} as created_at, ${products.updatedAt} as updated_at, ${products.name} as name,
               ${products.price} as price
          from ${products} where ${and(...base)})
      ${sql.join(
        [pageBranch, totalBranch(facets), ...aggregations.map((name) => facetBranch(name, facets))],
        sql` union all `,
      )}`);
  const facetRows = rowsOf<FacetRow>(result);
  const ids = facetRows
    .filter((row) => row.facet === PAGE)
    .sort((a, b) => (a.ord ?? 0) - (b.ord ?? 0))
    .map((row) => row.n);
  const page = await loadPage(db, storeCode, ids);
  return {
    ...page,
    total: facetRows.find((row) => row.facet === TOTAL)?.n ?? 0,
    aggregations: Object.fromEntries(aggregations.map((name) => [name, { buckets: toBuckets(name, facetRows) }])),
  };
}

/** Without facets: the page (the database keeps only the top rows) and the count, side by side. */
async function plainPage(db: Db, query: PageQuery) {
  const { base, facets, finalPrice, score, sort, paging } = query;
  const own: FacetColumns = {
    colors: sql`${products.childColors}`,
    sizes: sql`${products.childSizes}`,
    options: sql`${products.childOptions}`,
    finalPrice,
  };
  const filtered = and(...base, ...facetConditions(facets, own));
  const [rows, counted] = await Promise.all([
    db
      .select({ ...productColumns, stock: parentStockColumns })
      .from(products)
      .leftJoin(stockItems, eq(stockItems.sku, products.sku))
      .where(filtered)
      .orderBy(...sortOrder(sort, productSortColumns(finalPrice, score)))
      .limit(paging.size)
      .offset(paging.start),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(products)
      .where(filtered),
  ]);
  return { rows, children: undefined, total: counted[0]?.n ?? 0, aggregations: {} };
}

interface PageQuery {
  base: SQL[];
  facets: FacetFilters;
  finalPrice: SQL;
  score: SQL | undefined;
  sort: string | undefined;
  paging: { size: number; start: number };
}

export async function searchProductPage(
  db: Db,
  storeCode: StoreCode,
  request: ProductSearchRequest,
  pricing: PricingSql,
  paging: { size: number; start: number },
): Promise<ProductPage> {
  const aggregations = parseAggregations(request.aggregations);
  const { conditions, facets } = parseProductFilters(request.filters);
  const finalPrice = finalPriceSql(pricing);
  // Checked before any query: a bad sort is a 400 whatever the rest.
  sortOrder(request.sort, productSortColumns(finalPrice, undefined));
  const text = await textMatch(db, storeCode, request.query);
  const base: SQL[] = [
    eq(products.storeCode, storeCode),
    inArray(products.visibility, LISTED_VISIBILITY),
    inArray(products.status, LISTED_STATUS),
    ...conditions,
    ...(text ? [text.condition] : []),
  ];
  const query: PageQuery = { base, facets, finalPrice, score: text?.score, sort: request.sort, paging };
  return aggregations.length ? facetedPage(db, storeCode, query, aggregations) : plainPage(db, query);
}
