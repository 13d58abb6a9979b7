// Product search in SQL (ARCHITECTURE §4): over the narrow product_search rows, the matching set (filters, text match
// and its score, final price) gives the ids of the page (a top-N sort), the total and, when asked, the facets (one
// grouping pass), with the page's products and their children joined to its ids. On PostgreSQL the page and the
// facets are two statements run side by side on two connections; on PGlite one statement builds the set once for
// both. Facets count parent products whose sellable children match (the child_* columns), on the final price with
// the store's tax for `price`.
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { ProductSearchRequest } from '../../../src/domain/contract/catalog';
import { PRICE_RANGES, priceRangeKey } from '../../../src/domain/price-buckets';
import { AGGREGATION_SIZE, SEARCH_PAGE_MAX_SIZE, SEARCH_TUNING } from '../../../src/domain/search';
import type { StoreCode } from '../../../src/domain/store-views';
import { type Db, hasConnectionPool, rowsOf } from '../../db/client';
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
import { type TermCache, textMatch } from './text-search';

/** SPEC 5: a size of 0 or less uses 50; a negative start becomes 0. */
export const DEFAULT_SEARCH_SIZE = 50;
/**
 * SPEC 9: search default size 50, product list page 50, load-more page and listing limit 40; no page of the shop
 * asks for more (issue 13: a larger size only made each cached result megabytes). A larger size is a 400 naming
 * `size`, as every invalid field is (ARCHITECTURE §4); SPEC 5 normalises only a size of 0 or less.
 */
export const MAX_SEARCH_SIZE = SEARCH_PAGE_MAX_SIZE;

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

export interface ProductPage<T> {
  /** The page's products, made by the caller's `build`. */
  items: T[];
  total: number;
  aggregations: Record<string, { buckets: Bucket[] }>;
}

/** Makes the page's items of its rows (each with its own stock record, null: none) and their children. */
export type BuildItems<T> = (
  rows: (ProductRow & { stock: StockRecord | null })[],
  children: Children | undefined,
) => Promise<T[]>;

/** Whether a product's special price applies at `now` (SPEC 9: below the price, inside its dates). */
export function specialPriceAppliesSql(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const row = productSearch;
  return sql`(${row.specialPrice} > 0 and ${row.specialPrice} < ${row.price}
    and (${row.specialFromDate} is null or ${row.specialFromDate} <= ${at})
    and (${row.specialToDate} is null or ${row.specialToDate} >= ${at}))`;
}

/** The final price including tax as SQL, as src/domain/pricing.ts computes it (special price in its window). */
export function finalPriceSql({ rates, now }: PricingSql): SQL {
  const row = productSearch;
  const special = specialPriceAppliesSql(now);
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

const where = (conditions: SQL[]) => (conditions.length ? sql` where ${sql.join(conditions, sql` and `)}` : sql``);

/** color * 1 000 000 + size, as products.child_options holds a child's pair. */
const OPTION_PAIR = 1_000_000;

/** The columns of the facet grouping: one per facet asked for (base_colors and color share one), and the total. */
type GroupKey = 'colors' | 'sizes' | 'prices' | 'total';
const GROUP_KEYS: Record<GroupKey, string> = {
  colors: 'k_colors',
  sizes: 'k_sizes',
  prices: 'k_prices',
  total: 'k_total',
};

/** The SPEC 9 price range of the final price as its index in PRICE_RANGES (named in toBuckets). */
function priceRangeIndex(price: SQL): SQL {
  const cases = PRICE_RANGES.map((range, index) =>
    range.to === null
      ? sql` when ${price} >= ${range.from} then ${sql.raw(String(index))}`
      : sql` when ${price} < ${range.to} then ${sql.raw(String(index))}`,
  );
  return sql`(case${sql.join(cases, sql``)} end)`;
}

const when = (conditions: SQL[], value: SQL) =>
  conditions.length ? sql`(case when ${sql.join(conditions, sql` and `)} then ${value} end)` : value;

/**
 * The values of a colour or size facet a row counts for. Under a filter on the other option (`partners`) these are
 * only the values that have a child in one of the chosen partners: one of the pairs (value, partner) must be among
 * the product's (colour, size) pairs (SPEC 9: a colour and a size filter match one child).
 */
function facetValues(own: 'colors' | 'sizes', partners: readonly number[] | undefined, set: SetColumns): SQL {
  if (!partners) return own === 'colors' ? set.colors : set.sizes;
  const pair = OPTION_PAIR;
  const [value, partner] =
    own === 'colors' ? [sql`o / ${pair}`, sql`o % ${pair}`] : [sql`o % ${pair}`, sql`o / ${pair}`];
  return sql`array(select distinct (${value})::int from unnest(${set.options}) as o
    where (${partner})::int = any(${intArray(partners)}))`;
}

/**
 * What a row contributes to one grouping, or null when the filters exclude it: to a facet its colours or sizes, or
 * its price range, when the other facet filters let it through (multi-select: a facet honours the other facet
 * filters, not its own); to the total a 1 when every filter does.
 */
function groupKey(key: GroupKey, facets: FacetFilters, set: SetColumns): SQL {
  if (key === 'total') return when(facetConditions(facets, set), sql`1`);
  const conditions = facetConditions(facets, set, key);
  if (key === 'prices') return when(conditions, priceRangeIndex(set.finalPrice));
  return when(conditions, facetValues(key, key === 'colors' ? facets.sizes : facets.colors, set));
}

/**
 * The total and the facets in one pass over the matching set: each is a grouping set, so every row is read once and
 * the per-facet work is a hash lookup; products with the same set of values are one group, so the sets are unnested
 * a few hundred times instead of once per product.
 */
function groupedSql(keys: readonly GroupKey[], facets: FacetFilters, set: SetColumns): SQL {
  const columns = keys.map((key) => sql`${groupKey(key, facets, set)} as ${sql.raw(GROUP_KEYS[key])}`);
  const sets = keys.map((key) => sql.raw(`(${GROUP_KEYS[key]})`));
  return sql`select ${sql.join(columns, sql`, `)}, count(*) as n from base
    group by grouping sets (${sql.join(sets, sql`, `)})`;
}

/** The rows of facet `name` from the grouped counts (SPEC 9 buckets, named as text). */
function facetBranch(name: FacetName): SQL {
  const own = FACETS[name];
  const column = sql.raw(`grouped.${GROUP_KEYS[own]}`);
  if (own === 'prices') {
    return sql`select ${name}::text as facet, ${column}::text as key, grouped.n::int as n
      from grouped where ${column} is not null`;
  }
  return sql`select ${name}::text as facet, v::text as key, sum(grouped.n)::int as n
    from grouped, unnest(${column}) as v group by v`;
}

interface FacetRow {
  facet: string;
  key: string | null;
  n: number;
}

const TOTAL = '_total';

function toBuckets(name: FacetName, rows: FacetRow[]): Bucket[] {
  const mine = rows.filter((row) => row.facet === name && row.key !== null);
  if (FACETS[name] === 'prices') {
    // Keyed by the range's index (priceRangeIndex).
    const counts = new Map(mine.map((row) => [Number(row.key), row.n]));
    return PRICE_RANGES.map((range, index) => ({
      key: priceRangeKey(range),
      doc_count: counts.get(index) ?? 0,
      from: range.from,
      to: range.to,
    }));
  }
  return mine
    .map((row) => ({ key: Number(row.key), doc_count: row.n }))
    .sort((a, b) => b.doc_count - a.doc_count || a.key - b.key)
    .slice(0, AGGREGATION_SIZE);
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

/**
 * The matching set: narrow rows with the final price and the score. OFFSET 0 keeps it a subquery of its own, so each
 * expression is computed once per row, not again wherever the branches read it.
 */
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
  const select = sql`select ${sql.join(columns, sql`, `)} from ${productSearch} where ${and(...conditions)} offset 0`;
  if (!score) return select;
  // SPEC 9 minimum score.
  return sql`select * from (${select}) scored where scored.score >= ${SEARCH_TUNING.minScore}`;
}

/** The grouping keys of the facets asked for, each once. */
const facetKeys = (aggregations: readonly FacetName[]) => [...new Set(aggregations.map((name) => FACETS[name]))];

/** The page's ids (`id`) and their positions in the sort (`ord`): a top-N sort over the matching set. */
function pageIdsSql({ facets, sort, paging, score }: PageQuery, set: SetColumns): SQL {
  const page = setColumns('page', score !== undefined);
  return sql`select page.id, (row_number() over (order by ${sql.join(sortOrder(sort, page), sql`, `)}))::int as ord
    from (select * from base${where(facetConditions(facets, set))} order by ${sql.join(sortOrder(sort, set), sql`, `)}
          limit ${paging.size} offset ${paging.start}) page`;
}

/** The rows (facet, key, n) of the total and of the facets asked for, all from the one `grouped` pass, and its WITH entry. */
function facetRowsSql(query: PageQuery, aggregations: readonly FacetName[], set: SetColumns) {
  const keys: GroupKey[] = facetKeys(aggregations);
  // Without a price filter every row the other filters let through has one price range: the total is the price
  // buckets' sum, and the grouping needs no set of its own for it.
  const fromPrices = keys.includes('prices') && !query.facets.prices;
  if (!fromPrices) keys.push('total');
  const total = fromPrices
    ? sql`select ${TOTAL}::text as facet, null::text as key, coalesce(sum(grouped.n), 0)::int as n
      from grouped where grouped.${sql.raw(GROUP_KEYS.prices)} is not null`
    : sql`select ${TOTAL}::text as facet, null::text as key, grouped.n::int as n
      from grouped where grouped.${sql.raw(GROUP_KEYS.total)} = 1`;
  const branches = [total, ...aggregations.map((name) => facetBranch(name))];
  return {
    grouped: sql`grouped as (${groupedSql(keys, query.facets, set)})`,
    rows: sql.join(branches, sql` union all `),
  };
}

type PageRow = ProductRow & { stock: StockRecord | null; children: string | null };

/**
 * Rows of `found` (a subquery with `id`, `ord` and maybe `facet`) joined to their product, stock and children, in
 * `ord` order; `pageRow` tells which rows are products. Joined laterally (LIMIT 1: one product per key), so each
 * page row is looked up by its key and its children read with it, whatever the planner guesses of the row count.
 */
function readProducts<T>(db: Db, storeCode: StoreCode, found: SQL, pageRow: SQL, extra: T) {
  const product = db
    .select({
      ...productColumns,
      stockIsInStock: stockItems.isInStock,
      stockQty: stockItems.qty,
      stockManageStock: stockItems.manageStock,
      children: childrenJsonSql(products.sku).as('children'),
    })
    .from(products)
    .leftJoin(stockItems, eq(stockItems.sku, products.sku))
    .where(and(pageRow, eq(products.storeCode, storeCode), sql`${products.id} = found.id`))
    .limit(1)
    .as('product');
  const columns = Object.fromEntries(
    Object.keys(productColumns).map((key) => [key, product[key as keyof typeof productColumns]]),
  ) as { [K in keyof typeof productColumns]: (typeof product)[K] };
  return db
    .select({
      ...columns,
      stock: { is_in_stock: product.stockIsInStock, qty: product.stockQty, manage_stock: product.stockManageStock },
      children: product.children,
      ...extra,
    })
    .from(sql`(${found}) found`)
    .leftJoinLateral(product, sql`true`)
    .orderBy(sql`found.ord`);
}

/**
 * PostgreSQL: two statements side by side on two connections, the page with its products and the total with the
 * facets, each reading the matching set once as it streams by; the request takes about as long as the slower one.
 */
async function twoStatements<T>(db: Db, query: PageQuery, aggregations: readonly FacetName[], build: BuildItems<T>) {
  const pageUsed = new Set<string>();
  const pageIds = pageIdsSql(query, setColumns('base', query.score !== undefined, pageUsed));
  const facetUsed = new Set<string>();
  const facets = facetRowsSql(query, aggregations, setColumns('base', query.score !== undefined, facetUsed));
  // The page's items are made while the facets' statement is still running.
  const [items, facetResult] = await Promise.all([
    readProducts(db, query.storeCode, sql`with base as (${baseSet(query, pageUsed)}) ${pageIds}`, sql`true`, {}).then(
      (rows) => buildFrom(rows as unknown as PageRow[], build),
    ),
    db.execute(sql`with base as (${baseSet(query, facetUsed)}), ${facets.grouped} ${facets.rows}`),
  ]);
  return { items, facetRows: rowsOf<FacetRow>(facetResult) };
}

/**
 * PGlite (one statement at a time): one statement, the matching set built once and kept in memory, read by the page
 * and by the grouping pass; the page's rows come first, then the facets' rows (no product).
 */
async function oneStatement<T>(db: Db, query: PageQuery, aggregations: readonly FacetName[], build: BuildItems<T>) {
  const used = new Set<string>();
  const set = setColumns('base', query.score !== undefined, used);
  const pageIds = pageIdsSql(query, set);
  const facets = facetRowsSql(query, aggregations, set);
  const found = sql`with base as materialized (${baseSet(query, used)}), ${facets.grouped}
    select ${PAGE_ROW}::text as facet, null::text as key, ids.id as n, ids.id, ids.ord from (${pageIds}) ids
    union all select facets.facet, facets.key, facets.n, null::int as id, null::int as ord from (${facets.rows}) facets`;
  const rows = (await readProducts(db, query.storeCode, found, sql`found.facet = ${PAGE_ROW}`, {
    facet: sql<string>`found.facet`,
    key: sql<string | null>`found.key`,
    n: sql<number>`found.n`,
  })) as unknown as (PageRow & FacetRow)[];
  const pageRows = rows.filter((row) => row.facet === PAGE_ROW).map(({ facet: _, key: __, n: ___, ...row }) => row);
  return { items: await buildFrom(pageRows, build), facetRows: rows.filter((row) => row.facet !== PAGE_ROW) };
}

/** The page's items from its rows: the children arrive with each row as JSON. */
function buildFrom<T>(rows: PageRow[], build: BuildItems<T>): Promise<T[]> {
  const found = rows.filter((row) => row.sku !== null);
  const children = found.length ? childrenFromJson(found) : undefined;
  return build(
    found.map(({ children: _, ...row }) => row),
    children,
  );
}

const PAGE_ROW = '_page';

/** The page's products in sort order, the total and the facets, in one or two statements (see above). */
async function runPage<T>(
  db: Db,
  query: PageQuery,
  aggregations: FacetName[],
  build: BuildItems<T>,
): Promise<ProductPage<T>> {
  const { items, facetRows } = hasConnectionPool(db)
    ? await twoStatements(db, query, aggregations, build)
    : await oneStatement(db, query, aggregations, build);
  return {
    items,
    total: facetRows.find((row) => row.facet === TOTAL)?.n ?? 0,
    aggregations: Object.fromEntries(aggregations.map((name) => [name, { buckets: toBuckets(name, facetRows) }])),
  };
}

export async function searchProductPage<T>(
  db: Db,
  storeCode: StoreCode,
  request: ProductSearchRequest,
  pricing: PricingSql,
  paging: { size: number; start: number },
  build: BuildItems<T>,
  terms?: TermCache,
): Promise<ProductPage<T>> {
  const aggregations = parseAggregations(request.aggregations);
  const { searchConditions, conditions, facets, onSale } = parseProductFilters(request.filters);
  // Checked before any query: a bad sort is a 400 whatever the rest.
  sortOrder(request.sort, setColumns('base', false));
  const text = await textMatch(db, storeCode, request.query, terms);
  const base: SQL[] = [
    eq(productSearch.storeCode, storeCode),
    inArray(productSearch.visibility, LISTED_VISIBILITY),
    inArray(productSearch.status, LISTED_STATUS),
    ...searchConditions,
    ...(onSale === undefined
      ? []
      : [
          onSale
            ? specialPriceAppliesSql(pricing.now)
            : sql`not coalesce(${specialPriceAppliesSql(pricing.now)}, false)`,
        ]),
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
    build,
  );
}
