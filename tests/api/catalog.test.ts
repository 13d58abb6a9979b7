// GET /api/catalog/{storeCode}/product/_search (ARCHITECTURE §4) on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set: the home lists, forced visibility and status, paging rules and every price with tax.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductList } from '../../src/domain/contract/catalog';
import { NEW_COLLECTION_REQUEST } from '../../src/domain/home';
import { engines } from '../helpers/db';
import { readPages } from './catalog-pages';
import { openTestApp, type TestApp } from '../helpers/app';

const search = (request: unknown, store = 'ee') =>
  `/api/catalog/${store}/product/_search?request=${encodeURIComponent(JSON.stringify(request))}`;

describe.each(engines())('catalogue search on $name', (engine) => {
  let t: TestApp;
  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() as { code: number; result: ProductList | string } };
  };
  const page = async (request: unknown, store = 'ee') => {
    const { status, body } = await get(search(request, store));
    expect(status).toBe(200);
    return body.result as ProductList;
  };
  /** Every page up to `size` (a product search answers at most 50 a page, SPEC 9). */
  const list = (request: Record<string, unknown>, store = 'ee') =>
    readPages((pageRequest) => page(pageRequest, store), request);

  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the new collection: 8 new products, newest first, in the envelope', async () => {
    const { status, body } = await get(search(NEW_COLLECTION_REQUEST));
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    const result = body.result as ProductList;
    expect(result.items).toHaveLength(8);
    expect(result.items.every((product) => product.is_new)).toBe(true);
    const dates = result.items.map((product) => product.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(result.total).toBeGreaterThan(8);
  });

  it('computes every price with the store view tax: 24 % in ee, 21 % in lv (SPEC 1, 9)', async () => {
    const [ee, lv] = await Promise.all([
      list({ sort: 'id:asc', size: 20 }, 'ee'),
      list({ sort: 'id:asc', size: 20 }, 'lv'),
    ]);
    for (const [index, product] of ee.items.entries()) {
      const latvian = lv.items[index] as Product;
      expect(latvian.id).toBe(product.id);
      expect(latvian.name).not.toBe(product.name);
      expect(product.price_incl_tax).toBeCloseTo(product.price * 1.24, 1);
      expect(latvian.price_incl_tax).toBeCloseTo(latvian.price * 1.21, 1);
      expect(product.price_incl_tax).toBe(Math.round(product.price_incl_tax * 100) / 100);
    }
  });

  it('zeroes special prices outside their window and applies them inside', async () => {
    const { items } = await list({ size: 4000 });
    const rows = (await t.database.db.execute(
      sql`select sku, (special_from_date is null or special_from_date <= ${'2026-11-21T12:00:00Z'}::timestamptz)
            and (special_to_date is null or special_to_date >= ${'2026-11-21T12:00:00Z'}::timestamptz) as active
          from products where store_code = 'ee' and special_price is not null and special_price < price
            and visibility in (2,3,4) and status in (0,1)`,
    )) as unknown as { rows: { sku: string; active: boolean }[] };
    const windows = new Map(rows.rows.map((row) => [row.sku, row.active]));
    const withSpecial = items.filter((product) => windows.has(product.sku));
    expect(withSpecial.some((product) => windows.get(product.sku))).toBe(true);
    expect(withSpecial.some((product) => !windows.get(product.sku))).toBe(true);
    for (const product of withSpecial) {
      if (windows.get(product.sku)) {
        expect(product.special_price_incl_tax).toBeGreaterThan(0);
        expect(product.final_price_incl_tax).toBeLessThan(product.original_price_incl_tax);
      } else {
        expect(product.special_price).toBe(0);
        expect(product.final_price_incl_tax).toBe(product.price_incl_tax);
      }
    }
  });

  it('names the categories of each product in the store language (SPEC 3 category)', async () => {
    const [ee, lv] = await Promise.all([
      list({ sort: 'id:asc', size: 5 }, 'ee'),
      list({ sort: 'id:asc', size: 5 }, 'lv'),
    ]);
    for (const product of ee.items) {
      expect(product.category?.map((c) => c.category_id).sort()).toEqual([...product.category_ids].sort());
      expect(product.category?.some((c) => ['Naised', 'Mehed', 'Lapsed'].includes(c.name))).toBe(true);
    }
    for (const product of lv.items) {
      expect(product.category?.some((c) => ['Sievietes', 'Vīrieši', 'Bērni'].includes(c.name))).toBe(true);
    }
  });

  it('lists configurable children with colour, size and stock', async () => {
    const { items } = await list({ size: 1 });
    const children = items[0]?.configurable_children ?? [];
    expect(children.length).toBeGreaterThan(1);
    expect(children[0]).toMatchObject({ color: expect.any(Number), size: expect.any(Number) });
    expect(typeof children[0]?.stock.is_in_stock).toBe('boolean');
  });

  it('forces visibility (2,3,4) and status (0,1) even when asked otherwise (SPEC 5)', async () => {
    await t.database.db.execute(sql`update products set visibility = 1 where id = (select min(id) from products)`);
    await t.database.db.execute(sql`update products set status = 2 where id = (select max(id) from products)`);
    const asked = await list({ filters: { visibility: 1, status: 2 }, size: 4000 });
    const ids = asked.items.map((product) => product.id);
    const extremesResult = (await t.database.db.execute(
      sql`select min(id) as min, max(id) as max from products`,
    )) as unknown as { rows: { min: number; max: number }[] };
    const [extremes] = extremesResult.rows;
    expect(ids).not.toContain(Number(extremes?.min));
    expect(ids).not.toContain(Number(extremes?.max));
    expect(asked.items.every((product) => [2, 3, 4].includes(product.visibility))).toBe(true);
  });

  it('uses 50 for a size of 0 or less and 0 for a negative start (SPEC 5)', async () => {
    const result = await list({ size: 0, from: -5 });
    expect(result.perPage).toBe(50);
    expect(result.start).toBe(0);
    expect(result.items).toHaveLength(50);
  });

  it('pages without overlap and sorts by price both ways', async () => {
    const first = await list({ sort: 'price:asc', size: 10 });
    const second = await list({ sort: 'price:asc', size: 10, from: 10 });
    const firstIds = new Set(first.items.map((product) => product.id));
    expect(second.items.some((product) => firstIds.has(product.id))).toBe(false);
    const prices = [...first.items, ...second.items].map((product) => product.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const descending = (await list({ sort: 'price:desc', size: 10 })).items.map((product) => product.price);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });

  it('filters by category ids', async () => {
    const { items } = await list({ filters: { category_ids: [20] }, size: 4000 });
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((product) => product.category_ids.includes(20))).toBe(true);
  });

  it.each([
    ['/api/catalog/ee/product/_search?request=%7Bnot-json', 'request: not valid JSON'],
    [search({ size: 'ten' }), 'request.size'],
    [search({ filters: { colour_of_the_moon: 'red' } }), 'filters.colour_of_the_moon: unknown filter field'],
    [search({ sort: 'price:sideways' }), 'sort: direction must be asc or desc'],
    [search({ sort: 'popularity:desc' }), 'sort: unknown sort field'],
    [search({ size: 100000 }), 'size: at most 50'],
    [search({}, 'fi'), 'storeCode'],
    ['/api/catalog/ee/basket/_search', 'entity'],
  ])('answers 400 naming the field for %s', async (url, field) => {
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 400 });
    expect(String(body.result)).toContain(field);
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const { status, body } = await get('/api/no-such-thing');
    expect(status).toBe(404);
    expect(body.code).toBe(404);
  });
});
