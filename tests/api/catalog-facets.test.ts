// Facets, facet filters and price sort of the product search (ARCHITECTURE §4, SPEC 9 "Default filters", "Price
// ranges", "Filter aggregation size") on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set. Every count is
// checked against SQL over the children themselves, or against the prices the API puts on the products.
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FacetedProductList } from '../../src/domain/contract/catalog';
import { PRICE_RANGES, priceRangeKey, priceRangeOf } from '../../src/domain/price-buckets';
import { openTestApp, type TestApp } from '../helpers/app';
import { engines } from '../helpers/db';
import { readPages } from './catalog-pages';

const search = (request: unknown, store = 'ee') =>
  `/api/catalog/${store}/product/_search?request=${encodeURIComponent(JSON.stringify(request))}`;
const FACETS = ['color', 'size', 'price'];

type Buckets = { key: string | number; doc_count: number }[];
const asMap = (buckets: Buckets | undefined) =>
  Object.fromEntries((buckets ?? []).map((bucket) => [String(bucket.key), bucket.doc_count]));

describe.each(engines())('catalogue facets on $name', (engine) => {
  let t: TestApp;
  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    return {
      status: response.statusCode,
      body: response.json() as { code: number; result: FacetedProductList | string },
    };
  };
  const page = async (request: unknown, store = 'ee') => {
    const { status, body } = await get(search(request, store));
    expect(status, JSON.stringify(body)).toBe(200);
    return body.result as FacetedProductList;
  };
  /** Every page up to `size` (a product search answers at most 50 a page, SPEC 9). */
  const list = (request: Record<string, unknown>, store = 'ee') =>
    readPages((pageRequest) => page(pageRequest, store), request);
  const rows = async <T>(query: SQL) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  /**
   * Listed parents of the store counted by the colour or size of a sellable child (SPEC 3: status below 2) that
   * also has the given colour / size: straight from product_variants, not from the facet columns.
   */
  const childCounts = async (
    by: 'color' | 'size',
    where: { store?: string; category?: number; colors?: number[]; sizes?: number[] },
  ) => {
    const conditions: SQL[] = [sql`p.store_code = ${where.store ?? 'ee'}`];
    if (where.category) conditions.push(sql`p.category_ids @> ARRAY[${where.category}]::int[]`);
    if (where.colors)
      conditions.push(
        sql`v.color in (${sql.join(
          where.colors.map((c) => sql`${c}`),
          sql`, `,
        )})`,
      );
    if (where.sizes)
      conditions.push(
        sql`v.size in (${sql.join(
          where.sizes.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      );
    const result = await rows<{ key: number; n: number }>(sql`
      select v.${sql.raw(by)} as key, count(distinct p.id)::int as n
        from products p join product_variants v on v.parent_sku = p.sku and v.status < 2
       where p.visibility in (2,3,4) and p.status in (0,1) and ${sql.join(conditions, sql` and `)}
       group by 1`);
    return Object.fromEntries(result.map((row) => [String(row.key), Number(row.n)]));
  };

  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts colours and sizes of the parent products whose children match, as SQL counts them', async () => {
    const result = await list({ filters: { category_ids: [10] }, aggregations: FACETS, size: 1 });
    expect(asMap(result.aggregations.color?.buckets)).toEqual(await childCounts('color', { category: 10 }));
    expect(asMap(result.aggregations.size?.buckets)).toEqual(await childCounts('size', { category: 10 }));
    const [women] = await rows<{ n: number }>(sql`select count(*)::int as n from products
      where store_code = 'ee' and category_ids @> '{10}' and visibility in (2,3,4) and status in (0,1)`);
    expect(result.total).toBe(Number(women?.n));
  });

  it('counts each facet with the other filters but not its own (multi-select)', async () => {
    const filters = { category_ids: [10], color: [49, 51], size: [169] };
    const result = await list({ filters, aggregations: ['base_colors', 'size'], size: 1 });
    // Colours: of the children in size M, whatever colour is chosen.
    expect(asMap(result.aggregations.base_colors?.buckets)).toEqual(
      await childCounts('color', { category: 10, sizes: [169] }),
    );
    // Sizes: of the children in the chosen colours.
    expect(asMap(result.aggregations.size?.buckets)).toEqual(
      await childCounts('size', { category: 10, colors: [49, 51] }),
    );
    // The list: a child in black or red AND in size M.
    const [matching] = await rows<{ n: number }>(sql`select count(distinct p.id)::int as n
      from products p join product_variants v on v.parent_sku = p.sku and v.status < 2
      where p.store_code = 'ee' and p.category_ids @> '{10}' and p.visibility in (2,3,4) and p.status in (0,1)
        and v.color in (49, 51) and v.size = 169`);
    expect(result.total).toBe(Number(matching?.n));
  });

  it('requires a colour and a size to be the same child, and follows child changes', async () => {
    // 1001 has black (49) and grey (55) in XS..XXL; make black M unavailable (SPEC 3: status 2).
    const both = { sku: 'NA-DR-1001', color: 49, size: 169 };
    expect((await list({ filters: both })).total).toBe(1);
    await t.database.db.execute(sql`update product_variants set status = 2 where sku = 'NA-DR-1001-01-M'`);
    t.app.services.catalog.invalidate();
    expect((await list({ filters: both })).total).toBe(0);
    expect((await list({ filters: { sku: 'NA-DR-1001', color: 49 } })).total).toBe(1);
    expect((await list({ filters: { sku: 'NA-DR-1001', size: 169 } })).total).toBe(1);
    await t.database.db.execute(sql`update product_variants set status = 1 where sku = 'NA-DR-1001-01-M'`);
    t.app.services.catalog.invalidate();
    expect((await list({ filters: both })).total).toBe(1);
  });

  it.each(['ee', 'lv'])('buckets the final price with the tax of %s into SPEC ranges', async (store) => {
    const result = await list({ size: 4000, aggregations: ['price'] }, store);
    const expected = Object.fromEntries(PRICE_RANGES.map((range) => [priceRangeKey(range), 0]));
    for (const product of result.items) {
      const range = priceRangeOf(product.final_price_incl_tax);
      if (range) expected[priceRangeKey(range)] = (expected[priceRangeKey(range)] ?? 0) + 1;
    }
    expect(asMap(result.aggregations.price?.buckets)).toEqual(expected);
    expect(result.aggregations.price?.buckets.map((bucket) => bucket.key)).toEqual(PRICE_RANGES.map(priceRangeKey));
    expect(result.aggregations.price?.buckets[4]).toMatchObject({ key: '150-*', from: 150, to: null });
  });

  it('filters on the final price with tax, by range or bucket key, counting prices without that filter', async () => {
    const all = await list({ size: 4000 });
    const inRange = all.items.filter((p) => p.final_price_incl_tax >= 30 && p.final_price_incl_tax < 50);
    const byKey = await list({ filters: { price: '30-50' }, size: 4000, aggregations: ['price'] });
    const byRange = await list({ filters: { price: { gte: 30, lt: 50 } }, size: 4000 });
    expect(byKey.items.map((p) => p.id).sort()).toEqual(inRange.map((p) => p.id).sort());
    expect(byRange.total).toBe(inRange.length);
    // The price facet ignores its own filter: every bucket is still counted.
    expect(byKey.aggregations.price?.buckets.filter((bucket) => bucket.doc_count > 0).length).toBeGreaterThan(1);
    const several = await list({ filters: { price: ['0-30', '150-*'] }, size: 4000 });
    expect(several.items.every((p) => p.final_price_incl_tax < 30 || p.final_price_incl_tax >= 150)).toBe(true);
  });

  it('sorts by the final price with tax both ways, special prices included (SPEC 9)', async () => {
    const ascending = (await list({ sort: 'final_price:asc', size: 4000 })).items;
    const prices = ascending.map((product) => product.final_price_incl_tax);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // A product on special price sorts by its special price, not its regular one.
    expect(ascending.some((p) => p.special_price_incl_tax > 0 && p.final_price_incl_tax < p.price_incl_tax)).toBe(true);
    const descending = (await list({ sort: 'final_price:desc', size: 20 }, 'lv')).items;
    const lvPrices = descending.map((product) => product.final_price_incl_tax);
    expect(lvPrices).toEqual([...lvPrices].sort((a, b) => b - a));
  });

  it('describes the faceted attributes with the store labels', async () => {
    const ee = await list({ aggregations: ['color', 'size', 'price'], size: 1 });
    const lv = await list({ aggregations: ['base_colors'], size: 1 }, 'lv');
    expect(ee.attributeMetadata.map((a) => [a.attribute_code, a.frontend_label])).toEqual([
      ['color', 'Värv'],
      ['size', 'Suurus'],
    ]);
    expect(lv.attributeMetadata).toHaveLength(1);
    expect(lv.attributeMetadata[0]).toMatchObject({ attribute_code: 'color', frontend_label: 'Krāsa' });
    expect(lv.attributeMetadata[0]?.options.find((o) => o.value === '51')?.label).toBe('Sarkans');
  });

  it('keeps at most 100 buckets per facet, largest first (SPEC 9)', async () => {
    const { aggregations } = await list({ aggregations: ['size'], size: 1 });
    const counts = (aggregations.size?.buckets ?? []).map((bucket) => bucket.doc_count);
    expect(counts.length).toBeGreaterThan(10);
    expect(counts.length).toBeLessThanOrEqual(100);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it.each([
    [{ aggregations: ['popularity'] }, 'aggregations'],
    [{ filters: { color: 'red' } }, 'filters.color'],
    [{ filters: { size: { gte: 1 } } }, 'filters.size'],
    [{ filters: { price: 'cheap' } }, 'filters.price'],
    [{ filters: { price: {} } }, 'filters.price'],
    [{ filters: { is_new: 'maybe' } }, 'filters.is_new'],
    [{ filters: { id: 'abc' } }, 'filters.id'],
    [{ filters: { category_ids: [] } }, 'filters.category_ids'],
    [{ sort: 'final_price:up' }, 'sort'],
  ])('answers 400 naming the field for %j', async (request, field) => {
    const { status, body } = await get(search(request));
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, result: expect.stringContaining(field) });
  });
});
