// Product search in SQL (ARCHITECTURE §4): one statement over the narrow product_search rows computes the matching
// set once (filters, text match and its score, final price) and answers from it the ids of the page (a top-N sort),
// the total and, when asked, the facets; then the page's products and their children are read by id. Facets count
// parent products whose sellable children match (the child_* columns), on the final price with the store's tax for
// `price`.
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { ProductSearchRequest } from '../../../src/domain/contract/catalog';
import { PRICE_RANGES, priceRangeKey } from '../../../src/domain/price-buckets';
import { AGGREGATION_SIZE, SEARCH_TUNING } from '../../../src/domain/search';
import type { StoreCode } from '../../../src/domain/store-views';
import { type Db, hasConnectionPool } from '../../db/client';
import { productSearch, products, stockItems } from '../../db/schema';
import { HttpError } from '../../http/reply';
import {
  type FacetColumns,
  type FacetFilters,
  facetConditions,
  intArray,
  parseProductFilters,
  type SortColumns,
  sortOrder,
} from './product-filters';
import {
  type Children,
  childrenFromJson,
  childrenJsonSql,
  LISTED_STATUS,
  LISTED_VISIBILITY,
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
  const row = productSearch;
  const special = sql`${row.specialPrice} > 0 and ${row.specialPrice} < ${row.price}
    and (${row.specialFromDate} is null or ${row.specialFromDate} <= ${at})
    and (${row.specialToDate} is null or ${row.specialToDate} >= ${at})`;
  const net = sql`(case when ${special} then ${row.specialPrice} else ${row.price} end)`;
  const literal = (n: number) => {
    if (!Number.isFinite(n)) throw new Error(`finalPriceSql: bad number ${n}`);
    return sql.raw(String(n));
  };
  // The factor per tax class is a constant expression the planner folds: per row only a multiplication remains.
  const whens = [...rates].map(
    ([taxClass, rate]) => sql` when ${literal(taxClass)} then (1 + ${literal(rate)}::numeric / 100)`,
  );
  const factor = whens.length ? sql`(case ${row.taxClassId}${sql.join(whens, sql``)} else 1::numeric end)` : sql`1`;
  return sql`round(${net} * ${factor}, 2)`;
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

/** The base set's columns by name: what the branches read is all the set carries (narrow rows copy faster). */
const SET_COLUMNS = {
  colors: 'child_colors',
  sizes: 'child_sizes',
  options: 'child_options',
  finalPrice: 'final_price',
  created_at: 'created_at',
  updated_at: 'updated_at',
  price: 'price',
  final_price: 'final_price',
  name: 'name',
  id: 'id',
  relevance: 'score',
} as const;

type SetColumns = FacetColumns & SortColumns;

/**
 * The columns of the matching set (`base`) or of the page cut from it; `used` collects the names read. Without a
 * text query there is no relevance (SPEC 9: the default sort is then created_at descending).
 */
function setColumns(alias: 'base' | 'page', scored: boolean, used?: Set<string>): SetColumns {
  const columns = {} as Record<keyof typeof SET_COLUMNS, SQL | undefined>;
  for (const [key, name] of Object.entries(SET_COLUMNS)) {
    Object.defineProperty(columns, key, {
      enumerable: true,
      get: () => {
        if (key === 'relevance' && !scored) return undefined;
        used?.add(name);
        return sql.raw(`${alias}.${name}`);
      },
    });
  }
  return columns as SetColumns;
}

const parentStockColumns = {
  is_in_stock: stockItems.isInStock,
  qty: stockItems.qty,
  manage_stock: stockItems.manageStock,
};

const where = (conditions: SQL[]) => (conditions.length ? sql` where ${sql.join(conditions, sql` and `)}` : sql``);

/** color * 1 000 000 + size, as products.child_options holds a child's pair. */
const OPTION_PAIR = 1_000_000;

/** The price facet: the matching products per SPEC 9 price range, honouring the colour and size filters. */
function priceBranch(name: FacetName, facets: FacetFilters, set: SetColumns): SQL {
  const price = set.finalPrice;
  const cases = PRICE_RANGES.map((range) =>
    range.to === null
      ? sql` when ${price} >= ${range.from} then ${priceRangeKey(range)}`
      : sql` when ${price} < ${range.to} then ${priceRangeKey(range)}`,
  );
  return sql`select ${name}::text as facet, (case${sql.join(cases, sql``)} end)::text as key, count(*)::int as n,
      null::int as ord from base${where(facetConditions(facets, set, 'prices'))} group by 2`;
}

/** One UNION ALL branch per facet; each honours the other facet filters, not its own (multi-select). */
function facetBranch(name: FacetName, facets: FacetFilters, set: SetColumns): SQL {
  const own = FACETS[name];
  if (own === 'prices') return priceBranch(name, facets, set);
  const column = own === 'colors' ? set.colors : set.sizes;
  const pairedWith = own === 'colors' ? facets.sizes : facets.colors;
  // Arrays are unnested in the select list (a ProjectSet, about twice as fast as a lateral join per row) and the
  // values grouped as integers, named as text only afterwards.
  if (!pairedWith) {
    // Products with the same set of values are counted once per set, then the sets are unnested: a category's
    // products share a few size sets, so this unnests a few arrays instead of thousands.
    return sql`select ${name}::text as facet, counted.v::text as key, sum(counted.n)::int as n, null::int as ord from (
        select unnest(grouped.vs) as v, grouped.n from (
          select ${column} as vs, count(*) as n from base${where(facetConditions(facets, set, own))} group by 1
        ) grouped
      ) counted group by counted.v`;
  }
  // A colour facet under an active size filter counts, per product, the colours that have a child in one of those
  // sizes (and vice versa): one of the pairs (v, chosen partner) must be among the product's (colour, size) pairs.
  const pairs = pairedWith.map((partner) =>
    own === 'colors'
      ? sql`(counted.v::bigint * ${OPTION_PAIR} + ${partner}::bigint) = any(counted.pairs)`
      : sql`(${partner}::bigint * ${OPTION_PAIR} + counted.v) = any(counted.pairs)`,
  );
  // Only products with a child in one of the chosen partners can count: that cheap test on the row goes first.
  const partners = own === 'colors' ? set.sizes : set.colors;
  const rows = [sql`${partners} && ${intArray(pairedWith)}`, ...facetConditions({ prices: facets.prices }, set)];
  return sql`select ${name}::text as facet, counted.v::text as key, count(*)::int as n, null::int as ord from (
      select unnest(${column}) as v, ${set.options} as pairs from base${where(rows)}
    ) counted where ${sql.join(pairs, sql` or `)} group by counted.v`;
}

interface FacetRow {
  facet: string;
  key: string | null;
  n: number;
  /** Page rows: the position in the sort. */
  ord: number | null;
}

const TOTAL = '_total';
const PAGE_ROW = '_page';

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

/** The rows of a page with their stock and their children (one query), in the page's order. */
async function loadPage(db: Db, storeCode: StoreCode, ids: readonly number[]) {
  if (!ids.length) return { rows: [], children: undefined };
  const found = await db
    .select({ ...productColumns, stock: parentStockColumns, children: childrenJsonSql(products.sku) })
    .from(products)
    .leftJoin(stockItems, eq(stockItems.sku, products.sku))
    .where(and(eq(products.storeCode, storeCode), inArray(products.id, [...ids])));
  const position = new Map(ids.map((id, index) => [id, index]));
  found.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  const children = childrenFromJson(found);
  return { rows: found.map(({ children: _, ...row }) => row), children };
}

interface PageQuery {
  storeCode: StoreCode;
  /** Conditions on product_search. */
  base: SQL[];
  /** Conditions on products, read through the key. */
  productConditions: SQL[];
  facets: FacetFilters;
  finalPrice: SQL;
  score: SQL | undefined;
  sort: string | undefined;
  paging: { size: number; start: number };
}

/** The matching set: narrow rows with the final price and the score, each computed once per row. */
function baseSet({ storeCode, base, productConditions, finalPrice, score }: PageQuery, used: Set<string>): SQL {
  const row = productSearch;
  const conditions = [...base];
  if (productConditions.length) {
    conditions.push(
      sql`${row.id} in (select ${products.id} from ${products} where ${and(eq(products.storeCode, storeCode), ...productConditions)})`,
    );
  }
  const expressions: Record<string, SQL> = {
    child_colors: sql`${row.childColors}`,
    child_sizes: sql`${row.childSizes}`,
    child_options: sql`${row.childOptions}`,
    final_price: finalPrice,
    score: score ?? sql`0`,
    created_at: sql`${row.createdAt}`,
    updated_at: sql`${row.updatedAt}`,
    name: sql`${row.name}`,
    price: sql`${row.price}`,
  };
  // The score always comes along with a text query: the minimum score applies whatever else is read.
  const names = Object.keys(expressions).filter((name) => used.has(name) || (name === 'score' && score));
  const columns = [sql`${row.id} as id`, ...names.map((name) => sql`${expressions[name]} as ${sql.raw(name)}`)];
  const select = sql`select ${sql.join(columns, sql`, `)} from ${productSearch} where ${and(...conditions)}`;
  if (!score) return select;
  // SPEC 9 minimum score. OFFSET 0 keeps the subquery whole, so ts_rank runs once per row, not in the filter again.
  return sql`select * from (${select} offset 0) scored where scored.score >= ${SEARCH_TUNING.minScore}`;
}

/** The page's ids in sort order, and the number of products matching every filter. */
function pageBranches({ facets, sort, paging, score }: PageQuery, set: SetColumns): SQL[] {
  const all = facetConditions(facets, set);
  const page = setColumns('page', score !== undefined);
  return [
    sql`select ${PAGE_ROW}::text as facet, null::text as key, page.id as n,
      (row_number() over (order by ${sql.join(sortOrder(sort, page), sql`, `)}))::int as ord from (
        select * from base${where(all)} order by ${sql.join(sortOrder(sort, set), sql`, `)}
         limit ${paging.size} offset ${paging.start}) page`,
    sql`select ${TOTAL}::text as facet, null::text as key, count(*)::int as n, null::int as ord
      from base${where(all)}`,
  ];
}

/** One statement: the matching set, built once and kept in memory, and the branches answered from it. */
function statement(query: PageQuery, branches: (set: SetColumns) => SQL[]): SQL {
  // The branches are built first: the set then carries only the columns they read.
  const used = new Set<string>();
  const built = branches(setColumns('base', query.score !== undefined, used));
  return sql`with base as materialized (${baseSet(query, used)}) ${sql.join(built, sql` union all `)}`;
}

const pageIds = (rows: FacetRow[]) =>
  rows
    .filter((row) => row.facet === PAGE_ROW)
    .sort((a, b) => (a.ord ?? 0) - (b.ord ?? 0))
    .map((row) => row.n);

/**
 * The page's ids, the total and the facets, then the page's products by id. On PostgreSQL the page (followed by
 * its products) and the facets are two statements on two connections at once; PGlite runs one statement at a
 * time, so there one statement answers everything from a single matching set.
 */
async function runPage(db: Db, query: PageQuery, aggregations: FacetName[]) {
  const facetBranches = (set: SetColumns) => aggregations.map((name) => facetBranch(name, query.facets, set));
  const run = async (built: SQL) => rowsOf<FacetRow>(await db.execute(built));
  let rows: FacetRow[];
  let page: Awaited<ReturnType<typeof loadPage>>;
  if (aggregations.length && hasConnectionPool(db)) {
    const [paged, faceted] = await Promise.all([
      run(statement(query, (set) => pageBranches(query, set))).then(async (found) => ({
        found,
        page: await loadPage(db, query.storeCode, pageIds(found)),
      })),
      run(statement(query, facetBranches)),
    ]);
    rows = [...paged.found, ...faceted];
    page = paged.page;
  } else {
    rows = await run(statement(query, (set) => [...pageBranches(query, set), ...facetBranches(set)]));
    page = await loadPage(db, query.storeCode, pageIds(rows));
  }
  return {
    ...page,
    total: rows.find((row) => row.facet === TOTAL)?.n ?? 0,
    aggregations: Object.fromEntries(aggregations.map((name) => [name, { buckets: toBuckets(name, rows) }])),
  };
}

export async function searchProductPage(
  db: Db,
  storeCode: StoreCode,
  request: ProductSearchRequest,
  pricing: PricingSql,
  paging: { size: number; start: number },
): Promise<ProductPage> {
  const aggregations = parseAggregations(request.aggregations);
  const { searchConditions, conditions, facets } = parseProductFilters(request.filters);
  // Checked before any query: a bad sort is a 400 whatever the rest.
  sortOrder(request.sort, setColumns('base', false));
  const text = await textMatch(db, storeCode, request.query);
  const base: SQL[] = [
    eq(productSearch.storeCode, storeCode),
    inArray(productSearch.visibility, LISTED_VISIBILITY),
    inArray(productSearch.status, LISTED_STATUS),
    ...searchConditions,
    ...(text ? [text.condition] : []),
  ];
  return runPage(
    db,
    {
      storeCode,
      base,
      productConditions: conditions,
      facets,
      finalPrice: finalPriceSql(pricing),
      score: text?.score,
      sort: request.sort,
      paging,
    },
    aggregations,
  );
}
